import { z } from "zod";
import { CARRIER_IDS, type CarrierId } from "@/config/carriers";
import type { RenewalRow } from "@/lib/db/queries/renewals";
import { RENEWAL_KINDS, type RenewalKind } from "@/lib/renewals/kinds";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day looks like 2026-11-30");

export const upcomingRenewalsSchema = z.object({
  from: day.optional().describe("First day of the range (yyyy-MM-dd); today when omitted"),
  to: day
    .optional()
    .describe(
      "Last day of the range (yyyy-MM-dd), e.g. the end of next month, or today + 60 days; when omitted, 90 days ahead, or every date still to come for a named deal",
    ),
  query: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("Words of one won deal's title or its customer (typos are fine): only that deal's dates"),
  kinds: z
    .array(z.enum(RENEWAL_KINDS))
    .max(4)
    .optional()
    .describe("contract_end, promotion_end, last_installment (device payments), chargeback_end; all when omitted"),
  carrier: z.enum(CARRIER_IDS).optional(),
});
export type UpcomingRenewalsInput = z.infer<typeof upcomingRenewalsSchema>;
export type UpcomingRenewalsResult = {
  from: string;
  to: string;
  kinds: RenewalKind[];
  carrier?: CarrierId;
  /** The words a deal was named by, and the won deals they matched. */
  query?: string;
  matchedDeals?: string[];
  rows: RenewalRow[];
};

export const upcomingRenewalsTool = {
  name: "upcomingRenewals",
  description:
    "The renewals radar: dates on the company's won deals between two days (contract ends, promotion ends, last device installments, chargeback windows closing), soonest first, " +
    "as the Renewals page lists them. Give the range in days: e.g. next month is its first to its last day.",
  parameters: upcomingRenewalsSchema,
} as const;
