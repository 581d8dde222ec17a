/**
 * Turns a parsed statement into the bill analysis the Bill Analyzer page shows: every field is
 * read from the bill or computed from it and from our rate plans (market
 * comparison, enterprise discounts, savings). Pure: the plans are passed in.
 */
import { carrierName } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import { AppError } from "@/lib/errors";
import { hasHotspot, hasPremiumData, priceRequirements, type PricedPlan } from "@/lib/quotes/pricing";
import {
  LIKE_FOR_LIKE_NOTE,
  billProposal,
  requirementsFromBillLines,
  serviceComparisonBase,
} from "@/lib/quotes/competing-offer";
import { findCatalogPlan } from "@/lib/quotes/like-for-like";
import { lineTypeFrom } from "./line-kind";
import { computedTotal } from "./parse-bill";
import type { BillAnalysis, BillLine, BillLineType, ParsedBill, ParsedLine } from "./analysis-schema";
import { formatUsd } from "@/lib/format";

/** Volume pricing of our enterprise agreements, by number of lines on one account. */
export const ENTERPRISE_DISCOUNT_TIERS = [
  { minLines: 50, rate: 0.15 },
  { minLines: 25, rate: 0.1 },
  { minLines: 10, rate: 0.05 },
] as const;
export const ENTERPRISE_MIN_LINES = 10;
/** A phone or data line using less than this in a month counts as idle. */
export const IDLE_LINE_GB = 0.5;
/** Data use that calls for premium data. */
export const HEAVY_USE_GB = 30;

export const UNASSIGNED = "Unassigned";

/** A line's type from its device, its catalogue plan and its plan's name (a hotspot, tablet or watch is never voice). */
export function lineTypeOf(
  line: Pick<ParsedLine, "planName" | "equipment">,
  plan: PricedPlan | undefined,
): BillLineType {
  return lineTypeFrom(line.planName, line.equipment?.deviceName, plan?.planType);
}

const findPlan = findCatalogPlan;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a document lacks to be analysed as a bill, in words. */
function missingMessage(parsed: ParsedBill): string {
  const found: string[] = [];
  if (parsed.totalDue !== null) found.push(`a total due of ${formatUsd(parsed.totalDue)}`);
  if (parsed.dueDate) found.push(`a due date (${parsed.dueDate})`);
  if (parsed.provider) found.push(`the carrier (${carrierName(parsed.provider)})`);
  const missing =
    "No wireless lines were found: no phone number on this document has charges beside it or in a section under it";
  const read = found.length ? ` (it does show ${found.join(", ")})` : " and no bill total or due date was found either";
  return `${missing}${read}. Upload the full statement with its per-line charges or line details.`;
}

