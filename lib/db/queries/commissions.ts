import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { commissionPlans } from "@/lib/db/schema";
import { withAgentScope, type Tx } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import {
  commissionProductOf,
  expectedCommission,
  type CommissionPlanTerms,
  type CommissionProduct,
} from "@/lib/commissions/model";
import { isoDay } from "@/lib/format";
import type { CommissionPlanInput } from "@/lib/validation/commissions";

/**
 * Commission plans of one company and the expected-commission figures stored on
 * its deals. Figures are computed by lib/commissions/model.ts (one home for the
 * arithmetic) and stored on the deal, so the board sums them from an index:
 * when a deal is created, when a plan row is added (the deals it may change are
 * recomputed), and for any deal not computed yet (seeded or imported rows) on
 * the next read of the board, the renewals or the reports.
 */

/** A plan row; `example` when it came with the app's seed (no one saved it). */
export type CommissionPlan = CommissionPlanTerms & { id: string; createdAt: string; example: boolean };

type Db = Tx | Awaited<ReturnType<typeof getDb>>;

export async function getCommissionPlans(companyId: string, db?: Db): Promise<CommissionPlan[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(commissionPlans)
    .where(eq(commissionPlans.companyId, companyId))
    .orderBy(asc(commissionPlans.carrier), asc(commissionPlans.product), asc(commissionPlans.effectiveFrom));
  return rows.map((r) => ({
    id: r.id,
    carrier: r.carrier,
    product: r.product as CommissionProduct,
    upfrontMultiple: Number(r.upfrontMultiple),
    residualPercent: Number(r.residualPercent),
    chargebackDays: r.chargebackDays,
    effectiveFrom: r.effectiveFrom,
    createdAt: r.createdAt.toISOString(),
    example: r.createdBy === null,
  }));
}

type DealFigureRow = {
  id: string;
  carrier: string | null;
  product_type: string | null;
  monthly_revenue: string | number;
  contract_term: number | null;
  close_day: string | null;
  metadata: { voice_lines?: number; mobile_internet_lines?: number; fixed_wireless_lines?: number } | null;
};

const BATCH = 1000;

/**
 * Recomputes and stores the expected commission of the company's deals that
 * `filter` selects (SQL on alias d), in batches, with the plans as they are now.
 */
async function storeDealCommissions(
  db: Db,
  companyId: string,
  filter: ReturnType<typeof sql>,
  today = isoDay(),
): Promise<number> {
  const plans = await getCommissionPlans(companyId, db);
  let done = 0;
  let lastId = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = rowsOf<DealFigureRow>(
      await db.execute(sql`
        select d.id, d.carrier, d.product_type, d.monthly_revenue, d.contract_term,
          to_char(d.close_date, 'YYYY-MM-DD') as close_day, d.metadata
        from public.deals d
        where d.company_id = ${companyId} and d.id > ${lastId} and (${filter})
        order by d.id limit ${BATCH}`),
    );
    if (rows.length === 0) return done;
    const figures = rows.map((r) => {
      const product = commissionProductOf(r.product_type, {
        voiceLines: r.metadata?.voice_lines,
        mobileInternetLines: r.metadata?.mobile_internet_lines,
        fixedWirelessLines: r.metadata?.fixed_wireless_lines,
      });
      const f = expectedCommission(
        {
          carrier: r.carrier,
          product,
          monthlyRevenue: Number(r.monthly_revenue),
          contractTerm: r.contract_term,
          closeDate: r.close_day,
        },
        plans,
        today,
      );
      return {
        id: r.id,
        product,
        plan: f?.plan.id ?? null,
        u: f?.upfront ?? null,
        m: f?.residualMonthly ?? null,
        t: f?.total ?? null,
        c: f?.chargebackEndsOn ?? null,
      };
    });
    // The batch travels as one JSON parameter (fast on every driver, PGlite included).
    await db.execute(sql`
      update public.deals d set commission_product = v.product, commission_plan_id = v.plan,
        commission_upfront = v.u, commission_residual_monthly = v.m, commission_total = v.t,
        chargeback_ends_on = v.c, commission_computed_at = now()
      from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb)
        as v(id uuid, product text, plan uuid, u numeric, m numeric, t numeric, c date)
      where d.id = v.id and d.company_id = ${companyId}`);
    done += rows.length;
    lastId = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return done;
  }
}

/** Computes the figures of deals never computed (seeded, imported); a no-op index probe when there are none. */
export async function refreshPendingCommissions(companyId: string): Promise<number> {
  const db = await getDb();
  const pending = rowsOf<{ one: number }>(
    await db.execute(
      sql`select 1 as one from public.deals where company_id = ${companyId} and commission_computed_at is null limit 1`,
    ),
  );
  if (pending.length === 0) return 0;
  return db.transaction((tx) => storeDealCommissions(tx, companyId, sql`d.commission_computed_at is null`));
}

/** Stores one deal's figures (after it is created or its terms change), inside the caller's transaction. */
export async function storeCommissionOfDeal(tx: Tx, companyId: string, dealId: string): Promise<void> {
  await storeDealCommissions(tx, companyId, sql`d.id = ${dealId}`);
}

export type Actor = { id: string; companyId: string; role: string };

export function requireCompanyAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw new AppError(403, "Only company admins can change commission plans.");
}

/**
 * Adds a plan row (a change takes effect from its date; rows already in effect are
 * never rewritten) and recomputes the figures of the deals it may change: same
 * carrier and product, closing on or after its date (or with no close date).
 * A row not yet in effect (a later date) can be replaced by saving the same date again.
 */
export async function addCommissionPlan(
  actor: Actor,
  input: CommissionPlanInput,
  today = isoDay(),
): Promise<{ recomputed: number }> {
  requireCompanyAdmin(actor);
  if (input.effectiveFrom < today)
    throw new AppError(400, "The effective date cannot be in the past: past figures never change.");
  return withAgentScope(actor.id, async (tx) => {
    const [existing] = await tx
      .select({ id: commissionPlans.id })
      .from(commissionPlans)
      .where(
        and(
          eq(commissionPlans.companyId, actor.companyId),
          eq(commissionPlans.carrier, input.carrier),
          eq(commissionPlans.product, input.product),
          eq(commissionPlans.effectiveFrom, input.effectiveFrom),
        ),
      );
    if (existing && input.effectiveFrom <= today) {
      throw new AppError(
        409,
        "A plan for this carrier and product already took effect on that date. Choose a later date.",
      );
    }
    const values = {
      companyId: actor.companyId,
      carrier: input.carrier,
      product: input.product,
      upfrontMultiple: input.upfrontMultiple,
      residualPercent: input.residualPercent,
      chargebackDays: input.chargebackDays,
      effectiveFrom: input.effectiveFrom,
      createdBy: actor.id,
    };
    if (existing) {
      await tx.update(commissionPlans).set(values).where(eq(commissionPlans.id, existing.id));
    } else {
      await tx.insert(commissionPlans).values(values);
    }
    const recomputed = await storeDealCommissions(
      tx,
      actor.companyId,
      sql`d.carrier = ${input.carrier} and (d.close_date is null or d.close_date >= ${input.effectiveFrom}::date)`,
      today,
    );
    return { recomputed };
  });
}
