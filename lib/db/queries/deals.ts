import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { customers, dealEvents, deals, type DealMetadata } from "@/lib/db/schema";
import { storeCommissionOfDeal } from "@/lib/db/queries/commissions";
import { createOnce } from "@/lib/db/idempotency";
import { withAgentScope, type Tx } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { settleDealStatus } from "@/lib/deals/status-rules";
import { computeDealValue } from "@/lib/deals/value";
import { isoDay } from "@/lib/format";
import {
  BOARD_STATUSES,
  DEAL_STATUSES,
  type BoardQuery,
  type DealSort,
  type DealStatus,
  type EditDeal,
  type NewDeal,
} from "@/lib/validation/deals";

/**
 * Deals of one company. Every function takes the agent's companyId and filters by
 * it explicitly; writes also run under `withAgentScope`, so row-level security is
 * a second lock.
 *
 * The board reads lean rows: the card fields only, at most `perColumn` cards per
 * column (more on demand), plus one aggregate for each column's count and total.
 * With 20,000 deals that keeps both the query and the page small; search, status
 * filter and sort are applied in SQL so counts, totals and "show more" stay exact.
 *
 * Archived deals (`archived_at` set) are off the board: its columns, "show more" pages,
 * counts, totals and export read only deals not archived, unless the query asks for the
 * archive (`archived`), which reads only archived deals, in all six status columns.
 * Archived deals are rare, so `archived_at is null` is a filter after the board indexes'
 * scans (not part of them); the narrow totals index holds only deals not archived, so the
 * board's counts and totals stay an index-only scan. Elsewhere: the dashboard home's pipeline figures and the
 * assistant's deal answers leave them out too; commissions, statements, reports, renewals
 * and the deal's own page keep them (money already earned or owed does not vanish); the
 * customer page and search list them with an "Archived" label.
 */

/** One card of the board: only what the card shows. */
export type BoardDeal = {
  id: string;
  status: DealStatus;
  title: string;
  value: number;
  probability: number;
  /** 'yyyy-MM-dd' or null */
  closeDate: string | null;
  /** 'yyyy-MM-dd' (UTC) */
  createdDay: string;
  customerName: string | null;
  companyName: string | null;
  assignedTo: string | null;
  /** Expected commission (upfront + residual over the term) and its parts; null when no plan covers the deal. */
  commission: number | null;
  commissionUpfront: number | null;
  commissionResidualMonthly: number | null;
};

/**
 * One board column: its count, total value and commission (Closed Won: earned in
 * full; open columns: each deal's expected commission weighted by its probability).
 */
export type BoardColumn = { status: DealStatus; count: number; total: number; commission: number; deals: BoardDeal[] };
export type DealBoard = { columns: BoardColumn[] };

export const BOARD_PAGE_SIZE = 50;

type Actor = { id: string; companyId: string };

/** A board read: the board's query, `archived` (the archive view) false when left out. */
type BoardRead = Omit<BoardQuery, "archived"> & { archived?: boolean };

/** `%text%` for ILIKE with the user's % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function orderBy(sort: DealSort): SQL {
  // Written exactly as the deals_board_* indexes are defined (DESC NULLS LAST), so each column is an index scan.
  switch (sort) {
    case "close_date":
      return sql`d.close_date desc nulls last, d.created_at desc nulls last, d.id desc nulls last`;
    case "value":
      return sql`d.value desc nulls last, d.created_at desc nulls last, d.id desc nulls last`;
    case "probability":
      return sql`d.probability desc nulls last, d.created_at desc nulls last, d.id desc nulls last`;
    default:
      return sql`d.created_at desc nulls last, d.id desc nulls last`;
  }
}

/**
 * The board's search `q`: the deals whose title or customer's company name contains it
 * (case-insensitive). The customers whose company name contains it are read first,
 * through their trigram index (`lower(company_name || ' ' || name)`, then checked on the
 * company name alone), so the deals are filtered by a list of ids the planner can see:
 * a few customers' deals come from one bitmap of the title's trigram index and the
 * deals' customer index; a word most deals match still reads each column in board
 * order and stops at its page. (Joining every deal to its customer to test the name
 * scanned all of a company's deals for every search.)
 */
type BoardSearch = { pattern: string; customerIds: string[] } | null;

async function boardSearchOf(companyId: string, q: string): Promise<BoardSearch> {
  if (!q) return null;
  const pattern = likePattern(q);
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    // Pages of a company's customers are in memory (PGlite) or cached: read through the
    // trigram index they cost what reading them in order costs. With the default page cost
    // the planner tests the pattern on every customer instead (40 times slower at 5,000).
    await tx.execute(sql.raw("set local random_page_cost = 1.1"));
    return rowsOf<{ id: string }>(
      await tx.execute(sql`
        select cu.id from public.customers cu
        where cu.company_id = ${companyId} and lower(cu.company_name || ' ' || cu.name) ilike ${pattern}
          and cu.company_name ilike ${pattern}`),
    );
  });
  return { pattern, customerIds: rows.map((r) => r.id) };
}

