/** The seed makes the product real on a fresh database. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { runSeedOnce } from "@/lib/db/migrate";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();

async function count(query: ReturnType<typeof sql>) {
  return Number(rowsOf<{ n: string | number }>(await database().db.execute(query))[0]!.n);
}

describe("seed", () => {
  it("has at least 8 business plans per carrier with the spec's columns", async () => {
    const perCarrier = rowsOf<{ carrier: string; n: number }>(
      await database().db.execute(
        sql`select "Carrier" as carrier, count(*)::int as n from rate_plans group by 1 order by 1`,
      ),
    );
    expect(perCarrier.map((r) => r.carrier)).toEqual(["att", "tmobile", "verizon"]);
    for (const row of perCarrier) expect(row.n).toBeGreaterThanOrEqual(8);
    expect(await count(sql`select count(*) as n from rate_plans where "Price Per Line" <= 0`)).toBe(0);
  });

  it("has at least 300 certified devices over the three carriers", async () => {
    expect(await count(sql`select count(*) as n from certified_devices`)).toBeGreaterThanOrEqual(300);
    expect(await count(sql`select count(distinct "Carrier") as n from certified_devices`)).toBe(3);
    expect(await count(sql`select count(*) as n from certified_devices where "Model" <> btrim("Model")`)).toBe(0);
  });

  it("has the demo and second company with their agents, and 8+ published posts", async () => {
    expect(await count(sql`select count(*) as n from agent_users where username in ('demo', 'jordan', 'harbor')`)).toBe(
      3,
    );
    expect(await count(sql`select count(distinct company_id) as n from agent_users`)).toBe(2);
    expect(await count(sql`select count(*) as n from blog_posts where published`)).toBeGreaterThanOrEqual(8);
    expect(
      await count(sql`select count(*) as n from auth.users u join agent_users a on a.id = u.id
                      where a.username = 'demo' and u.encrypted_password = crypt('demo1234', u.encrypted_password)`),
    ).toBe(1);
  });

  it("gives the demo company deals in every status", async () => {
    const statuses = rowsOf<{ status: string }>(
      await database().db.execute(
        sql`select distinct status from deals where company_id = '11111111-1111-4111-8111-111111111111' order by 1`,
      ),
    ).map((r) => r.status);
    expect(statuses).toEqual(["closed_lost", "closed_won", "lead", "negotiation", "proposal", "qualified"]);
  });

  it("runs once: a second start does not seed again", async () => {
    const before = await count(sql`select count(*) as n from deals`);
    expect(await runSeedOnce(database())).toBe(false);
    expect(await count(sql`select count(*) as n from deals`)).toBe(before);
  });
});
