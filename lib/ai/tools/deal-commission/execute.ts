import "server-only";
import { termMonthsOf } from "@/lib/commissions/model";
import { roundCents } from "@/lib/lang/money";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { getDealCommissions } from "@/lib/db/queries/statements";
import { nameQuery } from "@/lib/db/queries/names";
import type { DealCommissionInput, DealCommissionResult } from "./schema";

/** The expected commission of the deals whose title or customer best matches the words. */
export async function dealCommission(scope: AgentScope, input: DealCommissionInput): Promise<DealCommissionResult> {
  await refreshPendingCommissions(scope.companyId);
  const names = await nameQuery(scope, input.query);
  const query = names.query ?? input.query;
  const { match, deals } = await searchDealsForAgent(scope, {
    query,
    limit: input.limit ?? 5,
    // an archived deal's commission is still owed and paid
    includeArchived: true,
  });
  const figures = new Map(
    (
      await getDealCommissions(
        scope.companyId,
        deals.map((d) => d.id),
      )
    ).map((f) => [f.dealId, f]),
  );
  return {
    query,
    ...(input.focus ? { focus: input.focus } : {}),
    ...(input.period ? { period: input.period } : {}),
    ...(names.corrected.length ? { corrected: names.corrected } : {}),
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
