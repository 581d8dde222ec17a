import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";
import { PLAN_FEATURES, type PlanFeature } from "@/lib/lang/features";
import { PLAN_TYPES } from "@/lib/lang/lines";
import type { PricedPlan as CataloguePlan } from "@/lib/quotes/pricing";

export { PLAN_FEATURES, PLAN_TYPES, type PlanFeature };
export const PLAN_SORTS = ["price_asc", "price_desc", "features", "hotspot", "premium_data", "video"] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** Default contract length used for the contract totals. */
export const DEFAULT_CONTRACT_MONTHS = 24;

export const carrierParameter = z.enum(CARRIER_IDS).describe("Carrier code: att, verizon or tmobile");
export const featuresParameter = z
  .array(z.enum(PLAN_FEATURES))
  .max(7)
  .optional()
  .describe("Features every plan must have (premium data, hotspot, video streaming quality)");
const linesParameter = z
  .number()
  .int()
  .min(1)
  .max(10_000)
  .optional()
  .describe("Number of lines, for the monthly and contract totals (default 1)");
export const contractMonthsParameter = z
  .number()
  .int()
  .min(1)
  .max(60)
  .optional()
  .describe("Contract length in months for the contract total (default 24)");

/** A period asked for besides the month: the total per quarter or per year is then given too. */
export const periodParameter = z
  .enum(["quarter", "year"])
  .optional()
  .describe("When the agent asks per quarter or per year: the totals for that period are given too");

export const searchRatePlansSchema = z.object({
  carrier: carrierParameter.optional(),
  planType: z.enum(PLAN_TYPES).optional().describe("Plan type"),
  planTypes: z.array(z.enum(PLAN_TYPES)).max(6).optional().describe("Several plan types (any of them)"),
  planName: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe(
      "The plan's name as written, typos allowed, e.g. 'Business Unlimited Pro' or 'go5g': the closest plan name(s)",
    ),
  minPrice: z.number().min(0).max(10_000).optional().describe("Lowest price per line per month, USD"),
  maxPrice: z.number().min(0).max(10_000).optional().describe("Highest price per line per month, USD"),
  features: featuresParameter,
  lines: linesParameter,
  contractMonths: contractMonthsParameter,
  sortBy: z
    .enum(PLAN_SORTS)
    .optional()
    .describe(
      "price_asc (cheapest first, default), price_desc, features (best overall), hotspot, premium_data or video",
    ),
  limit: z.number().int().min(1).max(40).optional().describe("At most this many plans (default 10)"),
  period: periodParameter,
  typeAssumed: z
    .boolean()
    .optional()
    .describe(
      "The plan type was assumed (e.g. phone plans), not asked for: the answer says so, and the first plan of any type is returned too",
    ),
});
export type SearchRatePlansInput = z.infer<typeof searchRatePlansSchema>;

/** A catalogue plan as pricing reads it, priced for a number of lines over a contract. */
export type PricedPlan = CataloguePlan & {
  carrierName: string;
  lines: number;
  monthlyTotal: number;
  contractMonths: number;
  contractTotal: number;
};

export type SearchRatePlansResult = {
  pricesAsOf: string | null;
  filters: SearchRatePlansInput;
  matched: number;
  plans: PricedPlan[];
  /** With typeAssumed: the first plan of any type in the same order. */
  anyType: PricedPlan | null;
  /** With a plan name that matches no plan: the closest names. */
  closest: PricedPlan[];
};

export const searchRatePlansTool = {
  name: "searchRatePlans",
  description:
    "Search the rate plan catalogue (AT&T, Verizon, T-Mobile) by carrier, plan type, price per line and features. " +
    "Returns plans with price per line, monthly total and contract total for the number of lines, and the date prices are as of.",
  parameters: searchRatePlansSchema,
} as const;
