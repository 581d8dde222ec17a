/**
 * The competing offer for the lines of an analysed bill: the same lines priced
 * on every carrier, the savings against the current service charges, and the
 * devices' remaining balances as the cost of paying them off when moving.
 */
import { carrierName } from "@/config/carriers";
import type { BillAnalysis, BillLine } from "@/lib/bills/analysis-schema";
import type { CompetingOffer } from "./quote";
import { roundMoney, type PricedQuote } from "./pricing";
import { DEFAULT_CONTRACT_MONTHS, emptyRequirements, type Requirements } from "./requirements";

/** A line using this much data a month needs premium data. */
export const PREMIUM_DATA_THRESHOLD_GB = 30;

/** The requirements of the lines on a bill. */
export function requirementsFromBill(bill: BillAnalysis): Requirements {
  return requirementsFromBillLines(bill.lines, bill.businessMetrics.internationalUsage.cost);
}

export function requirementsFromBillLines(
  lines: ReadonlyArray<Pick<BillLine, "lineType" | "dataUsageGB" | "planName">>,
  internationalCost: number,
): Requirements {
  const requirements = emptyRequirements();
  for (const line of lines) {
    if (line.lineType === "voice") requirements.lines.voice += 1;
    else if (line.lineType === "mobile_internet") requirements.lines.mobileInternet += 1;
    else requirements.lines.wearables += 1;
  }
  requirements.needs.premiumData = lines.some(
    (line) => line.lineType !== "wearable" && line.dataUsageGB >= PREMIUM_DATA_THRESHOLD_GB,
  );
  requirements.needs.international = internationalCost > 0;
  requirements.needs.hotspot = lines.some((line) => /hotspot/i.test(line.planName));
  requirements.contractMonths = DEFAULT_CONTRACT_MONTHS;
  return requirements;
}

export function buildCompetingOffer(bill: BillAnalysis, priced: PricedQuote): CompetingOffer {
  const currentProviderId = bill.details?.currentProviderId ?? null;
  const equipmentMonthly = bill.lines.reduce((sum, line) => sum + (line.equipment?.monthlyPayment ?? 0), 0);
  const devicePayoff = roundMoney(bill.lines.reduce((sum, line) => sum + Math.max(0, line.equipment?.remainingBalance ?? 0), 0));
  const devicesWithBalance = bill.lines.filter((line) => (line.equipment?.remainingBalance ?? 0) > 0).length;
  const currentServiceMonthly = roundMoney(bill.totalMonthlyBill - equipmentMonthly);
  const offers = priced.options
    .filter((option) => option.unavailable.length === 0 && option.items.length > 0)
    .map((option) => {
      const monthlySavings = roundMoney(currentServiceMonthly - option.monthlyTotal);
      const payoff = option.carrier === currentProviderId ? 0 : devicePayoff;
      const annualSavings = roundMoney(monthlySavings * 12);
      return {
        carrier: option.carrier,
        carrierName: carrierName(option.carrier),
        monthlyTotal: option.monthlyTotal,
        monthlySavings,
        annualSavings,
        contractSavings: roundMoney(monthlySavings * priced.contractMonths),
        devicePayoff: payoff,
        firstYearNet: roundMoney(annualSavings - payoff),
        breakEvenMonths: payoff === 0 ? (monthlySavings > 0 ? 0 : null) : monthlySavings > 0 ? Math.ceil(payoff / monthlySavings) : null,
      };
    })
    .sort((a, b) => b.firstYearNet - a.firstYearNet);
  return {
    currentProvider: bill.competitiveAnalysis.currentProvider,
    currentProviderId,
    currentMonthly: bill.totalMonthlyBill,
    currentServiceMonthly,
    devicePayoff,
    devicesWithBalance,
    offers,
  };
}
