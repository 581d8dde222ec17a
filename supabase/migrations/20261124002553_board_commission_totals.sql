DROP INDEX "deals_board_totals_idx";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_weighted" numeric(14, 2) GENERATED ALWAYS AS (case when status = 'closed_won' then commission_total when status = 'closed_lost' then 0
        else round(commission_total * probability / 100.0, 2) end) STORED;--> statement-breakpoint
CREATE INDEX "deals_board_totals_idx" ON "deals" USING btree ("company_id","status","value","commission_weighted");