/**
 * Reconciling a commission statement against what the company's won deals should
 * pay for the statement's month (pure; the server feeds it stored rows and deals).
 *
 * What a won deal should pay in a month (lib/commissions/model.ts figures):
 *   the upfront in the month the deal closed, and the monthly residual in each of
 *   the `term` months after it.
 * Statement rows are matched to deals by their reference: the deal's id, its
 * title, or its customer's company name when only one of the deals has it
 * (letters and digits compared, case and punctuation ignored). Per deal, the
 * rows' amounts are summed and compared with the expected amount:
 *   matched        paid within a cent of expected
 *   short_paid     paid less
 *   over_paid      paid more (also a payment for a deal that expected nothing this month)
 *   unexpected     a row that matches no won deal, or several
 *   missing        a deal expected to pay this month with no row at all
 */
import { addMonths, format, parseISO } from "date-fns";
import { roundCents } from "@/lib/lang/money";

export const OUTCOMES = ["matched", "short_paid", "over_paid", "unexpected", "missing"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<Outcome, string> = {
  matched: "Matched",
  short_paid: "Short-paid",
  over_paid: "Over-paid",
  unexpected: "Unexpected",
  missing: "Expected but missing",
};

export type StatementRow = {
  row: number;
  reference: string;
  amount: number;
  paidOn?: string | null;
  kind?: string | null;
};

export type ReconDeal = {
  id: string;
  title: string;
  customer: string;
  /** 'yyyy-MM-dd' */
  closeDate: string;
  termMonths: number;
  upfront: number;
  residualMonthly: number;
};

export type ReconLine = {
  outcome: Outcome;
  dealId: string | null;
  title: string;
  reference: string;
  expected: number;
  paid: number;
  /** paid − expected */
  difference: number;
  rows: number[];
};

export type Reconciliation = {
  lines: ReconLine[];
  counts: Record<Outcome, number>;
  totals: { expected: number; paid: number };
  /** Deal id per statement row (null when unmatched), to store with the rows. */
  dealOfRow: Map<number, string | null>;
};

/** 'yyyy-MM' of a 'yyyy-MM-dd' day, or months after it. */
export function monthOf(day: string, plusMonths = 0): string {
  return format(addMonths(parseISO(`${day.slice(0, 7)}-01`), plusMonths), "yyyy-MM");
}

/** What a won deal should pay in `period` ('yyyy-MM'): upfront in its close month, residual in the term's months after. */
export function expectedInPeriod(
  deal: Pick<ReconDeal, "closeDate" | "termMonths" | "upfront" | "residualMonthly">,
  period: string,
): number {
  const close = monthOf(deal.closeDate);
  if (period === close) return roundCents(deal.upfront);
  if (period > close && period <= monthOf(deal.closeDate, deal.termMonths)) return roundCents(deal.residualMonthly);
  return 0;
}

/** Letters and digits only, lower case: "ACME Corp." and "acme corp" compare equal. */
export function normaliseReference(value: string): string {
  return value
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function reconcile(rows: readonly StatementRow[], deals: readonly ReconDeal[], period: string): Reconciliation {
  const byKey = new Map<string, ReconDeal[]>();
  const index = (key: string, deal: ReconDeal) => {
    const k = normaliseReference(key);
    if (!k) return;
    const list = byKey.get(k) ?? [];
    if (!list.includes(deal)) list.push(deal);
    byKey.set(k, list);
  };
  // Ids and titles first: they name one deal; a customer name may name several.
  const strong = new Map<string, ReconDeal>();
  for (const deal of deals) {
    strong.set(normaliseReference(deal.id), deal);
    const title = normaliseReference(deal.title);
    if (title && !strong.has(title)) strong.set(title, deal);
    else if (title && strong.get(title) !== deal) strong.set(title, null as unknown as ReconDeal);
    index(deal.customer, deal);
  }

  const paidByDeal = new Map<string, { paid: number; rows: number[]; reference: string }>();
  const lines: ReconLine[] = [];
  const dealOfRow = new Map<number, string | null>();
  let paidTotal = 0;
  for (const row of rows) {
    paidTotal += row.amount;
    const key = normaliseReference(row.reference);
    let deal: ReconDeal | null | undefined = strong.get(key);
    if (deal === undefined) {
      const candidates = byKey.get(key) ?? [];
      deal = candidates.length === 1 ? candidates[0] : null;
    }
    if (!deal) {
      dealOfRow.set(row.row, null);
      lines.push({
        outcome: "unexpected",
        dealId: null,
        title: "",
        reference: row.reference,
        expected: 0,
        paid: roundCents(row.amount),
        difference: roundCents(row.amount),
        rows: [row.row],
      });
      continue;
    }
    dealOfRow.set(row.row, deal.id);
    const entry = paidByDeal.get(deal.id) ?? { paid: 0, rows: [], reference: row.reference };
    entry.paid += row.amount;
    entry.rows.push(row.row);
    paidByDeal.set(deal.id, entry);
  }

  let expectedTotal = 0;
  for (const deal of deals) {
    const expected = expectedInPeriod(deal, period);
    expectedTotal += expected;
    const entry = paidByDeal.get(deal.id);
    if (!entry) {
      if (expected > 0) {
        lines.push({
          outcome: "missing",
          dealId: deal.id,
          title: deal.title,
          reference: "",
          expected,
          paid: 0,
          difference: -expected,
          rows: [],
        });
      }
      continue;
    }
    const paid = roundCents(entry.paid);
    const difference = roundCents(paid - expected);
    const outcome: Outcome = Math.abs(difference) < 0.01 ? "matched" : difference < 0 ? "short_paid" : "over_paid";
    lines.push({
      outcome,
      dealId: deal.id,
      title: deal.title,
      reference: entry.reference,
      expected,
      paid,
      difference,
      rows: entry.rows,
    });
  }

  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const line of lines) counts[line.outcome]++;
  const order = (o: Outcome) => ["missing", "short_paid", "over_paid", "unexpected", "matched"].indexOf(o);
  lines.sort(
    (a, b) =>
      order(a.outcome) - order(b.outcome) ||
      Math.abs(b.difference) - Math.abs(a.difference) ||
      a.title.localeCompare(b.title),
  );
  return { lines, counts, totals: { expected: roundCents(expectedTotal), paid: roundCents(paidTotal) }, dealOfRow };
}
