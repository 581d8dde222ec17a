import "server-only";
import { sql } from "drizzle-orm";
import { carrierName } from "@/config/carriers";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { agentNotifications } from "@/lib/db/schema";
import { withAgentScope } from "@/lib/db/scope";
import { addDaysToDay } from "@/lib/commissions/model";
import { formatDay, isoDay } from "@/lib/format";
import { dueReminder, RENEWAL_KINDS, type RenewalKind } from "@/lib/renewals/kinds";
import type { RenewalsQuery } from "@/lib/validation/renewals";

/**
 * The renewals radar: for every won deal of a company, the dates that matter
 * (lib/renewals/kinds.ts), and the reminders made before each contract end.
 * The dates are computed in SQL from the deal's columns, so a window of days is
 * one indexed query over the company's won deals.
 */

/** A won deal's contract end: close date + contract term (24 months when empty or 0). */
const CONTRACT_END = sql`(d.close_date + make_interval(months => coalesce(nullif(d.contract_term, 0), 24)))::date`;

const DATES = sql`(values
  ('contract_end', ${CONTRACT_END}),
  ('promotion_end', d.promotion_ends_on),
  ('last_installment', case when d.device_installment_months > 0
    then (d.close_date + make_interval(months => d.device_installment_months))::date end),
  ('chargeback_end', d.chargeback_ends_on)
) as r(kind, day)`;

export type RenewalRow = {
  dealId: string;
  title: string;
  customer: string;
  carrier: string;
  kind: RenewalKind;
  /** 'yyyy-MM-dd' */
  day: string;
  daysLeft: number;
  monthlyRevenue: number;
  assignedTo: string;
};

type Row = {
  deal_id: string;
  title: string;
  customer: string | null;
  carrier: string | null;
  kind: RenewalKind;
  day: string;
  days_left: number;
  monthly_revenue: number | string;
  assigned_to: string | null;
};

/** The won deals' dates falling within the next `within` days (today included), soonest first. */
export async function getUpcomingRenewals(
  companyId: string,
  query: RenewalsQuery,
  today = isoDay(),
): Promise<RenewalRow[]> {
  return getRenewalsBetween(
    companyId,
    {
      from: today,
      to: addDaysToDay(today, query.within),
      kinds: query.kind === "all" ? RENEWAL_KINDS : [query.kind],
      carrier: query.carrier,
    },
    today,
  );
}

export type RenewalsRange = {
  /** First and last day, 'yyyy-MM-dd', inclusive. */
  from: string;
  to: string;
  kinds: readonly RenewalKind[];
  /** A carrier code as deals store it (ATT, VERIZON, TMOBILE), or "all". */
  carrier: string;
  /** Only these deals (e.g. the ones a search named). */
  dealIds?: string[];
};

