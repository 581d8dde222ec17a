import "server-only";
import { z } from "zod";
import { CARRIERS, CARRIER_IDS, type CarrierId } from "@/config/carriers";
import { addDaysToDay, termMonthsOf } from "@/lib/commissions/model";
import { roundCents } from "@/lib/lang/money";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { getRenewalsBetween, type RenewalRow } from "@/lib/db/queries/renewals";
import { getDealCommissions } from "@/lib/db/queries/statements";
import { isoDay } from "@/lib/format";
import { RENEWAL_KINDS, type RenewalKind } from "@/lib/renewals/kinds";

/**
 * What the company's deals pay in commission, and the dates that come up on its
 * won deals (renewals radar). Both read the figures the portal stores and shows
 * (the board card, the Renewals page): nothing is computed a second time here.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day looks like 2026-11-30");

export const dealCommissionSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe("Words of the deal's title or its customer's name or company (typos are fine)"),
  limit: z.number().int().min(1).max(10).optional().describe("How many matching deals to return (best match first)"),
});
export type DealCommissionInput = z.infer<typeof dealCommissionSchema>;

export type DealCommission = {
  id: string;
  title: string;
  customer: string | null;
  status: string;
  carrier: string | null;
  monthlyRevenue: number;
  closeDate: string | null;
  termMonths: number;
  /** False when no commission plan covers the deal's carrier and product (the figures are then null). */
  covered: boolean;
  upfront: number | null;
  residualMonthly: number | null;
  residualTotal: number | null;
  total: number | null;
  probability: number;
  /** What the deals board counts it for: earned when won, nothing when lost, else weighted by probability. */
  weighted: number | null;
  /** 'yyyy-MM-dd': the day the chargeback window closes. */
  chargebackEndsOn: string | null;
  /** Paid by uploaded commission statements, to date. */
  received: number;
  paymentCount: number;
};
export type DealCommissionResult = {
  query: string;
  /** Whether the deals' names only come close to the words (typos): the closest deals, to be said as such. */
  closestOnly?: boolean;
  deals: DealCommission[];
};

/** The expected commission of the deals whose title or customer best matches the words. */
export async function dealCommission(scope: AgentScope, input: DealCommissionInput): Promise<DealCommissionResult> {
  await refreshPendingCommissions(scope.companyId);
  const { match, deals } = await searchDealsForAgent(scope, { query: input.query, limit: input.limit ?? 5 });
  const figures = new Map(
    (
      await getDealCommissions(
        scope.companyId,
        deals.map((d) => d.id),
      )
    ).map((f) => [f.dealId, f]),
  );
  return {
    query: input.query,
    closestOnly: match === "fuzzy",
    deals: deals.map((d) => {
      const f = figures.get(d.id);
      const covered = f?.total != null && f.upfront != null;
      return {
        id: d.id,
        title: d.title,
        customer: d.customer,
        status: d.status,
        carrier: d.carrier,
        monthlyRevenue: d.monthlyRevenue,
        closeDate: d.closeDate,
        termMonths: termMonthsOf(d.contractTerm),
        covered,
        upfront: covered ? f!.upfront : null,
        residualMonthly: covered ? f!.residualMonthly : null,
        // The stored total is upfront + residual over the term.
        residualTotal: covered ? roundCents(f!.total! - f!.upfront!) : null,
        total: covered ? f!.total : null,
        probability: d.probability,
        weighted: covered ? f!.weighted : null,
        chargebackEndsOn: f?.chargebackEndsOn ?? null,
        received: f?.received ?? 0,
        paymentCount: f?.paymentCount ?? 0,
      };
    }),
  };
}

export const upcomingRenewalsSchema = z.object({
  from: day.optional().describe("First day of the range (yyyy-MM-dd); today when omitted"),
  to: day
    .optional()
    .describe(
      "Last day of the range (yyyy-MM-dd), e.g. the end of next month, or today + 60 days; when omitted, 90 days ahead, or every date still to come for a named deal",
    ),
  query: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("Words of one won deal's title or its customer (typos are fine): only that deal's dates"),
  kinds: z
    .array(z.enum(RENEWAL_KINDS))
    .max(4)
    .optional()
    .describe("contract_end, promotion_end, last_installment (device payments), chargeback_end; all when omitted"),
  carrier: z.enum(CARRIER_IDS).optional(),
});
export type UpcomingRenewalsInput = z.infer<typeof upcomingRenewalsSchema>;
export type UpcomingRenewalsResult = {
  from: string;
  to: string;
  kinds: RenewalKind[];
  carrier?: CarrierId;
  /** The words a deal was named by, and the won deals they matched. */
  query?: string;
  matchedDeals?: string[];
  rows: RenewalRow[];
};

/** How far ahead a named deal's dates are looked for when no range is given (a contract term is at most a few years). */
const NAMED_DEAL_HORIZON_DAYS = 3660;

/** The dates of the company's won deals (contract end, promotion end, last installment, chargeback end) in a range. */
export async function upcomingRenewals(
  scope: AgentScope,
  input: UpcomingRenewalsInput,
  today = isoDay(),
): Promise<UpcomingRenewalsResult> {
  const from = input.from ?? today;
  const asked = input.to ?? addDaysToDay(from, input.query ? NAMED_DEAL_HORIZON_DAYS : 90);
  const to = asked < from ? from : asked;
  const kinds = input.kinds?.length ? [...new Set(input.kinds)] : [...RENEWAL_KINDS];
  const carrier = input.carrier ? (CARRIERS.find((c) => c.id === input.carrier)?.code ?? "all") : "all";
  await refreshPendingCommissions(scope.companyId);
  const named = input.query
    ? (await searchDealsForAgent(scope, { query: input.query, statuses: ["closed_won"], limit: 10 })).deals
    : undefined;
  const rows = await getRenewalsBetween(
    scope.companyId,
    { from, to, kinds, carrier, dealIds: named?.map((d) => d.id) },
    today,
  );
  return {
    from,
    to,
    kinds,
    ...(input.carrier ? { carrier: input.carrier } : {}),
    ...(input.query ? { query: input.query, matchedDeals: named!.map((d) => d.title) } : {}),
    rows,
  };
}