function searchFilter(search: BoardSearch): SQL {
  if (!search) return sql``;
  const byTitle = sql`lower(d.title) ilike ${search.pattern}`;
  if (search.customerIds.length === 0) return sql` and ${byTitle}`;
  return sql` and (${byTitle} or d.customer_id = any(${`{${search.customerIds.join(",")}}`}::uuid[]))`;
}

/** The statuses a query reads: the five board columns ("all" on the board), all six in the archive, or one. */
function statusesOf(query: Pick<BoardRead, "status" | "archived">): DealStatus[] {
  if (query.status !== "all") return [query.status];
  return query.archived ? [...DEAL_STATUSES] : [...BOARD_STATUSES];
}

/** The board's columns: the five, and Closed Lost when the filter asks for lost deals or the archive is shown. */
function columnsOf(query: Pick<BoardRead, "status" | "archived">): DealStatus[] {
  return query.status === "closed_lost" || query.archived ? [...DEAL_STATUSES] : [...BOARD_STATUSES];
}

/** The board reads deals not archived; its archive view only archived ones. */
function archivedFilter(query: Pick<BoardRead, "archived">): SQL {
  return query.archived ? sql` and d.archived_at is not null` : sql` and d.archived_at is null`;
}

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

const CARD_COLUMNS = sql`d.id, d.status, d.title, d.value::float8 as value, d.probability,
  to_char(d.close_date, 'YYYY-MM-DD') as close_date,
  to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day,
  c.name as customer_name, c.company_name, a.username as assigned_to,
  d.commission_total::float8 as commission, d.commission_upfront::float8 as commission_upfront,
  d.commission_residual_monthly::float8 as commission_residual_monthly`;

type CardRow = {
  id: string;
  status: DealStatus;
  title: string;
  value: number | string;
  probability: number;
  close_date: string | null;
  created_day: string;
  customer_name: string | null;
  company_name: string | null;
  assigned_to: string | null;
  commission: number | string | null;
  commission_upfront: number | string | null;
  commission_residual_monthly: number | string | null;
};

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

const toCard = (r: CardRow): BoardDeal => ({
  id: r.id,
  status: r.status,
  title: r.title,
  value: Number(r.value),
  probability: Number(r.probability),
  closeDate: r.close_date,
  createdDay: r.created_day,
  customerName: r.customer_name,
  companyName: r.company_name,
  assignedTo: r.assigned_to,
  commission: numberOrNull(r.commission),
  commissionUpfront: numberOrNull(r.commission_upfront),
  commissionResidualMonthly: numberOrNull(r.commission_residual_monthly),
});

/** The board: per shown status, its count, total value and first `perColumn` cards. */
export async function getDealBoard(
  companyId: string,
  query: BoardRead,
  { perColumn = BOARD_PAGE_SIZE }: { perColumn?: number } = {},
): Promise<DealBoard> {
  const db = await getDb();
  const search = await boardSearchOf(companyId, query.q);
  const statuses = statusesOf(query);
  const values = sql.join(
    statuses.map((s, i) => sql`(${s}, ${i})`),
    sql`, `,
  );
  const [cards, totals] = await Promise.all([
    db.execute(sql`
      select ${CARD_COLUMNS}
      from (values ${values}) as s(status, pos)
      cross join lateral (
        select d.* from public.deals d
        where d.company_id = ${companyId} and d.status = s.status ${archivedFilter(query)} ${searchFilter(search)}
        order by ${orderBy(query.sort)}
        limit ${perColumn}
      ) d
      left join public.customers c on c.id = d.customer_id
      left join public.agent_users a on a.id = d.assigned_to
      order by s.pos, ${orderBy(query.sort)}`),
    db.execute(sql`
      select d.status, count(*)::int as count, coalesce(sum(d.value), 0)::float8 as total,
        coalesce(sum(d.commission_weighted), 0)::float8 as commission
      from public.deals d
      where d.company_id = ${companyId} and d.status in (${statusList(statuses)}) ${archivedFilter(query)}
        ${searchFilter(search)}
      group by d.status`),
  ]);
  const byStatus = new Map(
    rowsOf<{ status: DealStatus; count: number; total: number | string; commission: number | string }>(totals).map(
      (r) => [r.status, r],
    ),
  );
  const cardRows = rowsOf<CardRow>(cards).map(toCard);
  return {
    columns: columnsOf(query).map((status) => ({
      status,
      count: Number(byStatus.get(status)?.count ?? 0),
      total: Number(byStatus.get(status)?.total ?? 0),
      commission: Number(byStatus.get(status)?.commission ?? 0),
      deals: cardRows.filter((d) => d.status === status),
    })),
  };
}

