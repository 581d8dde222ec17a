/**
 * How the offline model reads a question as a whole: words that fill no slot never
 * become a name filter, periods and orders are read as such, several conditions
 * stay together, routing follows what is asked, and every tool's follow-ups take
 * what was named before. The questions here are written for these tests (none is
 * an evaluation question); names and typos against real records are tested with the
 * database in tests/integration/search.test.ts.
 */
import { describe, expect, it } from "vitest";
import { answerDealCommission } from "@/lib/ai/offline/answer-commissions";
import { answerRatePlans } from "@/lib/ai/offline/answer";
import { understand } from "@/lib/ai/offline/understand";
import type { PricedPlan, SearchRatePlansResult } from "@/lib/ai/tools/search-rate-plans/schema";
import { findCostPeriod } from "@/lib/lang/dates";

const TODAY = new Date("2026-03-10T12:00:00Z");

function callsOf(question: string, previous?: string | string[]) {
  const read = understand(question, previous, TODAY);
  if (read.kind !== "tools") throw new Error(`${question}: ${read.kind} (${read.rules.join(", ")})`);
  return read.calls;
}
const only = (question: string, previous?: string | string[]) => {
  const calls = callsOf(question, previous);
  expect(calls, question).toHaveLength(1);
  return calls[0]!;
};

describe("words that fill no slot are no filter", () => {
  it("reads chat shorthand and dropped g's as words, not names", () => {
    const call = only("r any deals wrappin up in the nxt 2 wks");
    expect(call.toolName).toBe("lookupDeals");
    expect(call.args).not.toHaveProperty("query");
    expect(call.args).toMatchObject({ closeFrom: "2026-03-10", openOnly: true });
    expect((call.args as { closeTo?: string }).closeTo! >= "2026-03-23").toBe(true);
  });

  it("reads 'first' after a close as an order, alone and after a list", () => {
    for (const [q, prev] of [
      ["which one signs first?", "show me the negotiation deals"],
      ["of those which closes first", "deals at qualified"],
      ["what's the first deal to close", undefined],
    ] as const) {
      const call = only(q, prev);
      expect(call.toolName, q).toBe("lookupDeals");
      expect(call.args, q).toMatchObject({ sortBy: "close_date" });
      expect(call.args, q).not.toHaveProperty("query");
    }
    expect(only("of those which closes first", "deals at qualified").args).toMatchObject({ statuses: ["qualified"] });
  });
});

describe("periods and superlatives", () => {
  it("reads the period a cost is asked per, not a term or a time", () => {
    expect(findCostPeriod("what's the yearly spend")).toBe("year");
    expect(findCostPeriod("and per annum?")).toBe("year");
    expect(findCostPeriod("every quarter")).toBe("quarter");
    expect(findCostPeriod("cost /yr")).toBe("year");
    expect(findCostPeriod("on a one year contract")).toBeUndefined();
    expect(findCostPeriod("sign in a year")).toBeUndefined();
    const asked = only("price 9 lines of the cheapest at&t plan, annual cost?");
    expect(asked).toMatchObject({ toolName: "searchRatePlans", args: { lines: 9, period: "year" } });
    // Asked after the price, the same price per year or per quarter.
    const later = only("and per quarter?", "7 lines on the cheapest t-mobile plan");
    expect(later).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "tmobile", lines: 7, period: "quarter" },
    });
    const compared = only("yearly?", "compare the three carriers for 18 lines");
    expect(compared).toMatchObject({ toolName: "compareCarriers", args: { lines: 18, period: "year" } });
  });

  const plan = (price: number, lines: number): PricedPlan => ({
    id: 1,
    carrier: "verizon",
    carrierName: "Verizon",
    plan: "Plan Z",
    planType: "Unlimited",
    pricePerLine: price,
    premiumData: "100GB",
    hotspot: "60GB hotspot",
    videoStreaming: "4K UHD",
    lines,
    monthlyTotal: price * lines,
    contractMonths: 24,
    contractTotal: price * lines * 24,
  });
  const result = (filters: SearchRatePlansResult["filters"], p: PricedPlan): SearchRatePlansResult => ({
    pricesAsOf: "2026-03-01",
    filters,
    matched: 1,
    plans: [p],
    anyType: null,
    closest: [],
  });

  it("answers the period asked for, and the superlative asked for", () => {
    const yearly = answerRatePlans(
      result({ carrier: "verizon", lines: 4, limit: 1, sortBy: "price_asc", period: "year" }, plan(45, 4)),
    );
    expect(yearly).toContain("$180.00 a month");
    expect(yearly).toContain("$2,160.00 a year");
    const priciest = answerRatePlans(
      result(
        { carrier: "verizon", lines: 30, limit: 1, sortBy: "price_desc", planType: "Unlimited", typeAssumed: true },
        plan(90, 30),
      ),
    );
    expect(priciest).toContain("most expensive");
    expect(priciest).not.toContain("cheapest");
  });

  it("answers a plan asked by name with what it includes", () => {
    const named = answerRatePlans(result({ planName: "plan z", limit: 3, sortBy: "price_asc" }, plan(70, 1)));
    expect(named).toContain("60GB hotspot");
    expect(named).toContain("4K UHD");
  });
});

