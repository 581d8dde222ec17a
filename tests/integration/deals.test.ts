/**
 * Deals against a real (PGlite or PostgreSQL) database: the value rule on create,
 * the one-transaction create, status moves with their events, and company isolation.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import {
  createDealWithCustomer,
  getBoardColumnPage,
  getDealBoard,
  getDealsForExport,
  DealMoveConflict,
  DealEditConflict,
  addDealNote,
  deleteDeal,
  getDealRecord,
  getDealTimeline,
  updateDeal,
  updateDealStatus,
  type DealRecord,
} from "@/lib/db/queries/deals";
import { isoDay } from "@/lib/format";
import { editDealSchema, moveDealSchema, newDealSchema } from "@/lib/validation/deals";
import { setupTestDatabase } from "../helpers/db";

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const DEMO_DEAL = "d1000000-0000-4000-8000-000000000007"; // Copperline, lead
const HARBOR_DEAL = "d2000000-0000-4000-8000-000000000003"; // Anchor Point, lead

const database = setupTestDatabase();

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database().db.execute(query))[0]!;
}

const allQuery = { q: "", status: "all" as const, sort: "created_at" as const };

describe("creating a deal", () => {
  it("creates the customer, the deal with the server-computed value and its first event together", async () => {
    const input = newDealSchema.parse({
      contactName: "Pat Rivera",
      companyName: "Rivera Roofing",
      companyWebsite: "https://riveraroofing.example",
      voiceLines: 10,
      carrier: "ATT",
      ratePlanId: 2,
      monthlyRate: "30",
      contractTerm: "",
      deviceType: "Phone",
      useCase: "Crew phones",
      title: "Rivera Roofing - crew phones",
      probability: 20,
      closeDate: "2030-01-15",
    });
    const created = await createDealWithCustomer(DEMO, input);
    expect(created.value).toBe(7200);
    const deal = await one<
      Record<string, unknown>
    >(sql`select d.*, d.value::float8 as v, d.monthly_revenue::float8 as m,
      d.total_revenue::float8 as t, to_char(d.close_date, 'YYYY-MM-DD') as cd from deals d where id = ${created.dealId}`);
    expect(deal).toMatchObject({
      company_id: DEMO.companyId,
      customer_id: created.customerId,
      status: "lead",
      stage: "discovery",
      v: 7200,
      m: 300,
      t: 7200,
      product_type: "Phone",
      carrier: "ATT",
      cd: "2030-01-15",
      created_by: DEMO.id,
      assigned_to: DEMO.id,
    });
    expect(deal.metadata).toMatchObject({
      voice_lines: 10,
      mobile_internet_lines: 0,
      fixed_wireless_lines: 0,
      use_case: "Crew phones",
      hardware_source: "carrier",
      rate_plan_id: 2,
    });
    const customer = await one<{ name: string; company_name: string; company_id: string }>(
      sql`select name, company_name, company_id from customers where id = ${created.customerId}`,
    );
    expect(customer).toEqual({ name: "Pat Rivera", company_name: "Rivera Roofing", company_id: DEMO.companyId });
    const events = rowsOf(
      await database().db.execute(
        sql`select from_status, to_status, actor_id from deal_events where deal_id = ${created.dealId}`,
      ),
    );
    expect(events).toEqual([{ from_status: null, to_status: "lead", actor_id: DEMO.id }]);
  });

  it("leaves no customer behind when the deal insert fails", async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from customers`);
    // 100,000 lines × $999,999 × 600 months overflows deals.value numeric(14,2): the deal insert fails after the customer insert.
    const input = {
      ...newDealSchema.parse({
        contactName: "Orphan Check",
        companyName: "Orphan Check Ltd",
        carrier: "ATT",
        title: "Too big",
        probability: 20,
      }),
      voiceLines: 100_000,
      monthlyRate: 999_999,
      contractTerm: 600,
    };
    const failure = await createDealWithCustomer(DEMO, input).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(failure).not.toBeNull();
    // It is the deal insert (after the customer insert) that failed.
    expect(`${failure!.message} ${failure!.cause?.message ?? ""}`).toMatch(/insert into "deals"[\s\S]*overflow/i);
    const after = await one<{ n: number }>(sql`select count(*)::int as n from customers`);
    expect(after.n).toBe(before.n);
    const orphan = await one<{ n: number }>(
      sql`select count(*)::int as n from customers where company_name = 'Orphan Check Ltd'`,
    );
    expect(orphan.n).toBe(0);
  });

  it("the form schema refuses a value the database cannot hold", () => {
    const r = newDealSchema.safeParse({
      contactName: "A",
      companyName: "B",
      carrier: "ATT",
      title: "T",
      probability: 1,
      voiceLines: 100_000,
      monthlyRate: 999_999,
      contractTerm: 600,
    });
    expect(r.success).toBe(false);
  });
});

describe("the board", () => {
  it("shows the five statuses with counts, totals and cards of the agent's company only", async () => {
    const board = await getDealBoard(DEMO.companyId, allQuery);
    expect(board.columns.map((c) => c.status)).toEqual(["lead", "qualified", "proposal", "negotiation", "closed_won"]);
    const ids = board.columns.flatMap((c) => c.deals.map((d) => d.id));
    expect(ids).toContain(DEMO_DEAL);
    expect(ids.some((id) => id.startsWith("d2"))).toBe(false);
    // closed_lost is hidden
    expect(ids).not.toContain("d1000000-0000-4000-8000-000000000013");
    const expected = rowsOf<{ status: string; n: number; total: number }>(
      await database().db.execute(sql`select status, count(*)::int as n, sum(value)::float8 as total from deals
        where company_id = ${DEMO.companyId} and status <> 'closed_lost' group by status`),
    );
    for (const row of expected) {
      const column = board.columns.find((c) => c.status === row.status)!;
      expect(column.count).toBe(row.n);
      expect(column.total).toBeCloseTo(row.total, 2);
    }
    const harbor = await getDealBoard(HARBOR.companyId, allQuery);
    const harborIds = harbor.columns.flatMap((c) => c.deals.map((d) => d.id));
    expect(harborIds).toContain(HARBOR_DEAL);
    expect(harborIds.every((id) => id.startsWith("d2"))).toBe(true);
  });

  it("searches title and customer company, filters by status and sorts descending", async () => {
    const byCompany = await getDealBoard(DEMO.companyId, { ...allQuery, q: "cascade freight" });
    const titles = byCompany.columns.flatMap((c) => c.deals.map((d) => d.title));
    expect(titles).toEqual(["Cascade Freight - 220 driver lines + ELD"]);
    // Words only in the customer's company name ("Ridgeline HVAC Services"; the titles say "Ridgeline HVAC - …").
    const byCustomerOnly = await getDealBoard(DEMO.companyId, { ...allQuery, q: "hvac services" });
    const ridgeline = byCustomerOnly.columns.flatMap((c) => c.deals.map((d) => d.companyName));
    expect(ridgeline.length).toBeGreaterThan(0);
    expect(new Set(ridgeline)).toEqual(new Set(["Ridgeline HVAC Services"]));
    // Another company's customer is never a match.
    const theirs = await getDealBoard(DEMO.companyId, { ...allQuery, q: "Harborview Urgent Care" });
    expect(theirs.columns.every((c) => c.count === 0 && c.deals.length === 0)).toBe(true);
    const literal = await getDealBoard(DEMO.companyId, { ...allQuery, q: "100%" });
    expect(literal.columns.every((c) => c.count === 0)).toBe(true);
    const onlyProposal = await getDealBoard(DEMO.companyId, { ...allQuery, status: "proposal" });
    expect(onlyProposal.columns.filter((c) => c.count > 0).map((c) => c.status)).toEqual(["proposal"]);
    const byValue = await getDealBoard(DEMO.companyId, { ...allQuery, sort: "value" });
    for (const column of byValue.columns) {
      const values = column.deals.map((d) => d.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it("pages a column with show more, and the export holds every shown deal", async () => {
    const first = await getDealBoard(DEMO.companyId, allQuery, { perColumn: 1 });
    const lead = first.columns.find((c) => c.status === "lead")!;
    expect(lead.deals).toHaveLength(1);
    const rest = await getBoardColumnPage(DEMO.companyId, { ...allQuery, column: "lead", offset: 1 });
    expect(rest.length).toBe(lead.count - 1);
    expect(rest.map((d) => d.id)).not.toContain(lead.deals[0]!.id);
    const exported = await getDealsForExport(DEMO.companyId, allQuery);
    expect(exported.length).toBe(first.columns.reduce((n, c) => n + c.count, 0));
    expect(exported.every((d) => d.status !== "closed_lost")).toBe(true);
  });
});

describe("moving a deal", () => {
  it("updates the status and records a deal event (from, to, actor)", async () => {
    const move = await updateDealStatus(DEMO, DEMO_DEAL, "lead", "qualified");
    expect(move).toMatchObject({ from: "lead", to: "qualified", changed: true });
    const deal = await one<{ status: string }>(sql`select status from deals where id = ${DEMO_DEAL}`);
    expect(deal.status).toBe("qualified");
    const event = await one<Record<string, unknown>>(
      sql`select from_status, to_status, actor_id, company_id from deal_events where deal_id = ${DEMO_DEAL} order by created_at desc limit 1`,
    );
    expect(event).toEqual({
      from_status: "lead",
      to_status: "qualified",
      actor_id: DEMO.id,
      company_id: DEMO.companyId,
    });
  });

  it("another company's deal is invisible and cannot be moved", async () => {
    const eventsBefore = await one<{ n: number }>(
      sql`select count(*)::int as n from deal_events where deal_id = ${HARBOR_DEAL}`,
    );
    await expect(updateDealStatus(DEMO, HARBOR_DEAL, "lead", "closed_won")).rejects.toMatchObject({
      status: 404,
      message: "Deal not found",
    });
    await expect(updateDealStatus(HARBOR, DEMO_DEAL, "qualified", "closed_lost")).rejects.toMatchObject({
      status: 404,
    });
    expect((await one<{ status: string }>(sql`select status from deals where id = ${HARBOR_DEAL}`)).status).toBe(
      "lead",
    );
    expect((await one<{ status: string }>(sql`select status from deals where id = ${DEMO_DEAL}`)).status).toBe(
      "qualified",
    );
    const eventsAfter = await one<{ n: number }>(
      sql`select count(*)::int as n from deal_events where deal_id = ${HARBOR_DEAL}`,
    );
    expect(eventsAfter.n).toBe(eventsBefore.n);
    const page = await getBoardColumnPage(HARBOR.companyId, { ...allQuery, column: "qualified", offset: 0 });
    expect(page.map((d) => d.id)).not.toContain(DEMO_DEAL);
    const exported = await getDealsForExport(HARBOR.companyId, { ...allQuery, q: "Copperline" });
    expect(exported).toEqual([]);
  });
});

describe("two agents moving the same deal", () => {
  const CASEY = { id: "aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc", companyId: DEMO.companyId };
  const TIDEWATER = "d1000000-0000-4000-8000-000000000011"; // lead

  it("changes the deal only if it still has the status the mover saw; the other gets 409 with the deal as it is", async () => {
    const eventsBefore = await one<{ n: number }>(
      sql`select count(*)::int as n from deal_events where deal_id = ${TIDEWATER}`,
    );
    const outcomes = await Promise.allSettled([
      updateDealStatus(DEMO, TIDEWATER, "lead", "qualified"),
      updateDealStatus(CASEY, TIDEWATER, "lead", "proposal"),
    ]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ to: string }>).value.to;
    expect(refused[0]!.reason).toBeInstanceOf(DealMoveConflict);
    expect(refused[0]!.reason).toMatchObject({ status: 409, message: "This deal was moved by someone else." });
    expect((refused[0]!.reason as DealMoveConflict).current).toMatchObject({
      id: TIDEWATER,
      status: winner,
      title: expect.any(String),
    });
    expect((await one<{ status: string }>(sql`select status from deals where id = ${TIDEWATER}`)).status).toBe(winner);
    const eventsAfter = await one<{ n: number }>(
      sql`select count(*)::int as n from deal_events where deal_id = ${TIDEWATER}`,
    );
    expect(eventsAfter.n).toBe(eventsBefore.n + 1);
  });

  it("a move from a status the deal has left is refused even when it would land where the deal is", async () => {
    const current = (
      await one<{ status: "qualified" | "proposal" }>(sql`select status from deals where id = ${TIDEWATER}`)
    ).status;
    await expect(updateDealStatus(DEMO, TIDEWATER, "lead", current)).rejects.toMatchObject({ status: 409 });
    await expect(updateDealStatus(DEMO, TIDEWATER, "negotiation", "closed_won")).rejects.toMatchObject({
      status: 409,
      current: { status: current },
    });
    expect((await one<{ status: string }>(sql`select status from deals where id = ${TIDEWATER}`)).status).toBe(current);
  });
});

/** The deal page's form as the browser sends it: the record's fields, changed by `change`. */
function editOf(d: DealRecord, change: Record<string, unknown> = {}) {
  return editDealSchema.parse({
    dealId: d.id,
    version: d.version,
    title: d.title,
    description: d.description,
    status: d.status,
    stage: d.stage,
    probability: d.probability,
    closeDate: d.closeDate ?? "",
    carrier: d.carrier,
    deviceType: d.productType ?? "",
    voiceLines: d.voiceLines,
    mobileInternetLines: d.mobileInternetLines,
    fixedWirelessLines: d.fixedWirelessLines,
    monthlyRate: d.monthlyRate,
    contractTerm: d.contractTerm ?? "",
    promotionEndsOn: d.promotionEndsOn ?? "",
    deviceInstallmentMonths: d.deviceInstallmentMonths ?? "",
    useCase: d.useCase,
    hardwareSource: d.hardwareSource,
    partnerSolution: d.partnerSolution,
    ratePlanId: d.ratePlanId ?? "",
    lostReason: d.lostReason ?? "",
    ...change,
  });
}

