import "server-only";
import { z } from "zod";
import { CARRIER_IDS, carrierName } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import { getRatePlans, getRatePlansAsOf, searchRatePlansByName, type RatePlan } from "@/lib/db/queries/catalog";
import { NAME_MATCH_THRESHOLD, numbersAgree } from "@/lib/db/queries/search";
import { PLAN_FEATURES, type PlanFeature } from "@/lib/lang/features";
import { PLAN_TYPES } from "@/lib/lang/lines";
import { choosePlan, hasHotspot, hasPremiumData } from "@/lib/quotes/pricing";

export { PLAN_FEATURES, PLAN_TYPES, type PlanFeature };
export const PLAN_SORTS = ["price_asc", "price_desc", "features", "hotspot", "premium_data", "video"] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** Default contract length used for the contract totals. */
export const DEFAULT_CONTRACT_MONTHS = 24;

const carrier = z.enum(CARRIER_IDS).describe("Carrier code: att, verizon or tmobile");
const features = z
  .array(z.enum(PLAN_FEATURES))
  .max(7)
  .optional()
  .describe("Features every plan must have (premium data, hotspot, video streaming quality)");
const lines = z
  .number()
  .int()
  .min(1)
  .max(10_000)
  .optional()
  .describe("Number of lines, for the monthly and contract totals (default 1)");
const contractMonths = z
  .number()
  .int()
  .min(1)
  .max(60)
  .optional()
  .describe("Contract length in months for the contract total (default 24)");

export const searchRatePlansSchema = z.object({
  carrier: carrier.optional(),
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
  features,
  lines,
  contractMonths,
  sortBy: z
    .enum(PLAN_SORTS)
    .optional()
    .describe(
      "price_asc (cheapest first, default), price_desc, features (best overall), hotspot, premium_data or video",
    ),
  limit: z.number().int().min(1).max(40).optional().describe("At most this many plans (default 10)"),
  typeAssumed: z
    .boolean()
    .optional()
    .describe(
      "The plan type was assumed (e.g. phone plans), not asked for: the answer says so, and the first plan of any type is returned too",
    ),
});
export type SearchRatePlansInput = z.infer<typeof searchRatePlansSchema>;

export const compareCarriersSchema = z.object({
  lines: z.number().int().min(1).max(10_000).describe("Number of lines"),
  planType: z.enum(PLAN_TYPES).optional().describe("Plan type (default Unlimited)"),
  carriers: z.array(carrier).min(1).max(3).optional().describe("Carriers to compare (default all three)"),
  features,
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
  contractMonths,
});
export type CompareCarriersInput = z.infer<typeof compareCarriersSchema>;

