DROP INDEX "deal_events_deal_idx";--> statement-breakpoint
ALTER TABLE "deal_events" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "kind" text DEFAULT 'moved' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_company_idempotency_key" ON "deals" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_status_check" CHECK ("deals"."status" in ('lead', 'qualified', 'proposal', 'negotiation', 'closed_won', 'closed_lost'));--> statement-breakpoint
-- A deal's first event (no status before it) is its creation.
UPDATE "deal_events" SET "kind" = 'created' WHERE "from_status" IS NULL;
