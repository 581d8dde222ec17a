import "server-only";
import { carrierName } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import { getRatePlans, getRatePlansAsOf, searchRatePlansByName, type RatePlan } from "@/lib/db/queries/catalog";
import { NAME_MATCH_THRESHOLD, numbersAgree } from "@/lib/db/queries/search";
import type { PlanFeature } from "@/lib/lang/features";
import { hasHotspot, hasPremiumData } from "@/lib/quotes/pricing";
import {
  DEFAULT_CONTRACT_MONTHS,
  type PlanSort,
  type PricedPlan,
  type SearchRatePlansInput,
  type SearchRatePlansResult,
} from "./schema";

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

export function price(plan: RatePlan, lineCount: number, months: number): PricedPlan {
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

export function sortPlans(plans: RatePlan[], sort: PlanSort): RatePlan[] {
  const byPrice = (a: RatePlan, b: RatePlan) => a.pricePerLine - b.pricePerLine || a.id - b.id;
  if (sort === "price_asc") return [...plans].sort(byPrice);
  if (sort === "price_desc") return [...plans].sort((a, b) => b.pricePerLine - a.pricePerLine || a.id - b.id);
  return [...plans].sort((a, b) => featureScore(b, sort) - featureScore(a, sort) || byPrice(a, b));
}

export async function asOf(): Promise<string | null> {
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