describe("several conditions and routing", () => {
  it("keeps a plan type, a typo'd carrier and a count of sites together", () => {
    const call = only("lowest priced verizn fixed wireless for 3 store locations");
    expect(call).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "verizon", planType: "Fixed Wireless", lines: 3 },
    });
  });

  it("prices two named plans of two carriers side by side, each on its own carrier", () => {
    const calls = callsOf("price of tmobile go5g plus or verizon unlimited pro for 12 lines");
    expect(calls).toMatchObject([
      { toolName: "searchRatePlans", args: { carrier: "tmobile", lines: 12 } },
      { toolName: "searchRatePlans", args: { carrier: "verizon", lines: 12 } },
    ]);
    expect(calls.map((c) => (c.args as { planName?: string }).planName)).toEqual(["go5g plus", "unlimited pro"]);
  });

  it("prices the lines and lists the devices when a count comes with a kind of device", () => {
    expect(callsOf("need 15 rugged handsets on at&t for the warehouse crew")).toMatchObject([
      { toolName: "searchRatePlans", args: { carrier: "att", lines: 15 } },
      { toolName: "findDevices", args: { deviceTypes: ["Rugged Phone"], carrier: "att" } },
    ]);
  });

  it("reads a named plan's allowance as that plan, without the allowance in its name", () => {
    const call = only("how much hotspot does att business unlimited elite come with");
    expect(call.toolName).toBe("searchRatePlans");
    expect(call.args).toMatchObject({ carrier: "att" });
    expect((call.args as { planName?: string }).planName).not.toMatch(/hotspot|come|with/);
  });

  it("reads 'deal with' as a verb: the contact at a customer", () => {
    expect(only("who do i usually deal with at northwind").toolName).toBe("lookupCustomers");
  });

  it("reads what a deal has paid as commission received, against expected", () => {
    const call = only("how much has the lakeshore deal paid out to us so far");
    expect(call).toMatchObject({ toolName: "dealCommission", args: { focus: "received" } });
    expect((call.args as { query: string }).query).toMatch(/lakeshore/);
    const reply = answerDealCommission({
      query: "lakeshore",
      focus: "received",
      deals: [
        {
          id: "d1",
          title: "Lakeshore pooled lines",
          customer: "Lakeshore Property Management",
          status: "closed_won",
          carrier: "att",
          monthlyRevenue: 400,
          closeDate: "2026-01-05",
          termMonths: 24,
          covered: true,
          upfront: 800,
          residualMonthly: 20,
          residualTotal: 480,
          total: 1280,
          probability: 100,
          weighted: 1280,
          chargebackEndsOn: "2026-07-04",
          received: 320,
          paymentCount: 2,
        },
      ],
    });
    expect(reply.split("\n")[0]).toContain(
      "has paid **$320.00** in commission to date, of **$1,280.00** expected (25%)",
    );
  });

  it("reads offers running now as promotions, even said with 'pitch'", () => {
    expect(only("got any at&t deals live this week we could pitch").toolName).toBe("listPromotions");
  });

  it("prices a quote to draft instead of looking up saved quotes", () => {
    const call = only("put together a quote: t-mobile, 5 tablets");
    expect(call.toolName).toBe("searchRatePlans");
    expect(call.args).toMatchObject({ carrier: "tmobile", lines: 5 });
  });
});