/** The next cards of one column ("Show more"). */
export async function getBoardColumnPage(
  companyId: string,
  query: BoardRead & { column: DealStatus; offset: number },
  { limit = BOARD_PAGE_SIZE }: { limit?: number } = {},
): Promise<BoardDeal[]> {
  if (!statusesOf(query).includes(query.column)) return [];
  const db = await getDb();
  const search = await boardSearchOf(companyId, query.q);
  const rows = await db.execute(sql`
    select ${CARD_COLUMNS}
    from public.deals d
    left join public.customers c on c.id = d.customer_id
    left join public.agent_users a on a.id = d.assigned_to
    where d.company_id = ${companyId} and d.status = ${query.column} ${archivedFilter(query)} ${searchFilter(search)}
    order by ${orderBy(query.sort)}
    limit ${limit} offset ${query.offset}`);
  return rowsOf<CardRow>(rows).map(toCard);
}

/** One row of the deals export (its columns in the export's order). */
export type DealExportRow = {
  title: string;
  customer: string;
  status: DealStatus;
  value: number;
  closeDate: string | null;
  probability: number;
  carrier: string;
  productType: string;
  monthlyRevenue: number;
  oneTimeRevenue: number;
  totalRevenue: number;
  assignedTo: string;
  createdDay: string;
};

type ExportRow = {
  title: string;
  customer: string | null;
  status: DealStatus;
  value: number | string;
  close_date: string | null;
  probability: number;
  carrier: string | null;
  product_type: string | null;
  monthly_revenue: number | string;
  one_time_revenue: number | string;
  total_revenue: number | string;
  assigned_to: string | null;
  created_day: string;
};

const EXPORT_COLUMNS = sql`d.title, coalesce(c.company_name, c.name) as customer, d.status, d.value::float8 as value,
  to_char(d.close_date, 'YYYY-MM-DD') as close_date, d.probability, d.carrier, d.product_type,
  d.monthly_revenue::float8 as monthly_revenue, d.one_time_revenue::float8 as one_time_revenue,
  d.total_revenue::float8 as total_revenue, a.username as assigned_to,
  to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day`;

const toExport = (r: ExportRow): DealExportRow => ({
  title: r.title,
  customer: r.customer ?? "",
  status: r.status,
  value: Number(r.value),
  closeDate: r.close_date,
  probability: Number(r.probability),
  carrier: r.carrier ?? "",
  productType: r.product_type ?? "",
  monthlyRevenue: Number(r.monthly_revenue),
  oneTimeRevenue: Number(r.one_time_revenue),
  totalRevenue: Number(r.total_revenue),
  assignedTo: r.assigned_to ?? "Unassigned",
  createdDay: r.created_day,
});

/** The export's rows of the company's deals that `filter` keeps, in `order`. */
async function exportRows(companyId: string, filter: SQL, order: SQL): Promise<DealExportRow[]> {
  const db = await getDb();
  const rows = await db.execute(sql`
    select ${EXPORT_COLUMNS}
    from public.deals d
    left join public.customers c on c.id = d.customer_id
    left join public.agent_users a on a.id = d.assigned_to
    where d.company_id = ${companyId} ${filter}
    order by ${order}`);
  return rowsOf<ExportRow>(rows).map(toExport);
}

/** Every deal the board shows for `query` (all cards, not only the loaded ones), in board order. */
export async function getDealsForExport(companyId: string, query: BoardRead): Promise<DealExportRow[]> {
  const search = await boardSearchOf(companyId, query.q);
  return exportRows(
    companyId,
    sql`and d.status in (${statusList(statusesOf(query))}) ${archivedFilter(query)} ${searchFilter(search)}`,
    sql`array_position(array[${statusList(DEAL_STATUSES)}]::text[], d.status), ${orderBy(query.sort)}`,
  );
}

/** Deals of the company created within [from, to) (any status, archived ones included), for the Deals report. */
export async function getDealsCreatedBetween(
  companyId: string,
  from: Date | null,
  to: Date | null,
): Promise<DealExportRow[]> {
  return exportRows(
    companyId,
    sql`${from ? sql`and d.created_at >= ${from.toISOString()}` : sql``}
      ${to ? sql`and d.created_at < ${to.toISOString()}` : sql``}`,
    sql`d.created_at desc, d.id desc`,
  );
}

export type DealMove = {
  dealId: string;
  title: string;
  from: DealStatus;
  to: DealStatus;
  changed: boolean;
  /** The probability and close date after the move (they follow the status rule). */
  probability?: number;
  closeDate?: string | null;
  /** The deal's status fields before the move, for Undo to give back. */
  previous?: { probability: number; closeDate: string | null; lostReason: string | null };
};

/** A deal as it is now (any status, Closed Lost included), to put its card where it really is. */
export type CurrentDeal = Omit<BoardDeal, "status"> & { status: DealStatus };

export const DEAL_MOVED_ELSEWHERE = "This deal was moved by someone else.";

/** A board move or an edit of an archived deal: it is refused until the deal is restored. */
export const DEAL_ARCHIVED = "This deal is archived. Restore it to the board before changing it.";

/** A move refused because the deal no longer has the status the agent saw: carries the deal as it is now. */
export class DealMoveConflict extends AppError {
  readonly current: CurrentDeal;
  constructor(current: CurrentDeal) {
    super(409, DEAL_MOVED_ELSEWHERE);
    this.name = "DealMoveConflict";
    this.current = current;
  }
}

