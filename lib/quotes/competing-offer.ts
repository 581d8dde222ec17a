/**
 * The competing offer for the lines of an analysed bill: the same lines priced
 * on every carrier, compared like with like against the bill's recurring
 * service charges (taxes, surcharges and device installments kept apart), and
 * the devices' remaining balances as the buy-out cost of switching, with the
 * months it takes the monthly difference to pay it back.
 */
import { carrierName } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import type { BillAnalysis, BillLine } from "@/lib/bills/analysis-schema";
import type { CarrierId } from "@/config/carriers";
import type { CompetingCarrierOffer, CompetingOffer } from "./quote";
import { type PricedQuote } from "./pricing";
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

/** What the offers are compared with, per month, and what is kept apart from it. */
export type ServiceComparisonBase = {
  /** Recurring service on the bill: plan charges, features and account-level service charges. */
  currentServiceMonthly: number;
  /** Device installments: paid whichever carrier serves the lines, never savings. */
  deviceInstallments: number;
  /** Taxes, surcharges and fees: left out of both sides (offer prices are before taxes). */
  taxesAndSurcharges: number;
  /** Usage items (international pay-per-use) not compared. */
  otherItems: number;
};

export const LIKE_FOR_LIKE_NOTE =
  "Savings compare recurring service with recurring service: plan and feature charges on the bill against the offer's plan prices. Taxes, surcharges and fees are left out on both sides (offer prices are before taxes); device installments are shown separately and are not savings.";

/**
 * The like-for-like base of a bill: its recurring service charges, with device
 * installments, taxes and surcharges and usage items set apart. Works on lines
 * that carry their plan, international, surcharge and tax figures.
 */
export function serviceComparisonBase(
  lines: ReadonlyArray<
    Pick<BillLine, "planCost" | "equipment" | "internationalCost" | "surcharges" | "taxes" | "totalCharges">
  >,
  account: { serviceCharges: number; taxesAndSurcharges: number; credits: number },
): ServiceComparisonBase {
  // Credits and discounts lower the service the customer pays for now: counting them keeps savings from being overstated.
  let service = account.serviceCharges + account.credits;
  let installments = 0;
  let taxes = account.taxesAndSurcharges;
  let other = 0;
  for (const line of lines) {
    const installment = line.equipment?.monthlyPayment ?? 0;
    const lineTaxes = (line.surcharges ?? 0) + (line.taxes ?? 0);
    // Features, add-ons and credits are what the line total holds beyond the named parts.
    const rest = roundCents(line.totalCharges - line.planCost - installment - line.internationalCost - lineTaxes);
    service += line.planCost + rest;
    other += line.internationalCost;
    installments += installment;
    taxes += lineTaxes;
  }
  return {
    currentServiceMonthly: roundCents(service),
    deviceInstallments: roundCents(installments),
    taxesAndSurcharges: roundCents(taxes),
    otherItems: roundCents(other),
  };
}

/** The comparison base of an analysed bill (as read, or recomputed from its lines for an older analysis). */
export function billComparisonBase(bill: BillAnalysis): ServiceComparisonBase {
  const basis = bill.potentialSavings.basis;
  if (basis) {
    return {
      currentServiceMonthly: basis.currentServiceMonthly,
      deviceInstallments: basis.excludedMonthly.deviceInstallments,
      taxesAndSurcharges: basis.excludedMonthly.taxesAndSurcharges,
      otherItems: roundCents(
        bill.totalMonthlyBill -
          basis.currentServiceMonthly -
          basis.excludedMonthly.deviceInstallments -
          basis.excludedMonthly.taxesAndSurcharges,
      ),
    };
  }
  const accountCharges = bill.details?.accountCharges ?? 0;
  return serviceComparisonBase(bill.lines, {
    serviceCharges: 0,
    taxesAndSurcharges: accountCharges,
    credits: bill.details?.credits ?? 0,
  });
}

export type OfferComparisonInput = {
  currentServiceMonthly: number;
  devicePayoff: number;
  currentProviderId: CarrierId | null;
  contractMonths: number;
};

/** Each complete carrier option against the current service: monthly difference, payoff, break-even. */
export function compareOffers(input: OfferComparisonInput, options: PricedQuote["options"]): CompetingCarrierOffer[] {
  return options
    .filter((option) => option.unavailable.length === 0 && option.items.length > 0)
    .map((option) => {
      const monthlySavings = roundCents(input.currentServiceMonthly - option.monthlyTotal);
      const payoff = option.carrier === input.currentProviderId ? 0 : input.devicePayoff;
      const annualSavings = roundCents(monthlySavings * 12);
      return {
        carrier: option.carrier,
        carrierName: carrierName(option.carrier),
        monthlyTotal: option.monthlyTotal,
        monthlySavings,
        annualSavings,
        contractSavings: roundCents(monthlySavings * input.contractMonths),
        devicePayoff: payoff,
        switchingCost: payoff,
        firstYearNet: roundCents(annualSavings - payoff),
        breakEvenMonths: breakEvenMonths(payoff, monthlySavings),
      };
    })
    .sort((a, b) => b.firstYearNet - a.firstYearNet);
}

/** Months until a monthly saving covers a one-time cost; 0 with nothing to cover; null when it never does. */
export function breakEvenMonths(cost: number, monthlySavings: number): number | null {
  if (cost <= 0) return monthlySavings >= 0 ? 0 : null;
  return monthlySavings > 0 ? Math.ceil(cost / monthlySavings - 1e-9) : null;
}

export function buildCompetingOffer(bill: BillAnalysis, priced: PricedQuote): CompetingOffer {
  const currentProviderId = bill.details?.currentProviderId ?? null;
  const devicePayoff = roundCents(
    bill.lines.reduce((sum, line) => sum + Math.max(0, line.equipment?.remainingBalance ?? 0), 0),
  );
  const devicesWithBalance = bill.lines.filter((line) => (line.equipment?.remainingBalance ?? 0) > 0).length;
  const base = billComparisonBase(bill);
  const offers = compareOffers(
    {
      currentServiceMonthly: base.currentServiceMonthly,
      devicePayoff,
      currentProviderId,
      contractMonths: priced.contractMonths,
    },
    priced.options,
  );
  return {
    currentProvider: bill.competitiveAnalysis.currentProvider,
    currentProviderId,
    currentMonthly: bill.totalMonthlyBill,
    currentServiceMonthly: base.currentServiceMonthly,
    deviceInstallments: base.deviceInstallments,
    taxesAndSurcharges: base.taxesAndSurcharges,
    devicePayoff,
    devicesWithBalance,
    basisNote: LIKE_FOR_LIKE_NOTE,
    offers,
  };
}
