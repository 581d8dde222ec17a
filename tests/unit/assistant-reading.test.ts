/**
 * How the offline model reads a question as a whole: words that fill no slot never
 * become a name filter, periods and orders are read as such, several conditions
 * stay together, routing follows what is asked, and every tool's follow-ups take
 * what was named before. The questions here are written for these tests (none is
 * an evaluation question); names and typos against real records are tested with the
 * database in tests/integration/search.test.ts.
 */
import { describe, expect, it } from "vitest";
import { answer as answerCompare } from "@/lib/ai/tools/compare-carriers/answer";
import { answer as answerDealCommission } from "@/lib/ai/tools/deal-commission/answer";
import { answer as answerDeals } from "@/lib/ai/tools/lookup-deals/answer";
import { answer as answerQuotes } from "@/lib/ai/tools/lookup-quotes/answer";
import { answer as answerRatePlans } from "@/lib/ai/tools/search-rate-plans/answer";
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
    expect(named).not.toContain("It has no");
    // What the plan's card shows as absent is said as absent.
    const starter = answerRatePlans(
      result({ planName: "plan z", limit: 3, sortBy: "price_asc" }, { ...plan(30, 1), premiumData: null }),
    );
    expect(starter).toContain("It has no premium data.");
    const bare = answerRatePlans(
      result(
        { planName: "plan z", limit: 3, sortBy: "price_asc" },
        { ...plan(30, 1), premiumData: null, hotspot: null },
      ),
    );
    expect(bare).toContain("It has no premium data or hotspot.");
  });

  it("what is asked of a named plan is no word of its name", () => {
    for (const [q, name] of [
      ["att starter - any premium data on it?", "starter"],
      ["the att business unlimited laptop plan, it has hotspot or not?", "business unlimited laptop"],
      ["Show premium data and video quality on AT&T Business Unlimited Starter.", "Unlimited Starter"],
      ["price of att business unlimited hotspot elite for 3", "business unlimited hotspot elite"],
    ])
      expect(only(q!).args, q).toMatchObject({ carrier: "att", planName: name });
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

describe("a period asked per of every priced answer", () => {
  it("reads a commission's residual per year or quarter, and the period is no name", () => {
    expect(only("whats the yearly residual on the northwind pos deal")).toMatchObject({
      toolName: "dealCommission",
      args: { query: "northwind pos", period: "year" },
    });
    expect(only("quarterly residual for ridgeline fleet refresh")).toMatchObject({
      toolName: "dealCommission",
      args: { query: "ridgeline fleet refresh", period: "quarter" },
    });
    expect(only("and annually?", "upfront on the copperline deal")).toMatchObject({
      toolName: "dealCommission",
      args: { query: "copperline", period: "year" },
    });
  });

  it("reads a saved quote's total per year as a follow-up", () => {
    expect(only("how much is that a year", "show the quote for harbor dental")).toMatchObject({
      toolName: "lookupQuotes",
      args: { customer: "harbor dental", period: "year" },
    });
  });

  it("a term said with 'a' ('for a yr') is twelve months, and no word of a plan's name", () => {
    const call = only("9 verizon pro lines for a yr, total?");
    expect(call).toMatchObject({ toolName: "searchRatePlans", args: { lines: 9, contractMonths: 12 } });
    expect((call.args as { planName?: string }).planName).toBe("pro");
  });

  it("answers every option's figure for the period, the residual and the quote per period", () => {
    const option = (carrierName: string, price: number): PricedPlan => ({
      id: price,
      carrier: carrierName.toLowerCase(),
      carrierName,
      plan: `${carrierName} plan`,
      planType: "Unlimited",
      pricePerLine: price,
      premiumData: null,
      hotspot: null,
      videoStreaming: null,
      lines: 10,
      monthlyTotal: price * 10,
      contractMonths: 24,
      contractTotal: price * 10 * 24,
    });
    const compared = answerCompare({
      pricesAsOf: null,
      needs: [],
      lines: 10,
      planType: "Unlimited",
      choice: "cheapest",
      contractMonths: 24,
      period: "year",
      options: [option("Alpha", 30), option("Beta", 35)],
      missing: [],
      lowest: { carrierName: "Alpha", monthlyTotal: 300, contractTotal: 7200, savingsVsNext: 1200 },
    });
    expect(compared).toContain("| Per year |");
    expect(compared).toMatch(/\| Beta \| Beta plan \| \$35\.00 \| \$350\.00 \| \$4,200\.00 \| \$8,400\.00 \|/);
    const commission = answerDealCommission({
      query: "acme",
      period: "quarter",
      deals: [
        {
          id: "d1",
          title: "Acme phones",
          customer: "Acme",
          status: "closed_won",
          carrier: "att",
          monthlyRevenue: 500,
          closeDate: "2026-01-05",
          termMonths: 24,
          covered: true,
          upfront: 1000,
          residualMonthly: 25,
          residualTotal: 600,
          total: 1600,
          probability: 100,
          weighted: 1600,
          chargebackEndsOn: "2026-07-04",
          received: 0,
          paymentCount: 0,
        },
      ],
    });
    expect(commission).toContain("**$75.00** per quarter");
    const quotes = answerQuotes({
      filters: { customer: "acme", period: "year" },
      total: 1,
      closest: [],
      quotes: [
        {
          title: "10 phones",
          customer: "Acme",
          contact: "Ann",
          carrier: "att",
          carrierName: "AT&T",
          monthlyTotal: 420,
          contractTotal: 10080,
          contractMonths: 24,
          createdAt: "2026-03-01T10:00:00Z",
          createdBy: null,
        },
      ],
    });
    expect(quotes).toContain("| Per year |");
    expect(quotes).toContain("$5,040.00");
  });
});

describe("contact details, orders and what is no question of ours", () => {
  it("a contact detail asked after a customer or their deals is that customer's", () => {
    expect(only("and their emails", "customers in texas")).toMatchObject({
      toolName: "lookupCustomers",
      args: { state: "TX" },
    });
    expect(only("who do i talk to there", "open deals for copperline")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "copperline" },
    });
    expect(only("whats her cell", "tell me about harbor dental")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "harbor dental" },
    });
    // Phones after a plan are devices.
    expect(only("and phones?", "cheapest vz plan").toolName).toBe("findDevices");
  });

  it("'do we have a customer in …' asks whether one exists", () => {
    expect(only("do we have a client in boise")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "boise" },
    });
    expect(only("we have a customer in ohio who needs 10 lines").toolName).toBe("pitchForCustomer");
  });

  it("a comparative between the deals just listed is an order ('which is smaller', 'which closes sooner')", () => {
    expect(only("which one is smaller", "open deals for copperline")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "copperline", sortBy: "value_asc" },
    });
    expect(only("which closes sooner", "whats in negotiation")).toMatchObject({
      toolName: "lookupDeals",
      args: { statuses: ["negotiation"], sortBy: "close_date" },
    });
  });

  it("'next 5 to close', 'biggest first', 'in order': a count and an order, not names", () => {
    const next = only("the next 5 deals to close please, in order");
    expect(next).toMatchObject({ toolName: "lookupDeals", args: { sortBy: "close_date", openOnly: true, limit: 5 } });
    expect(next.args).not.toHaveProperty("query");
    const biggest = only("open deals over 20k, largest first");
    expect(biggest).toMatchObject({ toolName: "lookupDeals", args: { sortBy: "value", minValue: 20000 } });
    expect(biggest.args).not.toHaveProperty("query");
    // "the next 10 days" is a period, not a count.
    expect(only("deals closing in the next 10 days")).toMatchObject({ args: { limit: 25 } });
  });

  it("'who won the …' and a task the assistant does not do are not our deals or plans", () => {
    expect(understand("who won the super bowl last year", undefined, TODAY).kind).toBe("out_of_scope");
    expect(understand("whos winning the election", undefined, TODAY).kind).toBe("out_of_scope");
    expect(only("who won the copperline deal").toolName).toBe("lookupDeals");
    expect(understand("help me plan a birthday party", undefined, TODAY).kind).toBe("out_of_scope");
    expect(understand("help me get started", undefined, TODAY).kind).toBe("help");
    expect(only("we plan to move 12 lines to att, cheapest plan?")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", lines: 12 },
    });
  });

  it("a named plan's hotspot is the plan's allowance, not hotspot devices", () => {
    expect(only("att elite - hotspot?").toolName).toBe("searchRatePlans");
    expect(only("tmo essentials hotspot how fast").toolName).toBe("searchRatePlans");
    expect(only("verizon hotspots").toolName).toBe("findDevices");
  });
});

