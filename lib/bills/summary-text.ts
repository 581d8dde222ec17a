/**
 * The sentences the Bill Analyzer, the switch proposal and the exported report
 * share: the reconciliation of the lines with the bill's total, how savings
 * were compared, and what switching costs. Pure.
 */
import { formatUsd } from "@/lib/format";
import type { BillAnalysis } from "./analysis-schema";

export const RECONCILED_TEXT = "Reconciled with the bill's total";

/** "Reconciled with the bill's total" or "$X.XX of the total is not attributed to a line". */
export function reconciliationText(analysis: BillAnalysis): string {
  const rec = analysis.details?.reconciliation;
  if (!rec || rec.status === "unchecked")
    return "Not checked: the bill shows no total or current charges to check the lines against";
  if (rec.status === "reconciled") return RECONCILED_TEXT;
  if (rec.unattributed > 0) return `${formatUsd(rec.unattributed)} of the total is not attributed to a line`;
  return `The lines read add up to ${formatUsd(-rec.unattributed)} more than the bill's total`;
}

/** How the lines make the total: "7 lines $418.28 + account charges $5.00 − credits $12.00 = $411.28". */
export function reconciliationBreakdown(analysis: BillAnalysis): string | null {
  const rec = analysis.details?.reconciliation;
  if (!rec || rec.stated === null) return null;
  const parts = [`${analysis.lines.length} line${analysis.lines.length === 1 ? "" : "s"} ${formatUsd(rec.linesTotal)}`];
  if (rec.accountCharges) parts.push(`account charges ${formatUsd(rec.accountCharges)}`);
  if (rec.credits) parts.push(`credits ${formatUsd(rec.credits)}`);
  return `${parts.join(" + ")}; the bill's charges: ${formatUsd(rec.stated)}`;
}

/** How the savings were compared (like with like), with the figures kept apart. */
export function savingsBasisText(analysis: BillAnalysis): string | null {
  const basis = analysis.potentialSavings.basis;
  if (!basis) return null;
  const offer =
    basis.offerMonthly !== null ? ` against ${formatUsd(basis.offerMonthly)} a month on ${basis.offerCarrier}` : "";
  return `Recurring service ${formatUsd(basis.currentServiceMonthly)} a month${offer}, both before taxes. Not compared: device installments ${formatUsd(basis.excludedMonthly.deviceInstallments)} and taxes, surcharges and fees ${formatUsd(basis.excludedMonthly.taxesAndSurcharges)} a month.`;
}

/** Break-even in words: "Immediately", "7 months", "Never (the offer costs more)". */
export function breakEvenText(months: number | null): string {
  if (months === null) return "Never: the offer does not cost less each month";
  if (months === 0) return "Immediately";
  return `${months} month${months === 1 ? "" : "s"}`;
}
