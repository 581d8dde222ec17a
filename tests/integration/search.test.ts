/**
 * Search in the database (full text + pg_trgm): extra words, word order and typos
 * still find plans, devices, customers and deals. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (the migration creates pg_trgm and the indexes).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();
const SCOPE = { userId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };

const { findCertifiedDevicesForAssistant, searchCustomersForAgent, searchDealsForAgent } = await import("@/lib/db/queries/assistant");
const { searchRatePlansByName } = await import("@/lib/db/queries/catalog");
const { rowsOf } = await import("@/lib/db/connection");

async function firstModel(query: string): Promise<string | undefined> {
  const rows = await findCertifiedDevicesForAssistant({ query });
  return rows[0] ? `${rows[0].manufacturer} ${rows[0].model}` : undefined;
}

describe("search in the database", () => {
  it("has pg_trgm and the search indexes", async () => {
    const db = database().db;
    const ext = rowsOf<{ extname: string }>(await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`));
    expect(ext).toHaveLength(1);
    const indexes = rowsOf<{ indexname: string }>(await db.execute(sql`select indexname from pg_indexes where indexname like '%_fts_idx' or indexname like '%_trgm_idx' order by 1`));
    expect(indexes.map((i) => i.indexname)).toEqual([
      "certified_devices_name_trgm_idx",
      "certified_devices_search_fts_idx",
      "customers_name_trgm_idx",
      "customers_search_fts_idx",
      "deals_search_fts_idx",
      "deals_title_trgm_idx",
      "rate_plans_plan_trgm_idx",
      "rate_plans_search_fts_idx",
    ]);
  });

  it("finds devices despite typos, extra words and word order", async () => {
    expect(await firstModel("galxy s24")).toBe("Samsung Galaxy S24");
    expect(await firstModel("iphone 16 pro max good for field techs")).toBe("Apple iPhone 16 Pro Max");
    expect(await firstModel("pro max iphone 16")).toBe("Apple iPhone 16 Pro Max");
    expect(await firstModel("Is the iphone 15 certified")).toBe("Apple iPhone 15");
    expect(await findCertifiedDevicesForAssistant({ query: "zzqx blorf" })).toEqual([]);
  });

  it("finds plans, customers and deals by words of their names, with typos", async () => {
    const db = database().db;
    const plan = rowsOf<{ plan: string }>(await db.execute(sql`select "Plan" as plan from rate_plans order by length("Plan") desc limit 1`))[0]!.plan;
    const typo = plan.replace(/[aeiou](?=[a-z]{3})/i, "");
    const plans = await searchRatePlansByName(`what does the ${typo} cost`);
    expect(plans[0]?.plan).toBe(plan);

    const customer = rowsOf<{ company: string }>(
      await db.execute(sql`select company_name as company from customers where company_id = ${SCOPE.companyId} order by length(company_name) desc limit 1`),
    )[0]!.company;
    const words = customer.split(" ");
    const misspelt = [words[0]!.slice(0, -1), ...words.slice(1)].reverse().join(" ");
    const found = await searchCustomersForAgent(SCOPE, { query: `details about ${misspelt}` });
    expect(found.customers[0]?.companyName).toBe(customer);

    const deal = rowsOf<{ title: string }>(
      await db.execute(sql`select title from deals where company_id = ${SCOPE.companyId} order by length(title) desc limit 1`),
    )[0]!.title;
    const dealWords = deal.split(/\s+/).filter((w) => w.length > 3);
    const result = await searchDealsForAgent(SCOPE, { query: `where is ${dealWords.slice(0, 2).join(" ")} at` });
    expect(result.deals[0]?.title).toBe(deal);
  });
});
