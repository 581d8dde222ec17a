import "server-only";
import { sql } from "drizzle-orm";
import { carrierName } from "@/config/carriers";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { DEAL_STATUSES, type DealStatus } from "@/lib/validation/deals";

/** Every figure of the dashboard home, computed from one company's deals, quotes and customers. */

/** Days after which an open deal without any change counts as stale. */
export const STALE_DEAL_DAYS = 30;
/** Days ahead in which an open deal's close date raises an alert. */
export const CLOSING_SOON_DAYS = 7;
/** Days after which a draft or sent quote without follow-up raises an alert. */
export const QUOTE_FOLLOW_UP_DAYS = 7;

export type MrrSummary = {
  thisMonth: number;
  lastMonth: number;
  change: number;
  changePercent: number | null;
  wonThisMonth: number;
};
export type PipelineSnapshot = { quotes: number; openDeals: number; wonDeals: number };
export type PipelineByStatus = { status: DealStatus; count: number; value: number }[];

export type DashboardAlert = {
  kind: "closing_soon" | "stale_deal" | "quote_follow_up";
  id: string;
  title: string;
  detail: string;
  customerId: string | null;
  /** yyyy-MM-dd or ISO timestamp the alert is about. */
  date: string;
};

export type CustomerHealth = "Healthy" | "Needs Attention" | "At Risk";
export type QuickActionCustomer = {
  id: string;
  name: string;
  companyName: string;
  services: string[];
  health: CustomerHealth;
  healthReason: string;
};

export type DashboardData = {
  mrr: MrrSummary;
  pipeline: PipelineSnapshot;
  byStatus: PipelineByStatus;
  alerts: DashboardAlert[];
  customers: QuickActionCustomer[];
};

const toNumber = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** When each won deal was won: its last move to closed_won, else its last update. */
const wonAt = sql`coalesce((select max(e.created_at) from deal_events e where e.deal_id = d.id and e.to_status = 'closed_won'), d.updated_at)`;

/** Monthly revenue of deals won this calendar month against last month (archived deals included: money earned stays). */
export async function getMrrByCompany(companyId: string, now: Date = new Date()): Promise<MrrSummary> {
  const db = await getDb();
  const [row] = rowsOf<{ this_month: string | null; last_month: string | null; won_this_month: string | number }>(
    await db.execute(sql`
      with won as (
        select d.monthly_revenue, ${wonAt} as won_at
        from deals d
        where d.company_id = ${companyId} and d.status = 'closed_won'
      )
      select
        coalesce(sum(monthly_revenue) filter (where won_at >= date_trunc('month', ${now.toISOString()}::timestamptz)
          and won_at < date_trunc('month', ${now.toISOString()}::timestamptz) + interval '1 month'), 0) as this_month,
        coalesce(sum(monthly_revenue) filter (where won_at >= date_trunc('month', ${now.toISOString()}::timestamptz) - interval '1 month'
          and won_at < date_trunc('month', ${now.toISOString()}::timestamptz)), 0) as last_month,
        count(*) filter (where won_at >= date_trunc('month', ${now.toISOString()}::timestamptz)
          and won_at < date_trunc('month', ${now.toISOString()}::timestamptz) + interval '1 month') as won_this_month
      from won`),
  );
  const thisMonth = toNumber(row?.this_month);
  const lastMonth = toNumber(row?.last_month);
  const change = Math.round((thisMonth - lastMonth) * 100) / 100;
  return {
    thisMonth,
    lastMonth,
    change,
    changePercent: lastMonth > 0 ? Math.round((change / lastMonth) * 1000) / 10 : null,
    wonThisMonth: toNumber(row?.won_this_month),
  };
}

/** Counts of the company's quotes, open deals and won deals (archived deals are off the pipeline). */
export async function getPipelineSnapshotByCompany(companyId: string): Promise<PipelineSnapshot> {
  const db = await getDb();
  const [row] = rowsOf<{ quotes: string | number; open_deals: string | number; won_deals: string | number }>(
    await db.execute(sql`
      select
        (select count(*) from quotes q where q.company_id = ${companyId}) as quotes,
        (select count(*) from deals d where d.company_id = ${companyId} and d.archived_at is null
           and d.status in ('lead', 'qualified', 'proposal', 'negotiation')) as open_deals,
        (select count(*) from deals d where d.company_id = ${companyId} and d.archived_at is null
           and d.status = 'closed_won') as won_deals`),
  );
  return { quotes: toNumber(row?.quotes), openDeals: toNumber(row?.open_deals), wonDeals: toNumber(row?.won_deals) };
}