export type PricedPlan = {
  id: number;
  carrier: string;
  carrierName: string;
  plan: string;
  planType: string;
  pricePerLine: number;
  premiumData: string | null;
  hotspot: string | null;
  videoStreaming: string | null;
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

export type CompareCarriersResult = {
  pricesAsOf: string | null;
  /** What every line needs (the plans chosen meet them). */
  needs: string[];
  lines: number;
  planType: string;
  choice: "cheapest" | "best";
  contractMonths: number;
  options: PricedPlan[];
  missing: string[];
  lowest: { carrierName: string; monthlyTotal: number; contractTotal: number; savingsVsNext: number | null } | null;
};

/** Amount in GB of an allowance text ('50GB', 'Unlimited', 'Unlimited (100GB high-speed)', '15GB hotspot'). */
function allowanceScore(text: string | null): number {
  if (!text) return 0;
  const t = text.toLowerCase();
  const gb = Number(/(\d+(?:\.\d+)?)\s*gb/.exec(t)?.[1] ?? 0);
  if (t.startsWith("unlimited")) {
    if (/3g speeds|512\s*kbps/.test(t)) return 0.1;
    return gb ? 0.6 + Math.min(gb, 200) / 500 : 1;
  }
  return Math.min(gb, 200) / 200;
}

function videoScore(text: string | null): number {
  if (!text) return 0;
  const t = text.toLowerCase();
  if (t.includes("4k")) return 1;
  if (t.includes("1080")) return 0.75;
  if (t.includes("720")) return 0.5;
  if (t.includes("480")) return 0.25;
  return 0.1;
}

export function featureScore(
  plan: Pick<RatePlan, "premiumData" | "hotspot" | "videoStreaming" | "planType">,
  sort: PlanSort = "features",
): number {
  const premium = allowanceScore(plan.premiumData);
  const hotspot = allowanceScore(plan.hotspot);
  const video = videoScore(plan.videoStreaming);
  if (sort === "hotspot") return hotspot + (plan.planType === "Hotspot" ? 0.01 : 0);
  if (sort === "premium_data") return premium;
  if (sort === "video") return video;
  return premium + hotspot + video;
}

/** Whether a plan has a feature; hotspot and premium data as the quote generator counts them (15 GB+ hotspot, 50 GB+ premium data). */
export function hasFeature(
  plan: Pick<RatePlan, "premiumData" | "hotspot" | "videoStreaming" | "planType">,
  feature: PlanFeature,
): boolean {
  const premium = plan.premiumData?.toLowerCase() ?? "";
  const hotspot = plan.hotspot?.toLowerCase() ?? "";
  const video = plan.videoStreaming?.toLowerCase() ?? "";
  switch (feature) {
    case "premium_data":
      return hasPremiumData(plan);
    case "unlimited_premium_data":
      return premium.startsWith("unlimited");
    case "hotspot":
      return hasHotspot(plan);
    case "unlimited_hotspot":
      return hotspot.startsWith("unlimited") && !/3g speeds/.test(hotspot);
    case "video_streaming":
      return video !== "";
    case "hd_video":
      return /720|1080|hd|4k/.test(video);
    case "4k_video":
      return video.includes("4k");
  }
}

function price(plan: RatePlan, lineCount: number, months: number): PricedPlan {
  const monthlyTotal = roundCents(plan.pricePerLine * lineCount);
  return {
    id: plan.id,
    carrier: plan.carrier,
    carrierName: carrierName(plan.carrier),
    plan: plan.plan,
    planType: plan.planType,
    pricePerLine: Number(plan.pricePerLine),
    premiumData: plan.premiumData,
    hotspot: plan.hotspot,
    videoStreaming: plan.videoStreaming,
    lines: lineCount,
    monthlyTotal,
    contractMonths: months,
    contractTotal: roundCents(monthlyTotal * months),
  };
}

function sortPlans(plans: RatePlan[], sort: PlanSort): RatePlan[] {
  const byPrice = (a: RatePlan, b: RatePlan) => a.pricePerLine - b.pricePerLine || a.id - b.id;
  if (sort === "price_asc") return [...plans].sort(byPrice);
  if (sort === "price_desc") return [...plans].sort((a, b) => b.pricePerLine - a.pricePerLine || a.id - b.id);
  return [...plans].sort((a, b) => featureScore(b, sort) - featureScore(a, sort) || byPrice(a, b));
}

async function asOf(): Promise<string | null> {
  const at = await getRatePlansAsOf();
  return at ? at.toISOString().slice(0, 10) : null;
}

/** Rate plans from the catalogue matching the filters, with monthly and contract totals for the number of lines. */
export async function searchRatePlans(input: SearchRatePlansInput): Promise<SearchRatePlansResult> {
  const lineCount = input.lines ?? 1;
  const months = input.contractMonths ?? DEFAULT_CONTRACT_MONTHS;
  let all = await getRatePlans(input.carrier ? { carrier: input.carrier } : {});
  let closest: RatePlan[] = [];
  if (input.planName) {
    // The plan named: the closest names in the catalogue (typos and extra words allowed).
    const found = (await searchRatePlansByName(input.planName, { carrier: input.carrier })).filter((p) =>
      numbersAgree(p.plan, input.planName!),
    );
    const best = found[0]?.nameScore ?? 0;
    // Equally close names: the one with the fewest other words first ("verizon start" is Business Unlimited Start, not Tablet Start).
    const named =
      best >= NAME_MATCH_THRESHOLD
        ? found.filter((p) => p.nameScore >= best - 0.02).sort((a, b) => a.plan.length - b.plan.length)
        : [];
    if (named.length === 0) closest = found.slice(0, 3);
    const order = new Map(named.map((p, i) => [p.id, i]));
    all = all.filter((p) => order.has(p.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const filtered = (plans: RatePlan[], withType: boolean) =>
    plans.filter(
      (p) =>
        (!withType || !input.planType || p.planType.toLowerCase() === input.planType.toLowerCase()) &&
        (!withType ||
          !input.planTypes?.length ||
          input.planTypes.some((t) => t.toLowerCase() === p.planType.toLowerCase())) &&
        (input.minPrice === undefined || p.pricePerLine >= input.minPrice) &&
        (input.maxPrice === undefined || p.pricePerLine <= input.maxPrice) &&
        (input.features ?? []).every((f) => hasFeature(p, f)),
    );
  const matching = filtered(all, true);
  const sort = input.sortBy ?? "price_asc";
  // Named plans stay in the order of how closely they match the name.
  const sorted = input.planName ? matching : sortPlans(matching, sort);
  if (matching.length === 0 && !input.planName && (input.minPrice !== undefined || input.maxPrice !== undefined)) {
    // Nothing in the price range: the plans nearest to it, of the kind asked for.
    const target = input.maxPrice ?? input.minPrice!;
    closest = all
      .filter(
        (p) =>
          (!input.planType || p.planType.toLowerCase() === input.planType.toLowerCase()) &&
          (!input.planTypes?.length || input.planTypes.some((t) => t.toLowerCase() === p.planType.toLowerCase())) &&
          (input.features ?? []).every((f) => hasFeature(p, f)),
      )
      .sort((a, b) => Math.abs(a.pricePerLine - target) - Math.abs(b.pricePerLine - target) || a.id - b.id)
      .slice(0, 3);
  }
  const anyType = input.typeAssumed ? sortPlans(filtered(all, false), sort)[0] : undefined;
  return {
    pricesAsOf: await asOf(),
    filters: input,
    matched: matching.length,
    plans: sorted.slice(0, input.limit ?? 10).map((p) => price(p, lineCount, months)),
    anyType: anyType && anyType.id !== sorted[0]?.id ? price(anyType, lineCount, months) : null,
    closest: closest.map((p) => price(p, lineCount, months)),
  };
}

/** Each carrier's cheapest (or best) plan of a type for a number of lines, lowest monthly total first. */
export async function compareCarriers(input: CompareCarriersInput): Promise<CompareCarriersResult> {
  const planType = input.planType ?? "Unlimited";
  const choice = input.choice ?? "cheapest";
  const months = input.contractMonths ?? DEFAULT_CONTRACT_MONTHS;
  const carriers = input.carriers?.length ? [...new Set(input.carriers)] : [...CARRIER_IDS];
  const all = await getRatePlans();
  const options: PricedPlan[] = [];
  const missing: string[] = [];
  const needs = {
    hotspot: Boolean(input.needs?.hotspot),
    premiumData: Boolean(input.needs?.premiumData),
    international: Boolean(input.needs?.international),
    fiveG: false,
  };
  for (const c of carriers) {
    if (planType === "Unlimited" && choice === "cheapest" && !input.features?.length) {
      // The plan the quote generator would put these phone lines on.
      const chosen = choosePlan(
        all.map((p) => ({ ...p, pricePerLine: Number(p.pricePerLine) })),
        c,
        "voice",
        needs,
      );
      if (chosen) options.push(price(all.find((p) => p.id === chosen.plan.id)!, input.lines, months));
      else missing.push(carrierName(c));
      continue;
    }
    const candidates = all.filter(
      (p) =>
        p.carrier === c &&
        p.planType.toLowerCase() === planType.toLowerCase() &&
        (input.features ?? []).every((f) => hasFeature(p, f)),
    );
    const pick = sortPlans(candidates, choice === "best" ? "features" : "price_asc")[0];
    if (pick) options.push(price(pick, input.lines, months));
    else missing.push(carrierName(c));
  }
  options.sort((a, b) => a.monthlyTotal - b.monthlyTotal || a.carrier.localeCompare(b.carrier));
  const [first, second] = options;
  return {
    pricesAsOf: await asOf(),
    needs: [
      needs.hotspot ? "hotspot" : null,
      needs.premiumData ? "premium data" : null,
      needs.international ? "international use" : null,
    ].filter((n): n is string => n !== null),
    lines: input.lines,
    planType,
    choice,
    contractMonths: months,
    options,
    missing,
    lowest: first
      ? {
          carrierName: first.carrierName,
          monthlyTotal: first.monthlyTotal,
          contractTotal: first.contractTotal,
          savingsVsNext: second ? roundCents(second.contractTotal - first.contractTotal) : null,
        }
      : null,
  };
}
