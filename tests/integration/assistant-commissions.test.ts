/**
 * The assistant's commission and renewals tools against the seeded database: the
 * figures are the ones the deals board and the Renewals page show (same stored
 * columns, same queries), a deal is found despite typos, received-to-date follows
 * uploaded statements, and another company's deals never show.
 */
import { sql } from "drizzle-orm";
import { addMonths, endOfMonth, format, parseISO, startOfMonth } from "date-fns";
import { describe, expect, it } from "vitest";
import { addDaysToDay } from "@/lib/commissions/model";
import { rowsOf } from "@/lib/db/connection";
import { isoDay } from "@/lib/format";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();
const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const SCOPE = { userId: DEMO.id, companyId: DEMO.companyId };
const BRIGHTPATH_WON = "d1000000-0000-4000-8000-000000000016"; // Verizon phones, won
const BLUEWATER = "d1000000-0000-4000-8000-000000000019"; // won, Verizon, contract ends in 40 days, promotion in 20
const LAKESHORE = "d1000000-0000-4000-8000-000000000020"; // won, AT&T, contract and installments end in 75 days

const { dealCommission } = await import("@/lib/ai/tools/deal-commission/execute");
const { upcomingRenewals } = await import("@/lib/ai/tools/upcoming-renewals/execute");
const { getDealBoard } = await import("@/lib/db/queries/deals");
const { getUpcomingRenewals } = await import("@/lib/db/queries/renewals");
const { getReceivedToDate, uploadStatement } = await import("@/lib/db/queries/statements");

const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));
const today = isoDay();

