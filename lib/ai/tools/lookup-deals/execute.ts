import "server-only";
import { searchDealsForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { searchByNames } from "@/lib/db/queries/names";
import type { LookupDealsInput, LookupDealsResult } from "./schema";

/** Deals of the agent's own company. */
export async function lookupDeals(scope: AgentScope, input: LookupDealsInput): Promise<LookupDealsResult> {
  const { nameAsked, ...asked } = input;
  // Beside other filters, words not asked as a name are a filter only while they name a deal the other filters
  // leave; a name asked for that no record has matches nothing ("open deals for Acme").
  const loose = !nameAsked && Object.keys(asked).some((k) => k !== "query" && k !== "limit" && k !== "sortBy");
  const limit = input.limit ?? 10;
  const read = await searchByNames(
    scope,
    input.query,
    loose,
    (query) => searchDealsForAgent(scope, { ...asked, query, limit }),
    (found) => found.match === "fuzzy" || found.summary.count === 0,
  );
  const filters: LookupDealsInput = { ...asked, query: read.query };
  if (!filters.query) delete filters.query;
  const { notes } = read;
  const { match, summary, deals } = read.result;
  if (match === "fuzzy")
    return {
      filters,
      ...notes,
      summary: { count: 0, totalValue: 0, weightedValue: 0, monthlyRevenue: 0 },
      deals: [],
      closest: deals.slice(0, 3),
    };
  return { filters, ...notes, summary, deals, closest: [] };
}
