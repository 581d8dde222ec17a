import "server-only";
import { searchCustomersForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import { nameQuery } from "@/lib/db/queries/names";
import type { LookupCustomersInput, LookupCustomersResult } from "./schema";

/** Customers of the agent's own company. */
export async function lookupCustomers(scope: AgentScope, input: LookupCustomersInput): Promise<LookupCustomersResult> {
  const names = await nameQuery(scope, input.query);
  const filters = { ...input, query: names.query };
  if (!filters.query) delete filters.query;
  const read = names.corrected.length ? { corrected: names.corrected } : {};
  const { match, total, customers } = await searchCustomersForAgent(scope, { ...filters, limit: input.limit ?? 10 });
  if (match === "fuzzy") return { filters, ...read, total: 0, customers: [], closest: customers.slice(0, 3) };
  return { filters, ...read, total, customers, closest: [] };
}
