// @vitest-environment jsdom
/**
 * One like-for-like recommendation: each line matched to a plan of its type with at least its
 * features, the same carrier named in Cost Summary, Enterprise Analysis, the switch table and the
 * plan cards; line types from the device; a device's model is never a plan; plans recognised
 * under another spelling. Statements written for these rules.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AnalysisTabs } from "@/components/bills/analysis-tabs";
import { CompetingOfferTable } from "@/components/quotes/competing-offer";
import { QuoteOptions } from "@/components/quotes/quote-options";
import { analyzeParsedBill } from "@/lib/bills/analyze";
import { deviceKind, isDeviceModel, lineTypeFrom, namesOnlyDeviceKind } from "@/lib/bills/line-kind";
import { parseBillText } from "@/lib/bills/parse-bill";
import { buildCompetingOffer } from "@/lib/quotes/competing-offer";
import { findCatalogPlan, lineNeeds, matchLine, planFeatures } from "@/lib/quotes/like-for-like";
import type { PricedPlan } from "@/lib/quotes/pricing";

afterEach(cleanup);

let id = 0;
const plan = (
  carrier: string,
  name: string,
  planType: string,
  price: number,
  premiumData: string | null,
  hotspot: string | null,
  videoStreaming: string | null,
): PricedPlan => ({
  id: ++id,
  carrier,
  plan: name,
  planType,
  pricePerLine: price,
  premiumData,
  hotspot,
  videoStreaming,
});

/** A catalogue of two carriers: cheap plans that give up features, and richer ones. */
const PLANS: PricedPlan[] = [
  plan("att", "Business Unlimited Starter", "Unlimited", 30, null, "5GB hotspot", "480p (SD)"),
  plan("att", "Business Unlimited Performance", "Unlimited", 40, "50GB", "40GB hotspot", "1080p (HD)"),
  plan("att", "Business Unlimited Elite", "Unlimited", 45, "Unlimited", "60GB hotspot", "4K UHD"),
  plan("att", "Business Unlimited Tablet", "Data Only", 20, "22GB", "5GB hotspot", "480p (SD)"),
  plan("att", "Business Unlimited Hotspot Performance", "Hotspot", 55, "100GB", "Unlimited (100GB high-speed)", null),
  plan("tmobile", "Business Essentials", "Unlimited", 26, "50GB", "Unlimited (3G speeds)", "480p (SD)"),
  plan("tmobile", "Business Unlimited Advanced", "Unlimited", 40, "Unlimited", "50GB hotspot", "4K UHD"),
  plan("tmobile", "Business Unlimited Ultimate", "Unlimited", 50, "Unlimited", "Unlimited hotspot", "4K UHD"),
  plan("tmobile", "Business Unlimited Tablet", "Data Only", 20, "50GB", "5GB hotspot", "480p (SD)"),
  plan("tmobile", "Business Unlimited Hotspot", "Hotspot", 50, "100GB", "Unlimited (100GB high-speed)", null),
];

/**
 * An AT&T business statement: an Elite and a Performance line paying more than the catalogue's
 * price, and a hotspot on a data plan the catalogue does not list.
 */
const STATEMENT = `AT&T Business
Account number: 8812-4471-09
Total amount due $318.00
Due date: Dec 12, 2026
Line 469-555-0111 User: Rosa Vega
Plan: AT&T Business Unl Elite $85.00
Data used: 48.2 GB
Line total $85.00
Line 469-555-0112 User: Omar Haddad
Plan: Unlimited Performance $75.00
Data used: 12.0 GB
Line total $75.00
Line 469-555-0113 User: Fleet Hotspot 1
Plan: DataConnect 30GB $60.00
Device: Netgear Nighthawk M6 installment 4 of 36 $11.11 Remaining balance $355.52
Data used: 21.7 GB
Line total $71.11
Line 469-555-0114 User: Lena Park
Plan: Unlimited Performance $75.00
Data used: 3.1 GB
Line total $75.00
Surcharges, taxes and fees $11.89`;

function analysis(text = STATEMENT) {
  return analyzeParsedBill(parseBillText(text), PLANS, { source: "pdf", pages: 1 });
}