export function analyzeParsedBill(
  parsed: ParsedBill,
  plans: readonly PricedPlan[],
  meta: { source: "pdf" | "image"; pages: number; modelFilled?: string[] },
): BillAnalysis {
  if (parsed.lines.length === 0) throw new AppError(422, missingMessage(parsed));

  const rec = parsed.reconciliation;
  const reconciled = rec.status === "reconciled";
  const warnings = [...parsed.warnings];
  const lines: BillLine[] = parsed.lines.map((line) => {
    const plan = findPlan(plans, parsed.provider, line.planName);
    const equipment = line.equipment;
    const shown = lineChargesConfirmed(line, reconciled);
    // A reconciled statement confirms each line's printed total, whatever its parts.
    const totalShown = shown || (reconciled && line.lineTotal !== null);
    if (!shown)
      warnings.push(
        line.readBy?.lineTotal === undefined
          ? `Line ${line.phoneNumber}: no line total is printed and the statement does not reconcile, so its charges are not confirmed and are not shown.`
          : reconciled
            ? `Line ${line.phoneNumber}: its charges as read do not make its printed total of ${formatUsd(line.lineTotal!)}, so which of them is misread is not known: only the total is shown.`
            : `Line ${line.phoneNumber}: its charges as read do not make its printed total and the statement does not reconcile, so they are not shown.`,
      );
    // On a statement that does not reconcile, a plan name is confirmed only by being one of the carrier's plans.
    const planShown = reconciled || plan !== undefined || !line.planName;
    if (!planShown)
      warnings.push(
        `Line ${line.phoneNumber}: the plan read ("${line.planName}") is none of the carrier's plans in our catalogue and the statement does not reconcile, so it is not shown.`,
      );
    // A printed line total confirms what its surcharges and taxes add up to, not which is which; on a statement
    // that does not reconcile nothing else does, so the two are shown only together, in the warning.
    const fees = roundCents(line.surcharges + line.taxes);
    const splitShown = (reconciled && !line.feesTogether) || fees === 0;
    if (shown && !splitShown)
      warnings.push(
        line.feesTogether
          ? `Line ${line.phoneNumber}: surcharges and taxes come to ${formatUsd(fees)} together; the bill lists them under one heading, so how they split is not printed and they are not shown apart.`
          : `Line ${line.phoneNumber}: surcharges and taxes come to ${formatUsd(fees)} together; the statement does not reconcile, so how they split is not confirmed and they are not shown apart.`,
      );

    const parts = roundCents(
      (equipment?.monthlyPayment ?? 0) +
        line.internationalCost +
        line.surcharges +
        line.taxes +
        line.otherCharges +
        line.credits,
    );
    // A plan charge the bill did not print is what remains of the line total.
    const planCost = line.planCost ?? (line.lineTotal !== null ? roundCents(line.lineTotal - parts) : 0);
    return {
      lineType: lineTypeOf(line, plan),
      phoneNumber: line.phoneNumber,
      user: line.user,
      department: line.department ?? UNASSIGNED,
      planName: planShown ? line.planName : "",
      planCost: shown ? planCost : null,
      dataUsageGB: line.dataUsageGB,
      equipment: equipment && !shown ? { ...equipment, monthlyPayment: null } : equipment,
      internationalCost: line.internationalCost,
      countries: line.countries,
      surcharges: shown && splitShown ? line.surcharges : null,
      taxes: shown && splitShown ? line.taxes : null,
      totalCharges: shown ? (line.lineTotal ?? roundCents(planCost + parts)) : totalShown ? line.lineTotal : null,
    };
  });
  // Sums of a figure over the lines: null when a line's figure is not confirmed (never a partial sum shown as the whole).
  const sumOf = (values: Array<number | null>) =>
    values.some((v) => v === null) ? null : roundCents(values.reduce<number>((s, v) => s + (v ?? 0), 0));

  const lineSum = sumOf(lines.map((l) => l.totalCharges));
  // A line whose charges as read do not make its printed total has a part unread or misread: the bill's total
  // may still reconcile (through the printed line totals), but the parts are not confirmed.
  const partsUnconfirmed = parsed.lines.filter(
    (l) => l.lineTotal !== null && l.planCost !== null && Math.abs(computedTotal(l) - l.lineTotal) > 0.005,
  );
  const confirmed = reconciled && partsUnconfirmed.length === 0;
  // The period's new charges: as printed, or as the statement's own arithmetic confirms them. A figure that
  // does not add up (the lines, or the amount due less what was owed before) is not shown as the bill's cost.
  const totalMonthlyBill = parsed.currentCharges ?? (reconciled ? (rec.stated ?? lineSum) : null);
  const accountCharges = parsed.accountCharges;
  // The lines' own taxes as read, to tell the account's taxes from the statement's total of taxes and fees.
  const lineTaxes = roundCents(parsed.lines.reduce((s, l) => s + l.surcharges + l.taxes, 0));
  const accountTaxes = roundCents(parsed.taxesAndFees - lineTaxes);
  const accountService = roundCents(accountCharges - accountTaxes);
  const totalDataUsageGB = Math.round(lines.reduce((sum, l) => sum + (l.dataUsageGB ?? 0), 0) * 100) / 100;

  const departmentBreakdown: BillAnalysis["departmentBreakdown"] = {};
  for (const line of lines) {
    const entry = (departmentBreakdown[line.department] ??= { lines: 0, cost: 0, dataUsage: 0 });
    entry.lines += 1;
    entry.cost = entry.cost === null || line.totalCharges === null ? null : roundCents(entry.cost + line.totalCharges);
    entry.dataUsage = Math.round((entry.dataUsage + (line.dataUsageGB ?? 0)) * 100) / 100;
  }

  const voiceLines = lines.filter((l) => l.lineType === "voice").length;
  const costPerEmployee =
    totalMonthlyBill === null ? null : roundCents(totalMonthlyBill / Math.max(1, voiceLines || lines.length));

  const internationalCost = roundCents(lines.reduce((sum, l) => sum + l.internationalCost, 0));
  const countries = [...new Set(lines.flatMap((l) => l.countries))];
  const roamingLines = lines.filter((l) => l.internationalCost > 0);

  // Compliance and security.
  const issues: string[] = [];
  const unassigned = lines.filter((l) => l.department === UNASSIGNED);
  if (unassigned.length) {
    issues.push(
      `${plural(unassigned.length, "line")} without a cost center or department: ${unassigned.map((l) => l.phoneNumber).join(", ")}.`,
    );
  }
  if (roamingLines.length) {
    issues.push(
      `International charges of ${formatUsd(internationalCost)} on ${plural(roamingLines.length, "line")}${countries.length ? ` (${countries.join(", ")})` : ""}: confirm the travel was approved and an international plan is in place.`,
    );
  }
  const idle = lines.filter((l) => l.lineType !== "wearable" && l.dataUsageGB !== null && l.dataUsageGB < IDLE_LINE_GB);
  if (idle.length) {
    issues.push(
      `${plural(idle.length, "line")} used under ${IDLE_LINE_GB} GB this period (${idle.map((l) => l.phoneNumber).join(", ")}): check whether each is still in use or should be suspended.`,
    );
  }
  if (rec.status === "unattributed") {
    issues.push(
      rec.unattributed > 0
        ? `${formatUsd(rec.unattributed)} of the bill's charges (${formatUsd(rec.stated ?? 0)}) is not attributed to a line or an account-level charge: review the statement for charges that were not read.`
        : `The charges read add up to ${formatUsd(-rec.unattributed)} more than the bill's charges (${formatUsd(rec.stated ?? 0)}): review the line details.`,
    );
  }

  // Market comparison against our rate plans for the same lines.
  const requirements = requirementsFromBillLines(lines, internationalCost);
  const priced = priceRequirements(requirements, plans);
  const complete = priced.options.filter((o) => o.unavailable.length === 0 && o.items.length > 0);
  const currentPlanCharges = sumOf(lines.map((l) => l.planCost));
  const marketAverage = complete.length
    ? roundCents(complete.reduce((s, o) => s + o.monthlyTotal, 0) / complete.length)
    : currentPlanCharges;
  const costDifference =
    currentPlanCharges === null || marketAverage === null ? null : roundCents(currentPlanCharges - marketAverage);
  const cheapest = [...complete].sort((a, b) => a.monthlyTotal - b.monthlyTotal)[0];

  const featureGaps: string[] = [];
  const advantages: string[] = [];
  const byPlan = new Map<string, BillLine[]>();
  for (const line of lines) {
    if (line.lineType === "wearable") continue;
    const list = byPlan.get(line.planName) ?? [];
    list.push(line);
    byPlan.set(line.planName, list);
  }
  const unknownPlans: string[] = [];
  for (const [name, planLines] of byPlan) {
    const plan = findPlan(plans, parsed.provider, name);
    if (!plan) {
      if (name) unknownPlans.push(name);
      continue;
    }
    const count = plural(planLines.length, "line");
    if (!hasPremiumData(plan)) {
      const heavy = planLines.filter((l) => (l.dataUsageGB ?? 0) >= HEAVY_USE_GB).length;
      featureGaps.push(
        `${count} on ${name}: ${plan.premiumData ? `only ${plan.premiumData} of premium data` : "no premium data"}${heavy ? `, ${heavy} of them using ${HEAVY_USE_GB} GB or more` : ""}.`,
      );
    } else if (plan.premiumData && /unlimited/i.test(plan.premiumData)) {
      advantages.push(`${count} on ${name} already have unlimited premium data.`);
    }
    if (plan.planType === "Unlimited" && !hasHotspot(plan)) {
      featureGaps.push(`${count} on ${name}: hotspot limited to ${plan.hotspot ?? "none"}.`);
    }
    if (/480p|sd/i.test(plan.videoStreaming ?? ""))
      featureGaps.push(`${count} on ${name}: video streaming limited to ${plan.videoStreaming}.`);
  }
  if (unknownPlans.length) featureGaps.push(`Not in our catalogue, features not compared: ${unknownPlans.join(", ")}.`);
  if (costDifference === null) {
    // Not compared: a line's plan charge is not confirmed.
  } else if (costDifference < 0)
    advantages.push(`Plan charges are ${formatUsd(-costDifference)} a month below the market average for these lines.`);
  else if (costDifference === 0) advantages.push("Plan charges match the market average for these lines.");
  const balances = roundCents(lines.reduce((s, l) => s + Math.max(0, l.equipment?.remainingBalance ?? 0), 0));
  if (balances === 0) advantages.push("No device balances remain: every line can move without a payoff.");
  if (internationalCost === 0) advantages.push("No international charges this period.");

  // Enterprise discounts.
  const tier = ENTERPRISE_DISCOUNT_TIERS.find((t) => lines.length >= t.minLines);
  const discountBase = cheapest?.monthlyTotal ?? currentPlanCharges ?? 0;
  const enterpriseDiscounts = tier
    ? {
        available: true,
        potentialSavings: roundCents(discountBase * tier.rate * 12),
        requirements: [
          `At least ${tier.minLines} lines on one business account (${lines.length} on this bill) for ${Math.round(tier.rate * 100)}% volume pricing`,
          "A 24-month business service agreement",
          "Business verification (EIN / tax ID) and a credit check",
        ],
      }
    : {
        available: false,
        potentialSavings: 0,
        requirements: [`At least ${ENTERPRISE_MIN_LINES} lines on one business account (${lines.length} on this bill)`],
      };

  // Savings, like with like: each line on a plan of its type with at least its features, recurring service
  // against recurring service (both before taxes and surcharges); device installments are not savings.
  const base = confirmed
    ? serviceComparisonBase(lines, {
        serviceCharges: accountService,
        taxesAndSurcharges: accountTaxes,
        credits: parsed.credits,
      })
    : null;
  const proposal = base ? billProposal(lines, base, parsed.provider, plans, priced.contractMonths) : null;
  const recommendation = proposal?.recommendation ?? null;
  const recommendedOption = proposal?.options.find((o) => o.best) ?? null;
  const withheld = confirmed
    ? null
    : `No savings or switch proposal: ${
        reconciled
          ? `the charges read on ${plural(partsUnconfirmed.length, "line")} (${partsUnconfirmed.map((l) => l.phoneNumber).join(", ")}) do not make ${partsUnconfirmed.length === 1 ? "its" : "their"} printed total${partsUnconfirmed.length === 1 ? "" : "s"}.`
          : unreconciledReason(parsed)
      } Savings computed from figures that do not add up would not be the customer's.`;
  const annualSavings = recommendation ? recommendation.annualSavings : null;
  const switching =
    proposal && recommendation
      ? {
          devicePayoff: recommendation.stay ? 0 : proposal.devicePayoff,
          devicesWithBalance: recommendation.stay ? 0 : proposal.devicesWithBalance,
          balancesUnread: recommendation.stay ? 0 : proposal.balancesUnread,
          stay: recommendation.stay,
          carrier: recommendation.carrierName,
          offerMonthly: recommendation.monthlyTotal,
          monthlyDifference: recommendation.monthlySavings,
          switchingCost: recommendation.stay ? 0 : proposal.devicePayoff,
          breakEvenMonths: recommendation.breakEvenMonths,
        }
      : undefined;

  const opportunities: string[] = [];
  if (recommendation && base) {
    const plansUsed = recommendedOption?.items.map((i) => `${i.quantity} × ${i.planName}`).join(", ");
    opportunities.push(
      recommendedOption
        ? `${recommendation.label}: ${plansUsed} for ${formatUsd(recommendedOption.monthlyTotal)} a month before taxes, each line on a plan of its type with at least its current features: ${formatUsd(recommendation.annualSavings)} a year below the current recurring service charges (${formatUsd(base.currentServiceMonthly)} a month before taxes)${recommendation.stay ? "" : `, ${formatUsd(recommendation.firstYearNet)} in the first year after the device buy-out`}.`
        : `${recommendation.label}: no like-for-like plan of another carrier or of ${recommendation.carrierName} costs less in the first year than the current recurring service (${formatUsd(base.currentServiceMonthly)} a month before taxes).`,
    );
    if (recommendation.givesUp.length)
      opportunities.push(`What the lines would give up: ${recommendation.givesUp.join("; ")}.`);
  }
  if (enterpriseDiscounts.available && tier) {
    opportunities.push(
      `${Math.round(tier.rate * 100)}% enterprise volume pricing for ${tier.minLines}+ lines: about ${formatUsd(enterpriseDiscounts.potentialSavings)} a year.`,
    );
  }
  if (roamingLines.length) {
    opportunities.push(
      `Put the ${plural(roamingLines.length, "roaming line")} on an international plan instead of pay-per-use charges (${formatUsd(internationalCost)} this period).`,
    );
  }
  if (idle.length) opportunities.push(`Suspend or downgrade ${plural(idle.length, "idle line")}${idleSavings(idle)}.`);
  const heavyWithoutPremium = lines.filter((l) => l.lineType === "voice" && (l.dataUsageGB ?? 0) >= HEAVY_USE_GB);
  if (heavyWithoutPremium.length)
    opportunities.push(
      `Upgrade ${plural(heavyWithoutPremium.length, "heavy data line")} (${HEAVY_USE_GB} GB or more) to premium data to avoid slowdowns.`,
    );

  return {
    totalMonthlyBill,
    dueDate: parsed.dueDate ?? "",
    totalDataUsageGB,
    businessMetrics: {
      costPerEmployee,
      complianceStatus: { policyCompliant: issues.length === 0, issues },
      internationalUsage: { cost: internationalCost, countries },
    },
    potentialSavings: {
      annualSavings,
      enterpriseOpportunities: opportunities,
      // What the savings were compared on: only when they were computed (from a reading that adds up).
      basis: base
        ? {
            currentServiceMonthly: base.currentServiceMonthly,
            offerMonthly: recommendedOption?.monthlyTotal ?? null,
            offerCarrier: recommendedOption ? recommendation!.carrierName : null,
            excludedMonthly: {
              deviceInstallments: base.deviceInstallments,
              taxesAndSurcharges: base.taxesAndSurcharges,
            },
            note: LIKE_FOR_LIKE_NOTE,
          }
        : undefined,
      switching,
      recommendation,
      withheld,
    },
    departmentBreakdown,
    lines,
    competitiveAnalysis: {
      currentProvider: parsed.provider ? carrierName(parsed.provider) : "Unknown carrier",
      marketComparison: { costDifference, featureGaps, advantages },
      enterpriseDiscounts,
    },
    details: {
      accountNumber: parsed.accountNumber,
      billingPeriod: parsed.billingPeriod,
      currentProviderId: parsed.provider,
      // Account rows are confirmed only by a reading that reconciles; otherwise they show as not read (the banner
      // above the figures still says what was read).
      accountCharges: reconciled ? accountCharges : null,
      source: meta.source,
      pages: meta.pages,
      totalDue: parsed.totalDue,
      currentCharges: parsed.currentCharges,
      previousBalance: parsed.previousBalance,
      payments: parsed.payments,
      credits: reconciled ? parsed.credits : null,
      taxesAndFees: parsed.taxesAndFees,
      reconciliation: rec,
      warnings,
      readBy: Object.fromEntries(parsed.lines.map((l) => [l.phoneNumber, l.readBy ?? {}])),
      modelFilled: meta.modelFilled ?? [],
    },
  };
}

