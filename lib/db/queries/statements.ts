import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { commissionStatements, statementSources } from "@/lib/db/schema";
import { withAgentScope, type Tx } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { termMonthsOf } from "@/lib/commissions/model";
import { monthOf, reconcile, type ReconDeal, type Reconciliation } from "@/lib/commissions/reconcile";
import { commissionReport, type CommissionReportRow } from "@/lib/commissions/report";
import {
  guessColumnMap,
  readStatementFile,
  statementFingerprint,
  StatementFileError,
  toStatementRows,
  type ColumnMap,
  type StatementTable,
} from "@/lib/commissions/statement-file";
import { formatDay, isoDay } from "@/lib/format";

/**
 * Commission statements: upload (read, map, reconcile, store in one transaction),
 * the reconciliation of a stored statement, and what each deal received to date.
 */

type Actor = { id: string; companyId: string };

export type StatementSource = { id: string; name: string; carrier: string | null; columnMap: ColumnMap | null };

export async function getStatementSources(companyId: string): Promise<StatementSource[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: statementSources.id,
      name: statementSources.name,
      carrier: statementSources.carrier,
      columnMap: statementSources.columnMap,
    })
    .from(statementSources)
    .where(eq(statementSources.companyId, companyId))
    .orderBy(statementSources.name);
  return rows.map((r) => ({ ...r, columnMap: (r.columnMap as ColumnMap | null) ?? null }));
}

type ReconDealRow = {
  id: string;
  title: string;
  customer: string | null;
  close_day: string;
  contract_term: number | null;
  upfront: number | string;
  residual: number | string;
};

/** The company's won deals with their stored figures (of one carrier when the source pays for one). */
async function getReconDeals(
  db: Tx | Awaited<ReturnType<typeof getDb>>,
  companyId: string,
  carrier: string | null,
): Promise<ReconDeal[]> {
  const rows = rowsOf<ReconDealRow>(
    await db.execute(sql`
      select d.id, d.title, coalesce(c.company_name, c.name) as customer, to_char(d.close_date, 'YYYY-MM-DD') as close_day,
        d.contract_term, d.commission_upfront::float8 as upfront, d.commission_residual_monthly::float8 as residual
      from public.deals d
      left join public.customers c on c.id = d.customer_id
      where d.company_id = ${companyId} and d.status = 'closed_won' and d.close_date is not null
        and d.commission_total is not null
        ${carrier ? sql`and d.carrier = ${carrier}` : sql``}`),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    customer: r.customer ?? "",
    closeDate: r.close_day,
    termMonths: termMonthsOf(r.contract_term),
    upfront: Number(r.upfront),
    residualMonthly: Number(r.residual),
  }));
}

export type UploadInput = {
  source: { id: string } | { name: string; carrier: string | null };
  /** 'yyyy-MM' */
  period: string;
  filename: string;
  bytes: Uint8Array;
  columnMap?: ColumnMap;
};

export type ReconSummary = Omit<Reconciliation, "dealOfRow">;

const summaryOf = (r: Reconciliation): ReconSummary => ({ lines: r.lines, counts: r.counts, totals: r.totals });

export type UploadResult =
  | { kind: "needs-mapping"; headers: string[]; guess: Partial<ColumnMap> }
  | { kind: "reconciled"; statementId: string; rows: number; reconciliation: ReconSummary };

function fileError(error: unknown): never {
  if (error instanceof StatementFileError) throw new AppError(error.status, `${error.message} Nothing was saved.`);
  throw error;
}

/** Refuses a statement whose rows (or, for statements stored before rows were compared, bytes) were uploaded before. */
async function alreadyUploaded(companyId: string, ...hashes: string[]): Promise<void> {
  const db = await getDb();
  const [seen] = await db
    .select({ filename: commissionStatements.filename, createdAt: commissionStatements.createdAt })
    .from(commissionStatements)
    .where(and(eq(commissionStatements.companyId, companyId), inArray(commissionStatements.contentHash, hashes)))
    .orderBy(commissionStatements.createdAt)
    .limit(1);
  if (seen) {
    throw new AppError(
      409,
      `This statement was already uploaded on ${formatDay(seen.createdAt.toISOString())} (${seen.filename}); it was not counted again.`,
    );
  }
}

