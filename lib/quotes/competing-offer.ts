/**
 * The competing offer for the lines of an analysed bill: the same lines priced
 * on every carrier, compared like with like against the bill's recurring
 * service charges (taxes, surcharges and device installments kept apart), and
 * the devices' remaining balances as the buy-out cost of switching, with the
 * months it takes the monthly difference to pay it back.
 */
import { roundCents } from "@/lib/lang/money";
import type { BillAnalysis, BillLine } from "@/lib/bills/analysis-schema";
import type { CarrierId } from "@/config/carriers";
import type { CompetingOffer } from "./quote";
import type { PricedPlan } from "./pricing";
import { likeForLikeOptions, recommend, type LikeForLikeOption } from "./like-for-like";
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
    (line) => line.lineType !== "wearable" && (line.dataUsageGB ?? 0) >= PREMIUM_DATA_THRESHOLD_GB,
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
    // Only a reading that adds up is compared: a line's charges the bill does not confirm are null.
    if (line.planCost === null || line.totalCharges === null)
      throw new Error("A line's charges are not confirmed: no comparison base is computed from them.");
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
        (bill.totalMonthlyBill ?? 0) -
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

/** Remaining device balances of the lines: the known ones summed, and how many devices have none read. */
export function devicePayoffOf(lines: ReadonlyArray<Pick<BillLine, "equipment">>): {
  devicePayoff: number;
  devicesWithBalance: number;
  balancesUnread: number;
} {
  return {
    devicePayoff: roundCents(lines.reduce((sum, line) => sum + Math.max(0, line.equipment?.remainingBalance ?? 0), 0)),
    devicesWithBalance: lines.filter((line) => (line.equipment?.remainingBalance ?? 0) > 0).length,
    // A device with an installment but no balance read: something is owed, how much is unknown.
    balancesUnread: lines.filter(
      (line) => line.equipment && line.equipment.monthlyPayment !== null && line.equipment.remainingBalance === null,
    ).length,
  };
}

/** The like-for-like options, offers and the one recommendation for a bill's lines. */
export function billProposal(
  lines: ReadonlyArray<Pick<BillLine, "lineType" | "planName" | "dataUsageGB" | "phoneNumber" | "equipment">>,
  base: Pick<ServiceComparisonBase, "currentServiceMonthly">,
  currentProviderId: CarrierId | null,
  plans: readonly PricedPlan[],
  contractMonths: number = DEFAULT_CONTRACT_MONTHS,
) {
  const payoff = devicePayoffOf(lines);
  const options = likeForLikeOptions(lines, plans, currentProviderId, contractMonths);
  const { offers, recommendation, chosen } = recommend(
    {
      currentServiceMonthly: base.currentServiceMonthly,
      devicePayoff: payoff.devicePayoff,
      balancesUnread: payoff.balancesUnread,
      currentProviderId,
      contractMonths,
    },
    options,
  );
  for (const option of options) option.best = option.carrier === chosen;
  return { ...payoff, options, offers, recommendation };
}

/** The competing offer of an analysed bill: its lines priced like for like, with the analysis's own recommendation. */
export function buildCompetingOffer(
  bill: BillAnalysis,
  plans: readonly PricedPlan[],
  contractMonths: number = DEFAULT_CONTRACT_MONTHS,
): { competing: CompetingOffer; options: LikeForLikeOption[] } {
  const currentProviderId = bill.details?.currentProviderId ?? null;
  const base = billComparisonBase(bill);
  const proposal = billProposal(bill.lines, base, currentProviderId, plans, contractMonths);
  return {
    options: proposal.options,
    competing: {
      currentProvider: bill.competitiveAnalysis.currentProvider,
      currentProviderId,
      currentMonthly:
        bill.totalMonthlyBill ??
        roundCents(base.currentServiceMonthly + base.deviceInstallments + base.taxesAndSurcharges + base.otherItems),
      currentServiceMonthly: base.currentServiceMonthly,
      deviceInstallments: base.deviceInstallments,
      taxesAndSurcharges: base.taxesAndSurcharges,
      devicePayoff: proposal.devicePayoff,
      devicesWithBalance: proposal.devicesWithBalance,
      balancesUnread: proposal.balancesUnread,
      basisNote: LIKE_FOR_LIKE_NOTE,
      offers: proposal.offers,
      recommendation: proposal.recommendation,
    },
  };
}
