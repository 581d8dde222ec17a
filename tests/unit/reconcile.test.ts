import { describe, expect, it } from "vitest";
import { expectedInPeriod, monthOf, reconcile, type ReconDeal } from "@/lib/commissions/reconcile";

const deal = (id: string, over: Partial<ReconDeal> = {}): ReconDeal => ({
  id,
  title: `Deal ${id}`,
  customer: `Customer ${id}`,
  closeDate: "2026-06-15",
  termMonths: 24,
  upfront: 1000,
  residualMonthly: 50,
  ...over,
});

describe("what a deal should pay in a month", () => {
  it("the upfront in its close month, the residual in each month of the term after it, nothing outside", () => {
    const d = deal("a");
    expect(expectedInPeriod(d, "2026-05")).toBe(0);
    expect(expectedInPeriod(d, "2026-06")).toBe(1000);
    expect(expectedInPeriod(d, "2026-07")).toBe(50);
    expect(expectedInPeriod(d, "2028-06")).toBe(50);
    expect(expectedInPeriod(d, "2028-07")).toBe(0);
    expect(monthOf("2026-01-31", 1)).toBe("2026-02");
  });
});

describe("reconciling a statement", () => {
  const deals = [
    deal("11111111-0000-4000-8000-000000000001", { title: "Ridgeline fleet", customer: "Ridgeline HVAC" }),
    deal("11111111-0000-4000-8000-000000000002", { title: "Bluewater backup", customer: "Bluewater Dental" }),
    deal("11111111-0000-4000-8000-000000000003", { title: "Cascade phones", customer: "Cascade Freight" }),
    deal("11111111-0000-4000-8000-000000000004", { title: "Cascade tablets", customer: "Cascade Freight" }),
    deal("11111111-0000-4000-8000-000000000005", { title: "Old deal", customer: "Old Co", closeDate: "2020-01-10" }),
    deal("11111111-0000-4000-8000-000000000006", { title: "Prairie sites", customer: "Prairie Grain" }),
  ];

  it("gives each outcome: matched, short-paid, over-paid, unexpected and expected but missing", () => {
    const rows = [
      // by deal id, exact
      { row: 2, reference: "11111111-0000-4000-8000-000000000001", amount: 50 },
      // by title, case and punctuation ignored; two rows for one deal are summed: 30 of 50
      { row: 3, reference: "BLUEWATER BACKUP", amount: 20 },
      { row: 4, reference: "bluewater-backup", amount: 10 },
      // by customer name that only one deal has: paid more than expected
      { row: 5, reference: "Prairie Grain", amount: 75.5 },
      // a customer with two deals: cannot tell which one
      { row: 6, reference: "Cascade Freight", amount: 50 },
      // nobody
      { row: 7, reference: "Someone Else Inc", amount: 12 },
      // a deal whose term ended: expects nothing this month, so any payment is over-paid
      { row: 8, reference: "Old deal", amount: 5 },
    ];
    const r = reconcile(rows, deals, "2026-08");
    const byTitle = Object.fromEntries(r.lines.filter((l) => l.dealId).map((l) => [l.title, l]));
    expect(byTitle["Ridgeline fleet"]).toMatchObject({
      outcome: "matched",
      expected: 50,
      paid: 50,
      difference: 0,
      rows: [2],
    });
    expect(byTitle["Bluewater backup"]).toMatchObject({
      outcome: "short_paid",
      expected: 50,
      paid: 30,
      difference: -20,
      rows: [3, 4],
    });
    expect(byTitle["Prairie sites"]).toMatchObject({
      outcome: "over_paid",
      expected: 50,
      paid: 75.5,
      difference: 25.5,
    });
    expect(byTitle["Old deal"]).toMatchObject({ outcome: "over_paid", expected: 0, paid: 5 });
    expect(byTitle["Cascade phones"]).toMatchObject({ outcome: "missing", expected: 50, paid: 0, difference: -50 });
    expect(byTitle["Cascade tablets"]).toMatchObject({ outcome: "missing" });
    const unexpected = r.lines.filter((l) => l.outcome === "unexpected").map((l) => [l.reference, l.paid]);
    expect(unexpected).toEqual(
      expect.arrayContaining([
        ["Cascade Freight", 50],
        ["Someone Else Inc", 12],
      ]),
    );
    expect(r.counts).toEqual({ matched: 1, short_paid: 1, over_paid: 2, unexpected: 2, missing: 2 });
    expect(r.totals).toEqual({ expected: 250, paid: 222.5 });
    expect(r.dealOfRow.get(6)).toBeNull();
    expect(r.dealOfRow.get(4)).toBe("11111111-0000-4000-8000-000000000002");
    // discrepancies first (missing, short, over, unexpected), the matched last
    expect(r.lines.at(-1)!.outcome).toBe("matched");
    expect(r.lines[0]!.outcome).toBe("missing");
  });

  it("a chargeback row (negative) nets against the month's payment", () => {
    const r = reconcile(
      [
        { row: 2, reference: "Ridgeline fleet", amount: 1000 },
        { row: 3, reference: "Ridgeline fleet", amount: -1000 },
      ],
      [deals[0]!],
      "2026-06",
    );
    expect(r.lines).toEqual([
      expect.objectContaining({ outcome: "short_paid", expected: 1000, paid: 0, difference: -1000 }),
    ]);
  });

  it("pays within a cent count as matched; an empty statement shows every expected deal as missing", () => {
    const r = reconcile([{ row: 2, reference: "Ridgeline fleet", amount: 50.004 }], [deals[0]!], "2026-07");
    expect(r.lines[0]!.outcome).toBe("matched");
    const empty = reconcile([], deals, "2026-07");
    expect(empty.counts.missing).toBe(5);
  });
});
