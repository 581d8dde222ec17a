/** Reports against a real database: real rows of the company for a date range. */
import { describe, expect, it } from "vitest";
import { getActivityReport, getCustomerReport, getDealsReport, getPerformanceReport } from "@/lib/db/queries/reports";
import { resolveReportRange, reportRequestSchema } from "@/lib/validation/reports";
import { setupTestDatabase } from "../helpers/db";

const DEMO = "11111111-1111-4111-8111-111111111111";
const HARBOR = "22222222-2222-4222-8222-222222222222";
const ALL = { from: null, to: null };

setupTestDatabase();

describe("reports", () => {
  it("the Deals report holds every deal of the company in the range, closed_lost included", async () => {
    const all = await getDealsReport(DEMO, ALL);
    expect(all).toHaveLength(20);
    expect(all.map((d) => d.status)).toContain("closed_lost");
    const recent = await getDealsReport(
      DEMO,
      resolveReportRange(reportRequestSchema.parse({ type: "deals", range: "30" })),
    );
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(20);
    expect(recent.map((d) => d.title)).not.toContain("Ridgeline HVAC - 57-line fleet refresh");
    expect((await getDealsReport(HARBOR, ALL)).map((d) => d.title).every((t) => !t.startsWith("Ridgeline"))).toBe(true);
  });

  it("the Customer and Activity reports are the company's own rows", async () => {
    expect(await getCustomerReport(DEMO, ALL)).toHaveLength(12);
    const activity = await getActivityReport(DEMO, ALL);
    expect(activity.length).toBeGreaterThan(18);
    expect(
      activity.some(
        (a) =>
          a.dealTitle === "Ridgeline HVAC - 57-line fleet refresh" &&
          a.fromStatus === "negotiation" &&
          a.toStatus === "closed_won",
      ),
    ).toBe(true);
    expect(activity.some((a) => a.dealTitle.startsWith("Pier 9"))).toBe(false);
  });

  it("Performance counts deals, won, lost, won value and win rate per agent", async () => {
    const deals = await getDealsReport(DEMO, ALL);
    const rows = await getPerformanceReport(DEMO, ALL);
    expect(rows.map((r) => r.agent).sort()).toEqual(["Unassigned", "demo", "jordan", "morgan"].sort());
    for (const row of rows) {
      const mine = deals.filter((d) => d.assignedTo === row.agent);
      const won = mine.filter((d) => d.status === "closed_won");
      const lost = mine.filter((d) => d.status === "closed_lost");
      expect(row).toMatchObject({ deals: mine.length, won: won.length, lost: lost.length });
      expect(row.wonValue).toBeCloseTo(
        won.reduce((n, d) => n + d.value, 0),
        2,
      );
      expect(row.winRate).toBeCloseTo(won.length + lost.length ? won.length / (won.length + lost.length) : 0, 4);
    }
  });

  it("a custom range is whole days, start and end included; the end may not precede the start", () => {
    const range = resolveReportRange(
      reportRequestSchema.parse({ type: "activity", range: "custom", from: "2026-01-01", to: "2026-01-31" }),
    );
    expect(range.from?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(range.to?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(
      reportRequestSchema.safeParse({ type: "deals", range: "custom", from: "2026-02-01", to: "2026-01-01" }).success,
    ).toBe(false);
    expect(reportRequestSchema.safeParse({ type: "deals", range: "custom" }).success).toBe(false);
  });
});
