import { z } from "zod";
import { periodParameter } from "@/lib/ai/tools/search-rate-plans/schema";

export const lookupQuotesSchema = z.object({
  customer: z.string().trim().max(100).optional().describe("Words of the customer's company or contact name"),
  minMonthly: z.number().min(0).optional().describe("Only quotes with a monthly total above this (USD)"),
  limit: z.number().int().min(1).max(25).optional(),
  period: periodParameter,
});
export type LookupQuotesInput = z.infer<typeof lookupQuotesSchema>;

export type AssistantQuote = {
  title: string;
  customer: string;
  contact: string;
  carrier: string | null;
  carrierName: string | null;
  monthlyTotal: number;
  contractTotal: number;
  contractMonths: number;
  createdAt: string;
  createdBy: string | null;
};

export type LookupQuotesResult = {
  filters: LookupQuotesInput;
  total: number;
  quotes: AssistantQuote[];
  /** When no customer's quotes match the words as written: those of the closest names (typos), not an answer. */
  closest: AssistantQuote[];
};

export const lookupQuotesTool = {
  name: "lookupQuotes",
  description:
    "Look up the saved quotes of the agent's own company (customer, recommended carrier, monthly and contract totals), newest first.",
  parameters: lookupQuotesSchema,
} as const;