/** One deal's card fields (any status), or null when the company has no such deal. */
async function getCurrentDeal(tx: Tx, companyId: string, dealId: string): Promise<CurrentDeal | null> {
  const rows = rowsOf<CardRow>(
    await tx.execute(sql`
      select ${CARD_COLUMNS}
      from public.deals d
      left join public.customers c on c.id = d.customer_id
      left join public.agent_users a on a.id = d.assigned_to
      where d.id = ${dealId} and d.company_id = ${companyId}`),
  );
  return rows[0] ? (toCard(rows[0]) as CurrentDeal) : null;
}

/**
 * Moves a deal from the status the agent saw (`from`) to `to`, and records the
 * change in `deal_events`, in one transaction. The update is a compare-and-set:
 * it changes the row only if its status is still `from`, so of two agents moving
 * the same card from the same column, one wins and the other gets a
 * `DealMoveConflict` (409) with the deal as it is now. A deal of another company
 * is answered as not found.
 */
export async function updateDealStatus(
  actor: Actor,
  dealId: string,
  from: DealStatus,
  to: DealStatus,
  {
    lostReason,
    probability,
    closeDate,
    today = isoDay(),
  }: { lostReason?: string; probability?: number; closeDate?: string | null; today?: string } = {},
): Promise<DealMove> {
  return withAgentScope(actor.id, async (tx) => {
    const current = await getCurrentDeal(tx, actor.companyId, dealId);
    if (!current) throw new AppError(404, "Deal not found");
    if (current.status !== from) throw new DealMoveConflict(current);
    const [stored] = await tx
      .select({ lostReason: deals.lostReason, archivedAt: deals.archivedAt })
      .from(deals)
      .where(and(eq(deals.id, dealId), eq(deals.companyId, actor.companyId)));
    if (stored?.archivedAt) throw new AppError(409, DEAL_ARCHIVED);
    if (from === to) return { dealId, title: current.title, from, to, changed: false };
    const before = {
      status: from,
      probability: current.probability,
      closeDate: current.closeDate,
      lostReason: stored?.lostReason ?? null,
    };
    const settled = settleDealStatus(before, { status: to, lostReason, probability, closeDate }, today);
    const [updated] = await tx
      .update(deals)
      .set({
        status: to,
        probability: settled.probability,
        closeDate: settled.closeDate ? `${settled.closeDate} 00:00:00` : null,
        lostReason: settled.lostReason,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deals.id, dealId), eq(deals.companyId, actor.companyId), eq(deals.status, from)))
      .returning({ title: deals.title });
    if (!updated) {
      const now = await getCurrentDeal(tx, actor.companyId, dealId);
      if (!now) throw new AppError(404, "Deal not found");
      throw new DealMoveConflict(now);
    }
    await tx.insert(dealEvents).values({
      dealId,
      companyId: actor.companyId,
      fromStatus: from,
      toStatus: to,
      kind: "moved",
      detail: settled.lostReason && to === "closed_lost" ? { lostReason: settled.lostReason } : null,
      actorId: actor.id,
    });
    // the close date and probability changed: the expected commission follows
    await storeCommissionOfDeal(tx, actor.companyId, dealId);
    return {
      dealId,
      title: updated.title,
      from,
      to,
      changed: true,
      probability: settled.probability,
      closeDate: settled.closeDate,
      previous: { probability: before.probability, closeDate: before.closeDate, lostReason: before.lostReason },
    };
  });
}

/** The deal form's lines, rate and solution fields as the deal's metadata stores them. */
function dealMetadataOf(input: Omit<EditDeal, "dealId" | "version" | "lostReason">): DealMetadata {
  return {
    voice_lines: input.voiceLines,
    mobile_internet_lines: input.mobileInternetLines,
    fixed_wireless_lines: input.fixedWirelessLines,
    use_case: input.useCase,
    hardware_source: input.hardwareSource,
    partner_solution: input.partnerSolution,
    rate_plan_id: input.ratePlanId,
    monthly_rate: input.monthlyRate,
  };
}

/** The columns New Deal and the deal page's edit both write, after the status and value rules. */
function dealFormColumns(
  input: Omit<EditDeal, "dealId" | "version" | "lostReason">,
  settled: ReturnType<typeof settleDealStatus>,
  amounts: ReturnType<typeof computeDealValue>,
) {
  return {
    title: input.title,
    description: input.description || null,
    stage: input.stage,
    probability: settled.probability,
    closeDate: settled.closeDate ? `${settled.closeDate} 00:00:00` : null,
    value: amounts.value,
    monthlyRevenue: amounts.monthlyRevenue,
    totalRevenue: amounts.totalRevenue,
    carrier: input.carrier,
    productType: input.deviceType || null,
    contractTerm: input.contractTerm,
    promotionEndsOn: input.promotionEndsOn || null,
    deviceInstallmentMonths: input.deviceInstallmentMonths || null,
    metadata: dealMetadataOf(input),
  };
}