describe("questions joined, counts added, and what a pronoun stands for", () => {
  it("'plus' after a pause joins two questions; inside a plan's name it stays", () => {
    const calls = callsOf("cheapest verizon plan for 4 lines. plus verizon tablet promos");
    expect(calls.map((c) => c.toolName)).toEqual(["searchRatePlans", "listPromotions"]);
    expect(only("att unlimited plus for 5 lines")).toMatchObject({ toolName: "searchRatePlans", args: { lines: 5 } });
  });

  it("a count said after a named plan ('…, price for 7') is that plan's count", () => {
    expect(only("att business unlimited elite, price for 7")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", lines: 7 },
    });
  });

  it("a new count after a comparison is the comparison for that count", () => {
    expect(only("how about for 40 lines", "compare the carriers for 8 lines")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 40 },
    });
  });

  it("'total?' after a list of deals asks that list again (its answer gives the total)", () => {
    expect(only("sum?", "open att deals")).toMatchObject({
      toolName: "lookupDeals",
      args: { carrier: "att", openOnly: true },
    });
  });

  it("'its value' after a message that only named a deal is that deal's", () => {
    const call = only("whats its value", "thinking about the copperline rugged phones deal");
    expect(call.toolName).toBe("lookupDeals");
    expect((call.args as { query?: string }).query).toMatch(/copperline rugged phones/);
  });
});

describe("renewals and offers by what is named", () => {
  it("a deal named with a period: its dates in that period", () => {
    const call = only("harbor dental renewals in the next 6 months");
    expect(call).toMatchObject({ toolName: "upcomingRenewals", args: { query: "harbor dental", from: "2026-03-10" } });
    expect((call.args as { to?: string }).to).toBe("2026-09-10");
  });

  it("'when is the contract up' is the contract's end", () => {
    expect(only("when is the copperline contract up")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { query: "copperline", kinds: ["contract_end"] },
    });
  });

  it("news or deals for a device are its offers, news for an account its deals", () => {
    expect(only("whats new for the pixel 10")).toMatchObject({
      toolName: "listPromotions",
      args: { query: "pixel 10" },
    });
    expect(only("samsung galaxy deals on tmo")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "tmobile" },
    });
    expect(only("whats going on with copperline").toolName).toBe("lookupDeals");
  });
});

describe("a pitch for the customer the conversation describes", () => {
  it("takes the description, the latest count and the current carrier from the messages before", () => {
    expect(
      only("they want premium data too, what should we lead with", [
        "dental office with 12 staff phones",
        "currently on att",
      ]),
    ).toMatchObject({ toolName: "pitchForCustomer", args: { lines: 12, currentCarrier: "att" } });
    expect(only("ok so what do you recommend", ["landscaping crew, 9 phones", "make it 14"])).toMatchObject({
      toolName: "pitchForCustomer",
      args: { lines: 14 },
    });
  });

  it("in one message: a customer described and asked what to offer", () => {
    expect(only("law firm, 7 attorneys, on tmo now - what plan?")).toMatchObject({
      toolName: "pitchForCustomer",
      args: { lines: 7, currentCarrier: "tmobile" },
    });
    // A count and a carrier alone describe no customer: the plans.
    expect(only("10 lines on verizon, what plan?").toolName).toBe("searchRatePlans");
    expect(only("what plan is cheapest for 10 lines").toolName).toBe("searchRatePlans");
  });
});

describe("a plan's features asked after it, and carriers written as possessives", () => {
  it("'does it have hotspot' after a plan is that plan, whose answer gives its features", () => {
    expect(only("does it come with premium data", "tmo go5g business for 3")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "tmobile", lines: 3 },
    });
    expect(only("whats the video quality on it", "tell me about att business unlimited performance")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", planName: "business unlimited performance" },
    });
    // Hotspot devices that work on it are devices.
    expect(only("which hotspots work on it", "tmo go5g business").toolName).toBe("findDevices");
  });

  it("a carrier's possessive without its apostrophe is the carrier", () => {
    expect(only("ok and verizons?", "whats the cheapest fixed wireless on att")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "verizon", planType: "Fixed Wireless" },
    });
  });
});

describe("device makers", () => {
  it("a maker named alone lists its devices; one without a model line of its own is matched as written", () => {
    expect(only("any toughbooks certified on att")).toMatchObject({
      toolName: "findDevices",
      args: { manufacturer: "Panasonic", carrier: "att" },
    });
    expect(only("airlink gear we can sell on tmo")).toMatchObject({
      toolName: "findDevices",
      args: { manufacturer: "Sierra Wireless", carrier: "tmobile" },
    });
    expect(only("show me the calamp trackers")).toMatchObject({
      toolName: "findDevices",
      args: { manufacturer: "calamp" },
    });
  });
});

