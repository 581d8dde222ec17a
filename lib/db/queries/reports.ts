import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import type { DealStatus } from "@/lib/validation/deals";
import { getCustomersCreatedBetween, type CustomerReportRow } from "./customers";
import { getDealsCreatedBetween, type DealExportRow } from "./deals";

/**
 * The four reports of the Reports page, with the company's real rows for a date
 * range [from, to) (null = open end): deals and customers created in the range,
 * status changes (deal_events) made in it, and per-agent performance of the deals
 * created in it.
 */

export type ActivityRow = {
  /** 'yyyy-MM-dd HH:mm' (UTC) */
  at: string;
  dealTitle: string;
  customer: string;
  fromStatus: DealStatus | null;
  toStatus: DealStatus;
  actor: string;
};

export type PerformanceRow = {
  agent: string;
  deals: number;
  won: number;
  lost: number;
  wonValue: number;
  /** won / (won + lost), 0..1; 0 when nothing is closed */
  winRate: number;
};

export type ReportRange = { from: Date | null; to: Date | null };

export function getDealsReport(companyId: string, range: ReportRange): Promise<DealExportRow[]> {
  return getDealsCreatedBetween(companyId, range.from, range.to);
}

export function getCustomerReport(companyId: string, range: ReportRange): Promise<CustomerReportRow[]> {
  return getCustomersCreatedBetween(companyId, range.from, range.to);
}

export async function getActivityReport(companyId: string, { from, to }: ReportRange): Promise<ActivityRow[]> {
  const db = await getDb();
  const rows = await db.execute(sql`
    select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at, d.title as deal_title,
      coalesce(c.company_name, c.name, '') as customer, e.from_status, e.to_status,
      coalesce(a.username, '') as actor
    from public.deal_events e
    join public.deals d on d.id = e.deal_id and d.company_id = e.company_id
    left join public.customers c on c.id = d.customer_id
    left join public.agent_users a on a.id = e.actor_id
    where e.company_id = ${companyId} and e.to_status is not null
      ${from ? sql`and e.created_at >= ${from.toISOString()}` : sql``}
      ${to ? sql`and e.created_at < ${to.toISOString()}` : sql``}
    order by e.created_at desc, e.id desc`);
  return rowsOf<{
    at: string;
    deal_title: string;
    customer: string;
    from_status: DealStatus | null;
    to_status: DealStatus;
    actor: string;
  }>(rows).map((r) => ({
    at: r.at,
    dealTitle: r.deal_title,
    customer: r.customer,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    actor: r.actor,
  }));
}

export async function getPerformanceReport(companyId: string, { from, to }: ReportRange): Promise<PerformanceRow[]> {
  const db = await getDb();
  const rows = await db.execute(sql`
    select coalesce(a.username, 'Unassigned') as agent,
      count(*)::int as deals,
      count(*) filter (where d.status = 'closed_won')::int as won,
      count(*) filter (where d.status = 'closed_lost')::int as lost,
      coalesce(sum(d.value) filter (where d.status = 'closed_won'), 0)::float8 as won_value
    from public.deals d
    left join public.agent_users a on a.id = d.assigned_to
    where d.company_id = ${companyId}
      ${from ? sql`and d.created_at >= ${from.toISOString()}` : sql``}
      ${to ? sql`and d.created_at < ${to.toISOString()}` : sql``}
    group by a.username
    order by won_value desc, agent asc`);
  return rowsOf<{ agent: string; deals: number; won: number; lost: number; won_value: number | string }>(rows).map(
    (r) => {
      const won = Number(r.won);
      const lost = Number(r.lost);
      return {
        agent: r.agent,
        deals: Number(r.deals),
        won,
        lost,
        wonValue: Number(r.won_value),
        winRate: won + lost > 0 ? Math.round((won / (won + lost)) * 10000) / 10000 : 0,
      };
    },
  );
}
