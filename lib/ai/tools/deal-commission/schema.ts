import { z } from "zod";
import { periodParameter } from "@/lib/ai/tools/search-rate-plans/schema";

/**
 * What the company's deals pay in commission, and the dates that come up on its
 * won deals (renewals radar). Both read the figures the portal stores and shows
 * (the board card, the Renewals page): nothing is computed a second time here.
 */

export const dealCommissionSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe("Words of the deal's title or its customer's name or company (typos are fine)"),
  limit: z.number().int().min(1).max(10).optional().describe("How many matching deals to return (best match first)"),
  focus: z
    .enum(["received"])
    .optional()
    .describe("received: the agent asks what was paid to date; the answer leads with received against expected"),
  period: periodParameter,
});
export type DealCommissionInput = z.infer<typeof dealCommissionSchema>;

export type DealCommission = {
  id: string;
  title: string;
  customer: string | null;
  status: string;
  carrier: string | null;
  monthlyRevenue: number;
  closeDate: string | null;
  termMonths: number;
  /** False when no commission plan covers the deal's carrier and product (the figures are then null). */
  covered: boolean;
  upfront: number | null;
  residualMonthly: number | null;
  residualTotal: number | null;
  total: number | null;
  probability: number;
  /** What the deals board counts it for: earned when won, nothing when lost, else weighted by probability. */
  weighted: number | null;
  /** 'yyyy-MM-dd': the day the chargeback window closes. */
  chargebackEndsOn: string | null;
  /** Paid by uploaded commission statements, to date. */
  received: number;
  paymentCount: number;
};
export type DealCommissionResult = {
  query: string;
  /** What the answer leads with: what was received to date against what was expected. */
  focus?: "received";
  /** The period the residual is asked per besides the month. */
  period?: "quarter" | "year";
  /** Whether the deals' names only come close to the words (typos): the closest deals, to be said as such. */
  closestOnly?: boolean;
  /** Misspelt words of a name and the record's word each was read as. */
  corrected?: { from: string; to: string }[];
  deals: DealCommission[];
};

export const dealCommissionTool = {
  name: "dealCommission",
  description:
    "What a deal of the agent's own company pays in commission, found by words of its title or customer (typos are fine): expected upfront, residual per month and over the contract term, " +
    "the day the chargeback window closes, and what commission statements paid to date. The same stored figures the deals board shows.",
  parameters: dealCommissionSchema,
} as const;