describe("other words for the same asks", () => {
  it("'entry-level' and 'base plan' are the cheapest; 'flagship' and 'top of the line' the priciest", () => {
    for (const q of ["what's the entry-level plan on verizon for phones", "what's the base plan on t-mobile"])
      expect(only(q).args, q).toMatchObject({ sortBy: "price_asc", planType: "Unlimited" });
    for (const q of ["flagship at&t plan", "top of the line verizon plan and its price"])
      expect(only(q).args, q).toMatchObject({ sortBy: "price_desc", planType: "Unlimited" });
  });

  it("a network or provider asked for a count of lines compares the carriers", () => {
    expect(only("which network is least expensive for 7 lines with premium data")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 7, needs: { premiumData: true } },
    });
    expect(only("what provider comes out cheapest for 15 lines")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 15 },
    });
    expect(only("best value carrier for a 40-line fleet that needs hotspot")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 40, needs: { hotspot: true } },
    });
    expect(only("cheapest provider for 12 phones")).toMatchObject({ toolName: "compareCarriers", args: { lines: 12 } });
  });

  it("a maker's 'gear' or 'equipment' lists its devices, not a model of that name", () => {
    expect(only("do we have any cradlepoint gear on verizon")).toMatchObject({
      toolName: "findDevices",
      args: { manufacturer: "Cradlepoint", carrier: "verizon" },
    });
    expect(only("is any inseego equipment certified on att").args).toEqual({ manufacturer: "Inseego", carrier: "att" });
  });

  it("'what should I offer them' and 'win them over' ask for a pitch, not our won deals", () => {
    for (const [q, lines, currentCarrier] of [
      ["my customer is a landscaping company with 14 guys on at&t, what should I offer them", 14, "att"],
      ["got a 9 person dental office on verizon, what can we sell them", 9, "verizon"],
      ["help me win over a 30 line trucking firm that's on at&t today", 30, "att"],
      ["how do I win their business, 12 techs on tmobile", 12, "tmobile"],
    ] as const) {
      const call = only(q);
      expect(call.toolName, q).toBe("pitchForCustomer");
      expect(call.args, q).toMatchObject({ lines, currentCarrier });
    }
    expect(only("what did we win last month").args).toMatchObject({ statuses: ["closed_won"] });
    expect(only("how do we win this account, 20 reps on att").toolName).toBe("pitchForCustomer");
    // A kind of device named is the devices asked for, whatever else the message describes.
    const devices = callsOf("rugged phones for a 15 person crew on verizon, what can we offer").map((c) => c.toolName);
    expect(devices).toContain("findDevices");
    expect(devices).not.toContain("pitchForCustomer");
  });
});

describe("closed deals in a period that is not over", () => {
  it("'won this quarter', 'lost this month' run from the period's start: a closed deal's date is behind it", () => {
    expect(only("what did we win this quarter").args).toMatchObject({
      statuses: ["closed_won"],
      closeFrom: "2026-01-01",
      closeTo: "2026-03-31",
    });
    expect(only("deals lost this month").args).toMatchObject({
      statuses: ["closed_lost"],
      closeFrom: "2026-03-01",
      closeTo: "2026-03-31",
    });
    expect(only("deals closing this month").args).toMatchObject({ closeFrom: "2026-03-10", openOnly: true });
  });

  it("says such deals closed in the period; open ones are closing in it", () => {
    const none = { count: 0, totalValue: 0, weightedValue: 0, monthlyRevenue: 0 };
    const won = answerDeals({
      filters: { statuses: ["closed_won"], closeFrom: "2026-01-01", closeTo: "2026-03-31" },
      summary: none,
      deals: [],
      closest: [],
    });
    expect(won).toContain("Closed Won deals closed between Jan 1, 2026 and Mar 31, 2026");
    const open = answerDeals({
      filters: { openOnly: true, closeFrom: "2026-03-10", closeTo: "2026-03-31" },
      summary: none,
      deals: [],
      closest: [],
    });
    expect(open).toContain("closing between Mar 10, 2026 and Mar 31, 2026");
  });
});

describe("an account asked about loosely, and the least one can pay", () => {
  it("'anything with …', 'got anything on …' an account are its deals; a kind of device stays devices", () => {
    expect(only("anything with cascade freight")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "cascade freight" },
    });
    expect(only("got anything on magnolia home health?")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "magnolia home health" },
    });
    expect(only("anything for tablets")).toMatchObject({ toolName: "findDevices", args: { deviceTypes: ["Tablet"] } });
  });

  it("'the least I can pay', 'the least we could spend' ask for the cheapest", () => {
    expect(only("what's the least I can pay for a phone plan that has hotspot included").args).toMatchObject({
      sortBy: "price_asc",
      features: ["hotspot"],
    });
    expect(only("the least we could spend on a verizon phone plan").args).toMatchObject({
      sortBy: "price_asc",
      carrier: "verizon",
    });
  });
});

describe("shorthand, symbols and other ways to say the same", () => {
  it("'biz unl' is 'business unlimited'; 'x 14' and '=' are no words of a plan's name", () => {
    expect(only("vz biz unl plus x 14 lines = ?").args).toMatchObject({
      carrier: "verizon",
      planName: "business unlimited plus",
      lines: 14,
    });
    expect(only("att biz unl elite, 8 lines").args).toMatchObject({
      carrier: "att",
      planName: "business unlimited elite",
      lines: 8,
    });
  });

  it("'most costly' and 'costliest' are the priciest", () => {
    for (const q of ["most costly plan verizon have for phone?", "costliest att phone plan"])
      expect(only(q).args, q).toMatchObject({ sortBy: "price_desc", planType: "Unlimited" });
  });

  it("'side-by-side' compares; 'smallest 2', 'biggest 5' are as many deals in that order", () => {
    expect(only("give me side-by-side 30 lines all 3")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 30 },
    });
    expect(only("side-by-side for 12 lines att vs tmo").args).toMatchObject({
      lines: 12,
      carriers: ["att", "tmobile"],
    });
    expect(only("smallest 2 deals").args).toMatchObject({ sortBy: "value_asc", limit: 2 });
    expect(only("biggest 5 deals in negotiation").args).toMatchObject({
      statuses: ["negotiation"],
      sortBy: "value",
      limit: 5,
    });
  });

  it("a comparison asked after a priced count is the comparison for that count", () => {
    expect(
      only("how does that compare to the other carriers", "price 10 lines on verizon business unlimited plus"),
    ).toMatchObject({ toolName: "compareCarriers", args: { lines: 10 } });
    expect(
      only("compare with the other carriers", "15 lines of att business unlimited performance over 36 months"),
    ).toMatchObject({ toolName: "compareCarriers", args: { lines: 15, contractMonths: 36 } });
  });

  it("'it is working on …', 'is that one working' ask whether a named model is certified", () => {
    expect(only("the iphone air, it is working on tmobile?").args).toEqual({ query: "iphone air", carrier: "tmobile" });
    expect(only("is the galaxy s25 edge working on verizon").args).toEqual({
      query: "galaxy s25 edge",
      carrier: "verizon",
    });
  });
});

describe("names, thanks and texts to rework", () => {
  it("a contact asked for is a customer's, even with another provider's word in its name", () => {
    expect(only("who do I call at brightpath charter schools")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "brightpath charter schools" },
    });
    expect(only("email for the contact at spectrum staffing")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "spectrum staffing" },
    });
    expect(understand("what does comcast charge for business internet", [], TODAY).kind).toBe("out_of_scope");
  });

  it("'appreciate it' and 'much appreciated' are thanks; 'translate' or 'proofread' a text is no lookup", () => {
    for (const q of ["appreciate it!", "much appreciated"]) expect(understand(q, [], TODAY).kind, q).toBe("thanks");
    for (const q of [
      "translate this into spanish: your plan renews next month",
      "can you proofread this email to a customer: your contract ends in march",
    ])
      expect(understand(q, [], TODAY).kind, q).toBe("out_of_scope");
  });

  it("'and bluewater?', 'what about magnolia' ask the question before of another name", () => {
    expect(only("and bluewater?", "commission on ridgeline")).toMatchObject({
      toolName: "dealCommission",
      args: { query: "bluewater" },
    });
    expect(only("what about magnolia", "deals with cascade freight")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "magnolia" },
    });
    expect(only("and at granite state security?", "who is the contact at northwind coffee")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "granite state security" },
    });
    expect(only("and over the term?", "commission on ridgeline").args).toMatchObject({ query: "ridgeline" });
  });

  it("a deal's date asked after its commission or dates is that deal's", () => {
    expect(only("and when does the chargeback end", "commission on ridgeline")).toMatchObject({
      toolName: "dealCommission",
      args: { query: "ridgeline" },
    });
    expect(only("when is the last installment", "renewals for ridgeline")).toEqual({
      toolName: "upcomingRenewals",
      args: { query: "ridgeline", kinds: ["last_installment"] },
    });
  });
});

