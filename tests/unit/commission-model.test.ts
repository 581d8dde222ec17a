import { describe, expect, it } from "vitest";
import {
  addDaysToDay,
  commissionProductOf,
  computeCommission,
  expectedCommission,
  planInEffect,
  weightedCommission,
  type CommissionPlanTerms,
} from "@/lib/commissions/model";

const phone2024: CommissionPlanTerms = {
  id: "p1",
  carrier: "ATT",
  product: "phone",
  upfrontMultiple: 2.5,
  residualPercent: 5,
  chargebackDays: 180,
  effectiveFrom: "2024-01-01",
};
const phone2026: CommissionPlanTerms = {
  ...phone2024,
  id: "p2",
  upfrontMultiple: 3,
  residualPercent: 4,
  chargebackDays: 90,
  effectiveFrom: "2026-07-01",
};
const verizonPhone: CommissionPlanTerms = { ...phone2024, id: "p3", carrier: "VERIZON", upfrontMultiple: 2 };
const plans = [phone2026, phone2024, verizonPhone];

describe("commission arithmetic", () => {
  it("upfront is MRR × the multiple; residual is MRR × % per month, over the term", () => {
    const c = computeCommission(
      { monthlyRevenue: 1200, contractTerm: 36, closeDate: "2025-03-10" },
      phone2024,
      "2025-01-01",
    );
    expect(c).toEqual({
      upfront: 3000,
      residualMonthly: 60,
      termMonths: 36,
      residualTotal: 2160,
      total: 5160,
      chargebackEndsOn: "2025-09-06",
    });
  });

  it("an empty or zero contract term counts 24 months, as the deal value does", () => {
    expect(computeCommission({ monthlyRevenue: 100, contractTerm: 0 }, phone2024, "2025-01-01").residualTotal).toBe(
      120,
    );
    expect(computeCommission({ monthlyRevenue: 100, contractTerm: null }, phone2024, "2025-01-01").termMonths).toBe(24);
  });

  it("rounds to cents without drift and never goes negative", () => {
    const c = computeCommission(
      { monthlyRevenue: 33.33, contractTerm: 7 },
      { ...phone2024, upfrontMultiple: 1.1, residualPercent: 3.3 },
      "2025-01-01",
    );
    expect(c.upfront).toBe(36.66);
    expect(c.residualMonthly).toBe(1.1);
    expect(c.residualTotal).toBe(7.7);
    expect(c.total).toBe(44.36);
    expect(computeCommission({ monthlyRevenue: -50 }, phone2024, "2025-01-01").total).toBe(0);
  });

  it("the chargeback window closes that many days after the close date (across months, years and leap days)", () => {
    expect(
      computeCommission({ monthlyRevenue: 1, closeDate: "2024-02-28" }, { ...phone2024, chargebackDays: 1 }, "x")
        .chargebackEndsOn,
    ).toBe("2024-02-29");
    expect(
      computeCommission({ monthlyRevenue: 1, closeDate: "2025-12-15" }, { ...phone2024, chargebackDays: 30 }, "x")
        .chargebackEndsOn,
    ).toBe("2026-01-14");
    expect(
      computeCommission({ monthlyRevenue: 1, closeDate: null }, { ...phone2024, chargebackDays: 90 }, "2026-11-23")
        .chargebackEndsOn,
    ).toBe("2027-02-21");
    expect(addDaysToDay("2026-03-08", 1)).toBe("2026-03-09");
  });
});

describe("which plan applies", () => {
  it("the plan in effect on the close date: the latest effective on or before it", () => {
    expect(planInEffect(plans, "ATT", "phone", "2026-06-30")?.id).toBe("p1");
    expect(planInEffect(plans, "ATT", "phone", "2026-07-01")?.id).toBe("p2");
    expect(planInEffect(plans, "att", "phone", "2030-01-01")?.id).toBe("p2");
    expect(planInEffect(plans, "ATT", "phone", "2023-12-31")).toBeNull();
  });

  it("a later plan never changes the figures of a deal closed before it", () => {
    const deal = {
      carrier: "ATT",
      product: "phone" as const,
      monthlyRevenue: 1000,
      contractTerm: 24,
      closeDate: "2026-05-01",
    };
    const before = expectedCommission(deal, [phone2024], "2026-11-23");
    const after = expectedCommission(deal, plans, "2026-11-23");
    expect(after).toEqual(before);
    expect(expectedCommission({ ...deal, closeDate: "2026-08-01" }, plans, "2026-11-23")?.upfront).toBe(3000);
  });

  it("a deal with no close date uses the plan in effect today; other carriers and products use their own", () => {
    const deal = { carrier: "ATT", product: "phone" as const, monthlyRevenue: 100, closeDate: null };
    expect(expectedCommission(deal, plans, "2026-01-01")?.plan.id).toBe("p1");
    expect(expectedCommission(deal, plans, "2026-08-01")?.plan.id).toBe("p2");
    expect(expectedCommission({ ...deal, carrier: "VERIZON" }, plans, "2026-08-01")?.upfront).toBe(200);
    expect(expectedCommission({ ...deal, carrier: "TMOBILE" }, plans, "2026-08-01")).toBeNull();
    expect(expectedCommission({ ...deal, product: "iot" }, plans, "2026-08-01")).toBeNull();
  });
});

describe("board weighting", () => {
  it("open deals count commission × probability; Closed Won counts it whole (earned); Closed Lost nothing", () => {
    expect(weightedCommission(5160, "proposal", 55)).toBe(2838);
    expect(weightedCommission(5160, "lead", 0)).toBe(0);
    expect(weightedCommission(5160, "closed_won", 40)).toBe(5160);
    expect(weightedCommission(5160, "closed_lost", 90)).toBe(0);
    expect(weightedCommission(100, "negotiation", 150)).toBe(100);
  });
});

describe("commission product of a deal", () => {
  it("comes from the device type, else from the lines", () => {
    expect(commissionProductOf("Rugged Phone")).toBe("phone");
    expect(commissionProductOf("Hotspot")).toBe("tablet_data");
    expect(commissionProductOf("smartwatch")).toBe("wearable");
    expect(commissionProductOf("Asset Tracker")).toBe("iot");
    expect(commissionProductOf("FWA")).toBe("internet");
    expect(commissionProductOf("", { voiceLines: 3, mobileInternetLines: 5 })).toBe("tablet_data");
    expect(commissionProductOf(null, { fixedWirelessLines: 2 })).toBe("internet");
    expect(commissionProductOf(null, {})).toBeNull();
  });
});
