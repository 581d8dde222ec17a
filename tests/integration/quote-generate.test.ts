/**
 * Quote generation against the seeded rate plans: the deterministic parser path,
 * the hosted-model path at its HTTP boundary (a loopback server speaking the
 * OpenAI chat completions API), the enterprise quote from a bill, and the route.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getRatePlans } from "@/lib/db/queries/catalog";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import { generateQuote, generateQuoteFromBill } from "@/lib/quotes/generate";
import type { Requirements } from "@/lib/quotes/requirements";
import { setupTestDatabase } from "../helpers/db";
import { startObjectModelServer, type ObjectModelServer } from "../helpers/object-model-server";

const agentMock = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));
vi.mock("@/lib/auth", async (importOriginal) => {
  const { AppError } = await import("@/lib/errors");
  return {
    ...(await importOriginal<object>()),
    requireAgent: async () => {
      if (!agentMock.current) throw new AppError(401, "Not authenticated");
      return agentMock.current;
    },
  };
});

setupTestDatabase();

const customerInfo = {
  companyName: "Ridgeline HVAC Services",
  companyWebsite: "https://ridgelinehvac.example",
  contactName: "Dana Whitfield",
  contactEmail: "dana@ridgelinehvac.example",
};

let model: ObjectModelServer;

beforeAll(async () => {
  model = await startObjectModelServer();
});

afterAll(() => model.close());

describe("quote from a description (parser)", () => {
  it("prices each carrier from rate_plans and marks the preferred carrier best", async () => {
    const quote = await generateQuote(
      "We need 20 phones and 5 tablets, prefer Verizon, 36 month contract",
      customerInfo,
      null,
    );
    expect(quote.source).toBe("parser");
    expect(quote.requirements.lines).toEqual({ voice: 20, mobileInternet: 5, fixedWireless: 0, wearables: 0 });
    expect(quote.contractMonths).toBe(36);
    const plans = await getRatePlans();
    for (const option of quote.options) {
      for (const item of option.items) {
        const plan = plans.find((p) => p.id === item.ratePlanId)!;
        expect(plan.carrier).toBe(option.carrier);
        expect(item.pricePerLine).toBe(Number(plan.pricePerLine));
        expect(item.monthly).toBeCloseTo(item.pricePerLine * item.quantity, 2);
      }
      expect(option.monthlyTotal).toBeCloseTo(
        option.items.reduce((s, i) => s + i.monthly, 0),
        2,
      );
      expect(option.contractTotal).toBeCloseTo(option.monthlyTotal * 36, 2);
    }
    expect(quote.options.filter((o) => o.best)).toHaveLength(1);
    expect(quote.bestCarrier).toBe("verizon");
    // Verizon: Business Unlimited Start $30 × 20 + Tablet Start $20 × 5.
    const verizon = quote.options.find((o) => o.carrier === "verizon")!;
    expect(verizon.monthlyTotal).toBe(700);
    expect(verizon.contractTotal).toBe(25_200);
  });

  it("without a preference the cheapest complete option is best; 24 months by default", async () => {
    const quote = await generateQuote("10 phones and internet for 2 offices", customerInfo, null);
    expect(quote.contractMonths).toBe(24);
    const totals = quote.options.map((o) => o.monthlyTotal);
    const best = quote.options.find((o) => o.best)!;
    expect(best.monthlyTotal).toBe(Math.min(...totals));
    expect(quote.monthlyTotal).toBe(best.monthlyTotal);
  });

  it("needs choose richer plans (premium data and hotspot)", async () => {
    const plain = await generateQuote("5 phones on AT&T", customerInfo, null);
    const rich = await generateQuote("5 phones on AT&T with premium data and hotspot", customerInfo, null);
    const item = (q: typeof plain) => q.options.find((o) => o.carrier === "att")!.items[0]!;
    expect(item(plain).planName).toBe("Business Unlimited Starter");
    expect(item(rich).planName).toBe("Business Unlimited Performance");
  });
});

describe("quote from a description (hosted model)", () => {
  const config = () => ({ apiKey: "sk-test-loopback", baseURL: model.baseURL, model: "gpt-test" });

  it("asks the model for structured requirements and prices them itself", async () => {
    model.requests.length = 0;
    model.reply = {
      status: 200,
      content: {
        lines: { voice: 12, mobileInternet: 0, fixedWireless: 1, wearables: 12 },
        carrierPreference: "tmobile",
        budget: { amount: 900, per: "month" },
        needs: { hotspot: false, premiumData: false, international: false, fiveG: true },
        contractMonths: 24,
      } satisfies Requirements,
    };
    const quote = await generateQuote(
      "Each of our twelve techs needs a phone and a watch; one shop needs internet.",
      customerInfo,
      config(),
    );
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.path).toBe("/v1/chat/completions");
    expect(model.requests[0]!.auth).toBe("Bearer sk-test-loopback");
    expect(model.requests[0]!.body.model).toBe("gpt-test");
    const format = model.requests[0]!.body.response_format as { type: string; json_schema?: { name: string } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema?.name).toBe("quote_requirements");
    expect(quote.source).toBe("model");
    expect(quote.requirements.lines).toEqual({ voice: 12, mobileInternet: 0, fixedWireless: 1, wearables: 12 });
    const tmobile = quote.options.find((o) => o.carrier === "tmobile")!;
    expect(tmobile.best).toBe(true);
    // Prices from the catalogue: Business Essentials $26 × 12, T-Mobile Business Internet $50 (cheapest full FWA is Backup $20), watch $10 × 12.
    const plans = await getRatePlans({ carrier: "tmobile" });
    for (const item of tmobile.items)
      expect(item.pricePerLine).toBe(Number(plans.find((p) => p.id === item.ratePlanId)!.pricePerLine));
    expect(tmobile.withinBudget).toBe(tmobile.monthlyTotal <= 900);
  });

  it("falls back to the parser when the model fails", async () => {
    model.reply = { status: 500 };
    const quote = await generateQuote("8 phones on Verizon", customerInfo, config());
    expect(quote.source).toBe("parser");
    expect(quote.requirements.lines.voice).toBe(8);
    expect(quote.notes.join(" ")).toMatch(/built-in parser/);
  });
});

function billFixture(): BillAnalysis {
  const line = (
    phone: string,
    lineType: "voice" | "mobile_internet" | "wearable",
    planCost: number,
    balance: number,
    monthly: number,
  ) => ({
    lineType,
    phoneNumber: phone,
    department: "Sales",
    planName: "Business Unlimited Performance",
    planCost,
    dataUsageGB: 10,
    equipment: balance ? { deviceName: "Apple iPhone 15", monthlyPayment: monthly, remainingBalance: balance } : null,
    internationalCost: 0,
    countries: [],
    user: null,
    surcharges: 0,
    taxes: 0,
    totalCharges: planCost + monthly,
  });
  const lines = [
    line("(214) 555-0101", "voice", 40, 600, 22.22),
    line("(214) 555-0102", "voice", 40, 0, 0),
    line("(214) 555-0103", "mobile_internet", 20, 300, 13.89),
  ];
  return {
    totalMonthlyBill: 136.11,
    dueDate: "2026-11-24",
    totalDataUsageGB: 30,
    businessMetrics: {
      costPerEmployee: 68.06,
      complianceStatus: { policyCompliant: true, issues: [] },
      internationalUsage: { cost: 0, countries: [] },
    },
    potentialSavings: { annualSavings: 0, enterpriseOpportunities: [] },
    departmentBreakdown: { Sales: { lines: 3, cost: 136.11, dataUsage: 30 } },
    lines,
    competitiveAnalysis: {
      currentProvider: "AT&T",
      marketComparison: { costDifference: 0, featureGaps: [], advantages: [] },
      enterpriseDiscounts: { available: false, potentialSavings: 0, requirements: [] },
    },
    details: {
      accountNumber: "1",
      billingPeriod: null,
      currentProviderId: "att",
      accountCharges: 0,
      source: "pdf",
      pages: 1,
      totalDue: 136.11,
      currentCharges: 136.11,
      credits: 0,
      taxesAndFees: 0,
      reconciliation: {
        status: "reconciled",
        stated: 136.11,
        linesTotal: 136.11,
        accountCharges: 0,
        credits: 0,
        unattributed: 0,
      },
      warnings: [],
      modelFilled: [],
    },
  };
}

describe("enterprise quote from a bill", () => {
  it("refuses a bill whose reading does not reconcile: no switch proposal from figures that do not add up", async () => {
    const bill = billFixture();
    bill.details!.reconciliation = { ...bill.details!.reconciliation!, status: "unattributed", unattributed: 532.7 };
    await expect(generateQuoteFromBill(bill)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/does not add up/),
    });
  });

  it("marks the analysis's one recommendation as the best card and the best row", async () => {
    const quote = await generateQuoteFromBill(billFixture());
    const competing = quote.competing!;
    const best = quote.options.filter((o) => o.best);
    expect(best.length).toBeLessThanOrEqual(1);
    if (competing.recommendation!.annualSavings > 0) expect(best[0]!.carrier).toBe(competing.recommendation!.carrierId);
    expect(quote.options.find((o) => o.carrier === "att")!.stay).toBe(true);
  });

  it("prices the same lines on each carrier with savings and device payoff", async () => {
    const quote = await generateQuoteFromBill(billFixture());
    expect(quote.requirements.lines).toEqual({ voice: 2, mobileInternet: 1, fixedWireless: 0, wearables: 0 });
    const competing = quote.competing!;
    expect(competing.currentProvider).toBe("AT&T");
    expect(competing.devicePayoff).toBe(900);
    expect(competing.devicesWithBalance).toBe(2);
    expect(competing.currentServiceMonthly).toBe(100);
    expect(competing.offers).toHaveLength(3);
    for (const offer of competing.offers) {
      const option = quote.options.find((o) => o.carrier === offer.carrier)!;
      expect(offer.monthlyTotal).toBe(option.monthlyTotal);
      expect(offer.monthlySavings).toBeCloseTo(100 - option.monthlyTotal, 2);
      expect(offer.annualSavings).toBeCloseTo(offer.monthlySavings * 12, 2);
      expect(offer.devicePayoff).toBe(offer.carrier === "att" ? 0 : 900);
      expect(offer.firstYearNet).toBeCloseTo(offer.annualSavings - offer.devicePayoff, 2);
    }
  });
});

describe("POST /api/generate-quote", () => {
  const post = async (body: unknown, contentType = "application/json") => {
    const { POST } = await import("@/app/api/generate-quote/route");
    const response = await POST(
      new Request("http://localhost/api/generate-quote", {
        method: "POST",
        headers: { "content-type": contentType },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      undefined as never,
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it("answers 401 without an agent", async () => {
    agentMock.current = null;
    const res = await post({ description: "5 phones", customerInfo });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("Not authenticated");
  });

  it("answers { quote } for a description and for a bill; 400 for bad input", async () => {
    agentMock.current = {
      id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
      companyId: "11111111-1111-4111-8111-111111111111",
      kind: "agent",
    };
    const ok = await post({
      description: "5 phones and 2 tablets",
      customerInfo: { ...customerInfo, companyWebsite: "ridgelinehvac.example" },
    });
    expect(ok.status).toBe(200);
    const quote = ok.json.quote as { options: unknown[]; customerInfo: { companyWebsite: string } };
    expect(quote.options).toHaveLength(3);
    expect(quote.customerInfo.companyWebsite).toBe("https://ridgelinehvac.example");

    const fromBill = await post({ currentBill: billFixture() });
    expect(fromBill.status).toBe(200);
    expect((fromBill.json.quote as { competing: unknown }).competing).toBeTruthy();

    expect((await post({ description: "", customerInfo })).status).toBe(400);
    expect(
      (await post({ description: "5 phones", customerInfo: { ...customerInfo, contactEmail: "nope" } })).json.error,
    ).toMatch(/valid email/);
    expect((await post({ currentBill: { totalMonthlyBill: "x" } })).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("x", "text/plain")).status).toBe(415);
  });
});
