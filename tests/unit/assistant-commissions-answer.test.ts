/**
 * How the offline assistant writes commission and renewals answers from the tools'
 * results: every figure it was given, what is assumed, and an honest "none".
 */
import { describe, expect, it } from "vitest";
import { answer as answerDealCommission } from "@/lib/ai/tools/deal-commission/answer";
import { answer as answerRenewals } from "@/lib/ai/tools/upcoming-renewals/answer";
import type { DealCommission } from "@/lib/ai/tools/deal-commission/schema";

const open: DealCommission = {
  id: "d1",
  title: "Acme - 20 phones",
  customer: "Acme Corp",
  status: "negotiation",
  carrier: "VERIZON",
  monthlyRevenue: 800,
  closeDate: "2026-12-15",
  termMonths: 24,
  covered: true,
  upfront: 1600,
  residualMonthly: 40,
  residualTotal: 960,
  total: 2560,
  probability: 60,
  weighted: 1536,
  chargebackEndsOn: "2027-06-13",
  received: 0,
  paymentCount: 0,
};

describe("commission answers", () => {
  it("gives upfront, residual per month and over the term, the chargeback day, what was received and how the board counts it", () => {
    const text = answerDealCommission({ query: "acme", deals: [open] });
    for (const part of [
      "Acme - 20 phones",
      "$2,560.00",
      "$1,600.00",
      "$40.00** per month",
      "$960.00 over the 24-month term",
      "Jun 13, 2027",
      "nothing received yet",
      "$1,536.00 on the board, weighted by its 60% probability",
    ]) {
      expect(text).toContain(part);
    }
    const won = answerDealCommission({
      query: "acme",
      deals: [{ ...open, status: "closed_won", weighted: 2560, received: 1600, paymentCount: 1 }],
    });
    expect(won).toContain("earned (won)");
    expect(won).toContain("$1,600.00 received to date");
  });

  it("says when no plan covers a deal, and when no deal matches", () => {
    const uncovered = answerDealCommission({
      query: "acme",
      deals: [
        {
          ...open,
          covered: false,
          upfront: null,
          residualMonthly: null,
          residualTotal: null,
          total: null,
          weighted: null,
        },
      ],
    });
    expect(uncovered).toContain("no commission plan covers");
    expect(uncovered).not.toMatch(/\$1,600/);
    expect(answerDealCommission({ query: "zzz", deals: [] })).toBe(
      'There are no matching deals: your company has no deal or customer matching "zzz".',
    );
  });
});

describe("renewals answers", () => {
  const row = {
    dealId: "d1",
    title: "Acme - 20 phones",
    customer: "Acme Corp",
    carrier: "VERIZON",
    kind: "contract_end" as const,
    day: "2026-12-20",
    daysLeft: 26,
    monthlyRevenue: 800,
    assignedTo: "demo",
  };

  it("lists each date with its kind and deal, and says the range it read", () => {
    const text = answerRenewals({
      from: "2026-12-01",
      to: "2026-12-31",
      kinds: ["contract_end"],
      carrier: "verizon",
      rows: [row],
    });
    expect(text).toContain("contract ends on Verizon between Dec 1, 2026 and Dec 31, 2026");
    expect(text).toContain(
      "| Dec 20, 2026 (in 26 days) | Contract ends | Acme - 20 phones | Acme Corp | Verizon | $800.00 | demo |",
    );
  });

  it("says there are none, naming the range or the deal", () => {
    const all = ["contract_end", "promotion_end", "last_installment", "chargeback_end"] as const;
    expect(answerRenewals({ from: "2026-12-01", to: "2026-12-31", kinds: [...all], rows: [] })).toBe(
      "There are no renewal dates between Dec 1, 2026 and Dec 31, 2026 on your company's won deals.",
    );
    expect(
      answerRenewals({
        from: "2026-11-24",
        to: "2036-11-24",
        kinds: [...all],
        query: "acme",
        matchedDeals: [],
        rows: [],
      }),
    ).toContain('no won deal matching "acme"');
  });
});