describe("the deal page", () => {
  let dealId = "";
  const fresh = async () => (await getDealRecord(DEMO.companyId, dealId))!;

  it("reads every field of the agent's company's deal only", async () => {
    const created = await createDealWithCustomer(
      DEMO,
      newDealSchema.parse({
        contactName: "Lee Park",
        companyName: "Park Plumbing",
        voiceLines: 10,
        carrier: "ATT",
        ratePlanId: "",
        monthlyRate: 30,
        contractTerm: 24,
        deviceType: "Phone",
        title: "Park Plumbing - van phones",
        probability: 35,
        closeDate: "2027-01-15",
      }),
    );
    dealId = created.dealId;
    const deal = await fresh();
    expect(deal).toMatchObject({
      title: "Park Plumbing - van phones",
      status: "lead",
      probability: 35,
      closeDate: "2027-01-15",
      voiceLines: 10,
      monthlyRate: 30,
      value: 7200,
      customer: { companyName: "Park Plumbing", name: "Lee Park" },
    });
    expect(deal.version).toMatch(/^\d{4}-/);
    expect(await getDealRecord(HARBOR.companyId, dealId)).toBeNull();
  });

  it("an edit recomputes the value and commission and records what changed", async () => {
    const before = await fresh();
    const after = await updateDeal(DEMO, editOf(before, { voiceLines: 20, title: "Park Plumbing - 20 van phones" }));
    expect(after).toMatchObject({ value: 14400, monthlyRevenue: 600, title: "Park Plumbing - 20 van phones" });
    expect(after.version).not.toBe(before.version);
    if (before.commission.total !== null) expect(after.commission.total).toBeGreaterThan(before.commission.total);
    const [edited] = (await getDealTimeline(DEMO.companyId, dealId)).filter((e) => e.kind === "edited");
    expect(edited!.changes).toEqual(
      expect.arrayContaining([
        "Title: Park Plumbing - van phones → Park Plumbing - 20 van phones",
        "Voice lines: 10 → 20",
      ]),
    );
  });

  it("a stale edit (the deal changed since it was opened) is refused with 409 and changes nothing", async () => {
    const opened = await fresh();
    await updateDeal(DEMO, editOf(opened, { description: "first save" }));
    await expect(updateDeal(DEMO, editOf(opened, { description: "second save" }))).rejects.toBeInstanceOf(
      DealEditConflict,
    );
    await expect(updateDeal(DEMO, editOf(opened, { description: "second save" }))).rejects.toMatchObject({
      status: 409,
      current: { description: "first save" },
    });
    expect((await fresh()).description).toBe("first save");
    // another company's agent cannot edit it
    await expect(updateDeal(HARBOR, editOf(await fresh(), { title: "x" }))).rejects.toMatchObject({ status: 404 });
  });

  it("Closed Won sets probability 100 and the close date to the day it was won; its commission is due that month", async () => {
    const won = await updateDeal(DEMO, editOf(await fresh(), { status: "closed_won" }));
    expect(won).toMatchObject({ status: "closed_won", probability: 100, closeDate: isoDay() });
    const period = await one<{ close_month: string | null }>(
      sql`select to_char(close_date, 'YYYY-MM') as close_month from deals where id = ${dealId}`,
    );
    expect(period.close_month).toBe(isoDay().slice(0, 7));
    // a close date given with the win is kept
    const reopened = await updateDeal(DEMO, editOf(won, { status: "negotiation" }));
    expect(reopened).toMatchObject({ status: "negotiation", probability: 80 });
    const given = await updateDeal(DEMO, editOf(reopened, { status: "closed_won", closeDate: "2026-01-05" }));
    expect(given).toMatchObject({ probability: 100, closeDate: "2026-01-05" });
  });

  it("Closed Lost asks a reason and sets probability 0; moving back reopens it", async () => {
    const d = await fresh();
    expect(
      editDealSchema.safeParse({ ...editOf(d), status: "closed_lost", lostReason: "" }).error?.issues[0],
    ).toMatchObject({ path: ["lostReason"], message: "Say why the deal was lost" });
    const lost = await updateDeal(DEMO, editOf(d, { status: "closed_lost", lostReason: "Chose a cheaper carrier" }));
    expect(lost).toMatchObject({ status: "closed_lost", probability: 0, lostReason: "Chose a cheaper carrier" });
    const back = await updateDeal(DEMO, editOf(lost, { status: "qualified", lostReason: "" }));
    expect(back).toMatchObject({ status: "qualified", probability: 40, lostReason: null });
    const moves = (await getDealTimeline(DEMO.companyId, dealId)).filter((e) => e.kind === "moved");
    expect(moves[0]).toMatchObject({ fromStatus: "closed_lost", toStatus: "qualified" });
    expect(moves[1]).toMatchObject({
      fromStatus: "closed_won",
      toStatus: "closed_lost",
      text: "Chose a cheaper carrier",
    });
  });

  it("board moves follow the same rule: won 100 and today, lost 0 with its reason", async () => {
    expect(moveDealSchema.safeParse({ dealId, from: "qualified", status: "closed_lost" }).success).toBe(false);
    const won = await updateDealStatus(DEMO, dealId, "qualified", "closed_won");
    expect(won).toMatchObject({ probability: 100, closeDate: isoDay() });
    expect(await fresh()).toMatchObject({ probability: 100, closeDate: isoDay() });
    await updateDealStatus(DEMO, dealId, "closed_won", "closed_lost", { lostReason: "Budget cut" });
    expect(await fresh()).toMatchObject({ status: "closed_lost", probability: 0, lostReason: "Budget cut" });
    await updateDealStatus(DEMO, dealId, "closed_lost", "proposal");
    expect(await fresh()).toMatchObject({ status: "proposal", probability: 60, lostReason: null });
  });

  it("notes join the timeline, newest first, after its creation", async () => {
    await addDealNote(DEMO, dealId, "Called Lee: wants a demo of the rugged phones");
    const timeline = await getDealTimeline(DEMO.companyId, dealId);
    expect(timeline[0]).toMatchObject({
      kind: "note",
      text: "Called Lee: wants a demo of the rugged phones",
      actor: "demo",
    });
    expect(timeline.at(-1)).toMatchObject({ kind: "created", toStatus: "lead" });
    await expect(addDealNote(HARBOR, dealId, "x")).rejects.toMatchObject({ status: 404 });
    expect(await getDealTimeline(HARBOR.companyId, dealId)).toEqual([]);
  });

  it("the database holds only the known statuses", async () => {
    await expect(database().db.execute(sql`update deals set status = 'won' where id = ${dealId}`)).rejects.toThrow();
  });

  it("deletes only the version the agent confirmed, and only its company's", async () => {
    const d = await fresh();
    await expect(deleteDeal(HARBOR, dealId, d.version)).rejects.toMatchObject({ status: 404 });
    await expect(deleteDeal(DEMO, dealId, "2000-01-01 00:00:00+00")).rejects.toMatchObject({ status: 409 });
    expect(await deleteDeal(DEMO, dealId, d.version)).toEqual({ title: d.title });
    expect(await getDealRecord(DEMO.companyId, dealId)).toBeNull();
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from deal_events where deal_id = ${dealId}`)).n,
    ).toBe(0);
  });
});

describe("idempotent creates and an existing customer", () => {
  const input = (extra: Record<string, unknown> = {}) =>
    newDealSchema.parse({
      contactName: "Jo Reyes",
      companyName: "Reyes Freight",
      voiceLines: 3,
      carrier: "TMOBILE",
      ratePlanId: "",
      monthlyRate: 50,
      contractTerm: 24,
      title: "Reyes Freight - drivers",
      probability: 20,
      ...extra,
    });
  const count = async (table: "deals" | "customers", column: string, value: string) =>
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${value}`,
      )
    ).n;

  it("three parallel submits with one idempotency key make one customer and one deal", async () => {
    const key = "form-7f3c2a91-key";
    const results = await Promise.all(
      [1, 2, 3].map(() => createDealWithCustomer(DEMO, input({ idempotencyKey: key }))),
    );
    expect(new Set(results.map((r) => r.dealId)).size).toBe(1);
    expect(await count("deals", "title", "Reyes Freight - drivers")).toBe(1);
    expect(await count("customers", "company_name", "Reyes Freight")).toBe(1);
    // the same key in another company is another request
    const other = await createDealWithCustomer(HARBOR, input({ idempotencyKey: key }));
    expect(other.dealId).not.toBe(results[0]!.dealId);
  });

  it("a deal for an existing customer makes no second customer; another company's customer is not found", async () => {
    const first = await one<{ id: string }>(
      sql`select id from customers where company_name = 'Reyes Freight' and company_id = ${DEMO.companyId}`,
    );
    const created = await createDealWithCustomer(
      DEMO,
      input({ customerId: first.id, title: "Reyes Freight - tablets" }),
    );
    expect(created.customerId).toBe(first.id);
    expect(await count("customers", "company_name", "Reyes Freight")).toBe(2); // one per company (DEMO, HARBOR)
    await expect(createDealWithCustomer(HARBOR, input({ customerId: first.id }))).rejects.toMatchObject({
      status: 404,
    });
  });
});
