import { describe, expect, it } from "vitest";
import { analyzeParsedBill } from "@/lib/bills/analyze";
import { detectBillFileKind, hasAcceptedExtension } from "@/lib/bills/file-type";
import { LABEL, chargeCategory, columnCategory, expandAbbreviations } from "@/lib/bills/labels";
import { rowsFromBoxes, withoutSpecks, type TextBox } from "@/lib/bills/layout";
import { parseBillRows, parseBillText } from "@/lib/bills/parse-bill";
import { parseDate } from "@/lib/lang/dates";
import { moneyValues, roundCents } from "@/lib/lang/money";
import { analysisReportSheets, REPORT_SHEET_NAMES } from "@/lib/bills/report";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { TWO_LINE_BILL_TEXT } from "../fixtures/bills/two-line-text";

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
  it("reads cents a scan set apart from a large dollar amount, ending the cell, and nothing else after an amount", () => {
    expect(["$474. 63", "$295 16", "$ 5 2 9 65", "$0 .89"].map((t) => moneyValues(t))).toEqual([
      [474.63],
      [295.16],
      [529.65],
      [0.89],
    ]);
    expect(["$40 12 months", "$40.00 12", "$45 per line 12"].map((t) => moneyValues(t))).toEqual([[40], [40], [45]]);
    // Digits set apart that end in no cents: no amount, rather than the first group's.
    expect(["$ 17 7 7 1", "$ 3 64 7 7"].map((t) => moneyValues(t))).toEqual([[], []]);
  });
  it("reads a decimal point a scan took for a colon after a currency sign, and no time as money", () => {
    expect(["Taxes | $1:72 | $40.00", "$1,204:50", "USD 12:05 due"].map((t) => moneyValues(t))).toEqual([
      [1.72, 40],
      [1204.5],
      [12.05],
    ]);
    expect(["Call 10:30 to 11:45", "$1:725", "ends 5:30 pm $4.00"].map((t) => moneyValues(t))).toEqual([[], [], [4]]);
  });
  it("takes a label's amount from its right only up to another figure's label", () => {
    const b = parseBillText(`Amount due     Last bill     $601.18
               Payment Nov 18, 2026     -$601.18
$295.16        New charges     $295.16
Due by 12/21/2026
(214) 555-0126   Priya Shah
Business Essentials   $295.16
Line total   $295.16`);
    expect(b.totalDue).toBe(295.16);
    expect(b.reconciliation.status).toBe("reconciled");
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
  {
    id: 1,
    carrier: "att",
    plan: "Business Unlimited Performance",
    planType: "Unlimited",
    pricePerLine: 40,
    premiumData: "50GB",
    hotspot: "40GB hotspot",
    videoStreaming: "1080p (HD)",
  },
  {
    id: 2,
    carrier: "att",
    plan: "Business Unlimited Tablet",
    planType: "Data Only",
    pricePerLine: 20,
    premiumData: "22GB",
    hotspot: "5GB hotspot",
    videoStreaming: "480p (SD)",
  },
  {
    id: 3,
    carrier: "att",
    plan: "Business Unlimited Wearables",
    planType: "Wearable",
    pricePerLine: 10,
    premiumData: null,
    hotspot: null,
    videoStreaming: null,
  },
  {
    id: 4,
    carrier: "att",
    plan: "Business Unlimited Elite",
    planType: "Unlimited",
    pricePerLine: 45,
    premiumData: "Unlimited",
    hotspot: "60GB hotspot",
    videoStreaming: "4K UHD",
  },
  {
    id: 5,
    carrier: "tmobile",
    plan: "Business Essentials",
    planType: "Unlimited",
    pricePerLine: 26,
    premiumData: "50GB",
    hotspot: "Unlimited (3G speeds)",
    videoStreaming: "480p (SD)",
  },
  {
    id: 6,
    carrier: "tmobile",
    plan: "Business Unlimited Advanced",
    planType: "Unlimited",
    pricePerLine: 40,
    premiumData: "Unlimited",
    hotspot: "50GB hotspot",
    videoStreaming: "4K UHD",
  },
  {
    id: 7,
    carrier: "tmobile",
    plan: "Business Unlimited Tablet",
    planType: "Data Only",
    pricePerLine: 20,
    premiumData: "50GB",
    hotspot: "5GB hotspot",
    videoStreaming: "480p (SD)",
  },
  {
    id: 8,
    carrier: "tmobile",
    plan: "Business Wearable Line",
    planType: "Wearable",
    pricePerLine: 10,
    premiumData: null,
    hotspot: null,
    videoStreaming: null,
  },
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
    expect(() =>
      analyzeParsedBill(parseBillText("Hello world\nNothing here"), PLANS, { source: "pdf", pages: 1 }),
    ).toThrow(/No wireless lines/);
  });

  it("offers enterprise discounts from 10 lines", () => {
    const many = Array.from(
      { length: 12 },
      (_, i) =>
        `(415) 555-${String(1000 + i)} | Dept: Ops | Business Essentials\nPlan $26.00\nData usage 5GB\nLine subtotal $26.00`,
    ).join("\n");
    const a = analyzeParsedBill(
      parseBillText(`T-Mobile for Business\nTotal due $312.00\nDue by 11/25/2026\n${many}`),
      PLANS,
      { source: "image", pages: 1 },
    );
    expect(a.lines).toHaveLength(12);
    expect(a.competitiveAnalysis.enterpriseDiscounts.available).toBe(true);
    expect(a.competitiveAnalysis.enterpriseDiscounts.potentialSavings).toBeGreaterThan(0);
  });
});