/** The won deals' dates falling between two days (inclusive), soonest first; `daysLeft` counts from `today`. */
export async function getRenewalsBetween(
  companyId: string,
  range: RenewalsRange,
  today = isoDay(),
): Promise<RenewalRow[]> {
  const db = await getDb();
  const kinds = range.kinds.length ? range.kinds : RENEWAL_KINDS;
  const rows = await db.execute(sql`
    select d.id as deal_id, d.title, coalesce(c.company_name, c.name) as customer, d.carrier, r.kind,
      to_char(r.day, 'YYYY-MM-DD') as day, (r.day - ${today}::date) as days_left,
      d.monthly_revenue::float8 as monthly_revenue, a.username as assigned_to
    from public.deals d
    cross join lateral ${DATES}
    left join public.customers c on c.id = d.customer_id
    left join public.agent_users a on a.id = d.assigned_to
    where d.company_id = ${companyId} and d.status = 'closed_won'
      and r.day between ${range.from}::date and ${range.to}::date
      and r.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      ${range.carrier === "all" ? sql`` : sql`and d.carrier = ${range.carrier}`}
      ${
        range.dealIds
          ? sql`and d.id in (${sql.join(
              [...range.dealIds, "00000000-0000-0000-0000-000000000000"].map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``
      }
    order by r.day, d.title, r.kind`);
  return rowsOf<Row>(rows).map((r) => ({
    dealId: r.deal_id,
    title: r.title,
    customer: r.customer ?? "",
    carrier: r.carrier ?? "",
    kind: r.kind,
    day: r.day,
    daysLeft: Number(r.days_left),
    monthlyRevenue: Number(r.monthly_revenue),
    assignedTo: r.assigned_to ?? "Unassigned",
  }));
}

/** Counts for the dashboard card: dates within 30, 60 and 90 days, and the next few. */
export async function getRenewalsSummary(companyId: string, today = isoDay()) {
  const rows = await getUpcomingRenewals(companyId, { within: 90, kind: "all", carrier: "all" }, today);
  return {
    within30: rows.filter((r) => r.daysLeft <= 30).length,
    within60: rows.filter((r) => r.daysLeft <= 60).length,
    within90: rows.length,
    next: rows.slice(0, 4),
  };
}

type DueRow = {
  deal_id: string;
  title: string;
  customer: string | null;
  carrier: string | null;
  contract_end: string;
  days_left: number;
  recipients: string[];
};

/**
 * Creates the renewal reminders that are due and not made yet, for the deal's
 * agent (assigned, else the one who created it): one per contract end
 * and threshold (90, 60, 30 days before), at most once each (a unique key).
 * Run on requests, not on a timer, so a server that was down on the day catches
 * up on the next request; thresholds passed meanwhile are recorded as skipped
 * (read and removed) so only the most urgent one shows. Returns how many reminders were
 * due (those made earlier are left as they are).
 */
export async function createDueRenewalReminders(
  actor: { id: string; companyId: string },
  today = isoDay(),
): Promise<number> {
  return withAgentScope(actor.id, async (tx) => {
    const due = rowsOf<DueRow>(
      await tx.execute(sql`
        select d.id as deal_id, d.title, coalesce(c.company_name, c.name) as customer, d.carrier,
          to_char(e.day, 'YYYY-MM-DD') as contract_end, (e.day - ${today}::date) as days_left,
          array(select u.id::text from public.agent_users u
                where u.company_id = d.company_id and u.id = coalesce(d.assigned_to, d.created_by)) as recipients
        from public.deals d
        cross join lateral (select ${CONTRACT_END} as day) e
        left join public.customers c on c.id = d.customer_id
        where d.company_id = ${actor.companyId} and d.status = 'closed_won'
          and e.day between ${today}::date and ${today}::date + 90
          and not exists (
            select 1 from public.agent_notifications n
            where n.deal_id = d.id and n.key = 'renewal:' || d.id || ':' || to_char(e.day, 'YYYY-MM-DD') || ':' || (
              case when e.day - ${today}::date <= 30 then 30 when e.day - ${today}::date <= 60 then 60 else 90 end))`),
    );
    const values = due.flatMap((r) => {
      const threshold = dueReminder(Number(r.days_left));
      if (!threshold) return [];
      const daysLeft = Number(r.days_left);
      const when = daysLeft === 0 ? "today" : `in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`;
      const carrier = r.carrier ? `${carrierName(r.carrier)} ` : "";
      return r.recipients.map((userId) => ({
        companyId: actor.companyId,
        userId,
        key: `renewal:${r.deal_id}:${r.contract_end}:${threshold}`,
        type: threshold === 30 ? "warning" : "info",
        title: `Contract renewal in ${threshold} days`,
        message: `${r.title}${r.customer ? ` (${r.customer})` : ""}: the ${carrier}contract ends ${formatDay(r.contract_end)} (${when}).`,
        dealId: r.deal_id,
        skippedAt: null as Date | null,
        threshold,
      }));
    });
    if (values.length === 0) return 0;
    // Thresholds passed while no request came are recorded as skipped.
    const skipped = values.flatMap((v) =>
      [90, 60]
        .filter((days) => days > v.threshold)
        .map((days) => ({
          ...v,
          key: v.key.replace(/:\d+$/, `:${days}`),
          title: `Contract renewal in ${days} days`,
          skippedAt: new Date(),
        })),
    );
    // No RETURNING: rows for co-workers are not readable under row-level security.
    await tx
      .insert(agentNotifications)
      .values(
        [...values, ...skipped].map((v) => ({
          companyId: v.companyId,
          userId: v.userId,
          key: v.key,
          type: v.type,
          title: v.title,
          message: v.message,
          dealId: v.dealId,
          // A skipped threshold is recorded (so it is not made later) but never listed.
          readAt: v.skippedAt,
          dismissedAt: v.skippedAt,
        })),
      )
      .onConflictDoNothing();
    return values.length;
  });
}
