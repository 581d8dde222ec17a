/**
 * The sentences the Bill Analyzer, the switch proposal and the exported report
 * share: the reconciliation of the lines with the bill's total, how savings
 * were compared, and what switching costs. Pure.
 */
import { roundCents } from "@/lib/lang/money";
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
    basis.offerMonthly !== null
      ? ` against ${formatUsd(basis.offerMonthly)} a month on ${basis.offerCarrier}'s plans of the same line types with at least the same features`
      : "";
  return `Recurring service ${formatUsd(basis.currentServiceMonthly)} a month${offer}, both before taxes. Not compared: device installments ${formatUsd(basis.excludedMonthly.deviceInstallments)} and taxes, surcharges and fees ${formatUsd(basis.excludedMonthly.taxesAndSurcharges)} a month.`;
}

/** Break-even in words: "Immediately", "7 months", "Never (the offer costs more)". */
export function breakEvenText(months: number | null): string {
  if (months === null) return "Never: the offer does not cost less each month";
  if (months === 0) return "Immediately";
  return `${months} month${months === 1 ? "" : "s"}`;
}

/** An amount, or that it was not read: a figure not confirmed is never shown as $0.00. */
export function usdOrUnread(value: number | null | undefined): string {
  return value === null || value === undefined ? "Not read" : formatUsd(value);
}

/**
 * The banner over an analysis whose reading does not reconcile: what was read, and what does not
 * add up by how much. Null when the reading reconciles with the bill's own figures.
 */
export function readingBanner(analysis: BillAnalysis): { read: string; problem: string; consequence: string } | null {
  const d = analysis.details;
  const rec = d?.reconciliation;
  const lineProblems = (d?.warnings ?? []).filter((w) => /the charges read add up to/.test(w));
  if (rec?.status === "reconciled" && lineProblems.length === 0) return null;
  const n = analysis.lines.length;
  const read: string[] = [`${n} line${n === 1 ? "" : "s"} totalling ${formatUsd(rec?.linesTotal ?? 0)}`];
  if (rec?.accountCharges) read.push(`account charges ${formatUsd(rec.accountCharges)}`);
  if (rec?.credits) read.push(`credits ${formatUsd(rec.credits)}`);
  read.push(`new charges ${usdOrUnread(d?.currentCharges)}`);
  if (d?.previousBalance !== null && d?.previousBalance !== undefined)
    read.push(`previous balance ${formatUsd(d.previousBalance)}`);
  if (d?.payments !== null && d?.payments !== undefined) read.push(`payments ${formatUsd(d.payments)}`);
  read.push(`amount due ${usdOrUnread(d?.totalDue)}`);
  let problem: string;
  if (rec?.status === "reconciled")
    problem = `The bill's total reconciles, but on ${lineProblems.length === 1 ? "one line" : `${lineProblems.length} lines`} the charges read do not make the printed line total: ${lineProblems.join(" ")}`;
  else if (!rec || rec.status === "unchecked" || rec.stated === null)
    problem = "The bill's new charges and amount due were not found, so the lines could not be checked against them.";
  else {
    const sum = roundCents(rec.linesTotal + rec.accountCharges + rec.credits);
    problem =
      rec.unattributed > 0
        ? `Lines, account charges and credits add up to ${formatUsd(sum)}: ${formatUsd(rec.unattributed)} less than the bill's new charges of ${formatUsd(rec.stated)} (charges not read).`
        : `Lines, account charges and credits add up to ${formatUsd(sum)}: ${formatUsd(-rec.unattributed)} more than the bill's new charges of ${formatUsd(rec.stated)} (figures read wrong or twice).`;
  }
  if (rec?.status !== "reconciled" && lineProblems.length)
    problem += ` On ${lineProblems.length === 1 ? "one line" : `${lineProblems.length} lines`} the charges read do not make the printed line total.`;
  return {
    read: `Read: ${read.join(", ")}.`,
    problem,
    consequence:
      "Figures that were not confirmed show as not read, and no savings or switch proposal is computed until the reading adds up.",
  };
}
