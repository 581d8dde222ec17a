import "server-only";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { nameQuery, readNames } from "@/lib/db/queries/names";
import type { LookupDealsInput, LookupDealsResult } from "./schema";

/** Deals of the agent's own company. */
export async function lookupDeals(scope: AgentScope, input: LookupDealsInput): Promise<LookupDealsResult> {
  const { nameAsked, ...asked } = input;
  // "what's in negotiation I should chase": beside other filters, words that name no record and were not
  // asked as a name are no filter. A name asked for that no record has matches nothing ("open deals for Acme").
  const loose = !nameAsked && Object.keys(asked).some((k) => k !== "query" && k !== "limit" && k !== "sortBy");
  const names = loose ? await readNames(scope, input.query) : { ...(await nameQuery(scope, input.query)), dropped: [] };
  const filters: LookupDealsInput = { ...asked, query: names.query };
  if (!filters.query) delete filters.query;
  const read = {
    ...(names.corrected.length ? { corrected: names.corrected } : {}),
    ...(names.dropped.length ? { ignored: names.dropped } : {}),
  };
  const { match, summary, deals } = await searchDealsForAgent(scope, { ...filters, limit: input.limit ?? 10 });
  if (match === "fuzzy")
    return {
      filters,
      ...read,
      summary: { count: 0, totalValue: 0, weightedValue: 0, monthlyRevenue: 0 },
      deals: [],
      closest: deals.slice(0, 3),
    };
  return { filters, ...read, summary, deals, closest: [] };
}
