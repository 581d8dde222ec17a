import { z } from "zod";
import { PLAN_TYPES } from "@/lib/lang/lines";
import {
  carrierParameter,
  contractMonthsParameter,
  featuresParameter,
  periodParameter,
  type PricedPlan,
} from "../search-rate-plans/schema";

export const compareCarriersSchema = z.object({
  lines: z.number().int().min(1).max(10_000).describe("Number of lines"),
  planType: z.enum(PLAN_TYPES).optional().describe("Plan type (default Unlimited)"),
  carriers: z.array(carrierParameter).min(1).max(3).optional().describe("Carriers to compare (default all three)"),
  features: featuresParameter,
  needs: z
    .object({
      hotspot: z.boolean().optional(),
      premiumData: z.boolean().optional(),
      international: z.boolean().optional(),
    })
    .optional()
    .describe(
      "What every line needs; each carrier's plan is then the one the quote generator picks (cheapest that meets them)",
    ),
  choice: z
    .enum(["cheapest", "best"])
    .optional()
    .describe("Each carrier's cheapest matching plan (default) or its best one"),
  contractMonths: contractMonthsParameter,
  period: periodParameter,
});
export type CompareCarriersInput = z.infer<typeof compareCarriersSchema>;

export type CompareCarriersResult = {
  pricesAsOf: string | null;
  /** What every line needs (the plans chosen meet them). */
  needs: string[];
  lines: number;
  planType: string;
  choice: "cheapest" | "best";
  contractMonths: number;
  /** The period asked for besides the month. */
  period?: "quarter" | "year";
  options: PricedPlan[];
  missing: string[];
  lowest: { carrierName: string; monthlyTotal: number; contractTotal: number; savingsVsNext: number | null } | null;
};

export const compareCarriersTool = {
  name: "compareCarriers",
  description:
    "Compare the carriers for a number of lines: each carrier's cheapest (or best) plan of a type with monthly and 24-month totals, lowest first.",
  parameters: compareCarriersSchema,
} as const;