/** Count and total value of the company's deals not archived in each status (every status, zero when none). */
export async function getPipelineValueByStatus(companyId: string): Promise<PipelineByStatus> {
  const db = await getDb();
  const rows = rowsOf<{ status: string; count: string | number; value: string | null }>(
    await db.execute(sql`
      select d.status, count(*) as count, coalesce(sum(d.value), 0) as value
      from deals d where d.company_id = ${companyId} and d.archived_at is null group by d.status`),
  );
  return DEAL_STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: toNumber(row?.count), value: toNumber(row?.value) };
  });
}

/**
 * Alerts from the data: open deals closing within 7 days, open deals untouched for 30 days (archived
 * deals are neither), quotes not followed up.
 */
export async function getAlertsByCompany(companyId: string, now: Date = new Date()): Promise<DashboardAlert[]> {
  const db = await getDb();
  const at = now.toISOString();
  const closing = rowsOf<{
    id: string;
    title: string;
    company_name: string | null;
    customer_id: string | null;
    close_date: string;
  }>(
    await db.execute(sql`
      select d.id, d.title, c.company_name, d.customer_id, to_char(d.close_date, 'YYYY-MM-DD') as close_date
      from deals d left join customers c on c.id = d.customer_id and c.company_id = d.company_id
      where d.company_id = ${companyId} and d.archived_at is null
        and d.status in ('lead', 'qualified', 'proposal', 'negotiation')
        and d.close_date is not null
        and d.close_date >= date_trunc('day', ${at}::timestamptz)::timestamp
        and d.close_date < date_trunc('day', ${at}::timestamptz)::timestamp + make_interval(days => ${CLOSING_SOON_DAYS + 1})
      order by d.close_date asc`),
  );
  const stale = rowsOf<{
    id: string;
    title: string;
    company_name: string | null;
    customer_id: string | null;
    last_change: string;
  }>(
    await db.execute(sql`
      select d.id, d.title, c.company_name, d.customer_id, x.last_change
      from deals d
      left join customers c on c.id = d.customer_id and c.company_id = d.company_id
      cross join lateral (
        select greatest(d.updated_at, coalesce((select max(e.created_at) from deal_events e where e.deal_id = d.id), d.updated_at)) as last_change
      ) x
      where d.company_id = ${companyId} and d.archived_at is null
        and d.status in ('lead', 'qualified', 'proposal', 'negotiation')
        and x.last_change < ${at}::timestamptz - make_interval(days => ${STALE_DEAL_DAYS})
      order by x.last_change asc`),
  );
  const quotes = rowsOf<{
    id: string;
    title: string;
    status: string;
    company_name: string | null;
    customer_id: string;
    created_at: string;
  }>(
    await db.execute(sql`
      select q.id, q.title, q.status, c.company_name, q.customer_id, q.created_at
      from quotes q left join customers c on c.id = q.customer_id and c.company_id = q.company_id
      where q.company_id = ${companyId}
        and q.status in ('draft', 'sent')
        and q.updated_at < ${at}::timestamptz - make_interval(days => ${QUOTE_FOLLOW_UP_DAYS})
      order by q.created_at asc`),
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  const daysSince = (v: unknown) => Math.floor((now.getTime() - new Date(iso(v)).getTime()) / 86_400_000);
  return [
    ...closing.map<DashboardAlert>((r) => ({
      kind: "closing_soon",
      id: r.id,
      title: `${r.title} closes soon`,
      detail: `${r.company_name ?? "No customer"} · expected close`,
      customerId: r.customer_id,
      date: r.close_date,
    })),
    ...stale.map<DashboardAlert>((r) => ({
      kind: "stale_deal",
      id: r.id,
      title: `${r.title} has gone quiet`,
      detail: `${r.company_name ?? "No customer"} · no change for ${daysSince(r.last_change)} days`,
      customerId: r.customer_id,
      date: iso(r.last_change),
    })),
    ...quotes.map<DashboardAlert>((r) => ({
      kind: "quote_follow_up",
      id: r.id,
      title: `Follow up on quote: ${r.title}`,
      detail: `${r.company_name ?? "No customer"} · ${r.status} ${daysSince(r.created_at)} days ago`,
      customerId: r.customer_id,
      date: iso(r.created_at),
    })),
  ];
}

type CustomerDealRow = {
  id: string;
  name: string;
  company_name: string;
  carriers: string[] | null;
  product_types: string[] | null;
  won: string | number;
  lost: string | number;
  open: string | number;
  stale_open: string | number;
  overdue_open: string | number;
  last_activity: string | Date | null;
};

/** How a customer stands, from its deals' statuses and activity. */
export function customerHealth(row: {
  won: number;
  lost: number;
  open: number;
  staleOpen: number;
  overdueOpen: number;
}): { health: CustomerHealth; reason: string } {
  if (row.staleOpen > 0) return { health: "At Risk", reason: `No change on an open deal for ${STALE_DEAL_DAYS}+ days` };
  if (row.overdueOpen > 0) return { health: "At Risk", reason: "An open deal is past its close date" };
  if (row.lost > 0 && row.won === 0 && row.open === 0) return { health: "At Risk", reason: "Last deal was lost" };
  if (row.won > 0) return { health: "Healthy", reason: "Active won business" };
  if (row.open > 0) return { health: "Healthy", reason: "Open deal in progress" };
  return { health: "Needs Attention", reason: "No deals yet" };
}

/** The company's most recently active customers with the services of their deals and a health. */
export async function getQuickActionCustomers(
  companyId: string,
  limit = 8,
  now: Date = new Date(),
): Promise<QuickActionCustomer[]> {
  const db = await getDb();
  const at = now.toISOString();
  const rows = rowsOf<CustomerDealRow>(
    await db.execute(sql`
      select c.id, c.name, c.company_name,
        array_remove(array_agg(distinct d.carrier), null) as carriers,
        array_remove(array_agg(distinct d.product_type), null) as product_types,
        count(d.id) filter (where d.status = 'closed_won') as won,
        count(d.id) filter (where d.status = 'closed_lost') as lost,
        count(d.id) filter (where d.status in ('lead', 'qualified', 'proposal', 'negotiation')) as open,
        count(d.id) filter (where d.status in ('lead', 'qualified', 'proposal', 'negotiation')
          and d.updated_at < ${at}::timestamptz - make_interval(days => ${STALE_DEAL_DAYS})) as stale_open,
        count(d.id) filter (where d.status in ('lead', 'qualified', 'proposal', 'negotiation')
          and d.close_date is not null and d.close_date < date_trunc('day', ${at}::timestamptz)::timestamp) as overdue_open,
        greatest(c.updated_at, max(d.updated_at)) as last_activity
      from customers c
      left join deals d on d.customer_id = c.id and d.company_id = c.company_id and d.archived_at is null
      where c.company_id = ${companyId}
      group by c.id
      order by last_activity desc nulls last, c.name asc
      limit ${limit}`),
  );
  return rows.map((r) => {
    const { health, reason } = customerHealth({
      won: toNumber(r.won),
      lost: toNumber(r.lost),
      open: toNumber(r.open),
      staleOpen: toNumber(r.stale_open),
      overdueOpen: toNumber(r.overdue_open),
    });
    const services = [
      ...(r.carriers ?? []).map((c) => carrierName(c)).sort(),
      ...(r.product_types ?? []).slice().sort(),
    ];
    return { id: r.id, name: r.name, companyName: r.company_name, services, health, healthReason: reason };
  });
}

/** Everything the dashboard home shows, for one company. */
export async function getDashboardByCompany(companyId: string, now: Date = new Date()): Promise<DashboardData> {
  const [mrr, pipeline, byStatus, alerts, customers] = await Promise.all([
    getMrrByCompany(companyId, now),
    getPipelineSnapshotByCompany(companyId),
    getPipelineValueByStatus(companyId),
    getAlertsByCompany(companyId, now),
    getQuickActionCustomers(companyId, 8, now),
  ]);
  return { mrr, pipeline, byStatus, alerts, customers };
}