/**
 * Reads, maps and reconciles a statement, then stores it with its rows in one
 * transaction. A statement seen before (the same rows, however the file writes them) is refused; a file that cannot be
 * read, or a mapping it does not fit, is refused with the reason; either way
 * nothing changes. Without a saved or given mapping, answers the file's columns.
 */
export async function uploadStatement(actor: Actor, input: UploadInput): Promise<UploadResult> {
  let table: StatementTable;
  try {
    table = await readStatementFile(input.bytes, input.filename);
  } catch (error) {
    fileError(error);
  }
  const hash = statementFingerprint(table);
  await alreadyUploaded(actor.companyId, hash, createHash("sha256").update(input.bytes).digest("hex"));
  const sources = await getStatementSources(actor.companyId);
  let source: StatementSource | undefined;
  if ("id" in input.source) {
    const id = input.source.id;
    source = sources.find((s) => s.id === id);
    if (!source) throw new AppError(404, "Statement source not found");
  } else {
    const name = input.source.name.trim();
    source = sources.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }
  const map = input.columnMap ?? source?.columnMap ?? null;
  if (!map) return { kind: "needs-mapping", headers: table.headers, guess: guessColumnMap(table.headers) };
  let rows;
  try {
    rows = toStatementRows(table, map);
  } catch (error) {
    fileError(error);
  }
  await refreshPendingCommissions(actor.companyId);
  const carrier = source?.carrier ?? ("name" in input.source ? input.source.carrier : null);
  const reconDb = await getDb();
  const recon = reconcile(rows, await getReconDeals(reconDb, actor.companyId, carrier), input.period);
  const totalPaid = Math.round(rows.reduce((n, r) => n + r.amount, 0) * 100) / 100;

  const statementId = await withAgentScope(actor.id, async (tx) => {
    let sourceId = source?.id;
    if (sourceId) {
      await tx
        .update(statementSources)
        .set({ columnMap: map, updatedAt: sql`now()` })
        .where(and(eq(statementSources.id, sourceId), eq(statementSources.companyId, actor.companyId)));
    } else {
      const [created] = await tx
        .insert(statementSources)
        .values({
          companyId: actor.companyId,
          name: (input.source as { name: string }).name.trim(),
          carrier,
          columnMap: map,
        })
        .returning({ id: statementSources.id });
      sourceId = created!.id;
    }
    const [statement] = await tx
      .insert(commissionStatements)
      .values({
        companyId: actor.companyId,
        sourceId,
        filename: input.filename.slice(0, 255),
        contentHash: hash,
        period: input.period,
        rowCount: rows.length,
        totalPaid,
        uploadedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: commissionStatements.id });
    if (!statement) throw new AppError(409, "This statement was already uploaded; it was not counted again.");
    // One statement for all rows: the rows travel as one JSON parameter (fast on every driver, PGlite included).
    const payload = rows.map((r) => ({
      d: recon.dealOfRow.get(r.row) ?? null,
      n: r.row,
      r: r.reference.slice(0, 500),
      a: r.amount,
      p: r.paidOn ?? null,
      k: r.kind ? r.kind.slice(0, 100) : null,
    }));
    await tx.execute(sql`
      insert into public.commission_payments (company_id, statement_id, deal_id, row_number, reference, amount, paid_on, kind)
      select ${actor.companyId}::uuid, ${statement.id}::uuid, x.d, x.n, x.r, x.a, x.p, x.k
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(d uuid, n int, r text, a numeric, p date, k text)`);
    return statement.id;
  });
  return { kind: "reconciled", statementId, rows: rows.length, reconciliation: summaryOf(recon) };
}

export type StatementListItem = {
  id: string;
  source: string;
  filename: string;
  period: string;
  rowCount: number;
  totalPaid: number;
  uploadedAt: string;
};