export type CreatedDeal = {
  dealId: string;
  customerId: string;
  value: number;
  monthlyRevenue: number;
  totalRevenue: number;
};

/**
 * Creates the customer, the deal (value recomputed here with the value rule) and
 * its first `deal_events` row in ONE transaction: if any step fails, nothing is left.
 */
export async function createDealWithCustomer(actor: Actor, input: NewDeal): Promise<CreatedDeal> {
  const amounts = computeDealValue({
    voiceLines: input.voiceLines,
    mobileInternetLines: input.mobileInternetLines,
    fixedWirelessLines: input.fixedWirelessLines,
    monthlyRate: input.monthlyRate,
    contractTerm: input.contractTerm,
    oneTimeRevenue: 0,
  });
  const settled = settleDealStatus(
    null,
    { status: input.status, probability: input.probability, closeDate: input.closeDate || null },
    isoDay(),
  );
  return createOnce(
    input.idempotencyKey,
    (key) => findDealByIdempotencyKey(actor.companyId, key),
    () => insertDealWithCustomer(actor, input, amounts, settled),
  );
}

async function findDealByIdempotencyKey(companyId: string, key: string): Promise<CreatedDeal | null> {
  const db = await getDb();
  const [row] = rowsOf<{ id: string; customer_id: string; value: number; monthly: number; total: number }>(
    await db.execute(sql`
      select id, customer_id, value::float8 as value, monthly_revenue::float8 as monthly, total_revenue::float8 as total
      from public.deals where company_id = ${companyId} and idempotency_key = ${key}`),
  );
  return row
    ? {
        dealId: row.id,
        customerId: row.customer_id,
        value: Number(row.value),
        monthlyRevenue: Number(row.monthly),
        totalRevenue: Number(row.total),
      }
    : null;
}

async function insertDealWithCustomer(
  actor: Actor,
  input: NewDeal,
  amounts: ReturnType<typeof computeDealValue>,
  settled: ReturnType<typeof settleDealStatus>,
): Promise<CreatedDeal> {
  return withAgentScope(actor.id, async (tx) => {
    let customer: { id: string } | undefined;
    if (input.customerId) {
      [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, input.customerId), eq(customers.companyId, actor.companyId)));
      if (!customer) throw new AppError(404, "Customer not found");
    } else {
      [customer] = await tx
        .insert(customers)
        .values({
          companyId: actor.companyId,
          name: input.contactName,
          companyName: input.companyName,
          companyWebsite: input.companyWebsite || null,
          createdBy: actor.id,
          assignedTo: actor.id,
        })
        .returning({ id: customers.id });
    }
    const [deal] = await tx
      .insert(deals)
      .values({
        companyId: actor.companyId,
        customerId: customer!.id,
        ...dealFormColumns(input, settled, amounts),
        status: input.status,
        oneTimeRevenue: amounts.oneTimeRevenue,
        idempotencyKey: input.idempotencyKey ?? null,
        createdBy: actor.id,
        assignedTo: actor.id,
      })
      .returning({ id: deals.id });
    await tx.insert(dealEvents).values({
      dealId: deal!.id,
      companyId: actor.companyId,
      fromStatus: null,
      toStatus: input.status,
      kind: "created",
      actorId: actor.id,
    });
    await storeCommissionOfDeal(tx, actor.companyId, deal!.id);
    return {
      dealId: deal!.id,
      customerId: customer!.id,
      value: amounts.value,
      monthlyRevenue: amounts.monthlyRevenue,
      totalRevenue: amounts.totalRevenue,
    };
  });
}

/** A deal's page: every field, its customer, its expected commission and the version edits compare against. */
export type DealRecord = {
  id: string;
  title: string;
  description: string;
  status: DealStatus;
  stage: string;
  probability: number;
  closeDate: string | null;
  lostReason: string | null;
  value: number;
  monthlyRevenue: number;
  oneTimeRevenue: number;
  totalRevenue: number;
  carrier: string | null;
  productType: string | null;
  contractTerm: number | null;
  promotionEndsOn: string | null;
  deviceInstallmentMonths: number | null;
  voiceLines: number;
  mobileInternetLines: number;
  fixedWirelessLines: number;
  monthlyRate: number;
  useCase: string;
  hardwareSource: "carrier" | "customer" | "third_party";
  partnerSolution: string;
  ratePlanId: number | null;
  customer: { id: string; name: string; companyName: string } | null;
  assignedTo: string | null;
  createdDay: string;
  commission: { total: number | null; upfront: number | null; residualMonthly: number | null; product: string | null };
  /** When the deal was archived (ISO time), or null when it is on the board. */
  archivedAt: string | null;
  /** updated_at as the database writes it: an edit is applied only if the deal still has it. */
  version: string;
};