/**
 * Whether the bill's own arithmetic confirms a line's charges as read. Where the line's total is printed and
 * its plan charge read, only when its parts (plan, installment, services, surcharges, taxes, credits) make that
 * total, whether or not the statement reconciles: a line whose parts miss its total has a part misread or
 * unread, and which one is not known. Otherwise (no total printed, or no plan charge, which is then what remains
 * of the total) only when the statement reconciles. Charges not confirmed are shown as not read.
 */
export function lineChargesConfirmed(line: ParsedLine, reconciled: boolean): boolean {
  // A total the parser computed from the parts (none printed) checks nothing: only a printed one does.
  const printedTotal = line.lineTotal !== null && line.readBy?.lineTotal !== undefined;
  if (printedTotal && line.planCost !== null) return Math.abs(computedTotal(line) - line.lineTotal!) <= 0.005;
  return reconciled;
}

/** What idling lines would save a year, when their plan charges are confirmed. */
function idleSavings(idle: BillLine[]): string {
  const plans = idle.map((l) => l.planCost);
  if (plans.some((p) => p === null)) return "";
  return ` to save up to ${formatUsd(roundCents(plans.reduce<number>((s, p) => s + (p ?? 0), 0) * 12))} a year`;
}

/** What does not add up in a reading, and by how much, in words. */
export function unreconciledReason(parsed: Pick<ParsedBill, "reconciliation" | "lines">): string {
  const rec = parsed.reconciliation;
  const n = plural(parsed.lines.length, "line");
  if (rec.status === "unchecked" || rec.stated === null)
    return `the statement's new charges and amount due were not found, so the ${n} read (${formatUsd(rec.linesTotal)}) could not be checked against them.`;
  const read = roundCents(rec.linesTotal + rec.accountCharges + rec.credits);
  return rec.unattributed > 0
    ? `the ${n} read and the account's charges and credits add up to ${formatUsd(read)}, ${formatUsd(rec.unattributed)} less than the bill's new charges of ${formatUsd(rec.stated)}.`
    : `the ${n} read and the account's charges and credits add up to ${formatUsd(read)}, ${formatUsd(-rec.unattributed)} more than the bill's new charges of ${formatUsd(rec.stated)}.`;
}
