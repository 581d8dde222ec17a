/**
 * Archiving deals against a real (PGlite or PostgreSQL) database: an archived deal leaves the
 * board (its columns, "show more" pages, counts, totals and export), the dashboard home's pipeline
 * and the assistant's pipeline answers; the board's archive view shows it; restoring brings it
 * back. Both are a compare-and-set on the version (409 when stale, 404 for another company) with
 * an event on the timeline. Commissions, statements and reports keep it, the customer page and
 * the portal search label it, and its customer still cannot be deleted.
 */
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../helpers/db";
import { rejection } from "../helpers/rejection";

setupTestDatabase();

const {
  archiveDeal,
  DEAL_ARCHIVED,
  DealEditConflict,
  getBoardColumnPage,
  getDealBoard,
  getDealRecord,
  getDealsCreatedBetween,
  getDealsForExport,
  getDealTimeline,
  restoreDeal,
  updateDeal,
  updateDealStatus,
} = await import("@/lib/db/queries/deals");
const { getDashboardByCompany } = await import("@/lib/db/queries/dashboard");
const { searchDealsForAgent } = await import("@/lib/db/queries/assistant");
const { searchPortal } = await import("@/lib/db/queries/portal-search");
const { deleteCustomer, getCustomerLinks } = await import("@/lib/db/queries/customers");
const { getCommissionsReport, getDealCommissions, getReceivedToDate } = await import("@/lib/db/queries/statements");
const { dealCommission } = await import("@/lib/ai/tools/deal-commission/execute");
const { refreshPendingCommissions } = await import("@/lib/db/queries/commissions");
const { DEAL_STATUSES, editDealSchema, parseBoardQuery } = await import("@/lib/validation/deals");

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const SCOPE = { userId: DEMO.id, companyId: DEMO.companyId };
const COPPERLINE = "d1000000-0000-4000-8000-000000000007"; // lead
const RIDGELINE = "d1000000-0000-4000-8000-000000000001"; // won, with commission
const RIDGELINE_CUSTOMER = "c1000000-0000-4000-8000-000000000001";

const board = { q: "", status: "all" as const, sort: "created_at" as const };
const archive = { ...board, archived: true };
const record = async (id: string) => (await getDealRecord(DEMO.companyId, id))!;
const column = async (query: typeof board | typeof archive, status: string) =>
  (await getDealBoard(DEMO.companyId, query)).columns.find((c) => c.status === status);
const ids = (deals: { id: string }[]) => deals.map((d) => d.id);

