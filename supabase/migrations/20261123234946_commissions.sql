CREATE TABLE "agent_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"deal_id" uuid,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"product" text NOT NULL,
	"upfront_multiple" numeric(8, 2) NOT NULL,
	"residual_percent" numeric(6, 2) NOT NULL,
	"chargeback_days" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "deals_board_totals_idx";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "promotion_ends_on" date;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "device_installment_months" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_product" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_upfront" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_residual_monthly" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "chargeback_ends_on" date;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_notifications" ADD CONSTRAINT "agent_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_notifications" ADD CONSTRAINT "agent_notifications_user_id_agent_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agent_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_notifications" ADD CONSTRAINT "agent_notifications_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_created_by_agent_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agent_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_notifications_user_key" ON "agent_notifications" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "agent_notifications_undelivered_idx" ON "agent_notifications" USING btree ("user_id") WHERE "agent_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plans_key" ON "commission_plans" USING btree ("company_id","carrier","product","effective_from");--> statement-breakpoint
CREATE INDEX "deals_commission_pending_idx" ON "deals" USING btree ("company_id") WHERE "deals"."commission_computed_at" is null;--> statement-breakpoint
CREATE INDEX "deals_board_totals_idx" ON "deals" USING btree ("company_id","status","value","commission_total","probability");