export async function getStatements(companyId: string): Promise<StatementListItem[]> {
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    source: string;
    filename: string;
    period: string;
    row_count: number;
    total_paid: string | number;
    uploaded_at: string;
  }>(
    await db.execute(sql`
      select s.id, src.name as source, s.filename, s.period, s.row_count, s.total_paid::float8 as total_paid,
        to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as uploaded_at
      from public.commission_statements s join public.statement_sources src on src.id = s.source_id
      where s.company_id = ${companyId}
      order by s.created_at desc limit 100`),
  );
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    filename: r.filename,
    period: r.period,
    rowCount: Number(r.row_count),
    totalPaid: Number(r.total_paid),
    uploadedAt: r.uploaded_at,
  }));
}

/** A stored statement reconciled again against the deals' current figures. */
export async function getStatementReconciliation(
  companyId: string,
  statementId: string,
): Promise<{ statement: StatementListItem; reconciliation: ReconSummary } | null> {
  const statement = (await getStatements(companyId)).find((s) => s.id === statementId);
  if (!statement) return null;
  const db = await getDb();
  const [meta] = rowsOf<{ carrier: string | null }>(
    await db.execute(sql`
      select src.carrier from public.commission_statements s join public.statement_sources src on src.id = s.source_id
      where s.id = ${statementId} and s.company_id = ${companyId}`),
  );
  const payments = rowsOf<{
    row_number: number;
    reference: string;
    amount: string | number;
    paid_on: string | null;
    kind: string | null;
  }>(
    await db.execute(sql`
      select row_number, reference, amount::float8 as amount, paid_on::text as paid_on, kind
      from public.commission_payments where statement_id = ${statementId} and company_id = ${companyId}
      order by row_number`),
  );
  const recon = reconcile(
    payments.map((p) => ({
      row: p.row_number,
      reference: p.reference,
      amount: Number(p.amount),
      paidOn: p.paid_on,
      kind: p.kind,
    })),
    await getReconDeals(db, companyId, meta?.carrier ?? null),
    statement.period,
  );
  return { statement, reconciliation: summaryOf(recon) };
}

export type ReceivedRow = {
  dealId: string;
  title: string;
  customer: string;
  carrier: string;
  expected: number;
  received: number;
};

/** What the company's statements paid for a deal (alias d), to date. */
const RECEIVED_TO_DATE = sql`coalesce((select sum(p.amount) from public.commission_payments p where p.company_id = d.company_id and p.deal_id = d.id), 0)::float8`;

/** A deal's stored expected commission (as the board card shows it) and what statements paid for it to date. */
export type DealCommissionRow = {
  dealId: string;
  /** Null when no commission plan covers the deal. */
  upfront: number | null;
  residualMonthly: number | null;
  total: number | null;
  /** What the board counts it for: earned when won, nothing when lost, else weighted by probability. */
  weighted: number | null;
  /** 'yyyy-MM-dd' */
  chargebackEndsOn: string | null;
  received: number;
  paymentCount: number;
};