describe("plans on another carrier, who is cheapest, and devices named in the plural", () => {
  it("a named plan asked on another carrier is that carrier's plan of the same kind", () => {
    expect(only("same on at&t?", "price 12 lines of verizon business unlimited pro").args).toMatchObject({
      carrier: "att",
      lines: 12,
      planType: "Unlimited",
    });
    const tablets = only("and on t-mobile?", "price 5 lines of verizon business unlimited tablet pro").args;
    expect(tablets).toMatchObject({ carrier: "tmobile", lines: 5, planType: "Data Only" });
    expect(tablets).not.toHaveProperty("planName");
  });

  it("'who comes out cheapest', 'who's cheapest' for a count compares the carriers", () => {
    expect(only("who comes out cheapest for 60 lines over 36 months")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 60, contractMonths: 36 },
    });
    expect(only("who's cheapest for 25 phones")).toMatchObject({ toolName: "compareCarriers", args: { lines: 25 } });
  });

  it("'pixels', 'galaxies' are the maker's phones; a 'pixel watch' is a watch", () => {
    expect(only("show all the google pixels on t-mobile").args).toEqual({
      manufacturer: "Google",
      deviceTypes: ["Phone"],
      carrier: "tmobile",
    });
    expect(only("which galaxies are certified on verizon").args).toEqual({
      manufacturer: "Samsung",
      deviceTypes: ["Phone"],
      carrier: "verizon",
    });
    expect(only("pixel watch on verizon?").args).toMatchObject({
      manufacturer: "Google",
      deviceTypes: ["Smartwatch", "Wearable"],
    });
  });

  it("a business described for a pitch is no question we hold no data on ('a 40 person call center')", () => {
    for (const q of [
      "what should I recommend to a 40 person call center on verizon that needs lots of data",
      "pitch for a call center with 25 agents on att",
    ])
      expect(only(q).toolName, q).toBe("pitchForCustomer");
    expect(understand("whats the verizon call center number", [], TODAY).kind).toBe("out_of_scope");
  });

  it("a model's name said inside a sentence keeps every word after its brand, up to a pause", () => {
    expect(only("customer has a moto g stylus 2025, can it go on tmobile").args).toEqual({
      query: "moto g stylus 2025",
      carrier: "tmobile",
    });
    expect(only("my customer uses a surface go, will it work on verizon").args).toEqual({
      query: "surface go",
      carrier: "verizon",
    });
  });
});

describe("quotes asked about their customer, and questions joined with 'then'", () => {
  it("'which customer got our latest quote', 'what client did we quote most recently' name no customer", () => {
    for (const q of [
      "which customer got our latest quote",
      "what client did we quote most recently",
      "any quotes lately?",
    ]) {
      const call = only(q);
      expect(call.toolName, q).toBe("lookupQuotes");
      expect(call.args, q).not.toHaveProperty("customer");
    }
  });

  it("', then tell me …' and 'and then show me …' start a second question", () => {
    expect(
      callsOf("price 10 lines of att business unlimited elite, then tell me who the contact is at ridgeline hvac").map(
        (c) => c.toolName,
      ),
    ).toEqual(["searchRatePlans", "lookupCustomers"]);
    expect(callsOf("cheapest verizon phone plan and then show me deals in proposal").map((c) => c.toolName)).toEqual([
      "searchRatePlans",
      "lookupDeals",
    ]);
  });
});

describe("short follow-ups of lists, models and comparisons", () => {
  it("'how many?' after a list asks it again (its answer gives the count)", () => {
    expect(only("how many?", "list our healthcare customers")).toMatchObject({ toolName: "lookupCustomers" });
    expect(only("and how many?", "show deals in negotiation").args).toMatchObject({ statuses: ["negotiation"] });
  });

  it("a model number alone after a model is the same maker's model of that number", () => {
    expect(only("what about the 9a?", "is the pixel 9 certified on verizon").args).toEqual({
      query: "pixel 9a",
      carrier: "verizon",
    });
    expect(only("and the 15 pro?", "is the iphone 16 certified on at&t").args).toEqual({
      query: "iphone 15 pro",
      carrier: "att",
    });
    expect(only("and the s25 ultra?", "is the galaxy s24 on tmobile").args).toEqual({
      query: "galaxy s25 ultra",
      carrier: "tmobile",
    });
  });

  it("'just the apple ones' narrows a device list; 'what about with hotspot' a comparison", () => {
    expect(only("just the apple ones", "what tablets are certified on t-mobile").args).toEqual({
      deviceTypes: ["Tablet"],
      carrier: "tmobile",
      manufacturer: "Apple",
    });
    expect(only("what about with hotspot", "compare carriers for 10 lines")).toEqual({
      toolName: "compareCarriers",
      args: { lines: 10, needs: { hotspot: true } },
    });
  });
});

describe("misspelt words of the question", () => {
  it("are read as meant in every turn ('tablts', 'negociation', 'proposel')", () => {
    expect(only("samsung tablts on att").args).toEqual({
      manufacturer: "Samsung",
      deviceTypes: ["Tablet"],
      carrier: "att",
    });
    expect(only("deals in negociation").args).toMatchObject({ statuses: ["negotiation"] });
    expect(only("and in the proposel stage?", "deals in negociation").args).toMatchObject({ statuses: ["proposal"] });
  });
});

describe("a carrier that offers what it sells", () => {
  it("'every plan T-Mobile offers for tablets' is its plans; 'verizon offers for tablets' its promotions", () => {
    expect(
      only("Could you list every plan T-Mobile offers for tablets, with the monthly price of each?"),
    ).toMatchObject({ toolName: "searchRatePlans", args: { carrier: "tmobile", planType: "Data Only" } });
    expect(only("which hotspot plans at&t offers for laptops")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", planType: "Hotspot" },
    });
    expect(only("verizon offers for tablets")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "verizon", deviceType: "tablets" },
    });
  });
});

