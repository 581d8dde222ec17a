import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";
import type { AssistantDeal, DealSummary } from "@/lib/db/queries/assistant";
import { DEAL_STATUSES } from "@/lib/validation/deals";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day looks like 2026-11-30");

export const lookupDealsSchema = z.object({
  statuses: z.array(z.enum(DEAL_STATUSES)).max(6).optional().describe("Deal statuses to include"),
  openOnly: z.boolean().optional().describe("Only open deals (not closed won or lost)"),
  query: z.string().trim().max(100).optional().describe("Words of the deal title or the customer's name or company"),
  nameAsked: z
    .boolean()
    .optional()
    .describe(
      'True when the agent asked for the query\'s words as a name ("deals for Acme", "the Acme deal"): a name no record has then matches nothing. Otherwise, with other filters given, words that name no deal or customer are no filter',
    ),
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
  /** Misspelt words of a name and the record's word each was read as. */
  corrected?: { from: string; to: string }[];
  /** Words that name no deal or customer and were not asked as a name: not a filter. */
  ignored?: string[];
};

export const lookupDealsTool = {
  name: "lookupDeals",
  description:
    "Look up the deals of the agent's own company (status, value, close date, probability, customer, assigned agent) with totals.",
  parameters: lookupDealsSchema,
} as const;