describe("savings compare like with like", () => {
  // One carrier in the catalogue, so the offer is known: 2 × Business Essentials at $26.00 = $52.00 a month before taxes.
  const ONE_OFFER: PricedPlan[] = [PLANS[4]!];
  const BILL = TWO_LINE_BILL_TEXT;

  it("reads the bill and reconciles it", () => {
    const parsed = parseBillText(BILL);
    expect(parsed.reconciliation).toMatchObject({
      status: "reconciled",
      stated: 146,
      linesTotal: 120,
      accountCharges: 26,
      unattributed: 0,
    });
  });

  // Small device balances: the switch pays its buy-out back within the year.
  const SMALL = BILL.replace("Remaining balance $660.00", "Remaining balance $60.00").replace(
    "Remaining balance $500.00",
    "Remaining balance $40.00",
  );

  it("compares $62.00 of plans with the $52.00 offer: $120.00 a year, not the taxes and installments", () => {
    const a = analyzeParsedBill(parseBillText(SMALL), ONE_OFFER, { source: "pdf", pages: 1 });
    // Today's formula (total less installments, against the pre-tax offer) gave (146 − 40 − 52) × 12 = $648.00.
    expect(a.potentialSavings.annualSavings).toBe(120);
    expect(a.potentialSavings.basis).toMatchObject({
      currentServiceMonthly: 62,
      offerMonthly: 52,
      excludedMonthly: { deviceInstallments: 40, taxesAndSurcharges: 44 },
    });
  });

  it("shows the device buy-out as the cost of switching, with the months to break even", () => {
    const a = analyzeParsedBill(parseBillText(SMALL), ONE_OFFER, { source: "pdf", pages: 1 });
    expect(a.potentialSavings.switching).toEqual({
      devicePayoff: 100,
      devicesWithBalance: 2,
      balancesUnread: 0,
      stay: false,
      carrier: "T-Mobile",
      offerMonthly: 52,
      monthlyDifference: 10,
      switchingCost: 100,
      breakEvenMonths: 10,
    });
    const enterprise = analysisReportSheets(a).find((sheet) => sheet.name === "Enterprise Analysis")!;
    expect(enterprise.rows).toContainEqual(["Recommendation", "Move to T-Mobile"]);
    expect(enterprise.rows).toContainEqual(["Total cost of switching", 100]);
    expect(enterprise.rows).toContainEqual(["Months to break even", "10 months"]);
  });

  it("recommends staying when the $1,160.00 buy-out is not paid back by $10.00 a month within the year", () => {
    const a = analyzeParsedBill(parseBillText(BILL), ONE_OFFER, { source: "pdf", pages: 1 });
    expect(a.potentialSavings.recommendation).toMatchObject({
      stay: true,
      carrierId: "verizon",
      label: "Stay at Verizon (current carrier) as is",
      annualSavings: 0,
    });
    expect(a.potentialSavings.annualSavings).toBe(0);
    expect(a.potentialSavings.enterpriseOpportunities.join(" ")).not.toMatch(/T-Mobile/);
  });

  it("computes no savings or switch from a reading that does not reconcile", () => {
    const parsed = parseBillText(BILL.replace("Total amount due $146.00", "Total amount due $96.00"));
    expect(parsed.reconciliation.status).toBe("unattributed");
    const a = analyzeParsedBill(parsed, ONE_OFFER, { source: "pdf", pages: 1 });
    expect(a.totalMonthlyBill).toBeNull();
    expect(a.businessMetrics.costPerEmployee).toBeNull();
    expect(a.potentialSavings.annualSavings).toBeNull();
    expect(a.potentialSavings.switching).toBeUndefined();
    expect(a.potentialSavings.recommendation).toBeNull();
    expect(a.potentialSavings.withheld).toMatch(/\$50\.00 more than the bill's new charges of \$96\.00/);
    expect(a.potentialSavings.enterpriseOpportunities.join(" ")).not.toMatch(/T-Mobile|a year below/);
    const summary = analysisReportSheets(a)[0]!;
    expect(summary.rows[0]![0]).toBe("The reading does not add up");
  });

  it("says what is not attributed when the lines do not make the total", () => {
    const parsed = parseBillText(BILL.replace("Regulatory recovery fee $26.00", ""));
    expect(parsed.reconciliation).toMatchObject({ status: "unattributed", unattributed: 26 });
    const a = analyzeParsedBill(parsed, ONE_OFFER, { source: "pdf", pages: 1 });
    expect(analysisReportSheets(a)[0]!.rows).toContainEqual([
      "Check against the bill",
      "$26.00 of the total is not attributed to a line",
    ]);
  });
});

/** Statements in layouts written for these rules (not taken from the fixture corpus). */
const LAYOUTS = {
  A: `Verizon Wireless Business
Account: 442-118-0091-00001
Balance due   $301.70
Payment due date   Dec 07, 2026
| Name | Wireless number | Plan | Monthly access | Equipment | Taxes & fees | Data used | Total |
| Ann Lee | 512-555-0134 | Business Unlimited Plus | $40.00 | $22.22 | $5.10 | 12.5 GB | $67.32 |
| Bo Diaz | 512-555-0135 | Business Unlimited Start | $30.00 | $0.00 | $4.08 | 850 MB | $34.08 |
| Cy Ray | 512-555-0136 | Business Unlimited Pro | $45.00 | $41.67 | $6.63 | 61.2 GB | $93.30 |
| Dee Fox | 512-555-0137 | Business Unlimited Plus | $40.00 | $0.00 | $5.00 | 3 GB | $45.00 |
| Ed Kim | 512-555-0138 | Business Unlimited Start | $30.00 | $25.00 | $4.00 | 1.2 GB | $59.00 |
Account charges
Administrative fee   $3.00`,
  B: `T-Mobile for Business
AMOUNT DUE      DUE BY
$164.30         11/30/26
Line    Name          Plan              Plan     Equip    Fees   Taxes   GB      Total
(206) 555-0148   Ana Ruiz   Go5G Business   35.00   20.83   2.10   1.50   14.20   59.43
(206) 555-0149   Ben Ode    Go5G Business   35.00    0.00   2.10   1.50    2.05   38.60
(206) 555-0150   Cal Poe    Business Essentials   26.00   27.78   1.90   1.40   40.00   57.08
Credits
Multi-line discount   (10.00)
Autopay credit   5.00CR
Account service fee   24.19`,
  C: `AT&T Business
Account number 8877 6655 4433
Please pay $118.25 by Jan 5, 2027
Statement date Dec 10, 2026
Previous balance $200.00
Payment received Dec 1, 2026 -$200.00
Current charges $118.25
Maria Lopez  214.555.0142   $71.13
  Business Unlimited Performance   $40.00
  Apple iPhone 16 installment 5 of 36   $27.78
  Remaining balance $861.18
  Surcharges   $2.10
  Taxes   $1.25
  Data   3,072 MB
David Kim  214.555.0143   $47.12
  Business Unlimited Starter   $30.00
  Mobile Hotspot add-on   $15.00
  Surcharges   $1.40
  Taxes   $0.72
  Loyalty credit   ($0.00)
  Data   18.4 GB`,
  D: `Cascade Mobile · Business account 10-2020-30
Total amount due: $96.00
Due date: 2026-12-07
Wireless Number     User        Rate Plan             Access Charge   Device Installment   Balance    Surcharges   Taxes   Usage (GB)   Total
+1 415 555 0101     Li Wei      Unlimited Pro         45.00           16.67                400.08     2.00         1.33    20.5         65.00
4155550102          Sam Cole    Unlimited Basic       25.00           0.00                 0.00       1.20         0.80    0.4          27.00
Account-level charges
Regulatory cost recovery   4.00`,
  E: `VERIZON
Invoice date: November 20th, 2026
Account # 0098-7765-4431
Total Amount Due .......... $143.57
Payment Due Date: December 7th, 2026
Summary for (312) 555-0181
User: Jo Park    Cost Center: 100-Sales
Monthly Charges
  Business Unlimited Plus  11/21 - 12/20   S40.00
Equipment Charges
  Device Payment Agreement - Apple iPhone 15 (payment 9 of 36)   $22.22
  Balance remaining after this payment   $599.94
Surcharges and Other Charges & Credits
  Regulatory charge   $0.21
  Admin & telco recovery charge   $3.30
Taxes, Governmental Surcharges & Fees
  State 911 fee   $1.00
  Sales tax   $2.07
Data   1,536 MB
Total for (312) 555-0181   $68.80
Page 1 of 2
VERIZON   Account # 0098-7765-4431
Summary for (312) 555-0182
User: Al Moss    Cost Center: 200-Ops
Monthly Charges
  Business Unlimited Start  11/21 - 12/20   $30.00
  Mobile hotspot   $10.00
Surcharges and Other Charges & Credits
  Regulatory charge   $0.18
  Promotional credit   -$5.00
Taxes, Governmental Surcharges & Fees
  State 911 fee   $0.85
Data   22.10 GB
Total for (312) 555-0182   $36.03
Account charges and credits
  Account fee   $38.74
Page 2 of 2`,
};

const line = (bill: ReturnType<typeof parseBillText>, phone: string) =>
  bill.lines.find((l) => l.phoneNumber === phone)!;

describe("layouts read by the rules", () => {
  it("a pipe table with the name before the number, MB and GB, an account charge", () => {
    const b = parseBillText(LAYOUTS.A);
    expect(b).toMatchObject({
      totalDue: 301.7,
      dueDate: "2026-12-07",
      accountCharges: 3,
      reconciliation: { status: "reconciled", unattributed: 0 },
    });
    expect(b.lines).toHaveLength(5);
    expect(line(b, "(512) 555-0134")).toMatchObject({
      user: "Ann Lee",
      planName: "Business Unlimited Plus",
      planCost: 40,
      equipment: { monthlyPayment: 22.22 },
      taxes: 5.1,
      dataUsageGB: 12.5,
      lineTotal: 67.32,
    });
    expect(line(b, "(512) 555-0135")).toMatchObject({ equipment: null, dataUsageGB: 0.83, lineTotal: 34.08 });
  });

  it("on a statement that does not reconcile: surcharges and taxes only together, a plan only if it is the carrier's", () => {
    const unreconciled = parseBillText(LAYOUTS.B.replace("$164.30", "$199.99"));
    expect(unreconciled.reconciliation.status).not.toBe("reconciled");
    const a = analyzeParsedBill(unreconciled, PLANS, { source: "pdf", pages: 1 });
    const cal = a.lines.find((l) => l.phoneNumber === "(206) 555-0150")!;
    // Its parts make its printed total: the plan charge and the total are confirmed, not which fee is a tax.
    expect(cal).toMatchObject({ planName: "Business Essentials", planCost: 26, totalCharges: 57.08 });
    expect(cal.surcharges).toBeNull();
    expect(cal.taxes).toBeNull();
    expect(a.details?.warnings.join(" ")).toMatch(/\(206\) 555-0150: surcharges and taxes come to \$3\.30 together/);
    // "Go5G Business" is none of the carrier's plans here: not confirmed, not shown.
    expect(a.lines.find((l) => l.phoneNumber === "(206) 555-0148")!.planName).toBe("");
    expect(a.details?.warnings.join(" ")).toMatch(/the plan read \("Go5G Business"\) is none of the carrier's plans/);
    // The same statement reconciling shows them all.
    const reconciled = analyzeParsedBill(parseBillText(LAYOUTS.B), PLANS, { source: "pdf", pages: 1 });
    expect(reconciled.lines.find((l) => l.phoneNumber === "(206) 555-0150")).toMatchObject({
      surcharges: 1.9,
      taxes: 1.4,
    });
    expect(reconciled.lines.find((l) => l.phoneNumber === "(206) 555-0148")!.planName).toBe("Go5G Business");
  });

  it("a column table of bare figures under stacked AMOUNT DUE / DUE BY, credits in (…) and CR", () => {
    const b = parseBillText(LAYOUTS.B);
    expect(b).toMatchObject({
      totalDue: 164.3,
      dueDate: "2026-11-30",
      accountCharges: 24.19,
      credits: -15,
      reconciliation: { status: "reconciled" },
    });
    expect(line(b, "(206) 555-0150")).toMatchObject({
      user: "Cal Poe",
      planName: "Business Essentials",
      planCost: 26,
      equipment: { monthlyPayment: 27.78 },
      surcharges: 1.9,
      taxes: 1.4,
      dataUsageGB: 40,
      lineTotal: 57.08,
    });
  });

  it("keeps the account rows a summary adds up, even when one equals the lines' own credits", () => {
    // The two lines' discounts make $12.00, as does the account's multi-line credit: the summary
    // row "Account fees & credits ($7.00)" adds up the fee and that credit, so both are the account's.
    const b = parseBillText(
      [
        "AT&T Business",
        "Amount due $119.00",
        "Payment due date Dec 9, 2026",
        "Line charges (2 lines) $126.00",
        "Account fees & credits ($7.00)",
        "Total new charges $119.00",
        "Account fees & credits",
        "Paper statement fee $5.00",
        "Multi-line credit ($12.00)",
        "Kim Ortiz 303-555-0171",
        "Business Unlimited Performance $60.00",
        "Autopay discount ($6.00)",
        "Total for 303-555-0171 $54.00",
        "Dev Shah 303-555-0172",
        "Business Unlimited Elite $78.00",
        "Autopay discount ($6.00)",
        "Total for 303-555-0172 $72.00",
      ].join("\n"),
    );
    expect(b).toMatchObject({
      totalDue: 119,
      accountCharges: 5,
      credits: -12,
      reconciliation: { status: "reconciled", unattributed: 0 },
    });
    expect(b.lines.map((l) => l.lineTotal)).toEqual([54, 72]);
  });

  it("reads a shared line's name with its number as the user, and a device model never", () => {
    const b = parseBillText(
      [
        "Verizon Business",
        "Total amount due $98.00",
        "Due by 12/15/2026",
        "Store 12  303.555.0171",
        "Business Unlimited Start  $30.00",
        "Taxes & fees  $4.00",
        "Total for 303.555.0171  $34.00",
        "Van #4  303-555-0172",
        "Pixel 9",
        "Business Unlimited Plus  $40.00",
        "Device payment 3 of 36  $20.00",
        "Taxes & fees  $4.00",
        "Total for 303-555-0172  $64.00",
      ].join("\n"),
    );
    expect(b.lines.map((l) => l.user)).toEqual(["Store 12", "Van #4"]);
    expect(b.reconciliation).toMatchObject({ status: "reconciled" });
  });

  it("reads a dash in a figure column as nothing charged there, and a 'Totals' row as no line's charge", () => {
    const b = parseBillText(`AT&T Business
Total due $136.00
Line    Plan    Plan charges    Device    Surcharges    Taxes    Total
(312) 555-0190
Business Unlimited Elite    60.00    —    4.00    3.00    67.00
(312) 555-0191
Business Unlimited Performance    45.00    15.00    --    n/a    60.00
(312) 555-0192
Business Unlimited Starter    9.00    -    -    -    9.00
Totals    114.00    15.00    4.00    3.00    136.00`);
    expect(
      b.lines.map((l) => [l.planCost, l.equipment?.monthlyPayment ?? null, l.surcharges, l.taxes, l.lineTotal]),
    ).toEqual([
      [60, null, 4, 3, 67],
      [45, 15, 0, 0, 60],
      [9, null, 0, 0, 9],
    ]);
    expect(b.reconciliation).toMatchObject({ status: "reconciled", unattributed: 0 });
  });

  it("detail sections with the line total beside the number, previous balance and payment", () => {
    const b = parseBillText(LAYOUTS.C);
    expect(b).toMatchObject({
      totalDue: 118.25,
      dueDate: "2027-01-05",
      currentCharges: 118.25,
      previousBalance: 200,
      accountNumber: "8877 6655 4433",
    });
    expect(b.reconciliation.status).toBe("reconciled");
    expect(line(b, "(214) 555-0142")).toMatchObject({
      user: "Maria Lopez",
      planCost: 40,
      equipment: { deviceName: "Apple iPhone 16", monthlyPayment: 27.78, remainingBalance: 861.18 },
      dataUsageGB: 3,
      lineTotal: 71.13,
    });
    expect(line(b, "(214) 555-0143")).toMatchObject({
      otherCharges: 15,
      surcharges: 1.4,
      taxes: 0.72,
      lineTotal: 47.12,
    });
  });

  it("names a device in a numbered list of agreements without its item number, when it falls or 'final'", () => {
    const b = parseBillText(`Total amount due $116.00
Wireless number | Rate plan | Monthly | Equipment | Total
214-555-0134 | BUS UNL STARTER | $30.00 | $12.50 | $42.50
214-555-0135 | BUS UNL PREFERRED | $40.00 | $33.50 | $73.50
Equipment installment agreements
1) 214-555-0134 Samsung Galaxy A35 - installment 24 of 24: $12.50 this bill (final installment), $0.00 remaining.
2. 214-555-0135 Apple iPhone 16 Pro - installment 3 of 36: $33.50 due this month, $1,105.50 remaining after this bill.`);
    expect(b.lines.map((l) => l.equipment?.deviceName)).toEqual(["Samsung Galaxy A35", "Apple iPhone 16 Pro"]);
    expect(line(b, "(214) 555-0135").equipment).toMatchObject({ monthlyPayment: 33.5, remainingBalance: 1105.5 });
  });

  it("names a device before its kind ('… - Smartwatch'), and a customer-provided device owes nothing", () => {
    expect(LABEL.ownedDevice("customer-provided device")).toBe(true);
    expect(LABEL.ownedDevice("user supplied device")).toBe(true);
    const owned = parseBillText(`Total amount due $30.00
Number | User | Device | Total Charges
(781)555-0154 | Luis Ortega | Customer-provided device - Smartphone | $30.00`);
    expect(owned.lines[0]!.equipment).toEqual({ deviceName: "", monthlyPayment: 0, remainingBalance: 0 });
    const b = parseBillText(`Total amount due $71.67
Priya Shah | (617)555-0100
Apple Watch Series 10 - Smartwatch
Business Unlimited Smartwatch | $10.00
Device Payment Agreement | Apple Watch Series 10 | $16.67
Payment 20 of 24 | Remaining balance $66.68
Total Current Charges for (617)555-0100 | $26.67
Luis Ortega | (781)555-0154
Customer-provided device - Smartphone
Business Unlimited Welcome | $30.00
Total Current Charges for (781)555-0154 | $30.00
Carlos Mendes | (617)555-0211
Inseego MiFi X PRO 5G - Jetpack / Hotspot
Business Unlimited Hotspot | $15.00
Total Current Charges for (617)555-0211 | $15.00`);
    expect(line(b, "(617) 555-0100").equipment?.deviceName).toBe("Apple Watch Series 10");
    expect(line(b, "(617) 555-0211").equipment?.deviceName).toBe("Inseego MiFi X PRO 5G");
  });

  it("reads a line's figures under a header whose first column is the plan's name, under 'Charges by line'", () => {
    const b = parseBillText(`Amount due $114.27
Charges by line
Olivia Reyes | 303.555.0164 | Your own device | 69.12
Business Unlimited Plus | Line discount | Device payment | Add-ons | Surcharges | Taxes & gov fees
40.00 | -5.00 | 0.00 | 25.00 | 3.27 | 5.85
Aisha Bello | 720.555.0247 | Jetpack MiFi 8800L (paid off) | 45.15
Business Unlimited Data Pro (Jetpack) | Line discount | Device payment | Add-ons | Surcharges | Taxes & gov fees
39.00 | 0.00 | 0.00 | 0.00 | 2.71 | 3.44
Total for 2 lines | 114.27`);
    expect(b.lines.map((l) => [l.planName, l.planCost, l.credits, l.otherCharges, l.lineTotal])).toEqual([
      ["Business Unlimited Plus", 40, -5, 25, 69.12],
      ["Business Unlimited Data Pro (Jetpack)", 39, 0, 0, 45.15],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("a number named as a record's identifier (agreement, order, invoice) is no line", () => {
    const b = parseBillText(`Total amount due $101.33
Invoice: 4695550123
(214) 555-0134  Ann Lee
Business Unlimited Plus   $45.00
Installment agreement #2145550199 Apple iPhone 15: monthly $23.33, remaining $559.92 (9/36) | $23.33
Line total $68.33
(214) 555-0135  Bo Chen
Business Unlimited Start   $33.00
Order no. 5125550144 - SIM kit shipped 11/02/26
Line total $33.00`);
    expect(b.lines.map((l) => l.phoneNumber)).toEqual(["(214) 555-0134", "(214) 555-0135"]);
    expect(line(b, "(214) 555-0134").equipment).toMatchObject({ monthlyPayment: 23.33, remainingBalance: 559.92 });
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("a space-aligned table with +1 and bare ten-digit numbers, installment and balance columns", () => {
    const b = parseBillText(LAYOUTS.D);
    expect(b).toMatchObject({
      totalDue: 96,
      dueDate: "2026-12-07",
      accountCharges: 4,
      reconciliation: { status: "reconciled" },
    });
    expect(line(b, "(415) 555-0101")).toMatchObject({
      user: "Li Wei",
      planName: "Unlimited Pro",
      equipment: { monthlyPayment: 16.67, remainingBalance: 400.08 },
      dataUsageGB: 20.5,
    });
    expect(line(b, "(415) 555-0102")).toMatchObject({ equipment: null, planCost: 25, lineTotal: 27 });
  });

  it("sections over pages with headings, fields on their own row, an OCR S for $ and a service period by the plan", () => {
    const b = parseBillText(LAYOUTS.E);
    expect(b).toMatchObject({
      totalDue: 143.57,
      dueDate: "2026-12-07",
      accountCharges: 38.74,
      reconciliation: { status: "reconciled" },
      warnings: [],
    });
    expect(line(b, "(312) 555-0181")).toMatchObject({
      user: "Jo Park",
      department: "100-Sales",
      planName: "Business Unlimited Plus",
      planCost: 40,
      equipment: { deviceName: "Apple iPhone 15", monthlyPayment: 22.22, remainingBalance: 599.94 },
      surcharges: 3.51,
      taxes: 3.07,
      dataUsageGB: 1.5,
      lineTotal: 68.8,
    });
    expect(line(b, "(312) 555-0182")).toMatchObject({ otherCharges: 10, credits: -5, lineTotal: 36.03 });
  });

  it("returns what it read with warnings when a line's charges do not make its total", () => {
    const b = parseBillText(LAYOUTS.C.replace("  Taxes   $1.25\n", ""));
    expect(b.lines).toHaveLength(2);
    expect(b.warnings.join(" ")).toMatch(
      /\(214\) 555-0142: the charges read add up to \$69\.88, the bill's line total is \$71\.13/,
    );
  });
});

describe("quantities and dates as statements abbreviate them", () => {
  it("a due date without its year and data in the unit of its label", () => {
    const b = parseBillText(`AT&T Business
Statement date Nov 16, 2026
Amount due $80.00
Pay by Dec 7
(206) 555-0101 Ann Lee
Plan $40.00
Data used (GB)   12.48
Line total $40.00
(206) 555-0102 Bo Diaz
Plan $40.00
Usage (MB)   2048
Line total $40.00`);
    expect(b.dueDate).toBe("2026-12-07");
    expect(b.lines.map((l) => [l.dataUsageGB, l.otherCharges])).toEqual([
      [12.48, 0],
      [2, 0],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's head row with its fields parted by dashes or bullets", () => {
  it("reads the user and the plan apart, and a named plan row wins over a guess", () => {
    const b = parseBillText(`T-Mobile
Total due $75.00
Due by 12/07/26
(206) 555-0148 — Maria Lopez — Go5G Business
Monthly access $35.00
Data 12.5 GB
Line total $35.00
(206) 555-0149 · Ben Ode · Field Team
Plan: Business Essentials $40.00
Line total $40.00`);
    expect(b.lines.map((l) => [l.user, l.planName, l.planCost])).toEqual([
      ["Maria Lopez", "Go5G Business", 35],
      ["Ben Ode", "Business Essentials", 40],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("data beside the number", () => {
  it("reads data used printed on the line's head row", () => {
    const b = parseBillText(`T-Mobile
Total due $75.00
Due by 12/07/26
(206) 555-0148 — Maria Lopez — 12.5 GB — $35.00
Go5G Business $35.00
(206) 555-0149 · Ben Ode · 700 MB · $40.00
Plan: Business Essentials $40.00`);
    expect(b.lines.map((l) => [l.dataUsageGB, l.lineTotal])).toEqual([
      [12.5, 35],
      [0.68, 40],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("what is left to pay on a device, in the words statements use", () => {
  it("reads a balance column and a balance row worded as what is left on the device or agreement", async () => {
    const { chargeCategory, columnCategory } = await import("@/lib/bills/labels");
    expect(columnCategory("Amount left on agreement")).toBe("balance");
    expect(columnCategory("Left owing")).toBe("balance");
    expect(chargeCategory("Left on your installment plan")).toBe("balance");
    expect(columnCategory("Equipment installment")).toBe("equipment");
    // A plural charge word names the plan's charge, not its name.
    expect(columnCategory("Plan charges")).toBe("plan");
    expect(columnCategory("Plan costs")).toBe("plan");
    expect(columnCategory("Rate plan")).toBe("planName");
  });
});

describe("data used printed in the plan's cell", () => {
  it("takes a quantity ending the plan cell as usage when the table has no data column, and keeps a plan's allowance in its name", () => {
    const b = parseBillText(`Sprint Business
Amount due   $117.00
Due date   12/07/2026
| Number | Rate plan | Monthly charges | Total |
| 512-555-0134 | Business Unlimited (12.75 GB used) | $40.00 | $40.00 |
| 512-555-0135 | Business 5GB Share - 2GB | $32.00 | $32.00 |
| 512-555-0136 | Business 15GB | $45.00 | $45.00 |`);
    expect(b.lines.map((l) => [l.planName, l.dataUsageGB])).toEqual([
      ["Business Unlimited", 12.75],
      ["Business 5GB Share", 2],
      ["Business 15GB", null],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("quantities with thousands separators", () => {
  it("reads data used in a column of bare MB figures printed with commas", () => {
    const b = parseBillText(`Amount due   $70.00
Due date   12/07/2026
| Number | Plan | Monthly charges | Usage (MB) | Total |
| 720-555-0101 | Business Unlimited | $40.00 | 1,229 | $40.00 |
| 720-555-0102 | Business Basic | $30.00 | 512 | $30.00 |`);
    expect(b.lines.map((l) => l.dataUsageGB)).toEqual([1.2, 0.5]);
  });
});

describe("items listed under a heading without a figure", () => {
  it("adds the taxes and fees side by side instead of reading the first as the sum of the rest", () => {
    const b = parseBillText(`Amount due $42.00
Due date 12/07/2026
(512) 555-0134   Jo Park
Business Unlimited   $20.00
Taxes & government fees
  State sales tax   $3.00
  County tax   $2.00
  City tax   $1.00
Regulatory fees
  Regulatory cost recovery   $3.00
  Federal USF   $1.50
  Number portability fee   $1.50
(512) 555-0135   Ann Lee
Business Basic   $10.00`);
    expect(b.lines.map((l) => [l.planCost, l.taxes, l.surcharges])).toEqual([
      [20, 6, 6],
      [10, 0, 0],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("table records over two rows", () => {
  it("reads figures on the user's row with the number and plan beneath, under a header with no line column", () => {
    const b = parseBillText(`Total amount due   $131.00
Please pay by   Dec 12, 2026
                      Monthly     Equipment   Surcharges     Taxes     Total
Ann Lee               $40.00      $22.22      $2.10          $3.68     $68.00
512-555-0134          Business Unlimited Plus
Bo Diaz               $60.00      $0.00       $1.50          $1.50     $63.00
512-555-0135          Business Unlimited Pro`);
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.user,
        l.planName,
        l.planCost,
        l.equipment?.monthlyPayment ?? 0,
        l.lineTotal,
      ]),
    ).toEqual([
      ["(512) 555-0134", "Ann Lee", "Business Unlimited Plus", 40, 22.22, 68],
      ["(512) 555-0135", "Bo Diaz", "Business Unlimited Pro", 60, 0, 63],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads the user and plan on the row under the number and its figures, and a suspended line of zeros", () => {
    const b = parseBillText(`Amount due   $70.00
Payment due   12/09/2026
Wireless no.     Monthly charges     Line total
214.555.0122     40.00               40.00
Ann Lee          Business Unlimited Starter
214.555.0477*    0.00                0.00
Bo Diaz          Business Unlimited Starter
214.555.0123     30.00               30.00
Cy Ng            Tablet 10GB`);
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.lineTotal])).toEqual([
      ["(214) 555-0122", "Ann Lee", "Business Unlimited Starter", 40, 40],
      ["(214) 555-0477", "Bo Diaz", "Business Unlimited Starter", 0, 0],
      ["(214) 555-0123", "Cy Ng", "Tablet 10GB", 30, 30],
    ]);
  });
});

describe("tables keyed by number", () => {
  it("adds the data of a usage table to the lines of the charges table", () => {
    const b = parseBillText(`Total due   $70.00
Due date   12/14/2026
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00
(425) 555-0102   Business Basic        $30.00              $30.00

USAGE
Line             Talk (min)     Text      Data (GB)
(425) 555-0101   120            1,078     12.40
(425) 555-0102   98             300       0.75`);
    expect(b.lines.map((l) => [l.planCost, l.dataUsageGB, l.equipment])).toEqual([
      [40, 12.4, null],
      [30, 0.75, null],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("fields of a line section in two cells", () => {
  it("reads 'Line user | name' as the user, and a small table's header is not the plan's name", () => {
    const b = parseBillText(`Amount due   $44.00
Please pay by 12/20/2026
Mobile number   206-555-0186
Line user   Maria Lopez
Description   Period   Amount
Plan: Business 10GB   12/01-12/31   $40.00
Taxes   $4.00
Line total   $44.00`);
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]).toMatchObject({
      user: "Maria Lopez",
      planName: "Business 10GB",
      planCost: 40,
      taxes: 4,
      lineTotal: 44,
    });
    expect(b.dueDate).toBe("2026-12-20");
  });
});

describe("shortened words in headers and labels", () => {
  it("writes out words cut short or written without vowels, and leaves units, names and whole words alone", () => {
    expect(expandAbbreviations("mo. chgs")).toBe("monthly charges");
    expect(expandAbbreviations("equip. install.")).toBe("equipment installment");
    expect(expandAbbreviations("gov't fees, surch.")).toBe("government fees, surcharges");
    expect(expandAbbreviations("mthly svc amt")).toBe("monthly services amount");
    // A word cut with a point is the beginning of the word ("reg." is not "remaining", whose letters it also has).
    expect(expandAbbreviations("reg. fees, rem. bal.")).toBe("regulatory fees, remaining balance");
    expect(columnCategory("Reg. fees")).toBe("surcharges");
    // "Other/cr.": other charges and credits, one column of signed amounts.
    expect([columnCategory("Other/cr."), columnCategory("Credits")]).toEqual(["other", "credits"]);
    expect(expandAbbreviations("data (mb) o'neil plan")).toBe("data (mb) o'neil plan");
    expect(columnCategory("Mo. chgs")).toBe("plan");
    expect(columnCategory("Surch.")).toBe("surcharges");
    expect(chargeCategory("Pmt 3 of 24")).toBe("equipment");
    expect([
      LABEL.totalDue("tot. amt. due"),
      LABEL.previousBalance("prev. bal."),
      LABEL.currentCharges("curr. chgs"),
    ]).toEqual([true, true, true]);
  });
});

describe("users printed in capitals", () => {
  it("writes a user's name printed in capitals or family name first as a name, and keeps other names as printed", () => {
    const b = parseBillText(`Amount due   $100.00
Due date   12/07/2026
| Number | User | Plan | Monthly charges | Total |
| 720-555-0101 | PETER O'NEIL | Business Unlimited | $40.00 | $40.00 |
| 720-555-0102 | Ann McKay | Business Basic | $30.00 | $30.00 |
| 720-555-0103 | LOPEZ, MARIA J. | Business Basic | $30.00 | $30.00 |`);
    expect(b.lines.map((l) => l.user)).toEqual(["Peter O'Neil", "Ann McKay", "Maria J. Lopez"]);
  });
});

describe("a line table continued on the next page without its header", () => {
  it("keeps reading the table under a running title that names charges", () => {
    const b = parseBillText(`Amount due   $100.00
Due date   12/07/2026
| Number | Plan | Monthly charges | Line total |
| 720-555-0101 | Business Unlimited | $40.00 | $40.00 |
| 720-555-0102 | Business Basic | $30.00 | $30.00 |
Page 1 of 2
\fCharges by line (continued)
| 720-555-0103 | Business Basic | $30.00 | $30.00 |`);
    expect(b.lines.map((l) => [l.planName, l.planCost, l.lineTotal])).toEqual([
      ["Business Unlimited", 40, 40],
      ["Business Basic", 30, 30],
      ["Business Basic", 30, 30],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a table record over three rows", () => {
  it("reads the user and the plan each on its own row under the number and figures", () => {
    const b = parseBillText(`Amount due   $70.00
Due date   12/07/2026
Wireless number     Monthly charges     Line total
720-555-0101        $40.00              $40.00
Ann Lee
Business Unlimited Plus
720-555-0102        $30.00              $30.00
Bo Diaz
Business Basic

Device payments
720-555-0101   iPhone 15   $0.00`);
    expect(b.lines.map((l) => [l.user, l.planName, l.planCost])).toEqual([
      ["Ann Lee", "Business Unlimited Plus", 40],
      ["Bo Diaz", "Business Basic", 30],
    ]);
  });
});

describe("a device named only by its model", () => {
  it("reads a charge whose label names no kind of charge as the installment of the balance row under it", () => {
    const b = parseBillText(`Amount due   $62.22
Due date   12/07/2026
720-555-0101   Ann Lee
   Business Unlimited   $40.00
   Apple iPhone 15   $22.22
   Payoff amount   $488.84
   Line total   $62.22`);
    expect(b.lines[0]).toMatchObject({
      planCost: 40,
      otherCharges: 0,
      equipment: { deviceName: "Apple iPhone 15", monthlyPayment: 22.22, remainingBalance: 488.84 },
      lineTotal: 62.22,
    });
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a ledger of charges by line", () => {
  it("reads rows that repeat a line's number as that line's charges, each classed by its description", () => {
    const b = parseBillText(`Amount due   $73.54
Due date   12/07/2026
| Wireless number | User | Description | Amount |
| 720-555-0101 | Ann Lee | Business Unlimited Plus | $40.00 |
| 720-555-0101 | Ann Lee | Device installment 3 of 36 | $22.22 |
| 720-555-0101 | Ann Lee | Surcharges | $2.10 |
| 720-555-0101 | Ann Lee | Taxes | $3.68 |
| 720-555-0102 | Bo Diaz | Business Basic | $5.00 |
| 720-555-0102 | Bo Diaz | Taxes | $0.54 |`);
    expect(
      b.lines.map((l) => [
        l.user,
        l.planName,
        l.planCost,
        l.equipment?.monthlyPayment ?? 0,
        l.surcharges,
        l.taxes,
        l.lineTotal,
      ]),
    ).toEqual([
      ["Ann Lee", "Business Unlimited Plus", 40, 22.22, 2.1, 3.68, 68],
      ["Bo Diaz", "Business Basic", 5, 0, 0, 0.54, 5.54],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's fields printed 'Key: value' on the row under its number", () => {
  it("reads the subscriber and the rate plan from cells of their own, and a plan's allowance is not data used", () => {
    const b = parseBillText(`Balance due   $51.30
Due date   01/15/2027
Line 1 of 2   (312) 555-0117
Subscriber: Nadia Haddad     Price plan: Metro Share 25GB
Monthly access   $45.00
Regulatory recovery   $2.00
Taxes   $4.30
Data   3.25 GB
Line 1 total   $51.30
Line 2 of 2   (312) 555-0118
Subscriber: —     Price plan: Metro Watch
Monthly access   $10.00
Line 2 total   $10.00`);
    expect(b.lines.map((l) => [l.user, l.planName, l.planCost, l.dataUsageGB, l.lineTotal])).toEqual([
      ["Nadia Haddad", "Metro Share 25GB", 45, 3.25, 51.3],
      [null, "Metro Watch", 10, null, 10],
    ]);
  });

  it("reads fields run together in one cell: user, plan name and cost center", () => {
    const b = parseBillText(`Amount due   $33.00
Pay by 02/01/2027
Wireless number 415-555-0190
User: Jo Park Plan name: Go Unlimited Cost center: Field Sales
Plan charge   $30.00
Taxes   $3.00
Total for this line   $33.00`);
    expect(b.lines[0]).toMatchObject({
      user: "Jo Park",
      planName: "Go Unlimited",
      department: "Field Sales",
      planCost: 30,
      taxes: 3,
      lineTotal: 33,
    });
  });
});

describe("the due date", () => {
  it("is not a date in a note saying nothing is due, but the one the amount due is by", () => {
    expect(LABEL.dueDate("no payment due")).toBe(false);
    expect(LABEL.dueDate("nothing is due this month")).toBe(false);
    expect(LABEL.dueDate("payment due")).toBe(true);
    const b = parseBillText(`Statement date December 07, 2026
Balance from last bill | 644.80 | Amount due
Payment November 29 - thank you | -644.80
Remaining balance | 0.00 | $75.00
Monthly charges | 75.00 | by January 04, 2027
303.555.0164   Olivia Reyes
   Business Unlimited Plus   $75.00
   Line total   $75.00
303.555.0164: device payment agreement completed September 07, 2026; no payment due.`);
    expect(b.dueDate).toBe("2027-01-04");
  });
});

describe("the amount due stated in a sentence", () => {
  it("reads 'Your total is …' and 'Your balance is …' as the amount due, not 'your total charges' or savings", () => {
    expect(LABEL.totalDue("your total is , due dec. 7.")).toBe(true);
    expect(LABEL.totalDue("your balance")).toBe(true);
    expect(LABEL.totalDue("your total monthly charges")).toBe(false);
    expect(LABEL.totalDue("your total savings")).toBe(false);
    const b = parseBillText(`Statement date March 3, 2027
Your balance is $52.75, due by Mar. 24.
720-555-0150   Ann Lee
   Business Plus   $45.00
   Taxes   $7.75
   Line total   $52.75`);
    expect(b.totalDue).toBe(52.75);
    expect(b.dueDate).toBe("2027-03-24");
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("the name an account gives a line", () => {
  it("reads a 'Line name' or 'Nickname' column as the line's user", () => {
    expect(columnCategory("Line name")).toBe("user");
    expect(columnCategory("Nickname")).toBe("user");
    expect(columnCategory("Line nickname")).toBe("user");
    expect(columnCategory("Device name")).not.toBe("user");
    const b = parseBillText(`Amount due   $70.00
Due date   03/05/2027
| Nickname | Wireless number | Plan | Monthly charges | Line total |
| Loading dock | 303-555-0140 | Business Basic | $30.00 | $30.00 |
| Sales iPad | 303-555-0141 | Tablet Data | $40.00 | $40.00 |`);
    expect(b.lines.map((l) => [l.user, l.planName])).toEqual([
      ["Loading dock", "Business Basic"],
      ["Sales iPad", "Tablet Data"],
    ]);
  });
});

describe("a line table turned on its side", () => {
  it("reads lines running across the page under a row of numbers, their charges down the left column", () => {
    const b = parseBillText(`Amount due   $114.50
Due date   03/05/2027
                     512-555-0101        512-555-0102        512-555-0103
User                 Ann Lee             Bo Diaz             Cy Ray
Plan                 Business Basic      Business Plus       Tablet Data
Plan charge          $30.00              $45.00              $20.00
Device               $10.00              $0.00               $0.00
Taxes                $3.00               $4.50               $2.00
Data (GB)            1.5                 12.25               0.5
Total                $43.00              $49.50              $22.00`);
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.user,
        l.planName,
        l.planCost,
        l.equipment?.monthlyPayment ?? 0,
        l.taxes,
        l.dataUsageGB,
        l.lineTotal,
      ]),
    ).toEqual([
      ["(512) 555-0101", "Ann Lee", "Business Basic", 30, 10, 3, 1.5, 43],
      ["(512) 555-0102", "Bo Diaz", "Business Plus", 45, 0, 4.5, 12.25, 49.5],
      ["(512) 555-0103", "Cy Ray", "Tablet Data", 20, 0, 2, 0.5, 22],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads blocks of lines one under another, a labelled number row in the middle, dashes for nothing, credits and a balance", () => {
    const b = parseBillText(`Total amount due   $97.00
Due date   03/05/2027
Lines 1-2
Line nickname      Warehouse          Van 4
Mobile no.         +1 720 555 0131    +1 720 555 0132
Access             $40.00             $25.00
Promo credit       ($5.00)            —
Installment        $12.00             —
Balance left       $240.00            —
Line total         $47.00             $25.00

Lines 3
Line nickname      Front gate
Mobile no.         +1 720 555 0133
Access             $25.00
Line total         $25.00`);
    // The last block holds one line under the same labels.
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.user,
        l.planCost,
        l.credits,
        l.equipment?.monthlyPayment ?? 0,
        l.equipment?.remainingBalance ?? 0,
        l.lineTotal,
      ]),
    ).toEqual([
      ["(720) 555-0131", "Warehouse", 40, -5, 12, 240, 47],
      ["(720) 555-0132", "Van 4", 25, 0, 0, 0, 25],
      ["(720) 555-0133", "Front gate", 25, 0, 0, 0, 25],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("leaves two numbers side by side without figures under them alone", () => {
    const b = parseBillText(`Amount due   $40.00
Due date   03/05/2027
Wireless number   Plan   Monthly charges   Line total
720-555-0101   Business Basic   $40.00   $40.00
Transferred from   720-555-0188   720-555-0189`);
    expect(b.lines.map((l) => l.phoneNumber)).toEqual(["(720) 555-0101"]);
  });
});

describe("a plan charge given net in a summary and itemised with its discount in a line's detail", () => {
  it("reads the plan's price before the discount as the plan charge, and the discount as the line's credit", () => {
    const b = parseBillText(`Amount due   $117.00
Due date   04/02/2027
Mobile number     Plan charges     Device     Taxes     Data (GB)     Total
303-555-0171      $45.00           $22.00     $5.00     3.10          $72.00
303-555-0172      $40.00           $0.00      $5.00     0.52          $45.00

Details for 303-555-0171
Monthly service: Team Unlimited   $60.00
Loyalty discount   -$15.00
Line total   $72.00`);
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.planName,
        l.planCost,
        l.credits,
        l.equipment?.monthlyPayment ?? 0,
        l.lineTotal,
      ]),
    ).toEqual([
      ["(303) 555-0171", "Team Unlimited", 60, -15, 22, 72],
      ["(303) 555-0172", "", 40, 0, 0, 45],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("line blocks printed two to a row of the page", () => {
  it("reads each block on its own: the left one, then the right one, band by band, and the account's charges and summary side by side", () => {
    const b = parseBillText(`Balance due   $100.50
Due by   05/06/2027
Your lines
720-555-0141     Ann Lee               720-555-0142        Bo Diaz
  Plan: Team Basic                       Plan: Team Plus
  Monthly plan              40.00        Monthly plan        35.00
  Promo credit              5.00-        Taxes & fees         3.50
  Taxes & fees              4.00         Total for line      38.50
  Total for line           39.00
720-555-0143     Cy Ng
  Plan: Tablet Data
  Monthly plan              20.00
  Taxes & fees               2.00
  Total for line            22.00
Account charges                          Account summary
  Admin fee                  3.00        Line charges (3 lines)     99.50
  Loyalty credit             2.00-       Current charges           100.50`);
    expect(
      b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.credits, l.taxes, l.lineTotal]),
    ).toEqual([
      ["(720) 555-0141", "Ann Lee", "Team Basic", 40, -5, 4, 39],
      ["(720) 555-0142", "Bo Diaz", "Team Plus", 35, 0, 3.5, 38.5],
      ["(720) 555-0143", "Cy Ng", "Tablet Data", 20, 0, 2, 22],
    ]);
    expect([b.accountCharges, b.credits, b.currentCharges]).toEqual([3, -2, 100.5]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("line blocks printed three to a row of the page", () => {
  it("reads each block on its own, left to right, band by band, and a block without a number in a later band as what it says", () => {
    const b = parseBillText(`Balance due   $189.00
Due by   05/06/2027
Your lines at a glance
720-555-0151                    720-555-0152                    720-555-0153
Ann Lee                         Bo Diaz                         Cy Ng
Plan: Team Basic                Plan: Team Plus                 Plan: Tablet Data
Monthly plan        40.00       Monthly plan        35.00       Monthly plan        20.00
Taxes & fees         4.00       Taxes & fees         3.50       Taxes & fees         2.00
Total for line      44.00       Promo credit         5.00-      Total for line      22.00
                                Total for line      33.50
720-555-0154                    720-555-0155                    Account charges
Dee Park                        Eli Moss                        Admin fee            3.00
Plan: Team Basic                Plan: Team Basic                Loyalty credit       2.00-
Monthly plan        40.00       Monthly plan        40.00
Taxes & fees         4.25       Taxes & fees         4.25
Total for line      44.25       Total for line      44.25
Current charges   $189.00`);
    expect(
      b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.credits, l.taxes, l.lineTotal]),
    ).toEqual([
      ["(720) 555-0151", "Ann Lee", "Team Basic", 40, 0, 4, 44],
      ["(720) 555-0152", "Bo Diaz", "Team Plus", 35, -5, 3.5, 33.5],
      ["(720) 555-0153", "Cy Ng", "Tablet Data", 20, 0, 2, 22],
      ["(720) 555-0154", "Dee Park", "Team Basic", 40, 0, 4.25, 44.25],
      ["(720) 555-0155", "Eli Moss", "Team Basic", 40, 0, 4.25, 44.25],
    ]);
    expect([b.accountCharges, b.credits, b.currentCharges]).toEqual([3, -2, 189]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line table turned on its side with a column adding up all lines", () => {
  it("reads each line's column and passes over the last one, and an account row under its heading naming no kind", () => {
    const b = parseBillText(`Total due   $83.50
Due by   12/14/2026
                 Line 1           Line 2          All lines
Number           206-555-0173     206-555-0191    2 lines
User             Hugo Laurent     Omar Haddad
Plan             $50.00           $35.00          $85.00
Discount         -$12.50          –               -$12.50
Taxes            $5.00            $3.00           $8.00
Line total       $42.50           $38.00          $80.50
Account charges & credits
Business Account Hub Premium   $5.00
AutoPay discount   -$2.00
Current charges   $83.50`);
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planCost, l.credits, l.taxes, l.lineTotal])).toEqual([
      ["(206) 555-0173", "Hugo Laurent", 50, -12.5, 5, 42.5],
      ["(206) 555-0191", "Omar Haddad", 35, 0, 3, 38],
    ]);
    expect([b.accountCharges, b.credits]).toEqual([5, -2]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a scanned line table whose figures lost their decimal points", () => {
  const bill = `Total amount due   $192.07
Due date   12/19/2026
Mobile number   User            Monthly access   Access discount   Equip instl   Instl balance   Surchg & fees   Taxes & govt   Data GB   Line total
3125550140      Emily Nguyen    45.00            10.00-            0.00          0.00            364             827            5235      46.91
7735550188      Noah Brooks     45.00            10.00-            8.34          150.12          3.64            5.32           12.85     52.30
7735550177      Nadia Petrova   30.00            5.00-             0.00          0.00            2.96            3.65           7121      31.61
3125550127      Jane Smith      25.00            0.00              0.00          0.00            2.64            2.99           11.76     30.63
3125550105      Peter Kim       25.00            0.00              0.00          0.00            2.63            2.99           4.12      30.62
Total current charges   $192.07`;
  it("reads a zero balance beside a zero installment as no device, a discount on access as a credit, and leaves doubtful data unread", () => {
    const b = parseBillText(bill);
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.planCost,
        l.credits,
        l.equipment?.monthlyPayment ?? 0,
        l.surcharges,
        l.taxes,
      ]),
    ).toEqual([
      ["(312) 555-0140", 45, -10, 0, 3.64, 8.27],
      ["(773) 555-0188", 45, -10, 8.34, 3.64, 5.32],
      ["(773) 555-0177", 30, -5, 0, 2.96, 3.65],
      ["(312) 555-0127", 25, 0, 0, 2.64, 2.99],
      ["(312) 555-0105", 25, 0, 0, 2.63, 2.99],
    ]);
    // Two whole numbers among decimals: either may have lost its point, or not; neither is taken as read.
    expect(b.lines.map((l) => l.dataUsageGB)).toEqual([null, 12.85, null, 11.76, 4.12]);
    expect(b.warnings.filter((w) => /whole number where every other line prints decimals/.test(w))).toHaveLength(2);
  });
});

describe("an account credit of as much as the lines' own discounts", () => {
  it("is the account's when the bill adds up only with it, read under the account heading that ends the table", () => {
    const b = parseBillText(`TOTAL AMOUNT DUE   $48.50
MOBILE NUMBER    MONTHLY ACCESS    DISCOUNT    TAXES    LINE TOTAL
3125550140       45.00             10.00-      5.00     40.00
7735550188       45.00             10.00-      5.00     40.00
7735550177       30.00             25.00-      3.00     8.00
ACCOUNT LEVEL CHARGES AND CREDITS
ADMINISTRATIVE CHARGE   5.50
MULTI-LINE ACCESS DISCOUNT   45.00-
TOTAL CURRENT CHARGES   48.50`);
    expect(b.lines.map((l) => l.credits)).toEqual([-10, -10, -25]);
    expect([b.accountCharges, b.credits]).toEqual([5.5, -45]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line section with a service period and an installment note", () => {
  it("reads 'Dec. 10 - Jan. 9' as a period (not a device), and the figure before 'balance remaining' as the balance", () => {
    const b = parseBillText(`Total amount due   $39.82
LENA FISCHER 281.555.0149   Apple iPad Air 11-inch
Monthly charges
AT&T DataConnect Tablet Unlimited Dec. 10 - Jan. 9   20.00
Equipment
Installment 30 of 36 ($16.67) — $100.02 balance remaining after this bill   16.67
Government fees & taxes
TX state sales tax   3.15
Total for 281.555.0149   $39.82`);
    expect(b.lines[0]).toMatchObject({
      planName: "AT&T DataConnect Tablet Unlimited",
      planCost: 20,
      equipment: { deviceName: "Apple iPad Air 11-inch", monthlyPayment: 16.67, remainingBalance: 100.02 },
      lineTotal: 39.82,
    });
    expect(expandAbbreviations("dec. 10 - jan. 9")).toBe("dec. 10 - jan. 9");
    // Without a line total to check them against, the words alone place the two figures.
    const untotalled = parseBillText(`Total amount due   $22.22
SAMUEL OKAFOR 713.555.0162
Installment 12 of 36 ($22.22) — $533.28 balance remaining after this bill   22.22`);
    expect(untotalled.lines[0]!.equipment).toMatchObject({ monthlyPayment: 22.22, remainingBalance: 533.28 });
  });
});

describe("a line card's rows", () => {
  it("read a fee's breakdown as its parts, an unnamed negative amount as a credit, a fee for a service as no surcharge, and 'Name · kind' as no plan", () => {
    const b = parseBillText(`Total due   $41.12
(425) 555-0129
Ivan Horvat · Voice · Suspended
Business Unlimited Edge   $30.00
KICKBACK - 1.42 GB used (2 GB or less)   -$15.00
Suspended line fee   $10.00
Fees (Telco Recovery $1.31, Fed USF $0.56)   $1.87
Taxes: WA sales tax, E911   $14.25
Line total   $41.12`);
    expect(b.lines[0]).toMatchObject({
      planName: "Business Unlimited Edge",
      planCost: 30,
      credits: -15,
      otherCharges: 10,
      surcharges: 1.87,
      taxes: 14.25,
      lineTotal: 41.12,
    });
    const tablet = parseBillText(`Total due   $16.31
(206) 555-0191
Zoe Walsh · Mobile Internet
Business Tablet 10GB   $0.00
EIP 4 of 24 · $14.59/mo · $291.80 remaining   $14.59
Taxes: WA sales tax, E911   $1.72
Line total   $16.31`);
    expect(tablet.lines[0]).toMatchObject({ user: "Zoe Walsh", planName: "Business Tablet 10GB", planCost: 0 });
  });
});

describe("line cards two to a row, each column flowing on its own", () => {
  it("reads each column's cards whole though a card opens beside one that goes on", () => {
    const b = parseBillText(`Total due   $133.50
(206) 555-0148                              (206) 555-0173
Business Unlimited Advanced   $45.00        Business Unlimited Edge   $30.00
Loyalty credit   -$5.00                     Taxes   $2.00
Taxes   $3.00                               Line total   $32.00
Line total   $43.00                         (425) 555-0129
(425) 555-0106                              Business Unlimited Edge   $10.00
Business Unlimited Advanced   $45.00        Taxes   $0.50
Taxes   $3.00                               Line total   $10.50
Line total   $48.00
Current charges   $133.50`);
    expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.credits, l.taxes, l.lineTotal])).toEqual([
      ["(206) 555-0148", 45, -5, 3, 43],
      ["(425) 555-0106", 45, 0, 3, 48],
      ["(206) 555-0173", 30, 0, 2, 32],
      ["(425) 555-0129", 10, 0, 0.5, 10.5],
    ]);
  });
});

describe("a device named under a table row or after its kind", () => {
  it("reads the device and its balance from a record's own row, and a model after its kind ('Smartphone - …')", () => {
    const b = parseBillText(`Amount due   $37.39
Line             Name             Plan      Add-ons    Equipment    Fees     Taxes    Total
(503) 555-0102   Marta Sokolova   $20.00    $0.00      $14.58       $1.20    $1.61    $37.39
                 Business Tablet Unlimited
                 Apple iPad 11-inch Wi-Fi + Cellular · EIP 4 of 24, $291.60 left`);
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Apple iPad 11 inch Wi Fi + Cellular",
      monthlyPayment: 14.58,
      remainingBalance: 291.6,
    });
    const kind = parseBillText(`Total amount due $70.00
Grace Chen   404-555-0112
Smartphone - Apple iPhone 16
Business Unlimited Pro   $45.00
Device Payment 14 of 36   $25.00
Total for 404-555-0112   $70.00`);
    expect(kind.lines[0]!.equipment?.deviceName).toBe("Apple iPhone 16");
  });
});

describe("a column right of the plan's name whose heading names no charge", () => {
  it("holds the plan's charge when no column is headed as one, not an other charge", () => {
    const b = parseBillText(`Total due   $72.10
Number                  User          Plan                    Rate     Features   Surchg.   Taxes    Total
206-555-0100 (Line 6)   David Kim     Biz Unlimited Core      25.00    17.00      1.95      4.65     48.60
425-555-0147 (Line 2)   Jane Smith    Biz Tablet Data         20.00    0.00       1.29      2.21     23.50
Current charges   72.10`);
    expect(b.lines.map((l) => [l.planName, l.planCost, l.otherCharges, l.lineTotal])).toEqual([
      ["Biz Unlimited Core", 25, 17, 48.6],
      ["Biz Tablet Data", 20, 0, 23.5],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line table whose header runs over two rows", () => {
  /** One row of cells, each `[text, x0, x1]`, at row `y` of a scanned page. */
  const row = (y: number, cells: Array<[string, number, number]>): TextBox[] =>
    cells.map(([text, x0, x1]) => ({ text, x0, x1, y0: y * 30, y1: y * 30 + 20, page: 1 }));
  const statement = (device: string) =>
    parseBillRows(
      rowsFromBoxes(
        [
          ...row(0, [
            ["Total due", 100, 190],
            ["$163.70", 400, 470],
          ]),
          ...row(1, [
            ["Due date", 100, 180],
            ["06/01/2027", 400, 500],
          ]),
          // The upper row names a record's first row; the lower one completes its cells ("Monthly" "plan"), splits
          // "Add-ons Surcharges" (two headings read as one) and names the record's second row ("Plan", "Device").
          ...row(3, [
            ["Number", 100, 180],
            ["User", 300, 345],
            ["Monthly", 640, 720],
            ["Equipment", 760, 870],
            ["Add-ons Surcharges", 920, 1150],
            ["Line", 1250, 1300],
          ]),
          ...row(4, [
            ["Plan", 120, 165],
            ["Device", 520, 590],
            ["plan", 675, 720],
            ["install.", 800, 870],
            ["& features", 900, 1010],
            ["& fees", 1080, 1150],
            ["total", 1245, 1300],
          ]),
          ...row(5, [
            ["(720) 555-0161", 100, 280],
            ["Ann Lee", 300, 390],
            ["$50.00", 650, 720],
            ["$22.22", 800, 870],
            ["$0.00", 950, 1010],
            ["$3.98", 1090, 1150],
            ["$76.20", 1230, 1300],
          ]),
          ...row(6, [
            ["Team Unlimited Max", 120, 340],
            [device, 518, 719],
            ["Installment 3 of 36", 760, 950],
            ["$577.72 left", 980, 1120],
          ]),
          ...row(7, [
            ["(720) 555-0162", 100, 280],
            ["Bo Diaz", 300, 380],
            ["$40.00", 650, 720],
            ["$0.00", 815, 870],
            ["$17.00", 940, 1010],
            ["$3.50", 1090, 1150],
            ["$60.50", 1230, 1300],
          ]),
          ...row(8, [
            ["Team Unlimited", 120, 300],
            ["Your own device", 520, 690],
          ]),
          ...row(9, [
            ["Current charges", 100, 260],
            ["$163.70", 1230, 1300],
          ]),
          ...row(10, [
            ["Admin fee", 100, 200],
            ["$27.00", 1230, 1300],
          ]),
        ],
        { gapFactor: 1.3 },
      ),
    );

  it("reads each column by both rows of its header, a record's second row by the lower one, and the device's balance noted there", () => {
    const b = statement("Apple iPhone 15 -");
    expect(
      b.lines.map((l) => [
        l.phoneNumber,
        l.user,
        l.planName,
        l.planCost,
        l.otherCharges,
        l.surcharges,
        l.equipment,
        l.lineTotal,
      ]),
    ).toEqual([
      [
        "(720) 555-0161",
        "Ann Lee",
        "Team Unlimited Max",
        50,
        0,
        3.98,
        { deviceName: "Apple iPhone 15", monthlyPayment: 22.22, remainingBalance: 577.72 },
        76.2,
      ],
      [
        "(720) 555-0162",
        "Bo Diaz",
        "Team Unlimited",
        40,
        17,
        3.5,
        { deviceName: "", monthlyPayment: 0, remainingBalance: 0 },
        60.5,
      ],
    ]);
    // The balance noted under a record is the device's, not a charge of the account.
    expect(b.accountCharges).toBe(27);
  });
});

describe("specks of a scan", () => {
  it("drops marks read as characters whose box is tiny both across and down, and keeps narrow or flat glyphs", () => {
    const box = (text: string, x0: number, x1: number, y0: number, y1: number): TextBox => ({
      text,
      x0,
      x1,
      y0,
      y1,
      page: 1,
    });
    const rows = rowsFromBoxes(
      withoutSpecks([
        box("7", 12, 15, 106, 109),
        box("Plan:", 100, 150, 100, 120),
        box("Team", 158, 200, 100, 120),
        box("Basic", 207, 250, 100, 120),
        box(":", 330, 332, 109, 111),
        box("Promo", 100, 152, 130, 150),
        box("—", 400, 414, 139, 141),
        box("Lines", 100, 146, 160, 180),
        box("1", 400, 405, 160, 180),
      ]),
      { gapFactor: 1.3 },
    );
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([["Plan: Team Basic"], ["Promo", "—"], ["Lines", "1"]]);
  });
});

describe("an amount whose decimal point a scan lost", () => {
  it("reads a charge row's bare whole number as cents when that makes the line's printed total, and only then", () => {
    const b = parseBillText(`Amount due   $107.40
Due date   06/01/2027
Line 512-555-0190   Dee Park
Plan charge   $45.00
Surcharges   $3.15
Taxes   325
Line total   $51.40
Line 512-555-0191   Eli Ross
Plan charge   $50.00
Regulatory fee   911
Line total   $56.00`);
    expect(b.lines.map((l) => [l.phoneNumber, l.taxes, l.surcharges, l.lineTotal])).toEqual([
      ["(512) 555-0190", 3.25, 3.15, 51.4],
      ["(512) 555-0191", 0, 0, 56],
    ]);
  });
});

describe("line sections grouped under sub-headings, over pages", () => {
  it("takes a total row naming the open section's number as that line's total (usage after it still the line's), and a group's 'Subtotal' as restating it", () => {
    const b = parseBillText(`Amount due   $63.60
Due date   03/02/2027
415-555-0120   Ana Ruiz
Plan charges
  Basic Talk plan   $40.00
  Subtotal   $40.00
Fees & surcharges
  Regulatory fee   $1.10
  Recovery charge   $2.00
  Subtotal   $3.10
Total for 415.555.0120   $43.10
Data used   3.5 GB
415-555-0121   Ben Ode
Plan charges
  Basic Talk plan   $20.00
  Subtotal   $20.00
Taxes
  State tax   $0.50
  Subtotal   $0.50
Total for 415.555.0121   $20.50`);
    expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.surcharges, l.taxes, l.dataUsageGB, l.lineTotal])).toEqual([
      ["(415) 555-0120", 40, 3.1, 0, 3.5, 43.1],
      ["(415) 555-0121", 20, 0, 0.5, null, 20.5],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads a line's charges on past a running page header and the page's running totals", () => {
    const b = parseBillText(`Amount due   $51.00
Due date   04/09/2027
Line 602-555-0130   Jo Park
Plan: Team Basic   $45.00
Page total   $45.00
Carried forward   $45.00
\fRiverside Co   |   Acct 5512   |   Page 2 of 3
Brought forward   $45.00
Surcharges   $2.00
Taxes   $4.00
Line total   $51.00`);
    expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.equipment, l.surcharges, l.taxes, l.lineTotal])).toEqual([
      ["(602) 555-0130", 45, null, 2, 4, 51],
    ]);
    expect(LABEL.runningTotal("balance forward from page 4")).toBe(true);
    expect(LABEL.runningTotal("page subtotal")).toBe(true);
    expect(LABEL.runningTotal("total data used")).toBe(false);
  });
});

describe("words of a charge row", () => {
  it("reads a device note's price and what was paid so far as neither the installment nor the balance", () => {
    const b = parseBillText(`Amount due   $80.00
Due date   05/01/2027
Line 720-555-0188   Cy Ng
Plan: Team Plus   $40.00
Pixel 8 payment 6 of 24   $40.00
Retail price $960.00 · Paid so far $240.00 · Remaining $720.00
Line total   $80.00`);
    expect(b.lines[0]!.equipment).toMatchObject({ monthlyPayment: 40, remainingBalance: 720 });
  });

  it("leaves a proration note or the line's status out of the plan's name", () => {
    const b = parseBillText(`Amount due   $14.00
Due date   05/01/2027
Line 720-555-0150   Di Roy
Plan: Business Talk & Text (prorated 12 days)   $14.00
Line total   $14.00
Line 720-555-0151   Ed Fox
Plan: Go Business Essentials - Cancelled   $0.00
Line total   $0.00`);
    expect(b.lines.map((l) => l.planName)).toEqual(["Business Talk & Text", "Go Business Essentials"]);
  });

  it("counts an item named only a fee under a heading of other charges as one of them, not a surcharge", () => {
    const b = parseBillText(`Amount due   $68.00
Due date   05/01/2027
Line 720-555-0160   Flo Ma
Plan: Team Basic   $30.00
Other charges
  Upgrade fee   $35.00
Surcharges
  Regulatory fee   $3.00
Line total   $68.00`);
    expect(b.lines.map((l) => [l.otherCharges, l.surcharges])).toEqual([[35, 3]]);
    expect(chargeCategory("Handset Protect Plus")).toBe("other");
  });

  it("reads a number's column headed with '#' ('Mobile #', 'Line #') as the lines' numbers", () => {
    for (const h of ["Mobile #", "Line #", "Wireless #"]) expect(columnCategory(h), h).toBe("phone");
    const b = parseBillText(`Total amount due $103.52
Mobile # | User | Plan | Device | Access | Disc. | Equip. | Surch. | Taxes | Data (MB) | Total
214.555.0134 | Ann Lee | Business Unlimited Plus | iPhone 15 | 45.00 | 5.00- | 22.22 | 2.10 | 3.68 | 12,288 | 68.00
214.555.0135 | Bo Chen | Business Unlimited Start | Pixel 8 | 35.00 | 0.00 | 0.00 | 0.20 | 0.32 | 1,024 | 35.52`);
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planCost, l.credits, l.lineTotal, l.dataUsageGB])).toEqual([
      ["(214) 555-0134", "Ann Lee", 45, -5, 68, 12],
      ["(214) 555-0135", "Bo Chen", 35, 0, 35.52, 1],
    ]);
  });

  it("reads a 911 fee as the government's (a tax), not the carrier's surcharge, unless the carrier recovers its cost", () => {
    for (const label of [
      "Fulton County 911 Charge",
      "TX State 911 Fee",
      "Chicago Wireless 911 Surcharge",
      "NY E911 Fee",
    ])
      expect(chargeCategory(label), label).toBe("taxes");
    expect(chargeCategory("Federal USF, regulatory & 911 cost recovery")).toBe("surcharges");
    expect(chargeCategory("Regulatory & 911 fees")).toBe("surcharges");
    expect(chargeCategory("Federal Universal Service Charge")).toBe("surcharges");
    const b = parseBillText(`Total current charges $50.00
(404) 555-0162   Olivia Reyes
Business Unlimited Plus   $45.00
Regulatory Cost Recovery Charge   $1.50
Fulton County 911 Charge   $1.00
GA State Sales Tax   $2.50
Line total   $50.00`);
    expect([b.lines[0]!.surcharges, b.lines[0]!.taxes]).toEqual([1.5, 3.5]);
  });

  it("keeps a charge of its own under the account's heading before the lines, when only it makes the bill add up", () => {
    // The line's device protection comes to $25.00 as the late fee does: still the account's, not a summary of the lines.
    const b = parseBillText(`Total current charges $95.00
Account charges and credits
Late payment charge   $25.00
Lines
(404) 555-0162   Olivia Reyes
Business Unlimited Plus   $45.00
Device protection   $25.00
Line total   $70.00`);
    expect(b.accountCharges).toBe(25);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads totals in the plural and subtotals however written as totals, not charges", () => {
    for (const label of ["Totals", "Subtotals", "Sub-total", "Sub total", "Grand total"]) {
      expect(chargeCategory(label), label).toBe("lineTotal");
      expect(LABEL.summaryTotal(label.toLowerCase()), label).toBe(true);
    }
    expect(chargeCategory("Totally unlimited plan")).toBe("plan");
  });

  it("reads 'N lines @ $x' as a charge priced per line, not the lines' total", () => {
    expect(LABEL.linesSummary("fleet manager - 8 lines @ $3.00")).toBe(false);
    expect(LABEL.linesSummary("charges for 8 lines")).toBe(true);
    expect(LABEL.linesSummary("wireless (8 lines)")).toBe(true);
  });
});

describe("a ledger's charge-type column", () => {
  it("classes the rows that leave the type blank by the type printed above them, the section deciding over the item's own words", () => {
    const b = parseBillText(`Amount due   $28.25
Due date   06/01/2027
Line 602-555-0177   Lee Chu
  Plan                 Team Basic                 $25.00
  Surcharges           Regulatory recovery fee     $0.20
                       Admin charge                $0.80
  Taxes & gov't fees   State sales tax             $1.50
                       E911 surcharge              $0.75
  Line total                                      $28.25`);
    expect(b.lines.map((l) => [l.planCost, l.surcharges, l.taxes, l.lineTotal])).toEqual([[25, 1, 2.25, 28.25]]);
  });
});

describe("a table printed in two halves side by side", () => {
  it("reads each half of a row under a header repeating its columns as a row of its own", () => {
    const b = parseBillText(`Amount due   $50.00
Due date   06/01/2027
Line 919-555-0101   Ida Moss
Plan: Team Basic   $25.00
Line total   $25.00
Line 919-555-0102   Al Vo
Plan: Team Basic   $25.00
Line total   $25.00
Usage by line
Wireless number   Minutes   Data (MB)      Wireless number   Minutes   Data (MB)
919-555-0102          310       2,048      919-555-0101          120         512`);
    expect(b.lines.map((l) => [l.phoneNumber, l.dataUsageGB])).toEqual([
      ["(919) 555-0101", 0.5],
      ["(919) 555-0102", 2],
    ]);
  });
});

describe("the summary's arithmetic decides the period's new charges", () => {
  /** Two lines and an account fee making $141.75 of new charges; the summary above them varies. */
  const body = `Line 503-555-0161 User: Ivy Chen
Plan: Go5G Business $35.00
Taxes and fees $4.20
Data used 6.4 GB
Line total $39.20
Line 503-555-0162 User: Tomas Reyes
Plan: Business Unlimited Advanced $50.00
Device payment Google Pixel 9 (7 of 24) $33.33 Remaining balance $566.61
Taxes and fees $5.22
Data used 19.9 GB
Line total $88.55
Account charges
Account service fee $14.00`;
  const bill = (summary: string) => parseBillText(`T-Mobile for Business\n${summary}\nDue by 12/02/26\n${body}`);

  it("reads a payment printed as 'Received payment' (previous − payments + new charges = amount due)", () => {
    const b = bill("Previous bill $120.00\nReceived payment 11/03/26 -$120.00\nAmount due $141.75");
    expect(b.payments).toBe(-120);
    expect(b.currentCharges).toBe(141.75);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads a payment printed as 'Payments received'", () => {
    const b = bill("Balance from last bill $95.10\nPayments received $95.10\nAmount due $141.75");
    expect(b.payments).toBe(95.1);
    expect(b.currentCharges).toBe(141.75);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("keeps the amount due as the new charges when the lines make it and the payment was not read", () => {
    const b = bill("Previous bill $120.00\nThank-you 11/03/26 -$120.00\nAmount due $141.75");
    // Amount due less the previous bill ($21.75) is not what the lines make; the amount due is.
    expect(b.currentCharges).toBe(141.75);
    expect(b.reconciliation).toMatchObject({ status: "reconciled", stated: 141.75 });
  });

  it("leaves the new charges unread when no reading adds up, rather than the amount due less the previous bill", () => {
    const b = bill("Previous bill $120.00\nThank-you 11/03/26 -$120.00\nAmount due $150.00");
    expect(b.currentCharges).toBeNull();
    expect(b.reconciliation.status).toBe("unattributed");
    const a = analyzeParsedBill(b, PLANS, { source: "pdf", pages: 1 });
    expect(a.totalMonthlyBill).toBeNull();
    expect(a.potentialSavings.annualSavings).toBeNull();
  });
});

describe("a line's device named on its own row", () => {
  it("takes a device model printed alone under the line's heading as the line's device", () => {
    const b = parseBillText(`Verizon Business
Total amount due $125.70
Wireless number 717-555-0123 Priya Nair
Samsung Galaxy S24
Business Unlimited Plus $40.00
Device payment 9 of 36 $22.50 Remaining balance $607.50
Line total $62.50
Wireless number 717-555-0124 Jon Wu
Device: Apple iPad Air 11
Business Unlimited Tablet Pro $35.00
Device installment 2 of 24 $28.20 Remaining balance $620.40
Line total $63.20`);
    expect(b.lines.map((l) => [l.planName, l.equipment])).toEqual([
      ["Business Unlimited Plus", { deviceName: "Samsung Galaxy S24", monthlyPayment: 22.5, remainingBalance: 607.5 }],
      [
        "Business Unlimited Tablet Pro",
        { deviceName: "Apple iPad Air 11", monthlyPayment: 28.2, remainingBalance: 620.4 },
      ],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("candidate readings of a line's rows", () => {
  it("reads a row of figures under a header of as many figure columns by order, kept when the parts make the total", () => {
    const b = parseBillText(`T-Mobile for Business
Last bill 180.20
Received payment 11/02/26 -180.20
Plans 105.00
Equipment 41.66
Services & fees 5.70
Taxes 5.40
Total 157.76
AMOUNT DUE $157.76    DUE BY 12/01/26
Line    Plan    Plans    Equipment    Fees    Taxes    Total    Data
(971) 555-0131
Nora Blake
Business Unlimited Advanced    55.00    20.83    2.85    2.70    81.38    9.6GB
Samsung Galaxy S25: EIP 6/24, balance after this bill 374.94
(971) 555-0132
Evan Cole
Go5G Business    50.00    20.83    2.85    2.70    76.38    22.1GB
Google Pixel 9: EIP 2/24, balance after this bill 458.26`);
    expect(
      b.lines.map((l) => [
        l.user,
        l.planName,
        l.planCost,
        l.equipment,
        l.surcharges,
        l.taxes,
        l.dataUsageGB,
        l.lineTotal,
      ]),
    ).toEqual([
      [
        "Nora Blake",
        "Business Unlimited Advanced",
        55,
        { deviceName: "Samsung Galaxy S25", monthlyPayment: 20.83, remainingBalance: 374.94 },
        2.85,
        2.7,
        9.6,
        81.38,
      ],
      [
        "Evan Cole",
        "Go5G Business",
        50,
        { deviceName: "Google Pixel 9", monthlyPayment: 20.83, remainingBalance: 458.26 },
        2.85,
        2.7,
        22.1,
        76.38,
      ],
    ]);
    // The summary's category totals restate the lines: no account-level charges.
    expect(b.accountCharges).toBe(0);
    expect(b.currentCharges).toBe(157.76);
    expect(b.reconciliation).toMatchObject({ status: "reconciled", linesTotal: 157.76 });
  });

  it("reads two blocks side by side on a line's rows as their own label and amount", () => {
    const b = parseBillText(`Verizon Business
Total amount due $96.25
(503) 555-0141   Grace Lin
Business Unlimited Plus   $45.00      Device: Apple iPhone 15   $19.44
Fees & taxes   $4.31      Balance remaining: $476.74
Data used 4.2 GB
Line total $68.75
(503) 555-0142   Hugo Park
Business Unlimited Start   $25.00
Fees & taxes   $2.50
Data used 1.1 GB
Line total $27.50`);
    expect(b.lines[0]).toMatchObject({
      planName: "Business Unlimited Plus",
      planCost: 45,
      equipment: { deviceName: "Apple iPhone 15", monthlyPayment: 19.44, remainingBalance: 476.74 },
      lineTotal: 68.75,
    });
    expect(b.warnings.filter((w) => w.startsWith("Line"))).toEqual([]);
  });
});

describe("which rule read each field", () => {
  it("records in the analysis's details the rule that read each field of a line", () => {
    const a = analyzeParsedBill(
      parseBillText(`Verizon Business
Total amount due $96.25
(503) 555-0141   Grace Lin
Business Unlimited Plus   $45.00      Device: Apple iPhone 15   $19.44
Fees & taxes   $4.31      Balance remaining: $476.74
Data used 4.2 GB
Line total $68.75
| Wireless number | User | Plan | Monthly access | Total |
| 503-555-0142 | Hugo Park | Business Unlimited Start | $27.50 | $27.50 |`),
      PLANS,
      { source: "pdf", pages: 1 },
    );
    const readBy = a.details!.readBy!;
    expect(readBy["(503) 555-0141"]).toMatchObject({
      user: "line section's head row",
      planCost: "two blocks side by side",
      remainingBalance: "two blocks side by side",
      dataUsageGB: "data row of a section",
      lineTotal: "charge row of a section",
    });
    expect(readBy["(503) 555-0142"]).toMatchObject({
      user: "table row under its header",
      planName: "table row under its header",
      lineTotal: "table row under its header",
    });
  });
});

describe("an installment restated with its balance on the row under its charge", () => {
  it("counts the agreement once, and two agreements of one line twice", () => {
    const b = parseBillText(`AT&T Business
Total due $158.89
Wireless number 512-555-0190 Dana Ruiz
Business Unlimited Performance $50.00
Installment Agreement #4471902218 Apple iPhone 16   $22.22
Installment 12 of 36   Monthly $22.22, Remaining $533.28
Total for 512-555-0190 $72.22
Wireless number 512-555-0191 Eli Park
Business Unlimited Starter $35.00
Device installment Samsung Galaxy S25 $25.00
Device installment Apple Watch SE $26.67
Total for 512-555-0191 $86.67`);
    expect(b.lines.map((l) => l.equipment)).toEqual([
      { deviceName: "Apple iPhone 16", monthlyPayment: 22.22, remainingBalance: 533.28 },
      { deviceName: "Samsung Galaxy S25", monthlyPayment: 51.67, remainingBalance: null },
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a device's name without its agreement's number", () => {
  it("leaves out an agreement or order number of five digits or more, with or without '#'", () => {
    const b = parseBillText(`Verizon Business
Total amount due $104.62
Wireless number 312-555-0183 Priya Shah
Business Unlimited Start $30.00
Device payment agreement 5120437 Apple iPhone 16 Pro, payment 31 of 36 $33.34
Device payment balance $166.70
Line total $63.34
Wireless number 312-555-0184 Tom Becker
Business Unlimited Start $30.00
Equipment: Order #88213 Google Pixel 9a $11.28
Remaining balance $270.72
Line total $41.28`);
    expect(b.lines.map((l) => l.equipment?.deviceName)).toEqual(["Apple iPhone 16 Pro", "Google Pixel 9a"]);
  });
});

describe("an amount due printed alone under its label", () => {
  const bill = (lone: string) => `Verizon Business
Quick bill summary     Total amount due
Previous balance $624.18
${lone}
Payment received Nov 6, 2026 - thank you $-624.18
Total current charges $70.24
Wireless number 312-555-0183 Priya Shah
Business Unlimited Start $70.24
Line total $70.24`;
  it("is the lone amount that previous balance less payments plus current charges make", () => {
    expect(parseBillText(bill("$70.24")).totalDue).toBe(70.24);
  });
  it("is not read from a lone amount the summary's arithmetic does not make", () => {
    expect(parseBillText(bill("$75.00")).totalDue).toBeNull();
  });
});

describe("a data-only line's plan", () => {
  it("is the line's first charge naming a hotspot or mobile internet service; after the plan, a hotspot is an add-on", () => {
    const b = parseBillText(`Business Mobile Statement
Total amount due $102.54
480-555-0190 Hannah Moore
Business Hotspot 50GB 11/05-12/04 $35.00
Surcharges & fees $2.54
Line total $37.54
480-555-0191 Leo Grant
Business Unlimited Plus 5G 11/05-12/04 $50.00
Mobile Hotspot 15GB $15.00
Line total $65.00`);
    expect(b.lines.map((l) => [l.planName, l.planCost, l.otherCharges])).toEqual([
      ["Business Hotspot 50GB", 35, 0],
      ["Business Unlimited Plus 5G", 50, 15],
    ]);
  });
});

describe("an account row of a line table with its figure under the Total column", () => {
  it("is an account charge of the kind its words say", () => {
    const b = parseBillText(`T-Mobile for Business
Amount due $100.00
| Line | Plan | Plans | Tax | Total |
| (206) 555-0149 | Go5G Business | 50.00 | 5.00 | 55.00 |
| (206) 555-0148 | Go5G Business | 50.00 | 5.00 | 55.00 |
| Account management fee | | | | 5.00 |
Multi-line discount 15.00 CR
TOTAL NEW CHARGES 100.00`);
    expect(b.accountCharges).toBe(5);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line section continued on the next page", () => {
  it("goes on under a 'continued' head row of its number: its items are added to the same section", () => {
    const b = parseBillText(`AT&T Business
Total due $21.91
214.555.0151   Grace Chen
Monthly charges
Business Unlimited Tablet   $20.00
Government fees & taxes
TX 911 Fee   $0.22
TX State Sales Tax   $1.27
Page 3 of 4
Wireless details (continued) - 214.555.0151
Dallas City Sales Tax   $0.42
Total government fees & taxes   $1.91
Total for 214.555.0151   $21.91`);
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]).toMatchObject({ planName: "Business Unlimited Tablet", taxes: 1.91, lineTotal: 21.91 });
  });
});

describe("a charge printed with its unit price", () => {
  it("is the extended amount, not the rate ('3 days @ $5.00 $15.00')", () => {
    const b = parseBillText(`Verizon Business
Total amount due $70.00
201-555-0127 Brian Okonkwo
Business Unlimited Plus $40.00
TravelPass - Mexico & Canada   3 days @ $5.00   $15.00
Global data 2 GB x $7.50   $15.00
Total current charges for 201-555-0127 $70.00`);
    expect(b.lines[0]).toMatchObject({ internationalCost: 30, lineTotal: 70 });
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("surcharges and taxes listed under one heading naming both", () => {
  const bill = (heading: string) => `T-Mobile for Business
Amount due $58.10
(206) 555-0149 Jane Smith
Go5G Business $50.00
${heading}
Regulatory Programs & Telco Recovery Fee $3.18
Federal Universal Service $1.42
WA State Sales Tax $3.50
Total for (206) 555-0149 $58.10`;
  it("are shown together, not split: the bill prints no figure for each", () => {
    const parsed = parseBillText(bill("Taxes, Surcharges & Fees"));
    expect(parsed.lines[0]).toMatchObject({ feesTogether: true, lineTotal: 58.1 });
    const a = analyzeParsedBill(parsed, PLANS, { source: "pdf", pages: 1 });
    expect(a.lines[0]).toMatchObject({ surcharges: null, taxes: null, planCost: 50, totalCharges: 58.1 });
    expect(a.details?.warnings.join(" ")).toMatch(
      /\(206\) 555-0149: surcharges and taxes come to \$8\.10 together; the bill lists them under one heading/,
    );
  });
  it("beside a heading of surcharges alone in the same section keep the headings' split, which the bill prints", () => {
    const parsed = parseBillText(`Verizon Business
Amount due $58.67
(646) 555-0173 Mei Lin
Business Unlimited Welcome $50.00
Surcharges and Other Charges & Credits
Regulatory Charge $0.16
Administrative and Telco Recovery Charge $2.06
Taxes, Governmental Surcharges & Fees
NY State Sales Tax $2.03
NY Metro Commuter Transportation District Surcharge $0.17
New York City Sales Tax $2.10
NY State 911 Surcharge $2.15
Total Current Charges for 646-555-0173 $58.67`);
    expect(parsed.lines[0]!.feesTogether).toBeUndefined();
    const a = analyzeParsedBill(parsed, PLANS, { source: "pdf", pages: 1 });
    expect(a.lines[0]).toMatchObject({ surcharges: 2.22, taxes: 6.45, totalCharges: 58.67 });
  });
  it("under a heading of one kind ('Government fees & taxes') keep the bill's grouping", () => {
    const parsed = parseBillText(bill("Government fees & taxes"));
    expect(parsed.lines[0]!.feesTogether).toBeUndefined();
    const a = analyzeParsedBill(parsed, PLANS, { source: "pdf", pages: 1 });
    expect(a.lines[0]!.taxes).not.toBeNull();
  });
});

describe("a line section's figures in a right-hand column", () => {
  it("reads the installment after the balance's own figure ('Balance remaining $900.18 | $33.34')", () => {
    const b = parseBillText(`Verizon Business
Total amount due $78.34
512.555.0131 | Olivia Reyes | Apple iPhone 16 Pro
Plan: Business Unlimited Plus | $45.00
Device payment 9 of 36 | Balance remaining $900.18 | $33.34
Line total | $78.34
512.555.0178 | Marcus Johnson | Samsung Galaxy A16
Plan: Business Unlimited Start | $30.00
Line total | $30.00`);
    expect(b.lines.map((l) => l.equipment)).toEqual([
      { deviceName: "Apple iPhone 16 Pro", monthlyPayment: 33.34, remainingBalance: 900.18 },
      // a model beside the number, with no installment: no device payment
      null,
    ]);
  });
});

describe("a plan's name wrapped in its table cell", () => {
  it("joins the words under the plan column on the row below to the plan's name", () => {
    // Columns at fixed places, as a monospaced statement prints them.
    const row = (...cells: string[]) => cells.map((c, i) => c.padEnd([16, 17, 38, 13, 11, 8][i]!)).join("");
    const b = parseBillText(
      [
        "AT&T Business",
        "Amount due $119.67",
        row("Wireless number", "User", "Rate plan", "Plan charge", "Equipment", "Total"),
        row("713-555-0125", "Diego Alvarez", "AT&T Business Unlimited Elite with", "65.00", "33.34", "98.34"),
        row("", "", "International Features"),
        row("713-555-0126", "Ann Lee", "Business Unlimited Starter", "21.33", "0.00", "21.33"),
      ].join("\n"),
    );
    expect(b.lines.map((l) => l.planName)).toEqual([
      "AT&T Business Unlimited Elite with International Features",
      "Business Unlimited Starter",
    ]);
  });
});

describe("the day to pay by, alone in the amount-due box", () => {
  it("is the due date ('by Dec. 8, 2026')", () => {
    const b = parseBillText(`T-Mobile for Business
Statement Nov 14, 2026
YOUR BILL     TOTAL DUE
Previous balance   $413.07
Payment 11/03/26 - thank you   -$413.07
New charges   $50.00   by Dec. 8, 2026
(971) 555-0131 Grace Chen
Go5G Business $50.00
Line total $50.00`);
    expect(b.dueDate).toBe("2026-12-08");
  });
});

describe("an invoice arranged by type of charge, a row per line under each type", () => {
  const invoice = `Reseller Mobile Business Invoice
Total current charges   $129.00
Total amount due   $129.00
Monthly Service
(207)555-0114   Ruth Cohen   Business Unlimited   $35.00
(603)555-0163   Mei Lin   Business Unlimited Plus   $45.00
Monthly service   $80.00
Features & Add-ons
(603)555-0163   International calling add-on   $5.00
Features & add-ons   $5.00
One-Time Charges
(207)555-0114   Activation fee - new line (one-time)   $35.00
One-time charges   $35.00
Account Charges & Credits
Business account service fee   $20.00
Multi-line discount (2 lines x $5.00)   $10.00CR
AutoPay credit   $1.00CR
Net account charges & credits   $9.00
Totals by Line
Number   User   Line total
(207)555-0114   Ruth Cohen   $70.00
(603)555-0163   Mei Lin   $50.00`;
  const b = parseBillText(invoice);

  it("reads the user's cell beside the number apart from the plan's name", () => {
    expect(b.lines.map((l) => [l.user, l.planName])).toEqual([
      ["Ruth Cohen", "Business Unlimited"],
      ["Mei Lin", "Business Unlimited Plus"],
    ]);
  });

  it("reads a type's subtotal as no charge of the last line listed, and keeps a line's only charge of a type", () => {
    expect(b.lines.map((l) => [l.planCost, l.otherCharges + l.surcharges, l.internationalCost, l.lineTotal])).toEqual([
      [35, 35, 0, 70],
      [45, 0, 5, 50],
    ]);
  });

  it("reads a row naming its heading and making the rows under it as their subtotal, and 'N lines x $5' as a charge", () => {
    expect([b.accountCharges, b.credits]).toEqual([20, -11]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads an amount printed as a credit as a credit whatever its words, and not the words of a note beside it", () => {
    const c = parseBillText(`Amount due   $40.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Line total $45.00
Account
Account service fee   $5.00   AutoPay will draft this amount on the due date.
Port-in promotion (3 of 12)   $10.00CR`);
    expect([c.accountCharges, c.credits]).toEqual([5, -10]);
    expect(c.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's monthly charges listed under their heading, with the heading's total", () => {
  it("reads a feature after the plan as no part of the plan's charge, and 'Total monthly charges' as restating them", () => {
    const b = parseBillText(`Total amount due   $95.44
312-555-0142   Jane Smith
Monthly charges
Business Unlimited Pro   11/21/2026 - 12/21/2026   $45.00
Mobile Protect   $17.00
Business Unlimited Pro loyalty discount   -$10.00
Total monthly charges   $52.00
Equipment charges
Payment 14 of 36   $33.34
Total equipment charges   $33.34
Taxes and government fees
IL Telecommunications Excise Tax   $2.06
IL 911 Surcharge   $8.04
Total taxes and government fees   $10.10
Total current charges for 312-555-0142   $95.44`);
    expect(b.lines[0]).toMatchObject({ planCost: 45, otherCharges: 17, credits: -10, lineTotal: 95.44 });
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a compact table of a scanned statement", () => {
  const scan = `Total Amount Due   $212.14
Number         User            Rate Plan                 Plan     Install.   Add-ons & Credits   Fees    Taxes   Total     Data (GB)
404-555-0182   Marcus Johnson  Business Unlimited Pro    $45.00   $27.78     $0.00               $3.87   $3.85   $80.50    44.46
678-555-0132   Maria Lopez     Business Unlimited Start  $30.00   $27.78     $7.50               $3.03   $3.85   $72.16    231
404-555-0173   Ken Watanabe.   Business Unlimited Pro    $45.00   $20.83     ($13.75)            $3.72   $3.68   $59.48    51.51`;
  const b = parseBillText(scan);

  it("reads a column of add-ons and credits as signed amounts: a charge positive, a credit negative", () => {
    expect(b.lines.map((l) => roundCents(l.otherCharges + l.credits))).toEqual([0, 7.5, -13.75]);
    expect(b.reconciliation.status).toBe("reconciled");
    expect(columnCategory("Other charges & credits")).toBe("other");
    expect(columnCategory("Discounts & credits")).toBe("credits");
  });

  it("leaves unread a whole number of GB above every other line's where all of them print decimals", () => {
    expect(b.lines.map((l) => l.dataUsageGB)).toEqual([44.46, null, 51.51]);
    expect(b.warnings.join(" ")).toMatch(/\(678\) 555-0132: data read as 231 GB.*left unread/);
  });

  it("reads a user's name without a period the scan put after it", () => {
    expect(b.lines[2]!.user).toBe("Ken Watanabe");
  });
});

describe("a line's device and plan named on rows of their own", () => {
  const b = parseBillText(`Total due   $61.21
(206) 555-0158   Carlos Mendes   Line total   $24.77
Samsung Galaxy Watch7 (customer-owned)
Business Wearable Unlimited
Plan   Equipment   Services   Fees   Taxes   Data used
$20.00   -   -   $2.40   $2.37   812 MB
(206) 555-0174   Samuel Okafor   Line total   $36.44
Samsung Galaxy Tab S9 FE   EIP 21 of 24 · $56.25 after this bill
Business Tablet 10GB
Plan   Equipment   Services   Fees   Taxes   Data used
$15.00   $18.75   -   $1.40   $1.29   6,118 MB`);

  it("reads a device the customer owns as no installment and nothing owed, named without that status", () => {
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Samsung Galaxy Watch7",
      monthlyPayment: 0,
      remainingBalance: 0,
    });
    for (const owned of ["Own", "Apple iPhone 13 paid off", "Pixel 7 Paid in full", "BYOD"])
      expect(LABEL.ownedDevice(owned.toLowerCase())).toBe(true);
    expect(LABEL.ownedDevice("apple iphone 16 pro")).toBe(false);
  });

  it("reads a whole number of GB in a plan's name as its allowance, not data used", () => {
    expect(b.lines.map((l) => [l.planName, l.dataUsageGB])).toEqual([
      ["Business Wearable Unlimited", 0.79],
      ["Business Tablet 10GB", 5.97],
    ]);
  });
});

describe("a scanned line table whose figures drift from their columns", () => {
  it("reads a row's figures in order into the money columns when that makes its total, a lost decimal point as cents", () => {
    // "3334" (33.34 without its point) stands under ADD-ON/EIP, 266.72 near EIP: placed by position they do not
    // make 68.39; read in order, with a balance only beside an installment, they do.
    const b = parseBillText(`TOTAL DUE   144.71
LINE            NAME           RATE PLAN         PLAN     DISC     ADD-ON    EIP      EIP BAL    FEES     TAXES    TOTAL
(480)555-0115   Priya Shah     Business Edge     30.00                    3334     266.72     2.45     2.60     68.39
(602)555-0102   Luis Ortega    Business Edge     30.00   -10.00    25.00                        2.45     5.02     52.47
(480)555-0150   Raj Patel      Business Tablet   20.00                                         2.04     1.81     23.85`);
    expect(b.lines[0]).toMatchObject({
      planCost: 30,
      equipment: { deviceName: "", monthlyPayment: 33.34, remainingBalance: 266.72 },
      surcharges: 2.45,
      taxes: 2.6,
    });
    expect(b.lines[1]).toMatchObject({ planCost: 30, credits: -10, otherCharges: 25, surcharges: 2.45, taxes: 5.02 });
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads column headings cut short without a point", () => {
    expect(columnCategory("EIP BAL")).toBe("balance");
    expect(columnCategory("DISC")).toBe("credits");
    expect(columnCategory("SURCH")).toBe("surcharges");
    expect(columnCategory("Left to pay")).toBe("balance");
    expect(columnCategory("EIP")).toBe("equipment");
  });
});

describe("a ledger whose line runs onto the next page", () => {
  it("goes on with that line's rows under the header repeated at the top of the page, up to its subtotal", () => {
    const header = "Wireless No.   Employee   Charge Type   Description                            Amount";
    const b = parseBillText(`Amount due   $51.39
${header}
4805550109     David Kim  Recurring     Business Unlimited Edge                30.00
                          Surcharge     Federal Universal Service Fund         2.10
\f${header}
                          Tax           AZ transaction privilege tax           2.94
                          Tax           AZ 911 excise tax                      0.20
                          Line subtotal                                        35.24
4805550148     Tom Becker Recurring     Business Unlimited Edge                16.15
                          Line subtotal                                        16.15`);
    expect(b.lines[0]).toMatchObject({ planCost: 30, surcharges: 2.1, taxes: 3.14, lineTotal: 35.24 });
    expect(b.accountCharges).toBe(0);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a past-due statement", () => {
  const b = parseBillText(`PAST DUE   Your account is past due. Please pay the past due amount of $956.51 immediately.
Account summary
Previous balance   $1,842.37
Payment received 10/29/2026 - thank you   $900.00CR
Late payment charge   $14.14
Current charges   $125.59
Total amount due   $1,082.10
Number         User             Rate plan                    Monthly   Equip.   Int'l    Surch.   Taxes    Total
404.555.0118   Marcus Johnson   Business Unlimited Elite     $40.00    $0.00    $90.00   $3.41    $4.12    $137.53
Paper bill charge   $2.00
Business multi-line discount (7 lines)   $13.94CR
Device installments
Number         Device               Installment   Monthly
404.555.0118   Apple iPhone 16 Pro  12 of 36      $0.00`);

  it("reads the total amount due, not the past-due amount a notice asks for first", () => {
    expect(b.totalDue).toBe(1082.1);
  });

  it("reads an Int'l column as international, a discount for so many lines as a credit, and a count as no device", () => {
    expect(b.lines[0]).toMatchObject({ internationalCost: 90, lineTotal: 137.53 });
    expect(b.lines[0]!.equipment?.deviceName ?? "").not.toMatch(/of 36/);
    expect([b.accountCharges, b.credits]).toEqual([2, -13.94]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("account rows printed amount first", () => {
  it("reads the cell after the amount as the label (not a note after it), and the amount charged, not a unit price", () => {
    const b = parseBillText(`Total current charges   $55.00
Line 512-555-0142 User: Priya Shah
Business Unlimited Plus $75.00
Line total $75.00
Account charges
$15.00   Account management fee   Amounts in ( ) are credits.
($35.00)   AutoPay discount (7 lines x $5.00)`);
    expect([b.accountCharges, b.credits]).toEqual([15, -35]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a device payment whose balance follows its figure", () => {
  it("reads '$666.72 left after this bill' as the balance, and 'left' as no part of the device's name", () => {
    const b = parseBillText(`Total due   $41.67
(206) 555-0121   Aisha Bello
Apple iPhone 16 Pro   EIP 8 of 24 · $41.67 · $666.72 left after this bill
Line total   $41.67`);
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Apple iPhone 16 Pro",
      monthlyPayment: 41.67,
      remainingBalance: 666.72,
    });
  });
});

describe("a ledger of one row per charge, sorted by type of charge", () => {
  const header = "Date       Line number    Description                                   Type         Amount";
  const b = parseBillText(`Amount due by 01/04/27   $86.60
${header}
12/01/26   +13125550193   Pro Talk & Text + 5GB - monthly access        Plan         19.00
12/01/26   +17735550164   Pro Unlimited 50 - monthly access             Plan         39.00
12/01/26   +17735550164   Apple iPhone 16 Pro pmt 15/36 (bal 700.14)    Equipment    33.34
12/15/26   ACCOUNT        Account maintenance fee                       Surcharge    5.00
12/15/26   +13125550193   Federal USF recovery                          Surcharge    0.65
\f${header}
12/15/26   +17735550164   Federal USF recovery                          Surcharge    0.92
12/15/26   +13125550193   Chicago 911 surcharge                         Tax          0.36
12/15/26   +17735550164   IL telecom excise & sales tax                 Tax          3.33
12/15/26   ACCOUNT        AutoPay credit                                Credit       (10.00)
12/01/26   +17735550164   Multi-line plan discount                      Credit       (5.00)`);

  it("gathers each line's rows wherever they stand, across the header repeated on the next page", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.planName, l.planCost, l.surcharges, l.taxes, l.credits])).toEqual([
      ["(312) 555-0193", "Pro Talk & Text + 5GB", 19, 0.65, 0.36, 0],
      ["(773) 555-0164", "Pro Unlimited 50", 39, 0.92, 3.33, -5],
    ]);
    expect(b.lines[1]!.equipment).toEqual({
      deviceName: "Apple iPhone 16 Pro",
      monthlyPayment: 33.34,
      remainingBalance: 700.14,
    });
    expect(b.lines[1]!.readBy?.taxes).toBe("ledger row of the same number");
  });

  it("reads the account's rows as the account's, and reconciles", () => {
    expect([b.accountCharges, b.credits]).toEqual([5, -10]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's charges printed amount first, under headings of their kind", () => {
  const b = parseBillText(`Invoice summary
$61.25   Total current charges
$61.25   Amount due by 07 Dec 2026
+1 512 555 0142   Priya Shah   Smartphone line
$45.00   Business Unlimited Plus
$12.50   Samsung Galaxy A35 - Installment $12.50 (mo. 7/24), remaining $212.50
Fees & surcharges
$1.25   Regulatory cost recovery fee
Taxes
$2.00   State sales tax 6.25%
$0.50   Texas 911 emergency service fee
$61.25   Line total`);

  it("reads the amount before 'Amount due' as the amount due", () => {
    expect(b.totalDue).toBe(61.25);
  });

  it("counts a government fee under a heading of taxes among the taxes", () => {
    expect(b.lines[0]).toMatchObject({ surcharges: 1.25, taxes: 2.5, lineTotal: 61.25 });
  });

  it("reads 'mo. 7/24' as the payment's count, no part of the device's name", () => {
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Samsung Galaxy A35",
      monthlyPayment: 12.5,
      remainingBalance: 212.5,
    });
  });
});

describe("a tax listed under a heading of surcharges", () => {
  it("is a tax: the item's name says so", () => {
    const b = parseBillText(`Total due   $43.50
(425) 555-0101   Ann Lee
Business Unlimited   $40.00
Surcharges
Regulatory cost recovery   $1.50
State sales tax   $2.00
Line total   $43.50`);
    expect(b.lines[0]).toMatchObject({ surcharges: 1.5, taxes: 2 });
  });
});

describe("charges listed in a table per kind, each with a row per line", () => {
  const b = parseBillText(`Previous balance       $100.00                          Total due
Payments - thank you   -$100.00
Monthly charges        $85.00                           $112.78
Total current charges  $112.78
Monthly charges
Wireless number   User         Plan                               Monthly charge
214.555.0131      Luis Ortega  AT&T Business Unlimited Starter    $30.00
972.555.0150      Sofia Rossi  AT&T Business Unlimited Elite      $55.00
Equipment installments
Wireless number   Device               Installment   Balance after   This month
972.555.0150      Samsung Galaxy A35   11 of 24      $162.50         $12.50
Company fees & surcharges
Wireless number   Admin. & Telco Recovery   Regulatory Cost Recovery   Fees for line
214.555.0131      $2.27                     $0.75                      $3.02
972.555.0150      $2.96                     $0.98                      $3.94
Government fees & taxes
Wireless number   TX sales tax   Dallas city tax   911 fee   Taxes for line
214.555.0131      $1.96          $0.65             $0.32     $2.93
972.555.0150      $3.61          $1.19             $0.59     $5.39`);

  it("reads a line's sum of a kind's items as its charge of that kind, the items as its parts", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.surcharges, l.taxes])).toEqual([
      ["(214) 555-0131", 30, 3.02, 2.93],
      ["(972) 555-0150", 55, 3.94, 5.39],
    ]);
  });

  it("reads the month's column of a table of device payments as the installment, not a plan's charge", () => {
    expect(b.lines[1]!.equipment).toEqual({
      deviceName: "Samsung Galaxy A35",
      monthlyPayment: 12.5,
      remainingBalance: 162.5,
    });
    expect(b.lines[1]!.planCost).toBe(55);
  });

  it("reads the amount due under its label beside another block when the summary's arithmetic gives it", () => {
    expect(b.totalDue).toBe(112.78);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a scanned line table under a header over two rows, below a summary beside the amount-due box", () => {
  // Rows as the scan's words were placed: [y, height, [text, x0, x1] per cell].
  const placed: Array<[number, number, Array<[string, number, number]>]> = [
    [
      443,
      26,
      [
        ["Previous balance", 146, 370],
        ["$482.15", 886, 993],
        ["‘Total amount due", 1068, 1295],
      ],
    ],
    [
      496,
      23,
      [
        ["Payment received 11/18/26 - Thank you", 146, 676],
        ["$482.15 CR", 840, 993],
      ],
    ],
    [
      545,
      23,
      [
        ["Balance forward", 146, 360],
        ["$0.00", 920, 993],
      ],
    ],
    [
      598,
      28,
      [
        ["New charges", 146, 337],
        ["$95.59", 875, 993],
      ],
    ],
    // biome-ignore format: one header cell per column
    [927, 19, [["Wireless", 113, 214], ["User", 296, 349], ["Rate plan", 502, 613], ["Add-ons", 928, 1025], ["‘Equip.", 1066, 1143], ["Inst.bal.", 1191, 1293], ["Fees&", 1328, 1406], ["Taxes", 1453, 1519], ["Data", 1603, 1656], ["Total", 1744, 1800]]],
    // biome-ignore format: one header cell per column
    [959, 22, [["number", 114, 205], ["charges", 813, 906], ["inst.", 1093, 1143], ["remaining", 1175, 1294], ["surch.", 1334, 1406], ["(MB)", 1602, 1656]]],
    // biome-ignore format: one cell per column
    [1011, 19, [["(404)555-0153 Jane Smith", 115, 414], ["BUS UNL TABLET", 502, 690], ["20.00", 810, 906], ["0.00", 977, 1025], ["13.89", 1082, 1144], ["291.69", 1217, 1294], ["2.23", 1358, 1406], ["1.70", 1472, 1519], ["41,396", 1579, 1656], ["37.82", 1738, 1799]]],
    // biome-ignore format: one cell per column
    [1056, 19, [["(678)555-0168 Grace Chen", 114, 425], ["BUS UNL STARTER", 502, 705], ["30.00", 844, 906], ["0.00", 977, 1025], ["22.22", 1081, 1143], ["711.04", 1218, 1294], ["2.79", 1358, 1406], ["2.76", 1471, 1519], ["5,833", 1594, 1656], ["57.77", 1734, 1799]]],
  ];
  const b = parseBillRows(
    placed.map(([y, height, cells]) => ({
      page: 1,
      y,
      height,
      cells: cells.map(([text, x0, x1]) => ({ text, x0, x1, piped: false })),
      text: cells.map(([text]) => text).join(" | "),
    })),
  );

  it("reads a column headed only 'charges' right of the plan's name as the plan's charge", () => {
    expect(b.lines.map((l) => [l.planName, l.planCost, l.otherCharges, l.equipment?.monthlyPayment])).toEqual([
      ["BUS UNL TABLET", 20, 0, 13.89],
      ["BUS UNL STARTER", 30, 0, 22.22],
    ]);
  });

  it("reads no amount due from the payment's figure under the label of the amount due", () => {
    expect(b.totalDue).not.toBe(-482.15);
  });
});

describe("a line table in groups under cost-center headings", () => {
  it("reads the cost center's name without the count of its lines beside it", () => {
    const b = parseBillText(`Total due   $70.00
Line             Plan                  Monthly charges     Total
Cost center: Administration   2 lines
(425) 555-0101   Business Unlimited    $40.00              $40.00
(425) 555-0102   Business Basic        $30.00              $30.00`);
    expect(b.lines.map((l) => l.department)).toEqual(["Administration", "Administration"]);
  });
});

describe("a line's section with its call and data activity, broken by a page", () => {
  const b = parseBillText(`Total current charges   $73.37
Hannah Moore   303.555.0117
Monthly charges
Business Unlimited Pro (Nov. 24 - Dec. 23)   $45.00
Usage and purchase charges
Data: 18.42 GB used of Unlimited
Talk activity
Date    Time       Number         Origination    Destination    Min
10/26   7:48 AM    719.555.0164   Lakewood CO    Incoming CL    6
11/01   15:29      970.555.0185   Denver CO      Denver CO      37
5 calls, 89 minutes - included in plan
Total usage and purchase charges   $0.00
Taxes, governmental surcharges and fees
CO State Sales Tax   $2.73
Page 1 of 2
Detail of charges, continued
CO 911 Surcharge   $0.90
Total taxes, governmental surcharges and fees   $3.63
Total current charges for 303.555.0117   $48.63
Noah Brooks   303.555.0104
Monthly charges
Business Internet Hotspot 150GB (Nov. 24 - Dec. 23)   $20.00
Data activity
Date    Time       Usage type    Origination    Used
10/24   5:04 PM    Data          Aurora CO      2.38 GB
Data: 63.18 GB used of Unlimited
Taxes, governmental surcharges and fees
CO State Sales Tax   $4.74
Total current charges for 303.555.0104   $24.74`);

  it("reads the other parties' numbers of a call log as no lines, a session's data as no line's usage", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.dataUsageGB])).toEqual([
      ["(303) 555-0117", 18.42],
      ["(303) 555-0104", 63.18],
    ]);
  });

  it("goes on under the heading it had past a page's 'continued' banner, and past the log's count of calls", () => {
    expect(b.lines[0]).toMatchObject({ planCost: 45, taxes: 3.63, lineTotal: 48.63 });
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads a data-only service first under a heading of monthly charges as the line's plan", () => {
    expect(b.lines[1]).toMatchObject({ planName: "Business Internet Hotspot 150GB", planCost: 20, otherCharges: 0 });
  });
});

describe("an account charge with a note in parentheses holding a figure", () => {
  it("reads the charge's own amount and name, not the note's figure ('Late payment charge (past-due balance $169.30)')", () => {
    const b = parseBillText(`Total current charges   $64.99
(206) 555-0170   Rhea Cole   Business Unlimited Plus   $45.00
Account-level charges and credits
Business administrative fee   $4.99
Late payment charge (past-due balance $169.30)   $15.00`);
    expect(b.accountCharges).toBe(19.99);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's index run into its word by a scan", () => {
  it("reads 'LINE2' beside the number as the line's index, not its plan", () => {
    const b = parseBillText(`Amount due   $34.07
LINE2   757-555-0172   Carlos Mendes
Smartphone   Business Unlimited Essentials
Plan   $34.07
Line total   $34.07`);
    expect([b.lines[0]!.user, b.lines[0]!.planName]).toEqual(["Carlos Mendes", "Business Unlimited Essentials"]);
  });
});

describe("a line's kind of device alone under its number, and a plan's name with its status", () => {
  const b = parseBillText(`Total due   $79.35
+1 469 555 0112   Tom Becker
Smartphone
Plan: Business Unlimited Elite   55.00
Line total   55.00
+1 720 555 0178   Alicia Grant
Business Unlimited Start - suspended (suspension rate 11/24 - 12/23)   $10.00
Line total   $10.00
+1 303 555 0126   Raj Patel
Business Unlimited Plus - prorated 11/09 - 11/23 (15 of 31 days)   $14.35
Line total   $14.35`);

  it("reads 'Smartphone' as no plan: the plan is the one named after it", () => {
    expect(b.lines[0]!.planName).toBe("Business Unlimited Elite");
  });

  it("reads a plan's name without its status or proration after a dash", () => {
    expect(b.lines.slice(1).map((l) => [l.planName, l.planCost])).toEqual([
      ["Business Unlimited Start", 10],
      ["Business Unlimited Plus", 14.35],
    ]);
  });
});

describe("a summary's charges of a kind billed across the lines", () => {
  /** A summary over a line table whose lines pay `tax` each. */
  const statement = (tax: string, total: string) =>
    parseBillText(`Amount due   $86.40
Lines (2 lines)                     80.00
State and local taxes (all lines)    6.40
Line            Plan              Monthly      Taxes      Total
512-555-0101    Business Basic    40.00        ${tax}       ${total}
512-555-0102    Business Basic    40.00        ${tax}       ${total}`);

  it("reads 'State and local taxes (all lines)' as the account's when the lines carry no taxes", () => {
    const b = statement("0.00", "40.00");
    expect(b.accountCharges).toBe(6.4);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads it as no charge of the account when it is what the lines' own taxes make", () => {
    const b = statement("3.20", "43.20");
    expect(b.accountCharges).toBe(0);
    expect(b.lines.map((l) => l.taxes)).toEqual([3.2, 3.2]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a summary row beside the amount-due box, on the row of the amount under its label", () => {
  it("reads the row's own charge, and the amount due from the box", () => {
    const b = parseBillText(`Invoice summary
Plan charges                   80.00        Amount due
Regulatory recovery fee         6.40        86.40
Current charges                86.40
Line            Plan              Monthly      Total
512-555-0101    Business Basic    40.00        40.00
512-555-0102    Business Basic    40.00        40.00`);
    expect(b.totalDue).toBe(86.4);
    expect(b.accountCharges).toBe(6.4);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's surcharges and taxes as one figure, itemised by line at the end of the bill", () => {
  const charges = `Total amount due   $86.97
Ivan Horvat – 512 555 0126   $46.97
Business Unlimited Start   $40.00
Surcharges, taxes and governmental fees (itemized at the end of this bill)   $6.97
Ken Watanabe – 512 555 0110   $40.00
Business Unlimited Start   $40.00`;

  it("reads the one figure as both together, the split not printed", () => {
    const b = parseBillText(charges);
    expect(b.lines[0]).toMatchObject({ feesTogether: true, lineTotal: 46.97 });
    expect(roundCents(b.lines[0]!.surcharges + b.lines[0]!.taxes)).toBe(6.97);
  });

  it("takes the split from the line's itemised surcharges and taxes, their sum restated after them", () => {
    const b = parseBillText(`${charges}
Taxes, surcharges and fees by line
Ivan Horvat – 512 555 0126   Line total $46.97
Federal Universal Service Fee   $1.56
Regulatory Cost Recovery   $1.53
Total surcharges   $3.09
TX State Sales Tax   $3.88
Total taxes and governmental fees   $3.88
Surcharges, taxes and fees for this line   $6.97`);
    expect(b.lines).toHaveLength(2);
    expect(b.lines[0]).toMatchObject({ surcharges: 3.09, taxes: 3.88, lineTotal: 46.97 });
    expect(b.lines[0]!.feesTogether).toBeUndefined();
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("line cards: the number and kind of device, the user, the plan's name, then its nameless charge", () => {
  const b = parseBillText(`Amount due   $71.34
+12235550162   Smartwatch
Arjun Mehta
Biz Watch Connect
Monthly plan   8.00
Device installment 15/24   16.67
Apple Watch Series 10 - balance left 150.03
Line total   24.67
+12235550191   Smartphone
Yuki Tanaka
Biz Unlimited 5G
Monthly plan   30.00
Line total   30.00
+14845550158   Mobile hotspot
Hannah Moore
Biz Hotspot 50GB
Monthly plan   16.67
Line total   16.67`);

  it("reads the kind of device beside the number as no plan, and the name over 'Monthly plan' as the plan", () => {
    expect(b.lines.map((l) => [l.user, l.planName, l.planCost])).toEqual([
      ["Arjun Mehta", "Biz Watch Connect", 8],
      ["Yuki Tanaka", "Biz Unlimited 5G", 30],
      ["Hannah Moore", "Biz Hotspot 50GB", 16.67],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("names the device from its balance row", () => {
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Apple Watch Series 10",
      monthlyPayment: 16.67,
      remainingBalance: 150.03,
    });
  });
});

describe("a note in sentences under a line's charges", () => {
  it("heads no rows: the taxes it speaks of leave the line's one figure for surcharges and taxes together", () => {
    const b = parseBillText(`Total amount due   $46.97
Ivan Horvat – 512 555 0126   $46.97
Business Unlimited Start   $40.00
Surcharges, taxes and governmental fees   $6.97
Taxes and governmental fees are required by law and are collected for federal, state and local governments.`);
    expect(b.lines[0]).toMatchObject({ feesTogether: true, lineTotal: 46.97 });
  });
});

describe("a line table turned on its side, its numbers, users and kinds of device without a label", () => {
  it("reads each line's column, the names under the numbers as the users", () => {
    const b = parseBillText(`Total current charges   $70.00
                     +1 (414) 555-0129        +1 (608) 555-0146
                     Emily Nguyen             Sofia Rossi
                     Tablet                   Smartphone
Plan                 Bus Unlimited Tablet     Business Unlimited Start
Monthly access       $25.00                   $30.00
Surcharges           $2.00                    $3.00
Taxes                $5.00                    $5.00
Line total           $32.00                   $38.00`);
    expect(
      b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.surcharges, l.taxes, l.lineTotal]),
    ).toEqual([
      ["(414) 555-0129", "Emily Nguyen", "Bus Unlimited Tablet", 25, 2, 5, 32],
      ["(608) 555-0146", "Sofia Rossi", "Business Unlimited Start", 30, 3, 5, 38],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

/** A PDF's rows: each cell of the text (parted by three spaces or more) a box where its characters stand. */
const pdfRows = (text: string) =>
  rowsFromBoxes(
    text.split("\n").flatMap((line, i) =>
      [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
        text: m[0],
        x0: m.index * 5,
        x1: (m.index + m[0].length) * 5,
        y0: i * 14,
        y1: i * 14 + 10,
        page: 1,
      })),
    ),
  );

describe("a line table under headings over two rows that name a column twice", () => {
  it("reads the second 'Monthly' as of the group whose heading stands over or before it", () => {
    const b = parseBillRows(
      pdfRows(`Amount due   $72.39
                                                Equipment installment                     Fees and taxes
Number          Plan                 Monthly    Device              Monthly    Balance    Fees    Taxes    Total
629 555-0108    Business Unlimited   $55.00     Galaxy Tab S9 FE    $13.89     $236.13    $0.00   $0.00    $68.89
629 555-0109    Business Unlimited   $3.50      Customer owned      $0.00      $0.00      $0.00   $0.00    $3.50`),
    );
    expect(
      b.lines.map((l) => [l.planCost, l.equipment?.monthlyPayment ?? 0, l.equipment?.remainingBalance ?? 0]),
    ).toEqual([
      [55, 13.89, 236.13],
      [3.5, 0, 0],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a scan's line table on a group plan", () => {
  const b = parseBillRows(
    pdfRows(`Total due   $139.50
Mobile Share Pro 100GB - group plan (2 lines)   100.00
Line access charges (2 lines)   35.00
Government taxes & fees   3.50
Multi-line discount - 2 lines   5.00 CR
Number          Device        Plan (line access)        Access    Equip.    Taxes Data GB    Total
404 555-0127    Smartphone    Mobile Share Pro Phone    25.00     6.00      2.00    18.62    33.00
404 555-0191    Tablet        Mobile Share Pro Tablet   10.00     0.00      1.50    6.18     11.50
Installment agreements
Number          Device                 Agreement    Monthly    Balance remaining
404 555-0127    Apple iPhone 16 Pro    7 of 36      6.00       966.86`),
  );

  it("reads a header cell a scan ran together over two figures as two columns ('Taxes Data GB')", () => {
    expect(b.lines.map((l) => [l.taxes, l.dataUsageGB, l.lineTotal])).toEqual([
      [2, 18.62, 33],
      [1.5, 6.18, 11.5],
    ]);
  });

  it("reads the group plan charged once as the account's, the line access charges as the lines' own", () => {
    expect([b.accountCharges, b.credits]).toEqual([100, -5]);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("names a device from the installments, not from a kind of device in the table's device column", () => {
    expect(b.lines[0]!.equipment).toMatchObject({ deviceName: "Apple iPhone 16 Pro", monthlyPayment: 6 });
  });
});

describe("part of a statement whose summary names the lines' plans together", () => {
  it("reads 'Plans (7 lines)' as the lines' sum, not the account's, though the lines shown make less", () => {
    const b = parseBillText(`Total due   $215.00
Plans (7 lines)   $200.00
Taxes (all lines)   $15.00
Line 512-555-0101
Business Basic   $30.00
Taxes   $2.00
Line total   $32.00`);
    expect(b.lines.map((l) => [l.planCost, l.taxes, l.lineTotal])).toEqual([[30, 2, 32]]);
    expect(b.accountCharges).toBe(0);
    expect(b.reconciliation.status).toBe("unattributed");
  });
});

describe("a usage table without figures of money under the lines' charges", () => {
  const b = parseBillText(`Total due   $60.00
LINE             TYPE               PLANS     TOTAL
(623) 555 0126   Wearable           $10.00    $10.00
(623) 555 0173   Mobile Internet    $50.00    $50.00
(623) 555 0190   Voice              $0.00     $0.00
Totals                              $60.00    $60.00
USAGE
LINE             USER            PLAN                        DATA
(623) 555 0126   Olivia Reyes    Business Watch Unlimited    0.27 GBof Unlimited
(623) 555 0173   George Adams    Business Hotspot 100GB      47.36 GB of 100 GB
(623) 555 0190   Ann Lee         Business Unlimited          -`);

  it("gives the lines their users and plans", () => {
    expect(b.lines.map((l) => [l.user, l.planName])).toEqual([
      ["Olivia Reyes", "Business Watch Unlimited"],
      ["George Adams", "Business Hotspot 100GB"],
      ["Ann Lee", "Business Unlimited"],
    ]);
  });

  it("reads the data used, not the allowance it is used of, nor a figure of the plan's name", () => {
    expect(b.lines.map((l) => l.dataUsageGB)).toEqual([0.27, 47.36, null]);
  });
});

describe("a summary with adjustments, its amount due in digits a scan set apart", () => {
  const statement = (due: string) =>
    parseBillText(`Your account summary
Previous balance   $236.14
Payments 11/16/26 - thank you!   ($236.14)
${due}
Adjustments   ($18.50)
New charges   $196.21
Adjustments
Service outage credit 11/04/26   ($18.50)
New charges
Line 214-555-0131   Maria Lopez
Business Unlimited Performance   $192.22
Line total   $192.22
Business administrative fee   $3.99`);

  it("takes the adjustment as a credit of the period: its charges are the new charges net of it", () => {
    const b = statement("$ 17 7 7 1");
    expect(b.credits).toBe(-18.5);
    expect(b.currentCharges).toBe(177.71);
    expect(b.reconciliation.status).toBe("reconciled");
  });

  it("reads the set-apart digits as the amount due when they are the summary's own arithmetic, not otherwise", () => {
    expect(statement("$ 17 7 7 1").totalDue).toBe(177.71);
    expect(statement("$ 17 7 7 4").totalDue).toBeNull();
  });
});

describe("a sentence about a line beside a summary's figure", () => {
  it("opens no line's section: the credit on its row is the account's", () => {
    const b = parseBillText(`Total due   $25.00
Line charges (1 line)   40.00
Kickback credit   15.00CR   1-629-555-0143 cancelled November 20th, 2026; the plan is prorated.
Line             Plan                  Plans    Total
1-629-555-0143   Business Essentials   40.00    40.00`);
    expect(b.credits).toBe(-15);
    expect(b.lines.map((l) => [l.phoneNumber, l.credits, l.lineTotal])).toEqual([["(629) 555-0143", 0, 40]]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("line groups under cost-center headings that carry their subtotal", () => {
  const b = parseBillRows(
    pdfRows(`Total due   $52.69
Number            User           Plan                        Handset (model)       Monthly    Equip.    Balance Add-ons    Total
Cost center 1100 Executive (1 line)   $52.69
+1 828 555 0133   Omar Haddad    DataConnect Hotspot 50GB    Netgear Nighthawk M7  $35.00     $12.50    $100.00   $5.19    $52.69`),
  );

  it("reads the heading's cost center, with its subtotal beside it, as the department of the lines under it", () => {
    expect(b.lines[0]!.department).toBe("1100 Executive");
  });

  it("reads the device and a header cell run together over two figures ('Balance Add-ons')", () => {
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Netgear Nighthawk M7",
      monthlyPayment: 12.5,
      remainingBalance: 100,
    });
    expect(b.lines[0]!.otherCharges).toBe(5.19);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("an invoice of item rows with a quantity and a unit price, the lines' subtotal, then the account's items", () => {
  const b = parseBillText(`Current charges   $48.64
Description                                   Qty   Unit price   Amount
Line (303) 555-0187 - Priya Shah - Watch
Monthly plan: Peak Watch Connect              1     7.00         7.00
Device installment 5/36: Apple Watch SE       1     13.89        13.89
Balance after this installment 430.59
Line subtotal   20.89
Line (303) 555-0160 - Grace Chen - Tablet
Monthly plan: Peak Tablet Connect 10GB        1     15.00        15.00
Line subtotal   15.00
Subtotal of lines (2)   35.89
Account administration fee                    1     14.95        14.95
Volume discount 10% of plan charges (22.00)   1     (2.20)       (2.20)
Total current charges   48.64`);

  it("reads no quantity into the names of plans and devices", () => {
    expect(b.lines.map((l) => [l.planName, l.equipment?.deviceName ?? null])).toEqual([
      ["Peak Watch Connect", "Apple Watch SE"],
      ["Peak Tablet Connect 10GB", null],
    ]);
  });

  it("ends the last line's section at the lines' subtotal: the items under it are the account's", () => {
    expect(b.lines[1]!.lineTotal).toBe(15);
    expect([b.accountCharges, b.credits]).toEqual([14.95, -2.2]);
    expect(b.reconciliation).toMatchObject({ status: "reconciled" });
  });
});

describe("a line table whose rows go on over the plan's field and the device's installment note", () => {
  const b = parseBillRows(
    pdfRows(`Total due   85.07
Number       User             Monthly   Equip.   Total
4695550112 = Marcus Johnson   45.00     33.34    78.34
             Plan: AT&T Business Unlimited Performance
Installment 11 of 36: Apple iPhone 16 Pro, balance 833.50
4695550139   Aisha Bello      6.73      0.00     6.73
             Plan: AT&T Business Unlimited Starter`),
  );

  it("reads the plan from its field, whatever column it stands under (not as the user a scan ran into the number)", () => {
    expect(b.lines.map((l) => [l.user, l.planName])).toEqual([
      [null, "AT&T Business Unlimited Performance"],
      ["Aisha Bello", "AT&T Business Unlimited Starter"],
    ]);
  });

  it("names the device and what is left to pay from 'Installment 11 of 36: …, balance …'", () => {
    expect(b.lines[0]!.equipment).toEqual({
      deviceName: "Apple iPhone 16 Pro",
      monthlyPayment: 33.34,
      remainingBalance: 833.5,
    });
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a charges list with a column of subtotals right of the amounts, restating the new charges under the last line", () => {
  const b = parseBillRows(
    pdfRows(`Previous balance   $369.40
Payment thank you   $369.40-
New charges   $60.83
Due 12/20/2026
CHARGES BY LINE
                                           Amount      Subtotal
Account
Fees      Account service fee             $5.00
Credit    AutoPay discount                $25.00-     $20.00-
512-555-0148 Chloe Martin   Voice line   Data 27.31 GB
Plan      Business Unlimited Ultimate     $50.00
Taxes     State, local and 911            $4.18       $54.18
512-555-0191 Ivan Horvat   Hotspot   Data 3.67 GB
Plan      Business Hotspot 50GB           $25.00
Taxes     State, local and 911            $1:65
Total new charges                                      $60.83`),
  );

  it("takes the account row's own amount, not the heading's subtotal beside it", () => {
    expect([b.accountCharges, b.credits]).toEqual([5, -25]);
  });

  it("reads a decimal point the scan took for a colon, and the restated new charges as no line's total", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.taxes, l.lineTotal])).toEqual([
      ["(512) 555-0148", 4.18, 54.18],
      ["(512) 555-0191", 1.65, 26.65],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a summary by line before taxes and fees, then each line's fees and taxes itemised with their sums and its total", () => {
  const b = parseBillRows(
    pdfRows(`Previous balance                        $833.42
Payment received 12/4/2026              $833.42CR
Balance forward                         $0.00
Plans                                   $66.00
Equipment                               $27.78
Taxes & fees                            $11.01
Adjustment - international roaming credit     $12.75CR
Total new charges                       $92.04
Total due                               $92.04
Due by Jan 8, 2027
Line         User            Plan                            Plans      Equipment   Subtotal
Account      Adjustment - international roaming credit             $12.75CR    $12.75CR
2145550154   Hannah Moore    Business Unlimited Essentials   $26.00     $27.78      $53.78
6825550139   Olivia Reyes    Business Unlimited Advanced     $40.00                 $40.00
TAXES, FEES & SURCHARGES BY LINE
Line         Fed. USF   Reg. Prog. & TRF   Fees    Sales tax   E911    Taxes    Subtotal   Line total
2145550154   $1.11      $1.59              $2.70   $2.06       $0.33   $2.39    $53.78     $58.87
6825550139   $1.75      $2.50              $4.25   $0.87       $0.80   $1.67    $40.00     $45.92`),
  );

  it("takes each fee and tax column that sums the items left of it as the line's charge, and the line total after the subtotal", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.surcharges, l.taxes, l.lineTotal])).toEqual([
      ["(214) 555-0154", 26, 2.7, 2.39, 58.87],
      ["(682) 555-0139", 40, 4.25, 1.67, 45.92],
    ]);
  });

  it("counts an adjustment listed among the period's charges once, in the new charges the amount due is", () => {
    expect([b.currentCharges, b.credits]).toEqual([92.04, -12.75]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's user and department on the row under its number, parted by a dash", () => {
  const b = parseBillText(`Amount due   $85.49
Due date   12/26/2026
+1 817 555 0198   Smartphone
Tom Becker - Dept. 210 Engineering
Apple iPhone 15
Business Unlimited Elite   55.00
Installment 10/36   22.22
Balance after this installment 577.72
Surcharges and fees   3.85
Government taxes   4.42
Line total   85.49`);

  it("reads the user and the department, and the plan from its own row (not the user's row as a plan)", () => {
    expect(b.lines.map((l) => [l.user, l.department, l.planName, l.planCost, l.lineTotal])).toEqual([
      ["Tom Becker", "210 Engineering", "Business Unlimited Elite", 55, 85.49],
    ]);
  });
});

describe("a line table turned on its side with a sub-heading between the lines' details and their charges", () => {
  const b = parseBillRows(
    pdfRows(`Current charges   $98.00
Amount due   $98.00
Line                 +15045550118       +15045550126       All lines
User                 Sofia Rossi        Marcus Johnson
Plan                 Pool Share Voice   Pool Share Tablet
Charges
Line access          25.00              15.00              40.00
Device installment   33.34              0.00               33.34
Taxes and 911        2.46               22.20              24.66
Line total           60.80              37.20              98.00`),
  );

  it("reads each line's column across the sub-heading", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.taxes, l.lineTotal])).toEqual([
      ["(504) 555-0118", "Sofia Rossi", "Pool Share Voice", 25, 2.46, 60.8],
      ["(504) 555-0126", "Marcus Johnson", "Pool Share Tablet", 15, 22.2, 37.2],
    ]);
    expect(b.lines[0]!.readBy?.planCost).toBe("line table turned on its side");
  });
});

describe("a line table headed by the user's name, each line's number and device on the rows under its figures", () => {
  const b = parseBillRows(
    pdfRows(`Total due   $150.00
Pay by Jan. 2nd, 2027
Name                             Plan                          Plans Discounts Equipment     Fees      Taxes     Total
Arjun Mehta                      Business Unlimited Advanced   $40.00              $22.22    $2.96     $3.41     $68.59
512.555.0161                     Voice                         Unlimited (used 14.2GB)
  EIP 19 of 36: Apple iPhone 15     remaining balance $377.74
Luis Ortega                      Business Hotspot 50GB         $30.00   ($5.00)    $6.25     $2.31     $2.52     $36.08
737.555.0133                     Mobile Internet               50GB (used 38.6GB)
  EIP 17 of 24: T-Mobile 5G Hotspot Z   remaining balance $43.75
Totals                                                         $70.00   ($5.00)    $28.47    $5.27     $5.93     $104.67`),
  );

  it("reads each record with its number from the row under it, and column names run together as columns of their own", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planName])).toEqual([
      ["(512) 555-0161", "Arjun Mehta", "Business Unlimited Advanced"],
      ["(737) 555-0133", "Luis Ortega", "Business Hotspot 50GB"],
    ]);
    expect(b.lines.map((l) => [l.planCost, l.equipment?.monthlyPayment, l.credits, l.lineTotal])).toEqual([
      [40, 22.22, 0, 68.59],
      [30, 6.25, -5, 36.08],
    ]);
  });

  it("takes the line's type and data beside its number as no part of its plan, and the device named after 'EIP n of m:'", () => {
    expect(b.lines.map((l) => [l.dataUsageGB, l.equipment?.deviceName, l.equipment?.remainingBalance])).toEqual([
      [14.2, "Apple iPhone 15", 377.74],
      [38.6, "T Mobile 5G Hotspot Z", 43.75],
    ]);
  });
});

describe("a line table turned on its side with columns of the account's and of the total, wrapped values and credit marks apart", () => {
  const b = parseBillRows(
    pdfRows(`Current charges   $93.00
Amount due   $93.00
Line                 512-555-0118       512-555-0126       Account      Total
User                 Sofia Rossi        Marcus Johnson
Plan                 Business Unl       Business Unl
                     Advanced           Starter
Line access          25.00              15.00                           40.00
Account fee                                                33.34        33.34
Discount             5.00   CR          0.00                            5.00   CR
Taxes                2.46               22.20                           24.66
Line total           22.46              37.20              33.34        93.00`),
  );

  it("reads each line's column, its plan's name over two rows and its credit, and the account's row as the account's", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.planName, l.planCost, l.credits, l.taxes, l.lineTotal])).toEqual([
      ["(512) 555-0118", "Business Unl Advanced", 25, -5, 2.46, 22.46],
      ["(512) 555-0126", "Business Unl Starter", 15, 0, 22.2, 37.2],
    ]);
    expect(b.accountCharges).toBe(33.34);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's head row naming a department whose words are a help line's", () => {
  const b = parseBillText(`Amount due   $75.00
Due date   12/26/2026
512-555-0118   Dana Lee   Customer Support
Business Unlimited Plus   $45.00
Line total   $45.00
512-555-0126   Marcus Johnson   Help Desk
Business Unlimited Starter   $30.00
Line total   $30.00
Questions? Call 512-555-0100`);

  it("reads the line that names its user, and no line for the help line's number", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.lineTotal])).toEqual([
      ["(512) 555-0118", "Dana Lee", "Business Unlimited Plus", 45],
      ["(512) 555-0126", "Marcus Johnson", "Business Unlimited Starter", 30],
    ]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a dated charge under the account's heading", () => {
  const b = parseBillText(`Previous balance   $100.00
Payment received 11/21/2026   -$100.00
Current charges   $100.00
Amount due   $100.00
Due date   12/26/2026
512-555-0118   Dana Lee
Business Unlimited Plus   $45.00
Line total   $45.00
512-555-0126   Marcus Johnson
Business Unlimited Starter   $30.00
Line total   $30.00
Account charges
11/15/2026   Restocking charge   $25.00`);

  it("is the account's charge (not a payment's row)", () => {
    expect([b.accountCharges, b.credits]).toEqual([25, 0]);
    expect(b.reconciliation.status).toBe("reconciled");
  });
});

describe("a line's number in brackets after its user", () => {
  const b = parseBillRows(
    pdfRows(`Amount due   $80.10
Line                           Plan                    Plan charge   Taxes    Total
Dana Lee (512-555-0118)        Business Unlimited      $45.00        $3.10    $48.10
Marcus Lee (512-555-0126)      Business Starter        $30.00        $2.00    $32.00`),
  );

  it("reads the user without the brackets the number leaves", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.user])).toEqual([
      ["(512) 555-0118", "Dana Lee"],
      ["(512) 555-0126", "Marcus Lee"],
    ]);
  });
});

describe("a list of the lines, then their sections with group subtotals, one broken by a page under a running header", () => {
  const page = (n: number, text: string) => pdfRows(text).map((row) => ({ ...row, page: n }));
  const b = parseBillRows([
    ...page(
      1,
      `verizon   Meridian Site Services LLC   Bill date Dec 24, 2026
Total new charges   $106.48
Amount due   $106.48
Number           User          Cost center         Type
(972) 555-0177   Mei Lin       4410 Field Ops      Smartphone
(972) 555-0112   Ann Chu       1200 Finance        Smartphone
The charges of each line are in Line details, with the line's total at the end.
Data is shown in megabytes (1 GB = 1,024 MB). A minus sign marks a credit.
(972) 555-0177   Smartphone    Google Pixel 9
Monthly charges                                    $40.00
Business Unlimited Plus      Dec 24 - Jan 23       $40.00
Equipment charges                                  $20.83
Device Payment Agreement - Google Pixel 9   Payment 33 of 36   $20.83
One-time charges                                   $10.00
International Day Pass       Used Dec 9            $10.00
Surcharges                                         $3.61
Fed. Universal Service Charge                      $1.38
Page 1 of 2`,
    ),
    ...page(
      2,
      `verizon   Meridian Site Services LLC   Bill date Dec 24, 2026
Regulatory Charge                                  $0.25
Administrative and Telco Recovery Charge           $1.98
Total for (972) 555-0177                           $74.44
(972) 555-0112   Smartphone
Monthly charges                                    $30.00
Business Unlimited Plus                            $30.00
Surcharges                                         $2.04
Total for (972) 555-0112                           $32.04
Page 2 of 2`,
    ),
  ]);

  it("reads the departments from the list, and each group's rows up to its subtotal", () => {
    expect(b.lines.map((l) => [l.phoneNumber, l.user, l.department])).toEqual([
      ["(972) 555-0177", "Mei Lin", "4410 Field Ops"],
      ["(972) 555-0112", "Ann Chu", "1200 Finance"],
    ]);
    expect(
      b.lines.map((l) => [l.planCost, l.equipment?.monthlyPayment ?? 0, l.otherCharges, l.surcharges, l.lineTotal]),
    ).toEqual([
      [40, 20.83, 10, 3.61, 74.44],
      [30, 0, 0, 2.04, 32.04],
    ]);
  });
});

describe("a scanned line table whose type and plan ran together, and an installments table whose counts a scan misread", () => {
  const b = parseBillRows(
    pdfRows(`Amount due   $108.69
Number         User          Type         Plan                   Monthly     Equip.     Total
214-555-0121   Grace Chen    Smartphone Bus Unl Performance      45.00       33.34      78.34
469-555-0164   Ruth Cohen    Tablet       Bus Unl Tablet         13.68       16.67      30.35
Installment agreements
Number         User          Device                Installment    This bill    Balance after this bill
214-555-0121   Grace Chen    Apple iPhone 16 Pro   14-of 36       33.34        733.48
469-555-0164   Ruth Cohen    Apple iPad Air        22.0f 36       16.67        450.09`),
  );

  it("reads the plan after the line's type, and the device's name, not its payment's count, from the installments", () => {
    expect(b.lines.map((l) => [l.planName, l.equipment?.deviceName, l.equipment?.remainingBalance])).toEqual([
      ["Bus Unl Performance", "Apple iPhone 16 Pro", 733.48],
      ["Bus Unl Tablet", "Apple iPad Air", 450.09],
    ]);
  });
});
