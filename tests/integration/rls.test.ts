/**
 * Row-level security, checked as the database role the API uses for agents
 * (`authenticated`, with the agent's id as the JWT subject).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import type { Database } from "@/lib/db/connection";
import { setupTestDatabase } from "../helpers/db";

const DEMO_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const JORDAN_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb";
const HARBOR_AGENT = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const DEMO_COMPANY = "11111111-1111-4111-8111-111111111111";
const HARBOR_COMPANY = "22222222-2222-4222-8222-222222222222";

const database = setupTestDatabase();

/** Runs `fn` as the agent, then rolls everything back. */
async function asAgent<T>(agentId: string, fn: (tx: Database) => Promise<T>): Promise<T> {
  const { db } = database();
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: agentId })}, true)`);
      await tx.execute(sql.raw("set local role authenticated"));
      result = await fn(tx as unknown as Database);
      throw new RollBack();
    })
    .catch((e) => {
      if (!(e instanceof RollBack)) throw e;
    });
  return result as T;
}
class RollBack extends Error {}

/** The database's own message, under the query wrapper's. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "no error";
}

async function firstId(table: string, companyId: string): Promise<string> {
  const { db } = database();
  const r = rowsOf<{ id: string }>(
    await db.execute(sql.raw(`select id from public.${table} where company_id = '${companyId}' limit 1`)),
  );
  if (!r[0]) throw new Error(`no ${table} row for ${companyId}`);
  return r[0].id;
}

describe("row-level security", () => {
  it("an agent sees only the customers and deals of their own company", async () => {
    const seen = await asAgent(DEMO_AGENT, async (tx) => ({
      customers: rowsOf<{ company_id: string }>(await tx.execute(sql`select company_id from public.customers`)),
      deals: rowsOf<{ company_id: string }>(await tx.execute(sql`select company_id from public.deals`)),
    }));
    expect(seen.customers.length).toBeGreaterThan(0);
    expect(seen.deals.length).toBeGreaterThan(0);
    expect(new Set(seen.customers.map((r) => r.company_id))).toEqual(new Set([DEMO_COMPANY]));
    expect(new Set(seen.deals.map((r) => r.company_id))).toEqual(new Set([DEMO_COMPANY]));
  });

  it("another company's rows cannot be read, changed or deleted by id", async () => {
    const customerId = await firstId("customers", HARBOR_COMPANY);
    const dealId = await firstId("deals", HARBOR_COMPANY);
    const { db } = database();
    const before = rowsOf<{ title: string }>(
      await db.execute(sql`select title from public.deals where id = ${dealId}`),
    )[0]!;
    const outcome = await asAgent(DEMO_AGENT, async (tx) => ({
      read: rowsOf(await tx.execute(sql`select id from public.customers where id = ${customerId}`)).length,
      updated: rowsOf(
        await tx.execute(sql`update public.deals set title = 'taken over' where id = ${dealId} returning id`),
      ).length,
      deleted: rowsOf(await tx.execute(sql`delete from public.customers where id = ${customerId} returning id`)).length,
    }));
    expect(outcome).toEqual({ read: 0, updated: 0, deleted: 0 });
    const after = rowsOf<{ title: string }>(
      await db.execute(sql`select title from public.deals where id = ${dealId}`),
    )[0]!;
    expect(after.title).toBe(before.title);
  });

  it("a row cannot be written into another company", async () => {
    expect(
      await failureOf(
        asAgent(DEMO_AGENT, (tx) =>
          tx.execute(
            sql`insert into public.customers (company_id, name, company_name) values (${HARBOR_COMPANY}, 'X', 'Y')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
    const dealId = await firstId("deals", DEMO_COMPANY);
    expect(
      await failureOf(
        asAgent(DEMO_AGENT, (tx) =>
          tx.execute(sql`update public.deals set company_id = ${HARBOR_COMPANY} where id = ${dealId}`),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it("quotes and their items are isolated the same way", async () => {
    const { db } = database();
    const customerId = await firstId("customers", HARBOR_COMPANY);
    const inserted = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into public.quotes (company_id, customer_id, agent_id, title, description)
        values (${HARBOR_COMPANY}, ${customerId}, ${HARBOR_AGENT}, 'Harbor fleet', '10 lines') returning id`),
    );
    const quoteId = inserted[0]!.id;
    await db.execute(sql`
      insert into public.quote_items (quote_id, company_id, carrier, line_type, plan_name, quantity, price_per_line, monthly)
      values (${quoteId}, ${HARBOR_COMPANY}, 'att', 'voice', 'Business Unlimited Starter', 10, 30, 300)`);

    const demoView = await asAgent(DEMO_AGENT, async (tx) => ({
      quotes: rowsOf(await tx.execute(sql`select id from public.quotes where id = ${quoteId}`)).length,
      items: rowsOf(await tx.execute(sql`select id from public.quote_items where quote_id = ${quoteId}`)).length,
      changed: rowsOf(
        await tx.execute(sql`update public.quotes set status = 'sent' where id = ${quoteId} returning id`),
      ).length,
    }));
    expect(demoView).toEqual({ quotes: 0, items: 0, changed: 0 });

    const harborView = await asAgent(
      HARBOR_AGENT,
      async (tx) => rowsOf(await tx.execute(sql`select id from public.quote_items where quote_id = ${quoteId}`)).length,
    );
    expect(harborView).toBe(1);
  });

  it("server-only tables are closed to the agent role", async () => {
    const count = await asAgent(DEMO_AGENT, async (tx) => {
      try {
        return rowsOf(await tx.execute(sql`select * from public.waitlist_signups`)).length;
      } catch {
        return -1; // no privilege at all
      }
    });
    expect(count).toBeLessThanOrEqual(0);
  });

  it("an agent's own two-factor secret and recovery code hashes are closed to the agent role", async () => {
    const { db } = database();
    await db.execute(sql`insert into public.agent_two_factor (user_id, secret_encrypted, confirmed_at)
      values (${DEMO_AGENT}, 'v1.sealed', now()) on conflict do nothing`);
    await db.execute(
      sql`insert into public.agent_recovery_codes (user_id, code_hash) values (${DEMO_AGENT}, ${"0".repeat(64)})`,
    );
    for (const table of ["agent_two_factor", "agent_recovery_codes"]) {
      // Supabase grants new public tables to `authenticated` by default: row-level security must hold alone.
      await db.execute(sql.raw(`grant select on public.${table} to authenticated`));
      const count = await asAgent(DEMO_AGENT, async (tx) =>
        rowsOf(await tx.execute(sql.raw(`select * from public.${table}`))),
      );
      await db.execute(sql.raw(`revoke select on public.${table} from authenticated`));
      expect(count, table).toEqual([]);
    }
    await db.execute(sql`delete from public.agent_recovery_codes where user_id = ${DEMO_AGENT}`);
    await db.execute(sql`delete from public.agent_two_factor where user_id = ${DEMO_AGENT}`);
  });

  it("anonymous readers see published blog posts only", async () => {
    const { db } = database();
    await db.execute(
      sql`insert into public.blog_posts (title, slug, excerpt, content, author, published) values ('Draft', 'rls-draft', 'e', 'c', 'a', false)`,
    );
    let slugs: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw("set local role anon"));
        slugs = rowsOf<{ slug: string }>(await tx.execute(sql`select slug from public.blog_posts`)).map((r) => r.slug);
        throw new RollBack();
      })
      .catch((e) => {
        if (!(e instanceof RollBack)) throw e;
      });
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    expect(slugs).not.toContain("rls-draft");
  });

  it("commission plans: each company reads only its own; only its admins write them", async () => {
    const seen = await asAgent(JORDAN_AGENT, async (tx) =>
      rowsOf<{ company_id: string }>(await tx.execute(sql`select company_id from public.commission_plans`)),
    );
    expect(seen.length).toBe(15);
    expect(new Set(seen.map((r) => r.company_id))).toEqual(new Set([DEMO_COMPANY]));
    const insert = (company: string) =>
      sql`insert into public.commission_plans (company_id, carrier, product, upfront_multiple, residual_percent, chargeback_days, effective_from)
          values (${company}, 'ATT', 'phone', 9, 9, 9, '2099-01-01')`;
    // a plain agent cannot add, change or delete a plan of their own company
    expect(await failureOf(asAgent(JORDAN_AGENT, (tx) => tx.execute(insert(DEMO_COMPANY))))).toMatch(
      /row-level security/,
    );
    const changed = await asAgent(JORDAN_AGENT, async (tx) => ({
      updated: rowsOf(await tx.execute(sql`update public.commission_plans set upfront_multiple = 9 returning id`))
        .length,
      deleted: rowsOf(await tx.execute(sql`delete from public.commission_plans returning id`)).length,
    }));
    expect(changed).toEqual({ updated: 0, deleted: 0 });
    // an admin can, in their own company only
    expect(
      await asAgent(
        DEMO_AGENT,
        async (tx) => rowsOf(await tx.execute(sql`${insert(DEMO_COMPANY)} returning id`)).length,
      ),
    ).toBe(1);
    expect(await failureOf(asAgent(DEMO_AGENT, (tx) => tx.execute(insert(HARBOR_COMPANY))))).toMatch(
      /row-level security/,
    );
    const harbor = await asAgent(DEMO_AGENT, async (tx) => ({
      read: rowsOf(await tx.execute(sql`select id from public.commission_plans where company_id = ${HARBOR_COMPANY}`))
        .length,
      updated: rowsOf(
        await tx.execute(
          sql`update public.commission_plans set upfront_multiple = 9 where company_id = ${HARBOR_COMPANY} returning id`,
        ),
      ).length,
    }));
    expect(harbor).toEqual({ read: 0, updated: 0 });
  });

  it("an agent cannot make themselves an admin", async () => {
    expect(
      await failureOf(
        asAgent(JORDAN_AGENT, (tx) =>
          tx.execute(sql`update public.agent_users set role = 'admin' where id = ${JORDAN_AGENT}`),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it("server-made notifications: an agent reads and marks only their own, and writes only for co-workers", async () => {
    const { db } = database();
    await db.execute(sql`insert into public.agent_notifications (company_id, user_id, key, title, message) values
      (${DEMO_COMPANY}, ${DEMO_AGENT}, 'rls:demo', 'For demo', 'x'),
      (${HARBOR_COMPANY}, ${HARBOR_AGENT}, 'rls:harbor', 'For harbor', 'x')`);
    const jordan = await asAgent(JORDAN_AGENT, async (tx) => ({
      read: rowsOf(await tx.execute(sql`select id from public.agent_notifications`)).length,
      marked: rowsOf(await tx.execute(sql`update public.agent_notifications set read_at = now() returning id`)).length,
    }));
    expect(jordan).toEqual({ read: 0, marked: 0 });
    const demo = await asAgent(DEMO_AGENT, async (tx) =>
      rowsOf<{ key: string }>(await tx.execute(sql`select key from public.agent_notifications`)).map((r) => r.key),
    );
    expect(demo).toEqual(["rls:demo"]);
    expect(
      await failureOf(
        asAgent(DEMO_AGENT, (tx) =>
          tx.execute(
            sql`insert into public.agent_notifications (company_id, user_id, key, title, message) values (${DEMO_COMPANY}, ${HARBOR_AGENT}, 'x', 'x', 'x')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
  });
});
