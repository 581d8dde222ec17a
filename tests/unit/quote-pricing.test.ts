import { describe, expect, it } from "vitest";
import { choosePlan, priceRequirements, type PricedPlan } from "@/lib/quotes/pricing";
import { emptyRequirements } from "@/lib/quotes/requirements";
import { normaliseWebsite, quoteRequestFormSchema } from "@/lib/validation/quotes";

const plan = (
  id: number,
  carrier: string,
  name: string,
  planType: string,
  price: number,
  premiumData: string | null = null,
  hotspot: string | null = null,
  video: string | null = null,
): PricedPlan => ({
  id,
  carrier,
  plan: name,
  planType,
  pricePerLine: price,
  premiumData,
  hotspot,
  videoStreaming: video,
});

const PLANS = [
  plan(1, "att", "Starter", "Unlimited", 30, null, "5GB hotspot", "480p (SD)"),
  plan(2, "att", "Performance", "Unlimited", 40, "50GB", "40GB hotspot", "1080p (HD)"),
  plan(3, "att", "Elite", "Unlimited", 45, "Unlimited", "60GB hotspot", "4K UHD"),
  plan(4, "att", "Tablet", "Data Only", 20),
  plan(5, "att", "Hotspot", "Hotspot", 55, "100GB", "Unlimited (100GB high-speed)"),
  plan(6, "verizon", "Start", "Unlimited", 30),
  plan(7, "verizon", "Internet", "Fixed Wireless", 69, "Unlimited"),
  plan(8, "tmobile", "Essentials", "Unlimited", 26, "50GB", "Unlimited (3G speeds)", "480p (SD)"),
  plan(9, "tmobile", "Internet", "Fixed Wireless", 50, "Unlimited"),
];

describe("pricing", () => {
  it("chooses the cheapest plan that meets the needs", () => {
    const none = { hotspot: false, premiumData: false, international: false, fiveG: false };
    expect(choosePlan(PLANS, "att", "voice", none)?.plan.plan).toBe("Starter");
    expect(choosePlan(PLANS, "att", "voice", { ...none, premiumData: true })?.plan.plan).toBe("Performance");
    expect(choosePlan(PLANS, "att", "voice", { ...none, international: true })?.plan.plan).toBe("Elite");
    expect(choosePlan(PLANS, "att", "mobileInternet", { ...none, hotspot: true })?.plan.plan).toBe("Hotspot");
    expect(choosePlan(PLANS, "tmobile", "voice", { ...none, hotspot: true })).toEqual({ plan: PLANS[7], met: false });
    expect(choosePlan(PLANS, "att", "fixedWireless", none)).toBeNull();
  });

  it("prices each carrier, marks missing line types and the best complete option", () => {
    const r = emptyRequirements();
    r.lines.voice = 10;
    r.lines.fixedWireless = 1;
    r.budget = { amount: 400, per: "month" };
    const q = priceRequirements(r, PLANS);
    const byCarrier = Object.fromEntries(q.options.map((o) => [o.carrier, o]));
    expect(byCarrier.att!.unavailable).toEqual(["fixedWireless"]);
    expect(byCarrier.verizon!.monthlyTotal).toBe(369);
    expect(byCarrier.tmobile!.monthlyTotal).toBe(310);
    expect(byCarrier.tmobile!.contractTotal).toBe(7440);
    expect(byCarrier.tmobile!.withinBudget).toBe(true);
    expect(byCarrier.tmobile!.best).toBe(true);
    expect(q.bestCarrier).toBe("tmobile");
    r.carrierPreference = "verizon";
    expect(priceRequirements(r, PLANS).bestCarrier).toBe("verizon");
    r.carrierPreference = "att"; // cannot serve every line: the cheapest complete option wins
    expect(priceRequirements(r, PLANS).bestCarrier).toBe("tmobile");
  });
});

describe("quote request form", () => {
  it("prefixes a website without a scheme with https://", () => {
    expect(normaliseWebsite("acme.com")).toBe("https://acme.com");
    expect(normaliseWebsite("http://acme.com")).toBe("http://acme.com");
    const parsed = quoteRequestFormSchema.parse({
      companyName: "A",
      companyWebsite: "acme.com",
      contactName: "B",
      contactEmail: "b@acme.com",
      description: "5 phones",
    });
    expect(parsed.companyWebsite).toBe("https://acme.com");
  });
  it("requires every field", () => {
    const r = quoteRequestFormSchema.safeParse({
      companyName: " ",
      companyWebsite: "",
      contactName: "",
      contactEmail: "x",
      description: "",
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Company name is required",
        "Company website is required",
        "Contact name is required",
        "Enter a valid email address",
        "Description is required",
      ]),
    );
  });
});
