import "server-only";
import { searchCustomersForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { searchByNames } from "@/lib/db/queries/names";
import type { LookupCustomersInput, LookupCustomersResult } from "./schema";

/** Customers of the agent's own company. */
export async function lookupCustomers(scope: AgentScope, input: LookupCustomersInput): Promise<LookupCustomersResult> {
  const { nameAsked, ...asked } = input;
  // "who's our customer down in Texas": beside a place, an industry or "mine", words not asked as a name are
  // a filter only while they name a customer the other filters leave.
  const loose = !nameAsked && Object.keys(asked).some((k) => k !== "query" && k !== "limit");
  const limit = input.limit ?? 10;
  const read = await searchByNames(
    scope,
    input.query,
    loose,
    (query) => searchCustomersForAgent(scope, { ...asked, query, limit }),
    (found) => found.match === "fuzzy" || found.total === 0,
  );
  const filters: LookupCustomersInput = { ...asked, query: read.query };
  if (!filters.query) delete filters.query;
  const { notes } = read;
  const { match, total, customers } = read.result;
  if (match === "fuzzy") return { filters, ...notes, total: 0, customers: [], closest: customers.slice(0, 3) };
  return { filters, ...notes, total, customers, closest: [] };
}