describe("archiving a deal", () => {
  it("the URL's archived=1 asks for the archive; anything else is the board", () => {
    expect(parseBoardQuery({ archived: "1" }).archived).toBe(true);
    expect(parseBoardQuery({ archived: "yes", status: "nope" })).toMatchObject({ archived: false, status: "all" });
    expect(parseBoardQuery({}).archived).toBe(false);
  });

  it("takes the deal off the board, its counts, totals, pages, export and the home pipeline; the archive shows it", async () => {
    const deal = await record(COPPERLINE);
    expect(deal).toMatchObject({ status: "lead", archivedAt: null });
    const leadBefore = (await column(board, "lead"))!;
    expect(ids(leadBefore.deals)).toContain(COPPERLINE);
    const homeBefore = await getDashboardByCompany(DEMO.companyId);
    const exportBefore = await getDealsForExport(DEMO.companyId, board);
    expect(exportBefore.map((r) => r.title)).toContain(deal.title);

    const archived = await archiveDeal(DEMO, COPPERLINE, deal.version);
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.version).not.toBe(deal.version);

    const lead = (await column(board, "lead"))!;
    expect(ids(lead.deals)).not.toContain(COPPERLINE);
    expect(lead.count).toBe(leadBefore.count - 1);
    expect(lead.total).toBeCloseTo(leadBefore.total - deal.value, 2);
    expect(ids(await getBoardColumnPage(DEMO.companyId, { ...board, column: "lead", offset: 0 }))).not.toContain(
      COPPERLINE,
    );
    const exported = await getDealsForExport(DEMO.companyId, board);
    expect(exported).toHaveLength(exportBefore.length - 1);
    expect(exported.map((r) => r.title)).not.toContain(deal.title);

    const home = await getDashboardByCompany(DEMO.companyId);
    expect(home.pipeline.openDeals).toBe(homeBefore.pipeline.openDeals - 1);
    const leadFigure = (h: typeof home) => h.byStatus.find((s) => s.status === "lead")!;
    expect(leadFigure(home).count).toBe(leadFigure(homeBefore).count - 1);
    expect(leadFigure(home).value).toBeCloseTo(leadFigure(homeBefore).value - deal.value, 2);
    expect(home.alerts.some((a) => JSON.stringify(a).includes(COPPERLINE))).toBe(false);

    // the archive: only archived deals, in their status column, all six columns
    const shelf = await getDealBoard(DEMO.companyId, archive);
    expect(shelf.columns.map((c) => c.status)).toEqual([...DEAL_STATUSES]);
    expect(shelf.columns.flatMap((c) => ids(c.deals))).toEqual([COPPERLINE]);
    expect(shelf.columns[0]).toMatchObject({ status: "lead", count: 1 });
    expect(ids(await getBoardColumnPage(DEMO.companyId, { ...archive, column: "lead", offset: 0 }))).toEqual([
      COPPERLINE,
    ]);
    expect((await getDealsForExport(DEMO.companyId, archive)).map((r) => r.title)).toEqual([deal.title]);
    // the Deals report keeps every deal
    expect((await getDealsCreatedBetween(DEMO.companyId, null, null)).map((r) => r.title)).toContain(deal.title);

    // the assistant's pipeline answers leave it out; the search finds it, labelled
    const pipeline = await searchDealsForAgent(SCOPE, { statuses: ["lead"] });
    expect(ids(pipeline.deals)).not.toContain(COPPERLINE);
    const found = await searchDealsForAgent(SCOPE, { statuses: ["lead"], includeArchived: true });
    expect(found.deals.find((d) => d.id === COPPERLINE)).toMatchObject({ archived: true });
    const hits = await searchPortal(SCOPE, deal.title);
    expect(hits.deals.find((h) => h.id === COPPERLINE)?.detail).toMatch(/^Archived · /);

    // its customer's page lists it, labelled, and its customer still cannot be deleted
    const links = await getCustomerLinks(DEMO.companyId, deal.customer!.id);
    expect(links.deals.find((d) => d.id === COPPERLINE)).toMatchObject({ archived: true });
    const refused = await rejection(deleteCustomer(DEMO, deal.customer!.id));
    expect(refused).toEqual({
      status: 409,
      message: `${deal.customer!.companyName} has 1 deal (1 archived): delete them or merge this customer into another first.`,
    });
  });

  it("an archived deal is read-only until restored: edits and board moves are refused, nothing changes", async () => {
    const deal = await record(COPPERLINE);
    expect(deal.archivedAt).not.toBeNull();
    const edit = editDealSchema.parse({
      ...deal,
      deviceType: deal.productType ?? "",
      carrier: deal.carrier ?? "ATT",
      closeDate: deal.closeDate ?? "",
      promotionEndsOn: deal.promotionEndsOn ?? "",
      lostReason: deal.lostReason ?? undefined,
      dealId: deal.id,
      title: "Renamed while archived",
    });
    expect(await rejection(updateDeal(DEMO, edit))).toEqual({ status: 409, message: DEAL_ARCHIVED });
    expect(await rejection(updateDealStatus(DEMO, COPPERLINE, "lead", "qualified"))).toEqual({
      status: 409,
      message: DEAL_ARCHIVED,
    });
    expect(await record(COPPERLINE)).toEqual(deal);
  });

  it("refuses a stale version (409, with the deal as it is) and another company's agent (404)", async () => {
    const deal = await record(COPPERLINE);
    await expect(restoreDeal(DEMO, COPPERLINE, "2000-01-01 00:00:00+00")).rejects.toBeInstanceOf(DealEditConflict);
    await expect(restoreDeal(DEMO, COPPERLINE, "2000-01-01 00:00:00+00")).rejects.toMatchObject({
      status: 409,
      current: { id: COPPERLINE, version: deal.version },
    });
    expect(await rejection(restoreDeal(HARBOR, COPPERLINE, deal.version))).toEqual({
      status: 404,
      message: "Deal not found",
    });
    expect(await rejection(archiveDeal(HARBOR, RIDGELINE, (await record(RIDGELINE)).version))).toMatchObject({
      status: 404,
    });
    expect((await record(COPPERLINE)).archivedAt).not.toBeNull();
    expect((await record(RIDGELINE)).archivedAt).toBeNull();
  });

  it("restoring brings it back to its column and the pipeline; the timeline says who archived and restored it", async () => {
    const deal = await record(COPPERLINE);
    const restored = await restoreDeal(DEMO, COPPERLINE, deal.version);
    expect(restored).toMatchObject({ status: "lead", archivedAt: null });
    expect(ids((await column(board, "lead"))!.deals)).toContain(COPPERLINE);
    expect((await getDealBoard(DEMO.companyId, archive)).columns.flatMap((c) => c.deals)).toEqual([]);
    // restoring a deal on the board changes nothing and records nothing
    expect(await restoreDeal(DEMO, COPPERLINE, restored.version)).toEqual(restored);
    const events = (await getDealTimeline(DEMO.companyId, COPPERLINE)).filter(
      (e) => e.kind === "archived" || e.kind === "restored",
    );
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ["restored", "demo"],
      ["archived", "demo"],
    ]);
    // and it can be edited again
    expect(await updateDealStatus(DEMO, COPPERLINE, "lead", "qualified")).toMatchObject({ changed: true });
  });

  it("commissions, statements and reports keep an archived won deal; the board and home pipeline leave it out", async () => {
    const today = "2026-11-26";
    await refreshPendingCommissions(DEMO.companyId);
    const won = await record(RIDGELINE);
    expect(won.commission.total).toBeGreaterThan(0);
    const wonColumn = (await column(board, "closed_won"))!;
    const before = {
      figures: await getDealCommissions(DEMO.companyId, [RIDGELINE]),
      received: await getReceivedToDate(DEMO.companyId),
      report: await getCommissionsReport(DEMO.companyId, { from: null, to: null }, today),
      home: await getDashboardByCompany(DEMO.companyId),
    };
    await archiveDeal(DEMO, RIDGELINE, won.version);

    expect(await getDealCommissions(DEMO.companyId, [RIDGELINE])).toEqual(before.figures);
    expect(await getReceivedToDate(DEMO.companyId)).toEqual(before.received);
    expect(await getCommissionsReport(DEMO.companyId, { from: null, to: null }, today)).toEqual(before.report);
    const answer = await dealCommission(SCOPE, { query: "Ridgeline HVAC fleet refresh" });
    expect(answer.deals.find((d) => d.id === RIDGELINE)).toMatchObject({ total: won.commission.total });

    const home = await getDashboardByCompany(DEMO.companyId);
    expect(home.mrr).toEqual(before.home.mrr); // revenue won stays won
    expect(home.pipeline.wonDeals).toBe(before.home.pipeline.wonDeals - 1);
    const after = (await column(board, "closed_won"))!;
    expect(after.count).toBe(wonColumn.count - 1);
    expect(after.commission).toBeCloseTo(wonColumn.commission - won.commission.total!, 2);
    await expect(deleteCustomer(DEMO, RIDGELINE_CUSTOMER)).rejects.toMatchObject({ status: 409 });
  });
});
