import "server-only";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { nameQuery } from "@/lib/db/queries/names";
import type { LookupDealsInput, LookupDealsResult } from "./schema";

/** Deals of the agent's own company. */
export async function lookupDeals(scope: AgentScope, input: LookupDealsInput): Promise<LookupDealsResult> {
  const names = await nameQuery(scope, input.query);
  const filters = { ...input, query: names.query };
  if (!filters.query) delete filters.query;
  const read = names.corrected.length ? { corrected: names.corrected } : {};
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