describe("line type and plan from what the line prints", () => {
  it("a hotspot, tablet or watch is never a voice line, whatever the plan's name", () => {
    expect(lineTypeFrom("DataConnect 30GB", "Netgear Nighthawk M6", undefined)).toBe("mobile_internet");
    expect(lineTypeFrom("Business Unlimited Plus", "Inseego MiFi X Pro 5G", "Unlimited")).toBe("mobile_internet");
    expect(lineTypeFrom("Business Unlimited Plus", "Apple iPad Air 11", "Unlimited")).toBe("mobile_internet");
    expect(lineTypeFrom("Go5G Business", "Apple Watch Series 10", "Unlimited")).toBe("wearable");
    expect(lineTypeFrom("Data Connect 5GB", null, undefined)).toBe("mobile_internet");
    expect(lineTypeFrom("Business Unlimited Plus", "Apple iPhone 16", "Unlimited")).toBe("voice");
    expect(deviceKind("Orbic Speed 5G UW")).toBe("hotspot");
    expect(deviceKind("Samsung Galaxy Tab S9 FE")).toBe("tablet");
    expect(deviceKind("Google Pixel 9")).toBe("phone");
  });

  it("reads the hotspot line of the statement as mobile internet", () => {
    const a = analysis();
    expect(a.lines.find((l) => l.phoneNumber === "(469) 555-0113")!.lineType).toBe("mobile_internet");
  });

  it("a kind of device alone is no plan's name; a plan named for its kind of device is", () => {
    for (const kind of ["Smartphone", "Smartwatch", "Mobile hotspot", "Tablet"])
      expect(namesOnlyDeviceKind(kind)).toBe(true);
    for (const plan of ["Business Wearable Line", "Business Unlimited Tablet", "Hotspot 50GB", "Apple Watch SE"])
      expect(namesOnlyDeviceKind(plan)).toBe(false);
  });

  it("a device's model is never a plan's name", () => {
    expect(isDeviceModel("iPhone 16 Pro Max")).toBe(true);
    expect(isDeviceModel("Pixel 9")).toBe(true);
    expect(isDeviceModel("Galaxy S25 Ultra")).toBe(true);
    expect(isDeviceModel("Business Unlimited Tablet")).toBe(false);
    expect(isDeviceModel("Go5G Business")).toBe(false);
    const parsed = parseBillText(`Verizon Business
Total amount due $52.00
Line 312-555-0190 User: Kai Moss
iPhone 16 Pro Max
Device payment (3 of 36) $12.00 Remaining balance $396.00
Monthly access $40.00
Line total $52.00`);
    const line = parsed.lines[0]!;
    expect(line.planName).toBe("");
    expect(line.equipment?.deviceName).toBe("iPhone 16 Pro Max");
    // A table whose plan column holds the device's model: the plan is unread, with a warning.
    const table = parseBillText(`Verizon Business
Total amount due $85.00
| Wireless number | User | Plan | Monthly access | Total |
| 312-555-0191 | Ada Brook | Pixel 9 | $40.00 | $40.00 |
| 312-555-0192 | Lev Stone | Business Unlimited Plus | $45.00 | $45.00 |`);
    expect(table.lines.map((l) => l.planName)).toEqual(["", "Business Unlimited Plus"]);
    expect(table.warnings.join(" ")).toMatch(/"Pixel 9", read where the plan's name stands, is a device/);
  });

  it("recognises a catalogue plan under another spelling", () => {
    expect(findCatalogPlan(PLANS, "att", "AT&T Business Unl Elite")?.plan).toBe("Business Unlimited Elite");
    expect(findCatalogPlan(PLANS, "att", "Unlimited Performance")?.plan).toBe("Business Unlimited Performance");
    expect(findCatalogPlan(PLANS, "tmobile", "Business Unlimited Advanced®")?.plan).toBe("Business Unlimited Advanced");
    expect(findCatalogPlan(PLANS, "att", "Business Unlimited Premium")).toBeUndefined();
    const a = analysis();
    expect(a.competitiveAnalysis.marketComparison.featureGaps.join(" ")).not.toMatch(/Not in our catalogue.*Elite/);
  });
});

describe("like-for-like plan match", () => {
  it("matches each line to a plan of its type with at least its features, not the cheapest plan", () => {
    const elite = findCatalogPlan(PLANS, "att", "Business Unlimited Elite")!;
    const need = lineNeeds({ lineType: "voice", planName: elite.plan, dataUsageGB: 48, phoneNumber: "x" }, elite);
    expect(need).toEqual(planFeatures(elite));
    // T-Mobile's $26 plan (480p, hotspot at 3G speeds) and the $40 one (50 GB hotspot < 60 GB) give up features.
    expect(
      matchLine(PLANS, "tmobile", { lineType: "voice", planName: elite.plan, dataUsageGB: 48, phoneNumber: "x" }, need),
    ).toMatchObject({
      plan: { plan: "Business Unlimited Ultimate" },
      givesUp: [],
    });
    const hotspot = {
      lineType: "mobile_internet" as const,
      planName: "DataConnect 30GB",
      dataUsageGB: 21.7,
      phoneNumber: "y",
      equipment: { deviceName: "Netgear Nighthawk M6" },
    };
    expect(matchLine(PLANS, "tmobile", hotspot, lineNeeds(hotspot, undefined))!.plan.plan).toBe(
      "Business Unlimited Hotspot",
    );
  });

  it("says what a line would give up when no plan of a carrier has its features", () => {
    const only = PLANS.filter(
      (p) => p.plan !== "Business Unlimited Ultimate" && p.plan !== "Business Unlimited Advanced",
    );
    const elite = findCatalogPlan(only, "att", "Business Unlimited Elite")!;
    const line = { lineType: "voice" as const, planName: elite.plan, dataUsageGB: 48, phoneNumber: "x" };
    const match = matchLine(only, "tmobile", line, lineNeeds(line, elite))!;
    expect(match.plan.plan).toBe("Business Essentials");
    expect(match.givesUp.join(", ")).toMatch(/video 4K UHD → 480p \(SD\)/);
  });
});

describe("one recommendation, the same in every place", () => {
  it("names the same carrier in Cost Summary, Enterprise Analysis, the switch table and the plan cards", () => {
    const a = analysis();
    expect(a.details?.reconciliation?.status).toBe("reconciled");
    const r = a.potentialSavings.recommendation!;
    expect(r).toBeTruthy();
    const { competing, options } = buildCompetingOffer(a, PLANS);
    expect(competing.recommendation).toEqual(r);

    render(<AnalysisTabs analysis={a} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("annual-savings").parentElement).toHaveTextContent(r.label);
    expect(screen.getByTestId("annual-savings")).toHaveTextContent(
      `$${r.annualSavings.toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    cleanup();
    render(<AnalysisTabs analysis={a} tab="enterprise" onTabChange={() => undefined} />);
    expect(screen.getByTestId("recommendation")).toHaveTextContent(r.label);
    expect(screen.getByTestId("opportunities").querySelector("li")).toHaveTextContent(r.label);
    cleanup();
    render(<CompetingOfferTable offer={competing} />);
    const best = screen.getByText("Best").closest("tr")!;
    expect(best).toHaveAttribute("data-testid", `competing-${r.carrierId}`);
    expect(screen.getByTestId("offer-recommendation")).toHaveTextContent(r.label);
    expect(
      within(screen.getByTestId("competing-att")).getByText(/stay and re-plan at the current carrier/),
    ).toBeTruthy();
    cleanup();
    render(<QuoteOptions options={options} contractMonths={24} />);
    expect(screen.getAllByTestId("best-option")).toHaveLength(1);
    expect(screen.getByTestId(`quote-option-${r.carrierId}`)).toContainElement(screen.getByTestId("best-option"));
    expect(within(screen.getByTestId("quote-option-att")).getByTestId("stay-option")).toBeTruthy();
  });

  it("compares like for like: the Elite and Performance lines keep their video, hotspot and premium data", () => {
    const a = analysis();
    const { options } = buildCompetingOffer(a, PLANS);
    const tmobile = options.find((o) => o.carrier === "tmobile")!;
    expect(tmobile.items.map((i) => `${i.quantity} × ${i.planName}`).sort()).toEqual([
      "1 × Business Unlimited Hotspot",
      "1 × Business Unlimited Ultimate",
      "2 × Business Unlimited Advanced",
    ]);
    expect(tmobile.items.some((i) => i.planName === "Business Essentials")).toBe(false);
    // Staying at AT&T re-planned: the same plans at the catalogue's prices ($45 + 2 × $40 + $55 hotspot).
    const att = options.find((o) => o.carrier === "att")!;
    expect(att.stay).toBe(true);
    expect(att.monthlyTotal).toBe(180);
    const r = a.potentialSavings.recommendation!;
    // Current service $295 a month; re-planning at AT&T saves $115 a month with no buy-out, moving to T-Mobile
    // ($180 a month) saves as much but costs the $355.52 buy-out: the first year is best staying.
    expect(r).toMatchObject({ carrierId: "att", stay: true, label: "Stay and re-plan at AT&T (current carrier)" });
    expect(r.annualSavings).toBe(1380);
  });
});