describe("what is told before a question, and the figures of saved quotes and open deals", () => {
  it("a customer described before the comma is the context of the question after it", () => {
    expect(
      only("my client runs a landscaping crew of 25 who work in mexico half the year, how do the carriers compare"),
    ).toMatchObject({ toolName: "compareCarriers", args: { lines: 25, needs: { international: true } } });
    expect(only("we have a prospect with 12 phones on at&t, what should I pitch them")).toMatchObject({
      toolName: "pitchForCustomer",
      args: { lines: 12, currentCarrier: "att" },
    });
  });

  it("the plan one pays or spends the most for is the priciest", () => {
    for (const q of ["which t-mobile phone plan costs the most", "the verizon plan a customer would pay the most for"])
      expect(only(q).args, q).toMatchObject({ sortBy: "price_desc" });
  });

  it("every quote, proposals we prepared, a customer's quote named before its figure", () => {
    for (const q of ["show every quote and its monthly", "each quote we saved", "the proposals we prepared"]) {
      const call = only(q);
      expect(call.toolName, q).toBe("lookupQuotes");
      expect(call.args, q).not.toHaveProperty("customer");
    }
    expect(only("tidewater marine quote, what's the whole contract value")).toMatchObject({
      toolName: "lookupQuotes",
      args: { customer: "tidewater marine" },
    });
  });

  it("where records are kept and 'new' name nothing; the value of what is still open is the open deals'", () => {
    expect(only("how many quotes are in the system").args).not.toHaveProperty("customer");
    expect(only("customers on file").args).not.toHaveProperty("query");
    expect(only("fresh leads?").args).toEqual(expect.objectContaining({ statuses: ["lead"] }));
    expect(only("fresh leads?").args).not.toHaveProperty("query");
    expect(only("combined value of all that's still open")).toMatchObject({
      toolName: "lookupDeals",
      args: { openOnly: true },
    });
  });
});

describe("deals said as business closed, stages said as such, and the better deal for a count", () => {
  it("what we closed is what we won: 'how much did we close in June', 'the business we closed'", () => {
    for (const q of ["how much did we close in june", "which new business did the team close this quarter"]) {
      const call = only(q);
      expect(call.toolName, q).toBe("lookupDeals");
      expect(call.args, q).toMatchObject({ statuses: ["closed_won"] });
      expect(call.args, q).not.toHaveProperty("query");
    }
    // a month gone by, asked of the past, is the last such month; deals closed either way are listed as such
    expect(only("how much did we close in june").args).toMatchObject({
      closeFrom: "2025-06-01",
      closeTo: "2025-06-30",
    });
    expect(only("which deals did we lose in august").args).toMatchObject({ closeFrom: "2025-08-01" });
    expect(only("what did the team close in january").args).toMatchObject({
      statuses: ["closed_won", "closed_lost"],
      closeFrom: "2026-01-01",
    });
    // a new business is a customer described, not business won
    expect(only("new business, 12 staff, all need hotspot. which plan?").toolName).not.toBe("lookupDeals");
    // a yes/no about one deal keeps every status, so the answer can say where it stands
    expect(only("did we close the copperline deal").args).not.toHaveProperty("statuses");
  });

  it("'the negotiation stage', 'the qualified stage' are the deals at that stage", () => {
    expect(only("what's sitting in the qualified stage").args).toMatchObject({ statuses: ["qualified"] });
    expect(only("total of the proposal stage")).toMatchObject({
      toolName: "lookupDeals",
      args: { statuses: ["proposal"] },
    });
  });

  it("'the better deal for 18 lines' compares carriers; 'best deal' is no deal of ours", () => {
    expect(only("which carrier is the better deal for 18 lines")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 18 },
    });
    expect(only("good deal on 6 lines with hotspot?").toolName).not.toBe("lookupDeals");
  });
});

describe("questions passed on, counts said with the carrier, and what ends", () => {
  it("'customer asks', 'she wants to know if' pass a question on: the question is what follows", () => {
    expect(only("customer asks what t-mobile's hotspot plans go for")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "tmobile", planType: "Hotspot" },
    });
    expect(only("she wants to know whether verizon has tablet plans")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "verizon", planType: "Data Only" },
    });
  });

  it("a customer described, then 'what plan should they be on' or 'which carrier should she go with', is a pitch", () => {
    expect(only("they run 14 lines on t-mobile, which plan should they be on")).toMatchObject({
      toolName: "pitchForCustomer",
      args: { lines: 14, currentCarrier: "tmobile" },
    });
    expect(only("she has a 9 person salon on at&t, what carrier should she go with")).toMatchObject({
      toolName: "pitchForCustomer",
      args: { lines: 9, currentCarrier: "att" },
    });
  });

  it("'7 at&t lines' counts lines; 'for the least money' is the cheapest; 'by value' orders deals", () => {
    expect(only("what do 6 at&t lines run").args).toMatchObject({ carrier: "att", lines: 6 });
    expect(only("plan with 4k video for the least money").args).toMatchObject({ sortBy: "price_asc" });
    const ranked = only("rank the lost deals by size");
    expect(ranked.args).toMatchObject({ statuses: ["closed_lost"], sortBy: "value" });
    expect(ranked.args).not.toHaveProperty("query");
  });

  it("promotions ending next month are those ending in it, not the next to end; 'what's expiring' is the renewals", () => {
    expect(only("which offers end next month").args).toMatchObject({ endsFrom: "2026-04-01", endsBy: "2026-04-30" });
    expect(only("which promo ends next").args).toMatchObject({ soonestOnly: true });
    expect(only("anything running out in the next 45 days")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { from: "2026-03-10" },
    });
  });
});

describe("follow-ups of saved quotes and periods, numbers in two words, how deals are tracking", () => {
  it("'monthly?' and 'which is the most recent' after saved quotes ask the quotes again", () => {
    expect(only("monthly?", "what did we quote quayside")).toMatchObject({
      toolName: "lookupQuotes",
      args: { customer: "quayside" },
    });
    expect(only("which one is the newest", "list our saved quotes").toolName).toBe("lookupQuotes");
  });

  it("'and the next 60?' after a period of days is 60 days", () => {
    expect(only("and the next 60?", "contracts ending in the next 30 days").args).toMatchObject({
      from: "2026-03-10",
      to: "2026-05-09",
    });
    expect(only("what about within 3?", "deals closing within 2 weeks").args).toMatchObject({ closeTo: "2026-03-31" });
  });

  it("a model number said in two words is one number; 'tracking', 'trending' name no deal", () => {
    expect(only("is the galaxy s twenty four on at&t").args).toMatchObject({ query: "galaxy s 24", carrier: "att" });
    for (const q of ["how are wins tracking this year", "how's the open pipeline trending"])
      expect(only(q).args, q).not.toHaveProperty("query");
  });
});

describe("what a deal makes us, quote counts, money in a stage, a count put on a plan, and offers for switching", () => {
  it("'what will the X deal make us', 'earn us' are its commission", () => {
    for (const q of ["what will the copperline rugged phones deal make us", "how much does the tidewater deal earn me"])
      expect(only(q).toolName, q).toBe("dealCommission");
  });

  it("'quote count', 'quote history' are the saved quotes; 'money', 'weighted' name no deal", () => {
    for (const q of ["quote tally?", "quote history"]) expect(only(q).toolName, q).toBe("lookupQuotes");
    for (const q of ["how much cash is sitting in proposal", "weighted total of open deals"])
      expect(only(q).args, q).not.toHaveProperty("query");
  });

  it("'for 5 on <plan>', 'for 8 on verizon' count the lines", () => {
    expect(only("what's it come to for 7 on go5g business").args).toMatchObject({ lines: 7 });
    expect(only("cost for 9 on at&t").args).toMatchObject({ lines: 9, carrier: "att" });
  });

  it("something for switching to a carrier is its port-in offers", () => {
    expect(only("is there a credit for porting over to at&t")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "att", query: "port-in" },
    });
  });
});

