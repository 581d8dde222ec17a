import { describe, expect, it } from "vitest";
import { computeDealValue, toNonNegative } from "@/lib/deals/value";
import { formatUsd } from "@/lib/format";
import { newDealSchema } from "@/lib/validation/deals";

describe("deal value rule", () => {
  it("lines × rate gives the monthly revenue; × 24 months when the term is empty", () => {
    const v = computeDealValue({ voiceLines: 10, monthlyRate: 30, contractTerm: null });
    expect(v).toMatchObject({ totalLines: 10, monthlyRevenue: 300, termMonths: 24, value: 7200, totalRevenue: 7200 });
    expect(formatUsd(v.value)).toBe("$7,200.00");
  });

  it("counts every line type and uses the contract term when above 0", () => {
    const v = computeDealValue({
      voiceLines: 45,
      mobileInternetLines: 12,
      fixedWirelessLines: 3,
      monthlyRate: 40,
      contractTerm: 36,
      oneTimeRevenue: 1500,
    });
    expect(v.monthlyRevenue).toBe(2400);
    expect(v.value).toBe(86400);
    expect(v.totalRevenue).toBe(87900);
  });

  it("a term of 0 means 24 months; non-numeric or negative input counts as 0", () => {
    expect(computeDealValue({ voiceLines: 2, monthlyRate: 10, contractTerm: 0 }).value).toBe(480);
    expect(toNonNegative("abc")).toBe(0);
    expect(toNonNegative(-4)).toBe(0);
    expect(computeDealValue({ voiceLines: Number("x"), monthlyRate: 50 }).value).toBe(0);
  });

  it("rounds to cents without binary drift", () => {
    expect(computeDealValue({ voiceLines: 3, monthlyRate: 0.1, contractTerm: 1 }).value).toBe(0.3);
  });
});

describe("New Deal schema", () => {
  const base = { contactName: "Ann", companyName: "Acme", carrier: "ATT", title: "Acme phones", probability: 20 };

  it("applies the defaults (status lead, stage discovery, hardware source carrier)", () => {
    const d = newDealSchema.parse(base);
    expect(d).toMatchObject({
      status: "lead",
      stage: "discovery",
      hardwareSource: "carrier",
      voiceLines: 0,
      contractTerm: null,
    });
  });

  it("requires contact name, company name, carrier, title and a probability between 0 and 100", () => {
    expect(newDealSchema.safeParse({ ...base, contactName: " " }).error?.issues[0]?.message).toBe(
      "Contact name is required",
    );
    expect(newDealSchema.safeParse({ ...base, companyName: "" }).error?.issues[0]?.message).toBe(
      "Company name is required",
    );
    expect(newDealSchema.safeParse({ ...base, title: "" }).error?.issues[0]?.message).toBe("Deal title is required");
    expect(newDealSchema.safeParse({ ...base, carrier: "SPRINT" }).success).toBe(false);
    expect(newDealSchema.safeParse({ ...base, probability: 101 }).error?.issues[0]?.message).toBe(
      "Probability must be between 0 and 100",
    );
    expect(newDealSchema.safeParse({ ...base, probability: "" }).error?.issues[0]?.message).toBe(
      "Probability is required",
    );
  });

  it("turns non-numeric line counts into 0 and rejects a website that is not a URL", () => {
    expect(newDealSchema.parse({ ...base, voiceLines: "lots" }).voiceLines).toBe(0);
    expect(newDealSchema.safeParse({ ...base, companyWebsite: "not a url" }).success).toBe(false);
    expect(newDealSchema.safeParse({ ...base, companyWebsite: "https://acme.example" }).success).toBe(true);
  });
});