type RecordRow = {
  id: string;
  title: string;
  description: string | null;
  status: DealStatus;
  stage: string;
  probability: number;
  close_date: string | null;
  lost_reason: string | null;
  value: number | string;
  monthly_revenue: number | string;
  one_time_revenue: number | string;
  total_revenue: number | string;
  carrier: string | null;
  product_type: string | null;
  contract_term: number | null;
  promotion_ends_on: string | null;
  device_installment_months: number | null;
  metadata: DealMetadata | null;
  customer_id: string | null;
  customer_name: string | null;
  company_name: string | null;
  assigned_to: string | null;
  created_day: string;
  commission_total: number | string | null;
  commission_upfront: number | string | null;
  commission_residual_monthly: number | string | null;
  commission_product: string | null;
  archived_at: string | Date | null;
  version: string;
};

function toRecord(r: RecordRow): DealRecord {
  const m = r.metadata ?? {};
  const voice = Number(m.voice_lines ?? 0);
  const mobile = Number(m.mobile_internet_lines ?? 0);
  const fixed = Number(m.fixed_wireless_lines ?? 0);
  const lines = voice + mobile + fixed;
  const monthlyRevenue = Number(r.monthly_revenue);
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? "",
    status: r.status,
    stage: r.stage,
    probability: Number(r.probability),
    closeDate: r.close_date,
    lostReason: r.lost_reason,
    value: Number(r.value),
    monthlyRevenue,
    oneTimeRevenue: Number(r.one_time_revenue),
    totalRevenue: Number(r.total_revenue),
    carrier: r.carrier,
    productType: r.product_type,
    contractTerm: r.contract_term,
    promotionEndsOn: r.promotion_ends_on,
    deviceInstallmentMonths: r.device_installment_months,
    voiceLines: voice,
    mobileInternetLines: mobile,
    fixedWirelessLines: fixed,
    monthlyRate: m.monthly_rate ?? (lines > 0 ? Math.round((monthlyRevenue / lines) * 100) / 100 : 0),
    useCase: m.use_case ?? "",
    hardwareSource: m.hardware_source ?? "carrier",
    partnerSolution: m.partner_solution ?? "",
    ratePlanId: m.rate_plan_id ?? null,
    customer: r.customer_id
      ? { id: r.customer_id, name: r.customer_name ?? "", companyName: r.company_name ?? "" }
      : null,
    assignedTo: r.assigned_to,
    createdDay: r.created_day,
    commission: {
      total: numberOrNull(r.commission_total),
      upfront: numberOrNull(r.commission_upfront),
      residualMonthly: numberOrNull(r.commission_residual_monthly),
      product: r.commission_product,
    },
    archivedAt: r.archived_at === null ? null : new Date(r.archived_at).toISOString(),
    version: r.version,
  };
}