describe("preambles, who a list is for, and agents' shorthand for records", () => {
  it("a preamble before the question asks nothing, even when the question counts lines", () => {
    const calls = callsOf("quick sanity check, what would 9 lines of go5g business run");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ toolName: "searchRatePlans", args: { lines: 9 } });
    expect(calls[0]!.args).toHaveProperty("planName");
    // what the agent is doing is told, then asked: the question names the deals
    expect(only("I'm prepping for my pipeline review, how many deals are in qualified?").args).not.toHaveProperty(
      "query",
    );
  });

  it("'for a construction customer' says who a list is for, not which customers", () => {
    expect(only("hotspots certified on verizon for a school client")).toMatchObject({
      toolName: "findDevices",
      args: { carrier: "verizon" },
    });
    expect(only("what rugged phones does t-mobile have, it's for my landscaping customer").toolName).toBe(
      "findDevices",
    );
  });

  it("'qts', 'custs', 'the pipe' are quotes, customers and the pipeline", () => {
    expect(only("how many qts this month").toolName).toBe("lookupQuotes");
    expect(only("custs in oregon").toolName).toBe("lookupCustomers");
    expect(only("how's the pipe looking").toolName).toBe("lookupDeals");
  });
});

describe("what the agent says of themselves, and a count said in the other part", () => {
  it("'I'm not sure I get the plans yet, …' or 'I'm new to this, …' is no question of its own", () => {
    for (const q of [
      "I'm not sure I get the plans yet, which t-mobile plan has the most hotspot",
      "I'm pretty new to the plans, what's verizon's cheapest one",
    ]) {
      const calls = callsOf(q);
      expect(calls, q).toHaveLength(1);
      expect(calls[0]!.args, q).toHaveProperty("carrier");
    }
  });

  it("devices in one part and lines counted in the other are the devices and the priced lines", () => {
    const calls = callsOf("rugged phones on t-mobile and the cheapest t-mobile plan for 12 lines");
    expect(calls.map((c) => c.toolName)).toEqual(["findDevices", "searchRatePlans"]);
    expect(calls[1]!.args).toMatchObject({ lines: 12 });
  });
});

describe("top-end plans, carriers said as 'all three', bills of one's own, and customers' promotions ending", () => {
  it("'the most premium plan', 'the high-end one' are the priciest", () => {
    for (const q of ["at&t's most premium plan", "what's the top-end t-mobile phone plan"])
      expect(only(q).args, q).toMatchObject({ sortBy: "price_desc" });
  });

  it("'on all three carriers' names no model number", () => {
    expect(only("which google phones are certified on all 3 carriers").args).toMatchObject({
      manufacturer: "Google",
      deviceTypes: ["Phone"],
    });
  });

  it("how to get a refund or dispute a charge is no question of the catalogue or the pipeline", () => {
    for (const q of ["how do I get a credit on my personal cell bill", "how can we dispute a charge on a bill"])
      expect(understand(q, undefined, TODAY).kind, q).toBe("out_of_scope");
  });

  it("which customers have promotions ending is the renewals of their promotions", () => {
    expect(only("which clients have promo credits ending in the next 3 months")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { kinds: ["promotion_end"] },
    });
    expect(only("any promos ending in the next 3 months").toolName).toBe("listPromotions");
  });
});

describe("statuses left out", () => {
  it("'excluding leads', 'except the ones in negotiation', 'apart from the lost ones', 'not closed yet' leave the other statuses", () => {
    expect(only("open deals but not the leads").args).toMatchObject({
      statuses: ["qualified", "proposal", "negotiation"],
    });
    expect(only("every deal except those at proposal").args).toMatchObject({
      statuses: ["lead", "qualified", "negotiation", "closed_won", "closed_lost"],
    });
    expect(only("which deals haven't closed").args).toMatchObject({
      statuses: ["lead", "qualified", "proposal", "negotiation"],
    });
    expect(only("all our deals aside from the won ones").args).not.toHaveProperty("openOnly");
  });
});

describe("an account's deals said as what we have going, the end of next month, and two states", () => {
  it("'what do we have going with X', 'anything in the works with X' are X's deals", () => {
    for (const q of ["what have we got going with prairie grain", "anything in the works with lakeshore"]) {
      const call = only(q);
      expect(call.toolName, q).toBe("lookupDeals");
      expect(call.args, q).toHaveProperty("query");
    }
  });

  it("'by the end of next month' runs from today", () => {
    expect(only("deals closing by the end of next month").args).toMatchObject({
      closeFrom: "2026-03-10",
      closeTo: "2026-04-30",
    });
  });

  it("customers in two states are asked for each", () => {
    const calls = callsOf("customers in oregon or georgia");
    expect(calls.map((c) => (c.args as { state?: string }).state)).toEqual(["OR", "GA"]);
  });
});

describe("British and formal wording", () => {
  it("'quotations', 'sim only', 'ring', 'telephone number', 'at present', 'financial year', 'within the fortnight'", () => {
    expect(only("show our saved quotations").toolName).toBe("lookupQuotes");
    expect(only("sim-only plans on verizon").args).toMatchObject({ planType: "Data Only" });
    for (const q of ["whom do we ring at bluewater", "telephone no. for cascade freight"])
      expect(only(q), q).toMatchObject({ toolName: "lookupCustomers", args: { query: expect.any(String) } });
    expect((only("telephone no. for cascade freight").args as { query: string }).query).toBe("cascade freight");
    expect(only("how many deals are in proposal at present").args).not.toHaveProperty("query");
    expect(only("deals won this fiscal year").args).toMatchObject({ closeFrom: "2026-01-01" });
    expect(only("deals won this fiscal year").args).not.toHaveProperty("query");
    expect(only("which deals close within the fortnight").args).toMatchObject({ closeTo: "2026-03-24" });
  });
});

describe("sentences, calls in progress, words said aloud, and what renews", () => {
  it("a sentence before the question is cut off at its full stop or colon", () => {
    expect(only("Bear with me, I'm new here. Which deals are in negotiation?").args).not.toHaveProperty("query");
    expect(only("quick one: which deals are qualified").args).toMatchObject({ statuses: ["qualified"] });
  });

  it("'on the phone', 'on the line' is a call in progress, not phones", () => {
    expect(only("the owner of lakeshore is on the line asking about their deals").toolName).toBe("lookupDeals");
  });

  it("'go five g', 'iphone seventeen e', 'card readers' as said aloud", () => {
    expect(only("ten lines of go five g business").args).toMatchObject({ planName: "go5g business", lines: 10 });
    expect(only("is the iphone 17 e on at&t").args).toMatchObject({ query: "iphone 17e" });
    expect(only("credit card machines certified on at&t").args).toMatchObject({ deviceTypes: ["POS"] });
  });

  it("what is renewing is every date on the radar; contracts are contract ends; 'make it 60 days' widens it", () => {
    expect(only("what's renewing next month").args).not.toHaveProperty("kinds");
    expect(only("contracts renewing next month").args).toMatchObject({ kinds: ["contract_end"] });
    expect(only("make it 60 days", "renewals in the next 30 days").args).toMatchObject({ to: "2026-05-09" });
  });

  it("the better deal for a count compares; what you'd offer is a pitch; dearest is priciest; 'where to start' names no plan", () => {
    expect(only("for 7 lines, is at&t or verizon the better deal?")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 7, carriers: ["att", "verizon"] },
    });
    expect(only("tell me what you'd offer a 25 line account that needs hotspot").toolName).toBe("pitchForCustomer");
    expect(only("the dearest verizon plan").args).toMatchObject({ sortBy: "price_desc" });
    expect(only("not sure where to start, compare the carriers for 6 lines").toolName).toBe("compareCarriers");
    expect(understand("per-minute roaming charges in mexico on at&t", undefined, TODAY).kind).toBe("out_of_scope");
  });

  it("across, whatever, working, the team name nothing", () => {
    for (const q of ["all deals across the team in proposal", "the smallest deal we're working"])
      expect(only(q).args, q).not.toHaveProperty("query");
    expect(only("saved quotes the team has").args).not.toHaveProperty("customer");
  });
});

