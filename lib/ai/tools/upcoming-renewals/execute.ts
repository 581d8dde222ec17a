import "server-only";
import { CARRIERS } from "@/config/carriers";
import type { AgentScope } from "@/lib/db/queries/assistant";
import { searchDealsForAgent } from "@/lib/db/queries/assistant";
import { getRenewalsBetween } from "@/lib/db/queries/renewals";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { addDaysToDay } from "@/lib/commissions/model";
import { isoDay } from "@/lib/format";
import { RENEWAL_KINDS } from "@/lib/renewals/kinds";
import { nameQuery, readNames } from "@/lib/db/queries/names";
import type { UpcomingRenewalsInput, UpcomingRenewalsResult } from "./schema";

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
  // With a range asked, words that name no record are no filter ("renewals soon-ish over the next yr"): the range alone.
  const query = input.query
    ? input.from || input.to
      ? (await readNames(scope, input.query)).query
      : (await nameQuery(scope, input.query)).query
    : undefined;
  const named = query
    ? (await searchDealsForAgent(scope, { query, statuses: ["closed_won"], limit: 10, includeArchived: true })).deals
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
    ...(query ? { query, matchedDeals: named!.map((d) => d.title) } : {}),
    rows,
  };
}
