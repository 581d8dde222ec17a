/**
 * The "Export Analysis Report" workbook: one sheet per tab of the Bill Analyzer,
 * with every field the tab shows.
 */
import type { SheetSpec } from "@/lib/exports/xlsx";
import { USD_FORMAT } from "@/lib/exports/xlsx";
import type { BillAnalysis } from "./analysis-schema";
import {
  breakEvenText,
  readingBanner,
  reconciliationBreakdown,
  reconciliationText,
  savingsBasisText,
} from "./summary-text";

const NOT_READ = "Not read";
const orNotRead = <T>(value: T | null | undefined): T | string =>
  value === null || value === undefined ? NOT_READ : value;

/** What a figure the reading could not confirm shows instead of a number. */
const NOT_CONFIRMED = "Not confirmed: the reading does not add up";

export const REPORT_SHEET_NAMES = [
  "Cost Summary",
  "Line Details",
  "Enterprise Analysis",
  "Compliance & Security",
] as const;

const LINE_TYPE_NAMES = { voice: "Voice", mobile_internet: "Mobile internet", wearable: "Wearable" } as const;

export function reportFilename(analysis: BillAnalysis, today = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  const provider = (analysis.details?.currentProviderId ?? "bill").replace(/[^a-z]/gi, "");
  return `bill_analysis_${provider}_${day}.xlsx`;
}

export function analysisReportSheets(analysis: BillAnalysis): SheetSpec[] {
  const m = analysis.businessMetrics;
  const c = analysis.competitiveAnalysis;
  const banner = readingBanner(analysis);
  const summary: SheetSpec = {
    name: "Cost Summary",
    header: ["Metric", "Value"],
    rows: [
      ...(banner
        ? [
            ["The reading does not add up", banner.problem],
            ["What was read", banner.read],
          ]
        : []),
      ["Current provider", c.currentProvider],
      ["Account number", analysis.details?.accountNumber ?? ""],
      ["Billing period", analysis.details?.billingPeriod ?? ""],
      ["Total monthly cost", orNotRead(analysis.totalMonthlyBill)],
      ["Due date", analysis.dueDate],
      ["Cost per employee", orNotRead(m.costPerEmployee)],
      ["Total data usage (GB)", analysis.totalDataUsageGB],
      [
        "Potential annual savings",
        analysis.potentialSavings.annualSavings ?? "Not computed: the reading does not add up",
      ],
      ["Recommendation", analysis.potentialSavings.recommendation?.label ?? "None"],
      ["How savings are compared", savingsBasisText(analysis) ?? ""],
      ["Lines", analysis.lines.length],
      ["Amount due", analysis.details?.totalDue ?? ""],
      ["Current charges", analysis.details?.currentCharges ?? ""],
      ["Account-level charges", analysis.details?.accountCharges ?? NOT_CONFIRMED],
      ["Credits", analysis.details?.credits ?? NOT_CONFIRMED],
      ["Taxes, surcharges and fees", analysis.details?.taxesAndFees ?? 0],
      ["Check against the bill", reconciliationText(analysis)],
      ["Reconciliation", reconciliationBreakdown(analysis) ?? ""],
      ...(analysis.details?.warnings ?? []).map((w) => ["Could not be read", w]),
      ...((analysis.details?.modelFilled?.length ?? 0) > 0
        ? [["Filled in by the hosted model", analysis.details!.modelFilled.join(", ")]]
        : []),
    ],
  };
  const departments = Object.entries(analysis.departmentBreakdown);
  const lines: SheetSpec = {
    name: "Line Details",
    header: [
      "Phone number",
      "Department",
      "Line type",
      "Plan",
      "Plan cost / month",
      "Data (GB)",
      "Device",
      "Device payment / month",
      "Remaining balance",
      "International",
      "Countries",
      "Line total",
      "User",
      "Surcharges",
      "Taxes",
    ],
    rows: [
      ...analysis.lines.map((l) => [
        l.phoneNumber,
        l.department === "Unassigned" && l.user ? `${l.user} (user; no department printed)` : l.department,
        LINE_TYPE_NAMES[l.lineType],
        l.planName,
        orNotRead(l.planCost),
        orNotRead(l.dataUsageGB),
        l.equipment ? l.equipment.deviceName || NOT_READ : "",
        l.equipment ? orNotRead(l.equipment.monthlyPayment) : 0,
        l.equipment ? orNotRead(l.equipment.remainingBalance) : 0,
        l.internationalCost,
        l.countries.join(", "),
        orNotRead(l.totalCharges),
        l.user ?? "",
        orNotRead(l.surcharges),
        orNotRead(l.taxes),
      ]),
      [],
      ["Department", "Lines", "Cost", "Data (GB)"],
      ...departments.map(([name, d]) => [name, d.lines, orNotRead(d.cost), d.dataUsage]),
    ],
    formats: {
      4: USD_FORMAT,
      7: USD_FORMAT,
      8: USD_FORMAT,
      9: USD_FORMAT,
      11: USD_FORMAT,
      13: USD_FORMAT,
      14: USD_FORMAT,
    },
  };
  const enterprise: SheetSpec = {
    name: "Enterprise Analysis",
    header: ["Item", "Detail"],
    rows: [
      ["Current provider", c.currentProvider],
      [
        "Cost difference vs market average (per month)",
        c.marketComparison.costDifference ?? "Not compared (a plan charge is not confirmed)",
      ],
      ...c.marketComparison.featureGaps.map((g) => ["Feature gap", g]),
      ...c.marketComparison.advantages.map((a) => ["Advantage", a]),
      ...analysis.potentialSavings.enterpriseOpportunities.map((o) => ["Enterprise opportunity", o]),
      ...switchingRows(analysis),
      [
        "Enterprise discounts available",
        c.enterpriseDiscounts.available ? "Yes" : "No additional enterprise discounts available at this time.",
      ],
      ["Enterprise discount potential savings (per year)", c.enterpriseDiscounts.potentialSavings],
      ...c.enterpriseDiscounts.requirements.map((r) => ["Requirement", r]),
    ],
  };
  const compliance: SheetSpec = {
    name: "Compliance & Security",
    header: ["Item", "Detail"],
    rows: [
      ["Status", m.complianceStatus.policyCompliant ? "Compliant" : "Action Required"],
      ...m.complianceStatus.issues.map((i) => ["Issue", i]),
      ["International usage cost", m.internationalUsage.cost],
      ["Countries accessed", m.internationalUsage.countries.join(", ") || "None"],
    ],
  };
  return [summary, lines, enterprise, compliance];
}

/** The device buy-out and break-even of switching to the best offer. */
function switchingRows(analysis: BillAnalysis): Array<Array<string | number>> {
  const s = analysis.potentialSavings.switching;
  const withheld = analysis.potentialSavings.withheld;
  if (!s) return withheld ? [["Switch proposal", withheld]] : [];
  return [
    ["Recommendation", analysis.potentialSavings.recommendation?.label ?? s.carrier ?? "No complete offer"],
    ["Device balances to buy out", s.devicePayoff],
    ...(s.balancesUnread ? [["Device balances not read", s.balancesUnread]] : []),
    ["Devices with a balance", s.devicesWithBalance],
    ["Total cost of switching", s.switchingCost],
    ["Monthly difference (recurring service, before taxes)", s.monthlyDifference],
    ["Months to break even", breakEvenText(s.breakEvenMonths)],
  ];
}
