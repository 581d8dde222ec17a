/**
 * The sentences the Bill Analyzer, the switch proposal and the exported report
 * share: the reconciliation of the lines with the bill's total, how savings
 * were compared, and what switching costs. Pure.
 */
import { usd } from "@/lib/quotes/format";
import type { BillAnalysis } from "./analysis-schema";

export const RECONCILED_TEXT = "Reconciled with the bill's total";

/** "Reconciled with the bill's total" or "$X.XX of the total is not attributed to a line". */
export function reconciliationText(analysis: BillAnalysis): string {
  const rec = analysis.details?.reconciliation;
  if (!rec || rec.status === "unchecked") return "Not checked: the bill shows no total or current charges to check the lines against";
  if (rec.status === "reconciled") return RECONCILED_TEXT;
  if (rec.unattributed > 0) return `${usd(rec.unattributed)} of the total is not attributed to a line`;
  return `The lines read add up to ${usd(-rec.unattributed)} more than the bill's total`;
}

/** How the lines make the total: "7 lines $418.28 + account charges $5.00 − credits $12.00 = $411.28". */
export function reconciliationBreakdown(analysis: BillAnalysis): string | null {
  const rec = analysis.details?.reconciliation;
  if (!rec || rec.stated === null) return null;
  const parts = [`${analysis.lines.length} line${analysis.lines.length === 1 ? "" : "s"} ${usd(rec.linesTotal)}`];
  if (rec.accountCharges) parts.push(`account charges ${usd(rec.accountCharges)}`);
  if (rec.credits) parts.push(`credits ${usd(rec.credits)}`);
  return `${parts.join(" + ")}; the bill's charges: ${usd(rec.stated)}`;
}

/** How the savings were compared (like with like), with the figures kept apart. */
export function savingsBasisText(analysis: BillAnalysis): string | null {
  const basis = analysis.potentialSavings.basis;
  if (!basis) return null;
  const offer = basis.offerMonthly !== null ? ` against ${usd(basis.offerMonthly)} a month on ${basis.offerCarrier}` : "";
  return `Recurring service ${usd(basis.currentServiceMonthly)} a month${offer}, both before taxes. Not compared: device installments ${usd(basis.excludedMonthly.deviceInstallments)} and taxes, surcharges and fees ${usd(basis.excludedMonthly.taxesAndSurcharges)} a month.`;
}

/** Break-even in words: "Immediately", "7 months", "Never (the offer costs more)". */
export function breakEvenText(months: number | null): string {
  if (months === null) return "Never: the offer does not cost less each month";
  if (months === 0) return "Immediately";
  return `${months} month${months === 1 ? "" : "s"}`;
}