describe("assistant tool: deal commission", () => {
  it("finds the deals of a customer named with a typo and gives the figures the board card shows", async () => {
    const result = await dealCommission(SCOPE, { query: "brightpath charter skools" });
    const titles = result.deals.map((d) => d.title).sort();
    expect(titles).toEqual([
      "Brightpath - admin phones on Business Unlimited Plus",
      "Brightpath - student connectivity program",
    ]);
    const board = await getDealBoard(
      DEMO.companyId,
      { q: "Brightpath", status: "all", sort: "created_at" },
      { perColumn: 1000 },
    );
    const cards = board.columns.flatMap((c) => c.deals);
    for (const deal of result.deals) {
      const card = cards.find((c) => c.id === deal.id)!;
      expect(card, deal.title).toBeDefined();
      expect(deal.covered).toBe(card.commission !== null);
      expect(deal.total).toBe(card.commission);
      expect(deal.upfront).toBe(card.commissionUpfront);
      expect(deal.residualMonthly).toBe(card.commissionResidualMonthly);
      expect(deal.residualTotal).toBeCloseTo(deal.residualMonthly! * deal.termMonths, 2);
      expect(deal.upfront! + deal.residualTotal!).toBeCloseTo(deal.total!, 2);
      const [stored] = await all<{ chargeback: string | null }>(
        sql`select to_char(chargeback_ends_on, 'YYYY-MM-DD') as chargeback from deals where id = ${deal.id}`,
      );
      expect(deal.chargebackEndsOn).toBe(stored!.chargeback);
      expect(deal.chargebackEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(deal.received).toBe(0);
      // The board counts a won deal whole and an open one weighted by its probability.
      expect(deal.weighted).toBe(
        deal.status === "closed_won" ? deal.total : Math.round(deal.total! * deal.probability) / 100,
      );
    }
    expect(result.deals.map((d) => d.status).sort()).toEqual(["closed_won", "negotiation"]);
  });

  it("reports what uploaded statements paid for the deal, as the received-to-date list does", async () => {
    const [deal] = (await dealCommission(SCOPE, { query: "brightpath admin phones" })).deals;
    expect(deal!.id).toBe(BRIGHTPATH_WON);
    const [row] = await all<{ period: string }>(
      sql`select to_char(close_date, 'YYYY-MM') as period from deals where id = ${BRIGHTPATH_WON}`,
    );
    const csv = `Account,Amount,Date\r\n"${deal!.title}",${deal!.upfront!.toFixed(2)},${row!.period}-28\r\n`;
    const uploaded = await uploadStatement(DEMO, {
      source: { name: "Verizon Partner", carrier: "VERIZON" },
      period: row!.period,
      filename: "vz.csv",
      bytes: new TextEncoder().encode(csv),
      columnMap: { reference: "Account", amount: "Amount", paidOn: "Date" },
    });
    expect(uploaded.kind).toBe("reconciled");
    const [after] = (await dealCommission(SCOPE, { query: "brightpath admin phones" })).deals;
    const listed = (await getReceivedToDate(DEMO.companyId)).find((r) => r.dealId === BRIGHTPATH_WON)!;
    expect(after!.received).toBe(deal!.upfront);
    expect(after!.received).toBe(listed.received);
    expect(after!.paymentCount).toBe(1);
  });

  it("never shows another company's deals", async () => {
    const result = await dealCommission(SCOPE, { query: "Pier 9 Seafood" });
    expect(result.deals.map((d) => d.title).filter((t) => t.startsWith("Pier 9"))).toEqual([]);
  });
});

describe("assistant tool: upcoming renewals", () => {
  it("lists the same dates as the Renewals page for the next 30, 60 and 90 days", async () => {
    for (const within of [30, 60, 90] as const) {
      const page = await getUpcomingRenewals(DEMO.companyId, { within, kind: "all", carrier: "all" }, today);
      const tool = await upcomingRenewals(SCOPE, { to: addDaysToDay(today, within) }, today);
      expect(tool.rows, `${within} days`).toEqual(page);
      expect(tool.from).toBe(today);
    }
    const tool = await upcomingRenewals(SCOPE, { to: addDaysToDay(today, 90) }, today);
    const pick = tool.rows
      .filter((r) => r.dealId === BLUEWATER || r.dealId === LAKESHORE)
      .map((r) => `${r.dealId.slice(-2)}:${r.kind}:${r.daysLeft}`);
    expect(pick).toEqual([
      "19:promotion_end:20",
      "19:contract_end:40",
      "19:last_installment:40",
      "20:contract_end:75",
      "20:last_installment:75",
    ]);
  });

  it("filters by kind and carrier, and reads a calendar range such as next month", async () => {
    const contracts = await upcomingRenewals(
      SCOPE,
      { to: addDaysToDay(today, 90), kinds: ["contract_end"], carrier: "att" },
      today,
    );
    expect(contracts.rows.every((r) => r.kind === "contract_end" && r.carrier === "ATT")).toBe(true);
    expect(contracts.rows.map((r) => r.dealId)).toContain(LAKESHORE);
    expect(contracts.rows.map((r) => r.dealId)).not.toContain(BLUEWATER);

    const next = addMonths(parseISO(today), 1);
    const [from, to] = [format(startOfMonth(next), "yyyy-MM-dd"), format(endOfMonth(next), "yyyy-MM-dd")];
    const nextMonth = await upcomingRenewals(SCOPE, { from, to }, today);
    const everything = await upcomingRenewals(SCOPE, { to: addDaysToDay(today, 120) }, today);
    expect(nextMonth.rows).toEqual(everything.rows.filter((r) => r.day >= from && r.day <= to));
    // One won deal named (typos allowed): every date still to come on it, however far ahead.
    const named = await upcomingRenewals(SCOPE, { query: "lakeshor inspection tablets" }, today);
    expect(named.matchedDeals).toEqual(["Lakeshore PM - inspection tablets"]);
    expect(named.rows.map((r) => `${r.dealId.slice(-2)}:${r.kind}:${r.daysLeft}`)).toEqual([
      "20:contract_end:75",
      "20:last_installment:75",
    ]);
    const nothing = await upcomingRenewals(SCOPE, { query: "Pier 9 Seafood" }, today);
    expect(nothing.matchedDeals?.filter((t) => t.startsWith("Pier 9"))).toEqual([]);
    expect(nothing.rows.every((r) => !r.title.startsWith("Pier 9"))).toBe(true);
    // A name with a range: that deal's dates in the range; words that name no record are then no filter.
    const namedInRange = await upcomingRenewals(
      SCOPE,
      { from: today, to: addDaysToDay(today, 60), query: "lakeshore inspection" },
      today,
    );
    expect(namedInRange.matchedDeals).toEqual(["Lakeshore PM - inspection tablets"]);
    expect(namedInRange.rows).toEqual([]);
    const strayInRange = await upcomingRenewals(
      SCOPE,
      { from: today, to: addDaysToDay(today, 90), query: "soonish stuff" },
      today,
    );
    expect(strayInRange.query).toBeUndefined();
    expect(strayInRange.rows).toEqual((await upcomingRenewals(SCOPE, { to: addDaysToDay(today, 90) }, today)).rows);
    // A range given backwards is an empty day, not an error.
    expect((await upcomingRenewals(SCOPE, { from: to, to: from }, today)).to).toBe(to);
  });
});
