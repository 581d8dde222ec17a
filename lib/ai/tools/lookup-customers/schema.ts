import { z } from "zod";
import type { AssistantCustomer } from "@/lib/db/queries/assistant";

export const lookupCustomersSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Words of the customer's name, company, e-mail, industry, city or state"),
  nameAsked: z
    .boolean()
    .optional()
    .describe(
      'True when the agent asked for the query\'s words as a name ("the contact at Acme"): a name no record has then matches nothing. Otherwise, with other filters given, words that name no customer are no filter',
    ),
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
  /** Misspelt words of a name and the record's word each was read as. */
  corrected?: { from: string; to: string }[];
  /** Words that name no customer and were not asked as a name: not a filter. */
  ignored?: string[];
};

export const lookupCustomersTool = {
  name: "lookupCustomers",
  description:
    "Look up the customers of the agent's own company (contact, company, location, industry, size, open deals).",
  parameters: lookupCustomersSchema,
} as const;
