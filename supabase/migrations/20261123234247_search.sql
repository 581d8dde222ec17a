-- Search as a search engine does it: full-text search (websearch_to_tsquery, ranked) over
-- plans, devices, customers and deals, and trigram similarity (pg_trgm) for names written
-- with typos or inside longer questions ("galxy s24", "iphone 16 pro max for field techs").
-- The indexed expressions are the ones lib/db/queries/search.ts queries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_plans_search_fts_idx" ON "rate_plans"
  USING gin (to_tsvector('simple', "Carrier" || ' ' || "Plan" || ' ' || "Plan Type"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_plans_plan_trgm_idx" ON "rate_plans" USING gin (lower("Plan") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "certified_devices_search_fts_idx" ON "certified_devices"
  USING gin (to_tsvector('simple', "Manufacturer" || ' ' || "Model" || ' ' || "Device Type"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "certified_devices_name_trgm_idx" ON "certified_devices"
  USING gin (lower("Manufacturer" || ' ' || "Model") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_fts_idx" ON "customers"
  USING gin (to_tsvector('simple', "company_name" || ' ' || "name" || ' ' || coalesce("industry", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("email", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers"
  USING gin (lower("company_name" || ' ' || "name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_search_fts_idx" ON "deals" USING gin (to_tsvector('simple', "title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_title_trgm_idx" ON "deals" USING gin (lower("title") gin_trgm_ops);