describe("conditions said first, quote figures, and words that are no name", () => {
  it("a condition before the comma is the question's: a term, a carrier and a kind, a feature", () => {
    expect(
      only("Assuming a 36 month term, what do 25 lines of AT&T Business Unlimited Elite come to per month?"),
    ).toMatchObject({ toolName: "searchRatePlans", args: { carrier: "att", lines: 25, contractMonths: 36 } });
    expect(only("Assuming a 36 month term, how do the three carriers compare for 20 lines?")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 20, contractMonths: 36 },
    });
    const renewals = only("If I want to get ahead of AT&T contract expirations, which come up in the next 13 weeks?");
    expect(renewals).toMatchObject({
      toolName: "upcomingRenewals",
      args: { carrier: "att", kinds: ["contract_end"], from: "2026-03-10" },
    });
    expect(only("If hotspot is a must-have, which plan across the board is cheapest?")).toMatchObject({
      toolName: "searchRatePlans",
      args: { features: ["hotspot"], sortBy: "price_asc" },
    });
    // One carrier's cheapest, asked for a described client, is that carrier's price, not a pitch.
    expect(
      only("If a client wants 2 fixed wireless lines, what's the cheapest way to do it on T-Mobile?"),
    ).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "tmobile", lines: 2, planType: "Fixed Wireless" },
    });
  });

  it("a customer's quote followed by the figure asked is that quote; 'come to over a year' is per year", () => {
    expect(only("summit ridge vet quote contract total")).toMatchObject({
      toolName: "lookupQuotes",
      args: { customer: "summit ridge vet" },
    });
    expect(only("What does the Tidewater quote come to over a year?")).toMatchObject({
      toolName: "lookupQuotes",
      args: { customer: "tidewater", period: "year" },
    });
    expect(findCostPeriod("what does it cost over a year")).toBe("year");
    expect(findCostPeriod("deals over a year old")).toBeUndefined();
  });

  it("'who's the contact there' after a quote in the same message is that customer's contact", () => {
    const calls = callsOf("Tidewater quote monthly + who's the contact there");
    expect(calls.map((c) => c.toolName)).toEqual(["lookupQuotes", "lookupCustomers"]);
    expect(calls[1]!.args).toMatchObject({ query: "tidewater" });
  });

  it("what a deal pays is what is expected, what it paid is what came in; 'and monthly' asks nothing of its own", () => {
    const expected = callsOf("Assuming the Prairie Grain LTE deal closes, what does it pay upfront and monthly?");
    expect(expected).toEqual([{ toolName: "dealCommission", args: { query: "prairie grain lte", limit: 5 } }]);
    expect(only("what has the prairie grain deal paid us so far")).toMatchObject({
      toolName: "dealCommission",
      args: { focus: "received" },
    });
  });

  it("the book of business is where records are kept; accounts based in a city are customers", () => {
    expect(only("What's sitting in negotiation in our book right now?").args).toEqual({
      statuses: ["negotiation"],
      limit: 25,
    });
    expect(only("How many customers are in our book of business?").args).toEqual({ limit: 25 });
    expect(only("Any accounts based in Portland?")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "portland" },
    });
  });

  it("words left beside other filters are a name only where a name is said", () => {
    const chase = only("Anything closing this week I should chase?");
    expect(chase.args).toMatchObject({ query: "chase" });
    expect(chase.args).not.toHaveProperty("nameAsked");
    for (const q of ["open deals for acme", "the acme deal, is it still open", "open deals Acme", "acme's open deals"])
      expect(only(q).args, q).toMatchObject({ query: "acme", nameAsked: true });
  });
});

describe("who is asking", () => {
  it("'as a manager I'd like…', 'as the sales manager, I need…' name nothing", () => {
    expect(only("As a manager I'd like the total value of everything we've closed won, please.").args).toEqual({
      statuses: ["closed_won"],
      limit: 25,
    });
    expect(
      only("As the sales manager, I need to know which won deals have a promotion ending in the next 30 days").args,
    ).not.toHaveProperty("query");
    expect(only("as a rep, i need the bluewater deals").args).toMatchObject({ query: "bluewater", nameAsked: true });
  });
});

describe("a device type's news, and an account's dates", () => {
  it("what's live or new on a type of device is its offers", () => {
    expect(only("What's live on tablets across the carriers?")).toMatchObject({
      toolName: "listPromotions",
      args: { deviceType: "tablets" },
    });
    expect(only("anything new for hotspots on tmo")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "tmobile", deviceType: "hotspots" },
    });
    expect(only("whats going on with bluewater").toolName).toBe("lookupDeals");
  });

  it("what comes up for an account in a period is its dates; deals coming up for closing are deals", () => {
    expect(only("Bluewater Dental — what dates come up for them in the next 12 months?")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { query: "bluewater dental", from: "2026-03-10", to: "2027-03-10" },
    });
    expect(only("what deals are coming up for closing this month").toolName).toBe("lookupDeals");
  });
});

describe("follow-ups that narrow or widen what was just listed", () => {
  it("'just the tablet ones', 'which of those are for phones', 'which of those end before march' keep the carrier asked before", () => {
    expect(only("just the tablet ones", "any verizon promos?")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "verizon", deviceType: "tablets" },
    });
    expect(only("which of those are for phones?", "what promos does verizon have?")).toMatchObject({
      toolName: "listPromotions",
      args: { carrier: "verizon", deviceType: "phones" },
    });
    const ending = only("which of those end before march", "promos on at&t?");
    expect(ending).toMatchObject({ toolName: "listPromotions", args: { carrier: "att" } });
    expect(ending.args).toHaveProperty("endsBy");
    expect(only("and verizon?", "promos on at&t?")).toMatchObject({ args: { carrier: "verizon" } });
  });

  it("'only the ones under 30 bucks', 'just the ones still open' ask the question before with the new words", () => {
    expect(only("only the ones under 30 bucks", "pull up the t-mobile plan list")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "tmobile", maxPrice: 30 },
    });
    expect(only("just the ones still open", "what do we have with brightpth")).toMatchObject({
      toolName: "lookupDeals",
      args: { openOnly: true, query: "brightpth" },
    });
    // "What do we have for <devices>" stays the devices.
    expect(only("what do we have for verizon tablets").toolName).toBe("findDevices");
  });

  it("a comparison's carriers added to or named again, with a need", () => {
    expect(only("throw verizon in there too", "how does at&t stack up against tmobile for 12 lines")).toMatchObject({
      toolName: "compareCarriers",
      args: { lines: 12, carriers: ["att", "tmobile", "verizon"] },
    });
    expect(only("now just verizon and at&t, but they need hotspot", "compare all three carriers for 12 lines")).toEqual(
      {
        toolName: "compareCarriers",
        args: { lines: 12, carriers: ["verizon", "att"], needs: { hotspot: true } },
      },
    );
  });
});