async function readDealRecord(tx: Tx, companyId: string, dealId: string): Promise<DealRecord | null> {
  const rows = rowsOf<RecordRow>(
    await tx.execute(sql`
      select d.id, d.title, d.description, d.status, d.stage, d.probability,
        to_char(d.close_date, 'YYYY-MM-DD') as close_date, d.lost_reason,
        d.value::float8 as value, d.monthly_revenue::float8 as monthly_revenue,
        d.one_time_revenue::float8 as one_time_revenue, d.total_revenue::float8 as total_revenue,
        d.carrier, d.product_type, d.contract_term, d.promotion_ends_on::text as promotion_ends_on,
        d.device_installment_months, d.metadata, d.customer_id, c.name as customer_name, c.company_name,
        a.username as assigned_to, to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day,
        d.commission_total::float8 as commission_total, d.commission_upfront::float8 as commission_upfront,
        d.commission_residual_monthly::float8 as commission_residual_monthly, d.commission_product,
        d.archived_at, d.updated_at::text as version
      from public.deals d
      left join public.customers c on c.id = d.customer_id
      left join public.agent_users a on a.id = d.assigned_to
      where d.id = ${dealId} and d.company_id = ${companyId}`),
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** One deal of the company with every field, or null (another company's deal is not found). */
export async function getDealRecord(companyId: string, dealId: string): Promise<DealRecord | null> {
  const db = await getDb();
  return readDealRecord(db as unknown as Tx, companyId, dealId);
}

/** The company's deal `dealId` if it is still the version the agent opened (a compare-and-set's condition). */
function isVersion(companyId: string, dealId: string, version: string): SQL | undefined {
  return and(eq(deals.id, dealId), eq(deals.companyId, companyId), sql`${deals.updatedAt} = ${version}::timestamptz`);
}

export const DEAL_EDITED_ELSEWHERE =
  "This deal was changed by someone else since you opened it. Reload to see the changes, then edit again.";

/** An edit refused because the deal changed since the agent opened it: carries the deal as it is now. */
export class DealEditConflict extends AppError {
  readonly current: DealRecord;
  constructor(current: DealRecord) {
    super(409, DEAL_EDITED_ELSEWHERE);
    this.name = "DealEditConflict";
    this.current = current;
  }
}

const FIELD_NAMES: Record<string, string> = {
  title: "Title",
  description: "Description",
  status: "Status",
  stage: "Stage",
  probability: "Probability",
  closeDate: "Close date",
  lostReason: "Lost reason",
  value: "Value",
  carrier: "Carrier",
  productType: "Device type",
  contractTerm: "Contract term",
  promotionEndsOn: "Promotion ends",
  deviceInstallmentMonths: "Device payments",
  voiceLines: "Voice lines",
  mobileInternetLines: "Mobile internet lines",
  fixedWirelessLines: "Fixed wireless lines",
  monthlyRate: "Rate per line",
  useCase: "Use case",
  hardwareSource: "Hardware source",
  partnerSolution: "Partner solution",
};

/**
 * Saves the deal page's edit in one transaction: a compare-and-set on the version the agent
 * opened (a deal changed since is a `DealEditConflict`, 409), the status rule (probability,
 * close date, lost reason), the value rule, the expected commission recomputed, and an
 * "edited" event with the fields that changed (a status change is also a "moved" event).
 */
export async function updateDeal(actor: Actor, input: EditDeal, today = isoDay()): Promise<DealRecord> {
  return withAgentScope(actor.id, async (tx) => {
    const before = await readDealRecord(tx, actor.companyId, input.dealId);
    if (!before) throw new AppError(404, "Deal not found");
    if (before.version !== input.version) throw new DealEditConflict(before);
    if (before.archivedAt) throw new AppError(409, DEAL_ARCHIVED);
    const closeDate = input.closeDate || null;
    const settled = settleDealStatus(
      before,
      {
        status: input.status,
        probability: input.probability !== before.probability ? input.probability : undefined,
        closeDate: closeDate !== before.closeDate ? closeDate : undefined,
        lostReason: input.lostReason,
      },
      today,
    );
    const amounts = computeDealValue({
      voiceLines: input.voiceLines,
      mobileInternetLines: input.mobileInternetLines,
      fixedWirelessLines: input.fixedWirelessLines,
      monthlyRate: input.monthlyRate,
      contractTerm: input.contractTerm,
      oneTimeRevenue: before.oneTimeRevenue,
    });
    const [updated] = await tx
      .update(deals)
      .set({
        ...dealFormColumns(input, settled, amounts),
        status: settled.status,
        lostReason: settled.lostReason,
        updatedAt: sql`now()`,
      })
      .where(isVersion(actor.companyId, input.dealId, input.version))
      .returning({ id: deals.id });
    if (!updated) {
      const now = await readDealRecord(tx, actor.companyId, input.dealId);
      if (!now) throw new AppError(404, "Deal not found");
      throw new DealEditConflict(now);
    }
    await storeCommissionOfDeal(tx, actor.companyId, input.dealId);
    const after = (await readDealRecord(tx, actor.companyId, input.dealId))!;
    const changes: Record<string, [unknown, unknown]> = {};
    for (const key of Object.keys(FIELD_NAMES) as (keyof DealRecord)[]) {
      const a = before[key] ?? null;
      const b = after[key] ?? null;
      if (a !== b && !(a === "" && b === null) && !(a === null && b === "")) changes[key] = [a, b];
    }
    if (before.status !== after.status) {
      await tx.insert(dealEvents).values({
        dealId: input.dealId,
        companyId: actor.companyId,
        fromStatus: before.status,
        toStatus: after.status,
        kind: "moved",
        detail: after.lostReason && after.status === "closed_lost" ? { lostReason: after.lostReason } : null,
        actorId: actor.id,
      });
    }
    const edited = { ...changes };
    delete edited.status;
    if (Object.keys(edited).length > 0) {
      await tx.insert(dealEvents).values({
        dealId: input.dealId,
        companyId: actor.companyId,
        kind: "edited",
        detail: { changes: edited },
        actorId: actor.id,
      });
    }
    return after;
  });
}

/** Adds a note to the deal's timeline. */
export async function addDealNote(actor: Actor, dealId: string, text: string): Promise<void> {
  await withAgentScope(actor.id, async (tx) => {
    const [deal] = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.id, dealId), eq(deals.companyId, actor.companyId)));
    if (!deal) throw new AppError(404, "Deal not found");
    await tx.insert(dealEvents).values({
      dealId,
      companyId: actor.companyId,
      kind: "note",
      detail: { text },
      actorId: actor.id,
    });
  });
}

/**
 * Deletes the deal (its events go with it; statement payments matched to it stay, unmatched).
 * A deal changed since the agent opened it is not deleted (409).
 */
export async function deleteDeal(actor: Actor, dealId: string, version: string): Promise<{ title: string }> {
  return withAgentScope(actor.id, async (tx) => {
    const before = await readDealRecord(tx, actor.companyId, dealId);
    if (!before) throw new AppError(404, "Deal not found");
    if (before.version !== version) throw new DealEditConflict(before);
    const [gone] = await tx
      .delete(deals)
      .where(isVersion(actor.companyId, dealId, version))
      .returning({ title: deals.title });
    if (!gone) throw new DealEditConflict(before);
    return { title: gone.title };
  });
}

