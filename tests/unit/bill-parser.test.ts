import { describe, expect, it } from "vitest";
import { analyzeParsedBill } from "@/lib/bills/analyze";
import { detectBillFileKind, hasAcceptedExtension } from "@/lib/bills/file-type";
import { parseBillText } from "@/lib/bills/parse-bill";
import { parseDate } from "@/lib/lang/dates";
import { moneyValues } from "@/lib/lang/money";
import { analysisReportSheets, REPORT_SHEET_NAMES } from "@/lib/bills/report";
import type { PricedPlan } from "@/lib/quotes/pricing";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("bill file type by content", () => {
  it("knows PDF, PNG and JPEG by their first bytes", () => {
    expect(detectBillFileKind(new TextEncoder().encode("%PDF-1.7\n..."))).toBe("pdf");
    expect(detectBillFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(detectBillFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
  });
  it("refuses anything else, whatever its name", () => {
    expect(detectBillFileKind(new TextEncoder().encode("hello"))).toBeNull();
    expect(detectBillFileKind(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull(); // GIF
    expect(detectBillFileKind(bytes())).toBeNull();
    expect(hasAcceptedExtension("bill.PDF")).toBe(true);
    expect(hasAcceptedExtension("bill.gif")).toBe(false);
  });
});

describe("bill text helpers", () => {
  it("parses the date formats of the three carriers", () => {
    expect(parseDate("Nov 24, 2026")).toBe("2026-11-24");
    expect(parseDate("December 1, 2026")).toBe("2026-12-01");
    expect(parseDate("11/25/2026")).toBe("2026-11-25");
    expect(parseDate("2026-02-30")).toBeNull();
  });
  it("reads money but not data sizes", () => {
    expect(moneyValues("Device: X $22.22 Remaining balance $1,622.16")).toEqual([22.22, 1622.16]);
    expect(moneyValues("Payment received -$1,024.50")).toEqual([-1024.5]);
    expect(moneyValues("Data used: 12.45 GB")).toEqual([]);
  });
});

const STATEMENT = `AT&T Business
Account number: 123456789
Total amount due $141.50
Due date: Jan 5, 2027
Line 214-555-0101 User: Ann Lee Cost center: Sales
Plan: Business Unlimited Performance $40.00
Data used: 45.5 GB
Device: Apple iPhone 15 installment 2 of 36 $22.22 Remaining balance $755.48
International: Roaming - Mexico, Canada $12.00
Line total $74.22
Line 214-555-0102 User: Bo Diaz
Plan: Business Unlimited Tablet $20.00
Data used: 300 MB
Line total $20.00
Line 214-555-0103 User: Cy Ray Cost center: Sales
Plan: Business Unlimited Wearables $10.00
Data used: 0.2 GB
Line total $10.00
Surcharges, taxes and fees $37.28
Page 1 of 1`;

const PLANS: PricedPlan[] = [
  { id: 1, carrier: "att", plan: "Business Unlimited Performance", planType: "Unlimited", pricePerLine: 40, premiumData: "50GB", hotspot: "40GB hotspot", videoStreaming: "1080p (HD)" },
  { id: 2, carrier: "att", plan: "Business Unlimited Tablet", planType: "Data Only", pricePerLine: 20, premiumData: "22GB", hotspot: "5GB hotspot", videoStreaming: "480p (SD)" },
  { id: 3, carrier: "att", plan: "Business Unlimited Wearables", planType: "Wearable", pricePerLine: 10, premiumData: null, hotspot: null, videoStreaming: null },
  { id: 4, carrier: "att", plan: "Business Unlimited Elite", planType: "Unlimited", pricePerLine: 45, premiumData: "Unlimited", hotspot: "60GB hotspot", videoStreaming: "4K UHD" },
  { id: 5, carrier: "tmobile", plan: "Business Essentials", planType: "Unlimited", pricePerLine: 26, premiumData: "50GB", hotspot: "Unlimited (3G speeds)", videoStreaming: "480p (SD)" },
  { id: 6, carrier: "tmobile", plan: "Business Unlimited Advanced", planType: "Unlimited", pricePerLine: 40, premiumData: "Unlimited", hotspot: "50GB hotspot", videoStreaming: "4K UHD" },
  { id: 7, carrier: "tmobile", plan: "Business Unlimited Tablet", planType: "Data Only", pricePerLine: 20, premiumData: "50GB", hotspot: "5GB hotspot", videoStreaming: "480p (SD)" },
  { id: 8, carrier: "tmobile", plan: "Business Wearable Line", planType: "Wearable", pricePerLine: 10, premiumData: null, hotspot: null, videoStreaming: null },
];

describe("statement parser and analysis", () => {
  const parsed = parseBillText(STATEMENT);

  it("reads the account, totals and every line", () => {
    expect(parsed.provider).toBe("att");
    expect(parsed.totalDue).toBe(141.5);
    expect(parsed.dueDate).toBe("2027-01-05");
    expect(parsed.taxesAndFees).toBe(37.28);
    expect(parsed.lines.map((l) => l.phoneNumber)).toEqual(["(214) 555-0101", "(214) 555-0102", "(214) 555-0103"]);
    expect(parsed.lines[0]).toMatchObject({
      user: "Ann Lee",
      department: "Sales",
      planName: "Business Unlimited Performance",
      planCost: 40,
      dataUsageGB: 45.5,
      equipment: { deviceName: "Apple iPhone 15", monthlyPayment: 22.22, remainingBalance: 755.48 },
      internationalCost: 12,
      countries: ["Mexico", "Canada"],
      lineTotal: 74.22,
    });
    expect(parsed.lines[1]!.dataUsageGB).toBe(0.29);
    expect(parsed.lines[1]!.department).toBeNull();
  });

  it("fills every field of the analysis from the bill or by computation", () => {
    const a = analyzeParsedBill(parsed, PLANS, { source: "pdf", pages: 1 });
    expect(a.totalMonthlyBill).toBe(141.5);
    expect(a.lines.map((l) => l.lineType)).toEqual(["voice", "mobile_internet", "wearable"]);
    expect(a.lines[1]!.department).toBe("Unassigned");
    expect(a.departmentBreakdown).toEqual({
      Sales: { lines: 2, cost: 84.22, dataUsage: 45.7 },
      Unassigned: { lines: 1, cost: 20, dataUsage: 0.29 },
    });
    expect(a.businessMetrics.costPerEmployee).toBe(141.5);
    expect(a.businessMetrics.internationalUsage).toEqual({ cost: 12, countries: ["Mexico", "Canada"] });
    const issues = a.businessMetrics.complianceStatus.issues.join("\n");
    expect(issues).toMatch(/1 line without a cost center/);
    expect(issues).toMatch(/International charges of \$12\.00/);
    expect(issues).toMatch(/under 0\.5 GB/);
    expect(a.businessMetrics.complianceStatus.policyCompliant).toBe(false);
    // Market: cheapest complete option for 1 voice (premium data + international → top tier), 1 tablet, 1 watch.
    expect(a.competitiveAnalysis.currentProvider).toBe("AT&T");
    expect(a.competitiveAnalysis.enterpriseDiscounts.available).toBe(false);
    expect(a.competitiveAnalysis.marketComparison.featureGaps.join(" ")).toMatch(/Business Unlimited Tablet/);
    expect(a.details?.accountCharges).toBe(37.28);
    expect(a.details?.reconciliation?.status).toBe("reconciled");

    const sheets = analysisReportSheets(a);
    expect(sheets.map((s) => s.name)).toEqual([...REPORT_SHEET_NAMES]);
    expect(sheets[1]!.rows.filter((r) => String(r[0]).startsWith("("))).toHaveLength(3);
  });

  it("refuses a document without lines with a clear message", () => {
    expect(() => analyzeParsedBill(parseBillText("Hello world\nNothing here"), PLANS, { source: "pdf", pages: 1 })).toThrow(/No wireless lines/);
  });

  it("offers enterprise discounts from 10 lines", () => {
    const many = Array.from({ length: 12 }, (_, i) => `(415) 555-${String(1000 + i)} | Dept: Ops | Business Essentials\nPlan $26.00\nData usage 5GB\nLine subtotal $26.00`).join("\n");
    const a = analyzeParsedBill(parseBillText(`T-Mobile for Business\nTotal due $312.00\nDue by 11/25/2026\n${many}`), PLANS, { source: "image", pages: 1 });
    expect(a.lines).toHaveLength(12);
    expect(a.competitiveAnalysis.enterpriseDiscounts.available).toBe(true);
    expect(a.competitiveAnalysis.enterpriseDiscounts.potentialSavings).toBeGreaterThan(0);
  });
});

describe("savings compare like with like", () => {
  // One carrier in the catalogue, so the offer is known: 2 × Business Essentials at $26.00 = $52.00 a month before taxes.
  const ONE_OFFER: PricedPlan[] = [PLANS[4]!];
  const BILL = `Verizon Business
Total amount due $146.00
Due date: Dec 7, 2026
Line (206) 555-0101 User: Ann Lee
Plan: Business Unlimited Plus $31.00
Device payment Apple iPhone 15 (3 of 36) $20.00 Remaining balance $660.00
Taxes and fees $9.00
Data used 5 GB
Line total $60.00
Line (206) 555-0102 User: Bo Diaz
Plan: Business Unlimited Plus $31.00
Device payment Google Pixel 9 (12 of 36) $20.00 Remaining balance $500.00
Taxes and fees $9.00
Data used 3 GB
Line total $60.00
Account charges
Regulatory recovery fee $26.00`;

  it("reads the bill and reconciles it", () => {
    const parsed = parseBillText(BILL);
    expect(parsed.reconciliation).toMatchObject({ status: "reconciled", stated: 146, linesTotal: 120, accountCharges: 26, unattributed: 0 });
  });

  it("compares $62.00 of plans with the $52.00 offer: $120.00 a year, not the taxes and installments", () => {
    const a = analyzeParsedBill(parseBillText(BILL), ONE_OFFER, { source: "pdf", pages: 1 });
    // Today's formula (total less installments, against the pre-tax offer) gave (146 − 40 − 52) × 12 = $648.00.
    expect(a.potentialSavings.annualSavings).toBe(120);
    expect(a.potentialSavings.basis).toMatchObject({
      currentServiceMonthly: 62,
      offerMonthly: 52,
      excludedMonthly: { deviceInstallments: 40, taxesAndSurcharges: 44 },
    });
  });

  it("shows the device buy-out as the cost of switching, with the months to break even", () => {
    const a = analyzeParsedBill(parseBillText(BILL), ONE_OFFER, { source: "pdf", pages: 1 });
    expect(a.potentialSavings.switching).toEqual({
      devicePayoff: 1160,
      devicesWithBalance: 2,
      carrier: "T-Mobile",
      offerMonthly: 52,
      monthlyDifference: 10,
      switchingCost: 1160,
      breakEvenMonths: 116,
    });
    const enterprise = analysisReportSheets(a).find((sheet) => sheet.name === "Enterprise Analysis")!;
    expect(enterprise.rows).toContainEqual(["Total cost of switching", 1160]);
    expect(enterprise.rows).toContainEqual(["Months to break even", "116 months"]);
  });

  it("says what is not attributed when the lines do not make the total", () => {
    const parsed = parseBillText(BILL.replace("Regulatory recovery fee $26.00", ""));
    expect(parsed.reconciliation).toMatchObject({ status: "unattributed", unattributed: 26 });
    const a = analyzeParsedBill(parsed, ONE_OFFER, { source: "pdf", pages: 1 });
    expect(analysisReportSheets(a)[0]!.rows).toContainEqual(["Check against the bill", "$26.00 of the total is not attributed to a line"]);
  });
});
