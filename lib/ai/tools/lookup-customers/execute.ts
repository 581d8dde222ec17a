import "server-only";
import { searchCustomersForAgent, type AgentScope } from "@/lib/db/queries/assistant";
import type { LookupCustomersInput, LookupCustomersResult } from "./schema";

/** Customers of the agent's own company. */
export async function lookupCustomers(scope: AgentScope, input: LookupCustomersInput): Promise<LookupCustomersResult> {
  const { match, total, customers } = await searchCustomersForAgent(scope, { ...input, limit: input.limit ?? 10 });
  if (match === "fuzzy") return { filters: input, total: 0, customers: [], closest: customers.slice(0, 3) };
  return { filters: input, total, customers, closest: [] };
}
