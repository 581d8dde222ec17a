import "server-only";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import type { LookupDealsInput, LookupDealsResult } from "./schema";

/** Deals of the agent's own company. */
export async function lookupDeals(scope: AgentScope, input: LookupDealsInput): Promise<LookupDealsResult> {
  const { match, summary, deals } = await searchDealsForAgent(scope, { ...input, limit: input.limit ?? 10 });
  if (match === "fuzzy")
    return {
      filters: input,
      summary: { count: 0, totalValue: 0, weightedValue: 0, monthlyRevenue: 0 },
      deals: [],
      closest: deals.slice(0, 3),
    };
  return { filters: input, summary, deals, closest: [] };
}