describe("follow-ups for every tool take what was named before", () => {
  it("customers: 'their phone numbers', 'their email' keep the customer or the list", () => {
    expect(only("and their phone numbers?", "which customers are in healthcare")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "healthcare" },
    });
    expect(only("what's her email", "who's the contact over at granite state")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "granite state" },
    });
  });

  it("deals: 'what deals do they have' after a customer, 'only mine' and a new period after a list", () => {
    expect(only("any open deals with them?", "contact at bluewater dental")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "bluewater dental" },
    });
    const mine = only("just mine, and through next week", "deals closing this month");
    expect(mine).toMatchObject({ toolName: "lookupDeals", args: { assignedToMe: true, closeFrom: "2026-03-10" } });
    expect((mine.args as { closeTo?: string }).closeTo! >= "2026-03-16").toBe(true);
  });

  it("commission: 'has it paid anything yet' after a deal's commission", () => {
    const call = only("has it paid us anything yet", "commission on the northwind deal");
    expect(call).toMatchObject({ toolName: "dealCommission", args: { query: "northwind", focus: "received" } });
  });

  it("a follow-up of a follow-up keeps what the first question named", () => {
    const asked = ["price 10 lines of verizon business unlimited plus", "make it 25"];
    expect(only("and over 2 years?", asked)).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "verizon", planName: "unlimited plus", lines: 25, contractMonths: 24 },
    });
  });

  it("a count restated ('make it 25', 'try 15 instead') and a term alone ('over the 36 months?') change the question before", () => {
    expect(only("make it 25", "price 10 lines of verizon business unlimited plus")).toMatchObject({
      toolName: "searchRatePlans",
      args: { planName: "unlimited plus", lines: 25 },
    });
    expect(only("try 15 instead", "compare carriers for 10 phones")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 15 },
    });
    expect(only("over the 36 months?", "price 10 lines of verizon business unlimited plus")).toMatchObject({
      toolName: "searchRatePlans",
      args: { lines: 10, contractMonths: 36 },
    });
  });

  it("renewals: a new period ('and for the next quarter?') is the range asked", () => {
    expect(only("and for the next quarter?", "what contracts end this month")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { from: "2026-04-01", to: "2026-06-30" },
    });
  });

  it("a short question about what was just answered ('how many is that', 'what do they add up to') asks it again", () => {
    expect(only("what do they add up to", "list my negotiation deals")).toMatchObject({
      toolName: "lookupDeals",
      args: { statuses: ["negotiation"] },
    });
    expect(only("so how many is that", "show me the proposal deals")).toMatchObject({
      toolName: "lookupDeals",
      args: { statuses: ["proposal"] },
    });
    // Alone, it asks nothing.
    expect(understand("how many is that", undefined, TODAY).kind).toBe("out_of_scope");
  });
});

describe("promotions by when they end", () => {
  it("'before' ends the range only when a date follows it", () => {
    expect(only("t-mobile promos ending within 3 weeks, I want to call customers before they lapse")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "tmobile", endsFrom: "2026-03-10", endsBy: "2026-03-31" },
    });
    expect(only("which promotions finish before the end of april")).toMatchObject({
      toolName: "listPromotions",
      args: { endsBy: "2026-04-30" },
    });
    expect(only("which promotions finish before the end of april").args).not.toHaveProperty("endsFrom");
  });
});
