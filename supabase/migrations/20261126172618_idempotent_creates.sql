ALTER TABLE "customers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_idempotency_key" ON "customers" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_company_idempotency_key" ON "quotes" USING btree ("company_id","idempotency_key");