/**
 * The Commissions report: expected vs received commission by month, carrier and
 * agent. Expected comes from each won deal's stored figures (upfront in its close
 * month, residual in each month of the term after it: `expectedInPeriod`);
 * received from the statement rows, counted in the month their statement pays for.
 */
import { roundCents } from "@/lib/lang/money";
import { expectedInPeriod, monthOf, type ReconDeal } from "./reconcile";

export type ReportDeal = Pick<ReconDeal, "closeDate" | "termMonths" | "upfront" | "residualMonthly"> & {
  carrier: string;
  agent: string;
};
export type ReportPayment = { period: string; carrier: string; agent: string; amount: number };
export type CommissionReportRow = {
  month: string;
  carrier: string;
  agent: string;
  expected: number;
  received: number;
  difference: number;
};

/** Months from `first` to `last` ('yyyy-MM'), inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last && months.length < 1200; m = monthOf(`${m}-01`, 1)) months.push(m);
  return months;
}

export function commissionReport(
  deals: readonly ReportDeal[],
  payments: readonly ReportPayment[],
  first: string,
  last: string,
): CommissionReportRow[] {
  const rows = new Map<string, CommissionReportRow>();
  const row = (month: string, carrier: string, agent: string) => {
    const key = `${month}|${carrier}|${agent}`;
    let r = rows.get(key);
    if (!r) {
      r = { month, carrier, agent, expected: 0, received: 0, difference: 0 };
      rows.set(key, r);
    }
    return r;
  };
  for (const deal of deals) {
    const from = monthOf(deal.closeDate) > first ? monthOf(deal.closeDate) : first;
    const to = monthOf(deal.closeDate, deal.termMonths) < last ? monthOf(deal.closeDate, deal.termMonths) : last;
    for (const month of monthsBetween(from, to)) {
      const expected = expectedInPeriod(deal, month);
      if (expected) row(month, deal.carrier, deal.agent).expected += expected;
    }
  }
  for (const p of payments) {
    if (p.period < first || p.period > last) continue;
    row(p.period, p.carrier, p.agent).received += p.amount;
  }
  return [...rows.values()]
    .map((r) => ({
      ...r,
      expected: roundCents(r.expected),
      received: roundCents(r.received),
      difference: roundCents(r.received - r.expected),
    }))
    .sort(
      (a, b) => b.month.localeCompare(a.month) || a.carrier.localeCompare(b.carrier) || a.agent.localeCompare(b.agent),
    );
}