/**
 * Archives the deal (it leaves the board) or restores it (`archive` false), with a compare-and-set
 * on the version the agent saw like delete: a deal changed since is a `DealEditConflict` (409),
 * another company's deal is not found (404). Records an "archived" or "restored" event and answers
 * the deal as it is now (its new version, for Undo). Archiving an archived deal, or restoring one
 * on the board, changes nothing and records nothing.
 */
async function setArchived(actor: Actor, dealId: string, version: string, archive: boolean): Promise<DealRecord> {
  return withAgentScope(actor.id, async (tx) => {
    const before = await readDealRecord(tx, actor.companyId, dealId);
    if (!before) throw new AppError(404, "Deal not found");
    if (before.version !== version) throw new DealEditConflict(before);
    if (!!before.archivedAt === archive) return before;
    const [changed] = await tx
      .update(deals)
      .set({ archivedAt: archive ? sql`now()` : null, updatedAt: sql`now()` })
      .where(isVersion(actor.companyId, dealId, version))
      .returning({ id: deals.id });
    if (!changed) throw new DealEditConflict((await readDealRecord(tx, actor.companyId, dealId)) ?? before);
    await tx.insert(dealEvents).values({
      dealId,
      companyId: actor.companyId,
      kind: archive ? "archived" : "restored",
      actorId: actor.id,
    });
    return (await readDealRecord(tx, actor.companyId, dealId))!;
  });
}

/** Takes the deal off the board (see `setArchived`). */
export function archiveDeal(actor: Actor, dealId: string, version: string): Promise<DealRecord> {
  return setArchived(actor, dealId, version, true);
}

/** Puts an archived deal back on the board, in its status column (see `setArchived`). */
export function restoreDeal(actor: Actor, dealId: string, version: string): Promise<DealRecord> {
  return setArchived(actor, dealId, version, false);
}

export type TimelineEntry = {
  id: string;
  kind: "created" | "moved" | "edited" | "note" | "archived" | "restored" | "quote" | "payment";
  /** ISO time */
  at: string;
  actor: string | null;
  fromStatus: DealStatus | null;
  toStatus: DealStatus | null;
  /** A note's text, a lost reason, a quote's title, a payment's statement reference. */
  text: string | null;
  /** Edited fields as "Field: before → after". */
  changes: string[];
  amount: number | null;
  href: string | null;
};

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "(empty)" : String(v));

/**
 * The deal's activity, newest first: its events (created, moved, edited, notes), the quotes
 * saved for its customer and the statement payments matched to it.
 */
export async function getDealTimeline(companyId: string, dealId: string, limit = 100): Promise<TimelineEntry[]> {
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    kind: TimelineEntry["kind"];
    at: string;
    actor: string | null;
    from_status: DealStatus | null;
    to_status: DealStatus | null;
    detail: Record<string, unknown> | null;
    amount: number | string | null;
  }>(
    await db.execute(sql`
      select * from (
        select e.id::text, e.kind, e.created_at as ts, a.username as actor, e.from_status, e.to_status, e.detail,
          null::float8 as amount
        from public.deal_events e left join public.agent_users a on a.id = e.actor_id
        where e.deal_id = ${dealId} and e.company_id = ${companyId}
        union all
        select q.id::text, 'quote', q.created_at, a.username, null, null,
          jsonb_build_object('title', q.title, 'id', q.id), q.monthly_total::float8
        from public.quotes q
        join public.deals d on d.customer_id = q.customer_id and d.id = ${dealId} and d.company_id = ${companyId}
        left join public.agent_users a on a.id = q.agent_id
        where q.company_id = ${companyId}
        union all
        select p.id::text, 'payment', s.created_at, a.username, null, null,
          jsonb_build_object('reference', p.reference, 'period', s.period, 'kind', p.kind), p.amount::float8
        from public.commission_payments p
        join public.commission_statements s on s.id = p.statement_id
        left join public.agent_users a on a.id = s.uploaded_by
        where p.deal_id = ${dealId} and p.company_id = ${companyId}
      ) t (id, kind, at, actor, from_status, to_status, detail, amount)
      order by at desc, id desc
      limit ${limit}`),
  );
  return rows.map((r) => {
    const detail = r.detail ?? {};
    const changes =
      r.kind === "edited"
        ? Object.entries((detail.changes ?? {}) as Record<string, [unknown, unknown]>).map(
            ([k, [a, b]]) => `${FIELD_NAMES[k] ?? k}: ${shown(a)} → ${shown(b)}`,
          )
        : [];
    const text =
      r.kind === "note"
        ? String(detail.text ?? "")
        : r.kind === "quote"
          ? String(detail.title ?? "")
          : r.kind === "payment"
            ? `${String(detail.reference ?? "")} (statement for ${String(detail.period ?? "")})`
            : typeof detail.lostReason === "string"
              ? detail.lostReason
              : null;
    return {
      id: r.id,
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      actor: r.actor,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      text,
      changes,
      amount: r.amount === null ? null : Number(r.amount),
      href: r.kind === "quote" ? `/dashboard/quotes/${String(detail.id)}` : null,
    };
  });
}