describe("qualifiers said first, any type of line, and a term said as a total", () => {
  it("'on AT&T, …', 'across all three carriers, …', 'for 15 lines that need premium data, …' are the question's", () => {
    expect(
      only("On AT&T, what is the lowest-priced plan that includes any hotspot at all, and what does it cost per line?"),
    ).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", features: ["hotspot"], sortBy: "price_asc" },
    });
    expect(
      only(
        "For 15 lines that need premium data, compare AT&T, Verizon and T-Mobile: monthly and the 36-month total for each.",
      ),
    ).toEqual({
      toolName: "compareCarriers",
      args: { lines: 15, carriers: ["att", "verizon", "tmobile"], needs: { premiumData: true }, contractMonths: 36 },
    });
  });

  it("'whatever the line type', 'doesn't matter what sort of line', 'watches and IoT included' assume no type", () => {
    expect(
      only("Across all three carriers, which single plan has the highest per-line price, whatever the line type?").args,
    ).toEqual({ sortBy: "price_desc", limit: 5 });
    expect(only("what's the lowest-priced line T-Mobile sells, doesn't matter what sort of line it is?").args).toEqual({
      carrier: "tmobile",
      sortBy: "price_asc",
      limit: 5,
    });
    expect(only("What's the single cheapest line of any type, watches and IoT included?").args).toEqual({
      sortBy: "price_asc",
      limit: 5,
    });
    expect(only("cheapest wearable plan on any carrier").args).toMatchObject({ planType: "Wearable" });
  });
});

describe("what came in or is earned, an account's dates due, and 'w' for with", () => {
  it("'have we received anything on X', 'what do we actually earn on it' are commission", () => {
    expect(only("have we received anything on the lakeshore inspection tablets deal yet")).toEqual({
      toolName: "dealCommission",
      args: { query: "lakeshore inspection tablets", limit: 5, focus: "received" },
    });
    expect(only("the Northwind POS failover deal: what do we actually earn on it?").toolName).toBe("dealCommission");
  });

  it("what is due on an account's deal in a period is its dates; 'next 3 mo' is three months", () => {
    expect(only("Anything due on the Lakeshore inspection tablets deal in the next 100 days?")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { query: "lakeshore inspection tablets", from: "2026-03-10", to: "2026-06-18" },
    });
    expect(only("last device installment payments in the next 3 mo")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { kinds: ["last_installment"], from: "2026-03-10", to: "2026-06-10" },
    });
  });

  it("'anything w cascade freight' is with", () => {
    expect(only("anything w cascade freight")).toMatchObject({
      toolName: "lookupDeals",
      args: { query: "cascade freight" },
    });
  });
});

describe("a team described before the question, and a count told the message before", () => {
  it("'sales team of 30 travels internationally a lot, compare the carriers' and a sentence before a qualifier", () => {
    expect(only("sales team of 30 travels internationally a lot, compare the carriers for them")).toEqual({
      toolName: "compareCarriers",
      args: { lines: 30, needs: { international: true } },
    });
    expect(
      only(
        "Team travels abroad a lot. For 8 lines, how do the three carriers stack up on a plan that suits international travel?",
      ),
    ).toEqual({ toolName: "compareCarriers", args: { lines: 8, needs: { international: true } } });
  });

  it("'compare verizon and att for them' after 'client has 25 phones' compares 25 lines", () => {
    expect(only("compare verizon and att for them", "client has 25 phones")).toEqual({
      toolName: "compareCarriers",
      args: { lines: 25, carriers: ["verizon", "att"] },
    });
  });

  it("a need said after a plan question is the plan's feature", () => {
    expect(only("price 5 lines on verizon, and they want premium data")).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "verizon", lines: 5, features: ["premium_data"] },
    });
  });
});

describe("how many of a list said in the next sentence, and a stage said as a status", () => {
  it("'Please give me the top three, in order.' after the deals closing soonest is three of them", () => {
    expect(only("Which open deals are closing soonest? Please give me the top three, in order.")).toMatchObject({
      toolName: "lookupDeals",
      args: { openOnly: true, sortBy: "close_date", limit: 3 },
    });
  });

  it("'still at lead status' is the leads; every open stage is said as the open deals", () => {
    expect(only("What is the combined dollar value of every deal still at lead status?").args).toMatchObject({
      statuses: ["lead"],
    });
    const open = answerDeals({
      filters: { statuses: ["lead", "qualified", "proposal", "negotiation"] },
      summary: { count: 12, totalValue: 1000, weightedValue: 500, monthlyRevenue: 40 },
      deals: [],
      closest: [],
    });
    expect(open).toContain("12 open deals");
  });
});

describe("a customer's number and who runs it", () => {
  it("'number for northwind coffee', 'who runs things at X' are the customer's contact; a number for lines is a price", () => {
    expect(only("number for northwind coffee pls")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "northwind coffee" },
    });
    expect(only("who runs things at Copperline Electrical")).toMatchObject({
      toolName: "lookupCustomers",
      args: { query: "copperline electrical" },
    });
    expect(only("whats his cell", "who runs things at Copperline Electrical").toolName).toBe("lookupCustomers");
    expect(only("whats the number for 10 lines on verizon").toolName).toBe("searchRatePlans");
  });
});

describe("counts before a plan's name, the N deals asked, and after-sale words", () => {
  it("'6 Go5G Business lines', 'a dozen Verizon Business Unlimited Plus lines', 'a couple of … lines' count the lines", () => {
    expect(only("6 Go5G Business lines").args).toMatchObject({ planName: "go5g Business", lines: 6 });
    expect(only("price a dozen Verizon Business Unlimited Plus lines (monthly + 24 mo)").args).toMatchObject({
      carrier: "verizon",
      planName: "Unlimited Plus",
      lines: 12,
      contractMonths: 24,
    });
    expect(only("a couple of T-Mobile Business Unlimited Ultimate lines, $ per month and per yr?").args).toMatchObject({
      carrier: "tmobile",
      planName: "Unlimited Ultimate",
      lines: 2,
      period: "year",
    });
  });

  it("'the 3 open deals closing soonest' are three; deals 'on the books' are ours", () => {
    expect(only("the 3 open deals closing soonest?").args).toMatchObject({ sortBy: "close_date", limit: 3 });
    expect(only("the 3 deals at bluewater").args).toMatchObject({ limit: 25 });
    expect(only("verizon deals on the books for Lakeshore")).toMatchObject({
      toolName: "lookupDeals",
      args: { carrier: "verizon", query: "lakeshore" },
    });
  });

  it("'received vs expected' is a deal's commission; 'promo end dates' are the promotions ending on won deals", () => {
    expect(only("$ received vs expected on the Internet Air backup deal?")).toEqual({
      toolName: "dealCommission",
      args: { query: "internet air backup", limit: 5, focus: "received" },
    });
    expect(only("promo end dates this qtr?")).toMatchObject({
      toolName: "upcomingRenewals",
      args: { kinds: ["promotion_end"] },
    });
    expect(only("which verizon promos end this month").toolName).toBe("listPromotions");
  });
});