/** The stored commission figures and received-to-date of the company's deals `dealIds`. */
export async function getDealCommissions(companyId: string, dealIds: string[]): Promise<DealCommissionRow[]> {
  if (dealIds.length === 0) return [];
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    upfront: number | string | null;
    residual: number | string | null;
    total: number | string | null;
    weighted: number | string | null;
    chargeback: string | null;
    received: number | string;
    payments: number | string;
  }>(
    await db.execute(sql`
      select d.id, d.commission_upfront::float8 as upfront, d.commission_residual_monthly::float8 as residual,
        d.commission_total::float8 as total, d.commission_weighted::float8 as weighted, to_char(d.chargeback_ends_on, 'YYYY-MM-DD') as chargeback,
        ${RECEIVED_TO_DATE} as received,
        (select count(*) from public.commission_payments p where p.company_id = d.company_id and p.deal_id = d.id)::int as payments
      from public.deals d
      where d.company_id = ${companyId} and d.id in (${sql.join(
        dealIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    dealId: r.id,
    upfront: num(r.upfront),
    residualMonthly: num(r.residual),
    total: num(r.total),
    weighted: num(r.weighted),
    chargebackEndsOn: r.chargeback,
    received: Number(r.received),
    paymentCount: Number(r.payments),
  }));
}

/** Per won deal: the commission expected over its term and what statements paid for it to date. */
export async function getReceivedToDate(companyId: string): Promise<ReceivedRow[]> {
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    title: string;
    customer: string | null;
    carrier: string | null;
    expected: string | number;
    received: string | number;
  }>(
    await db.execute(sql`
      select d.id, d.title, coalesce(c.company_name, c.name) as customer, d.carrier,
        coalesce(d.commission_total, 0)::float8 as expected,
        ${RECEIVED_TO_DATE} as received
      from public.deals d left join public.customers c on c.id = d.customer_id
      where d.company_id = ${companyId} and d.status = 'closed_won'
      order by received desc, d.title
      limit 500`),
  );
  return rows.map((r) => ({
    dealId: r.id,
    title: r.title,
    customer: r.customer ?? "",
    carrier: r.carrier ?? "",
    expected: Number(r.expected),
    received: Number(r.received),
  }));
}

/**
 * The Commissions report for a date range (the months it touches, up to this
 * month; All Time from the first won deal): expected vs received by month,
 * carrier and agent.
 */
export async function getCommissionsReport(
  companyId: string,
  range: { from: Date | null; to: Date | null },
  today = isoDay(),
): Promise<CommissionReportRow[]> {
  await refreshPendingCommissions(companyId);
  const db = await getDb();
  const deals = rowsOf<{
    close_day: string;
    contract_term: number | null;
    upfront: number | string;
    residual: number | string;
    carrier: string | null;
    agent: string | null;
  }>(
    await db.execute(sql`
      select to_char(d.close_date, 'YYYY-MM-DD') as close_day, d.contract_term, d.commission_upfront::float8 as upfront,
        d.commission_residual_monthly::float8 as residual, d.carrier, a.username as agent
      from public.deals d left join public.agent_users a on a.id = d.assigned_to
      where d.company_id = ${companyId} and d.status = 'closed_won' and d.close_date is not null and d.commission_total is not null`),
  );
  const payments = rowsOf<{ period: string; carrier: string | null; agent: string | null; amount: number | string }>(
    await db.execute(sql`
      select s.period, coalesce(d.carrier, src.carrier) as carrier,
        case when p.deal_id is null then 'Unmatched' else coalesce(a.username, 'Unassigned') end as agent, sum(p.amount)::float8 as amount
      from public.commission_payments p
      join public.commission_statements s on s.id = p.statement_id
      join public.statement_sources src on src.id = s.source_id
      left join public.deals d on d.id = p.deal_id
      left join public.agent_users a on a.id = d.assigned_to
      where p.company_id = ${companyId}
      group by 1, 2, 3`),
  );
  const thisMonth = today.slice(0, 7);
  const last = range.to ? monthOf(new Date(range.to.getTime() - 1).toISOString().slice(0, 10)) : thisMonth;
  const earliest = deals.reduce((m, d) => (d.close_day.slice(0, 7) < m ? d.close_day.slice(0, 7) : m), thisMonth);
  const first = range.from ? monthOf(range.from.toISOString().slice(0, 10)) : earliest;
  return commissionReport(
    deals.map((d) => ({
      closeDate: d.close_day,
      termMonths: termMonthsOf(d.contract_term),
      upfront: Number(d.upfront),
      residualMonthly: Number(d.residual),
      carrier: d.carrier ?? "",
      agent: d.agent ?? "Unassigned",
    })),
    payments.map((p) => ({
      period: p.period,
      carrier: p.carrier ?? "",
      agent: p.agent ?? "Unassigned",
      amount: Number(p.amount),
    })),
    first,
    last < thisMonth ? last : thisMonth,
  );
}
