import "server-only";
import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";
import { DEAL_STATUSES } from "@/lib/validation/deals";
import {
  searchCustomersForAgent,
  searchDealsForAgent,
  type AgentScope,
  type AssistantCustomer,
  type AssistantDeal,
  type DealSummary,
} from "@/lib/db/queries/assistant";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day looks like 2026-11-30");

export const lookupDealsSchema = z.object({
  statuses: z.array(z.enum(DEAL_STATUSES)).max(6).optional().describe("Deal statuses to include"),
  openOnly: z.boolean().optional().describe("Only open deals (not closed won or lost)"),
  query: z.string().trim().max(100).optional().describe("Words of the deal title or the customer's name or company"),
  carrier: z.enum(CARRIER_IDS).optional(),
  industry: z.string().trim().max(60).optional().describe("Industry of the deal's customer, e.g. Healthcare"),
  assignedToMe: z.boolean().optional().describe("Only deals assigned to the signed-in agent"),
  closeFrom: day.optional().describe("Only deals closing on or after this day (yyyy-MM-dd)"),
  closeTo: day.optional().describe("Only deals closing on or before this day (yyyy-MM-dd)"),
  minValue: z.number().min(0).optional().describe("Only deals worth more than this (USD)"),
  maxValue: z.number().min(0).optional().describe("Only deals worth less than this (USD)"),
  sortBy: z
    .enum(["value", "value_asc", "close_date", "created", "probability"])
    .optional()
    .describe(
      "value (largest first), value_asc (smallest first), close_date (soonest first), created (newest first) or probability",
    ),
  limit: z.number().int().min(1).max(25).optional(),
});
export type LookupDealsInput = z.infer<typeof lookupDealsSchema>;
export type LookupDealsResult = {
  filters: LookupDealsInput;
  summary: DealSummary;
  deals: AssistantDeal[];
  /** When no deal matches the words as written: the deals closest to them (typos), not an answer. */
  closest: AssistantDeal[];
};

export const lookupCustomersSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Words of the customer's name, company, e-mail, industry, city or state"),
  industry: z.string().trim().max(60).optional(),
  state: z.string().trim().max(40).optional().describe("State, as stored (e.g. WA)"),
  city: z.string().trim().max(60).optional(),
  assignedToMe: z.boolean().optional().describe("Only customers assigned to the signed-in agent"),
  limit: z.number().int().min(1).max(25).optional(),
});
export type LookupCustomersInput = z.infer<typeof lookupCustomersSchema>;
export type LookupCustomersResult = {
  filters: LookupCustomersInput;
  total: number;
  customers: AssistantCustomer[];
  /** When no customer matches the words as written: the customers closest to them (typos), not an answer. */
  closest: AssistantCustomer[];
};

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

/** Customers of the agent's own company. */
export async function lookupCustomers(scope: AgentScope, input: LookupCustomersInput): Promise<LookupCustomersResult> {
  const { match, total, customers } = await searchCustomersForAgent(scope, { ...input, limit: input.limit ?? 10 });
  if (match === "fuzzy") return { filters: input, total: 0, customers: [], closest: customers.slice(0, 3) };
  return { filters: input, total, customers, closest: [] };
}
