/**
 * The dashboard home's figures and My Account's profile queries against a real,
 * migrated and seeded database.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { companies, customers, dealEvents, deals, quotes } from "@/lib/db/schema";
import { getAgentProfile, updateAgentProfile } from "@/lib/db/queries/account";
import { customerHealth, getDashboardByCompany } from "@/lib/db/queries/dashboard";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();

const DEMO_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const JORDAN_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb";
const DEMO_COMPANY = "11111111-1111-4111-8111-111111111111";
const HARBOR_COMPANY = "22222222-2222-4222-8222-222222222222";
const TEST_COMPANY = "33333333-3333-4333-8333-333333333333";
const NOW = new Date("2026-11-20T12:00:00Z");
const at = (iso: string) => new Date(iso);

async function seedTestCompany() {
  const { db } = database();
  await db.insert(companies).values({ id: TEST_COMPANY, name: "Test Reseller" });
  const [a, b, c] = await db
    .insert(customers)
    .values([
      { companyId: TEST_COMPANY, name: "Ann Alpha", companyName: "Alpha Co", updatedAt: at("2026-11-05T00:00:00Z") },
      { companyId: TEST_COMPANY, name: "Bob Beta", companyName: "Beta LLC", updatedAt: at("2026-09-01T00:00:00Z") },
      { companyId: TEST_COMPANY, name: "Cy Gamma", companyName: "Gamma Inc", updatedAt: at("2026-08-01T00:00:00Z") },
    ])
    .returning({ id: customers.id });
  const base = {
    companyId: TEST_COMPANY,
    createdBy: DEMO_AGENT,
    assignedTo: DEMO_AGENT,
    createdAt: at("2026-06-01T00:00:00Z"),
  };
  const [won] = await db
    .insert(deals)
    .values({
      ...base,
      customerId: a!.id,
      title: "Alpha phones",
      status: "closed_won",
      value: 24000,
      monthlyRevenue: 1000,
      carrier: "ATT",
      productType: "Phone",
      updatedAt: at("2026-11-05T10:00:00Z"),
    })
    .returning({ id: deals.id });
  await db.insert(dealEvents).values({
    dealId: won!.id,
    companyId: TEST_COMPANY,
    fromStatus: "negotiation",
    toStatus: "closed_won",
    createdAt: at("2026-11-05T10:00:00Z"),
  });
  await db.insert(deals).values([
    // Won last month (no event: its last update counts).
    {
      ...base,
      customerId: a!.id,
      title: "Alpha hotspots",
      status: "closed_won",
      value: 9600,
      monthlyRevenue: 400,
      carrier: "VERIZON",
      productType: "Hotspot",
      updatedAt: at("2026-10-10T10:00:00Z"),
    },
    // Open, closing in 3 days.
    {
      ...base,
      customerId: a!.id,
      title: "Alpha tablets",
      status: "proposal",
      value: 5000,
      monthlyRevenue: 200,
      closeDate: "2026-11-23 00:00:00",
      updatedAt: at("2026-11-18T10:00:00Z"),
    },
    // Open, no change for 80 days.
    {
      ...base,
      customerId: b!.id,
      title: "Beta fleet",
      status: "lead",
      value: 7000,
      monthlyRevenue: 300,
      carrier: "TMOBILE",
      productType: "Telematics",
      updatedAt: at("2026-09-01T10:00:00Z"),
    },
    {
      ...base,
      customerId: b!.id,
      title: "Beta lost",
      status: "closed_lost",
      value: 500,
      monthlyRevenue: 20,
      updatedAt: at("2026-09-01T10:00:00Z"),
    },
  ]);
  await db.insert(quotes).values([
    {
      companyId: TEST_COMPANY,
      customerId: c!.id,
      agentId: DEMO_AGENT,
      status: "draft",
      title: "Gamma quote",
      description: "x",
      createdAt: at("2026-11-01T00:00:00Z"),
      updatedAt: at("2026-11-01T00:00:00Z"),
    },
    {
      companyId: TEST_COMPANY,
      customerId: a!.id,
      agentId: DEMO_AGENT,
      status: "sent",
      title: "Alpha recent",
      description: "x",
      createdAt: at("2026-11-18T00:00:00Z"),
      updatedAt: at("2026-11-18T00:00:00Z"),
    },
    {
      companyId: TEST_COMPANY,
      customerId: a!.id,
      agentId: DEMO_AGENT,
      status: "accepted",
      title: "Alpha accepted",
      description: "x",
      createdAt: at("2026-10-01T00:00:00Z"),
      updatedAt: at("2026-10-01T00:00:00Z"),
    },
  ]);
  return { a: a!.id, b: b!.id, c: c!.id };
}

describe("dashboard home figures", () => {
  it("computes MRR, pipeline, alerts, customers and value by status for one company only", async () => {
    const ids = await seedTestCompany();
    const data = await getDashboardByCompany(TEST_COMPANY, NOW);

    expect(data.mrr).toEqual({ thisMonth: 1000, lastMonth: 400, change: 600, changePercent: 150, wonThisMonth: 1 });
    expect(data.pipeline).toEqual({ quotes: 3, openDeals: 2, wonDeals: 2 });
    expect(data.byStatus).toEqual([
      { status: "lead", count: 1, value: 7000 },
      { status: "qualified", count: 0, value: 0 },
      { status: "proposal", count: 1, value: 5000 },
      { status: "negotiation", count: 0, value: 0 },
      { status: "closed_won", count: 2, value: 33600 },
      { status: "closed_lost", count: 1, value: 500 },
    ]);

    const kinds = data.alerts.map((a) => [a.kind, a.title]);
    expect(kinds).toEqual([
      ["closing_soon", "Alpha tablets closes soon"],
      ["stale_deal", "Beta fleet has gone quiet"],
      ["quote_follow_up", "Follow up on quote: Gamma quote"],
    ]);
    expect(data.alerts[1]!.detail).toContain("no change for 80 days");
    expect(data.alerts[2]!.customerId).toBe(ids.c);

    const byId = Object.fromEntries(data.customers.map((c) => [c.id, c]));
    expect(data.customers.map((c) => c.companyName)).toEqual(["Alpha Co", "Beta LLC", "Gamma Inc"]);
    expect(byId[ids.a]!.health).toBe("Healthy");
    expect(byId[ids.a]!.services).toEqual(["AT&T", "Verizon", "Hotspot", "Phone"]);
    expect(byId[ids.b]!.health).toBe("At Risk");
    expect(byId[ids.c]!.health).toBe("Needs Attention");
    expect(byId[ids.c]!.services).toEqual([]);
  });

  it("an empty company has zeros and no alerts or customers", async () => {
    const { db } = database();
    const empty = "44444444-4444-4444-8444-444444444444";
    await db.insert(companies).values({ id: empty, name: "Empty Reseller" });
    const data = await getDashboardByCompany(empty, NOW);
    expect(data.mrr).toEqual({ thisMonth: 0, lastMonth: 0, change: 0, changePercent: null, wonThisMonth: 0 });
    expect(data.pipeline).toEqual({ quotes: 0, openDeals: 0, wonDeals: 0 });
    expect(data.alerts).toEqual([]);
    expect(data.customers).toEqual([]);
    expect(data.byStatus.every((s) => s.count === 0 && s.value === 0)).toBe(true);
  });

  it("the seeded demo company's counts match its own rows, not Harbor's", async () => {
    const { db } = database();
    const data = await getDashboardByCompany(DEMO_COMPANY);
    const [row] = rowsOf<{ open: number; won: number }>(
      await db.execute(sql`select
        count(*) filter (where status in ('lead','qualified','proposal','negotiation'))::int as open,
        count(*) filter (where status = 'closed_won')::int as won
        from deals where company_id = ${DEMO_COMPANY}`),
    );
    expect(data.pipeline.openDeals).toBe(row!.open);
    expect(data.pipeline.wonDeals).toBe(row!.won);
    expect(data.pipeline.wonDeals).toBeGreaterThan(0);
    const harbor = await getDashboardByCompany(HARBOR_COMPANY);
    expect(harbor.customers.map((c) => c.id)).not.toEqual(expect.arrayContaining(data.customers.map((c) => c.id)));
  });

  it("health follows deal status and activity", () => {
    const h = (o: Partial<Parameters<typeof customerHealth>[0]>) =>
      customerHealth({ won: 0, lost: 0, open: 0, staleOpen: 0, overdueOpen: 0, ...o }).health;
    expect(h({ won: 1 })).toBe("Healthy");
    expect(h({ open: 1 })).toBe("Healthy");
    expect(h({ open: 1, staleOpen: 1, won: 3 })).toBe("At Risk");
    expect(h({ open: 1, overdueOpen: 1 })).toBe("At Risk");
    expect(h({ lost: 1 })).toBe("At Risk");
    expect(h({})).toBe("Needs Attention");
  });
});

describe("account profile", () => {
  it("reads and updates only company, phone and notifications of the agent's own row (never the two-factor flag)", async () => {
    const before = await getAgentProfile(JORDAN_AGENT, DEMO_COMPANY);
    expect(before).toMatchObject({ username: "jordan", role: "agent" });
    const after = await updateAgentProfile(JORDAN_AGENT, DEMO_COMPANY, {
      company: "Summit West",
      phone: "+1 303 555 0142",
      notificationsEnabled: false,
    });
    expect(after).toEqual({
      ...before,
      company: "Summit West",
      phone: "+1 303 555 0142",
      notificationsEnabled: false,
    });
    expect(await getAgentProfile(JORDAN_AGENT, DEMO_COMPANY)).toEqual(after);
    // The demo agent's row is untouched.
    expect((await getAgentProfile(DEMO_AGENT, DEMO_COMPANY))!.company).not.toBe("Summit West");
  });

  it("does nothing for another company's id", async () => {
    expect(await getAgentProfile(JORDAN_AGENT, HARBOR_COMPANY)).toBeNull();
    expect(
      await updateAgentProfile(JORDAN_AGENT, HARBOR_COMPANY, {
        company: "x",
        phone: "",
        notificationsEnabled: true,
      }),
    ).toBeNull();
    expect((await getAgentProfile(JORDAN_AGENT, DEMO_COMPANY))!.company).toBe("Summit West");
  });
});
