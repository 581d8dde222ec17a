import { describe, expect, it } from "vitest";
import { commissionReport, monthsBetween } from "@/lib/commissions/report";

describe("the Commissions report", () => {
  it("expected by month, carrier and agent from the deals, received from the statements' months", () => {
    const deals = [
      { closeDate: "2026-08-20", termMonths: 2, upfront: 500, residualMonthly: 20, carrier: "ATT", agent: "demo" },
      { closeDate: "2026-09-02", termMonths: 24, upfront: 100, residualMonthly: 5, carrier: "ATT", agent: "demo" },
      {
        closeDate: "2026-09-10",
        termMonths: 24,
        upfront: 300,
        residualMonthly: 10,
        carrier: "VERIZON",
        agent: "jordan",
      },
    ];
    const payments = [
      { period: "2026-09", carrier: "ATT", agent: "demo", amount: 110 },
      { period: "2026-09", carrier: "ATT", agent: "Unmatched", amount: 7 },
      { period: "2026-06", carrier: "ATT", agent: "demo", amount: 99 }, // before the range
    ];
    const rows = commissionReport(deals, payments, "2026-08", "2026-11");
    const find = (month: string, carrier: string, agent: string) =>
      rows.find((r) => r.month === month && r.carrier === carrier && r.agent === agent);
    expect(find("2026-08", "ATT", "demo")).toEqual({
      month: "2026-08",
      carrier: "ATT",
      agent: "demo",
      expected: 500,
      received: 0,
      difference: -500,
    });
    expect(find("2026-09", "ATT", "demo")).toEqual({
      month: "2026-09",
      carrier: "ATT",
      agent: "demo",
      expected: 120,
      received: 110,
      difference: -10,
    });
    expect(find("2026-10", "ATT", "demo")!.expected).toBe(25);
    expect(find("2026-11", "ATT", "demo")!.expected).toBe(5); // the 2-month term ended in October
    expect(find("2026-09", "VERIZON", "jordan")!.expected).toBe(300);
    expect(find("2026-09", "ATT", "Unmatched")).toMatchObject({ expected: 0, received: 7 });
    expect(rows.some((r) => r.month === "2026-06")).toBe(false);
    expect(rows.map((r) => r.month)).toEqual([...rows.map((r) => r.month)].sort().reverse());
  });

  it("lists the months of a range", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-03", "2026-02")).toEqual([]);
  });
});
