/**
 * The one switch recommendation for the lines of a bill, like for like: each
 * current line is matched, on every carrier, to the cheapest plan of the same
 * line type with at least its features (premium data, hotspot allowance, video
 * quality), or to the closest plan with what the line would give up; the
 * carriers (the current one as "stay and re-plan") are then compared on
 * recurring service before taxes, less the device buy-out when switching, and
 * the best first year is the recommendation. Analysis, quote table and plan
 * cards all read this one result. Pure: the plans are passed in.
 */
import { CARRIERS, carrierName, type CarrierId } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import type { BillLine, BillLineType, Recommendation } from "@/lib/bills/analysis-schema";
import { deviceKind } from "@/lib/bills/line-kind";
import type { CompetingCarrierOffer } from "./quote";
import { gigabytes, type CarrierOption, type PricedPlan, type QuoteLineItem } from "./pricing";
import { LINE_TYPE_LABELS, type QuoteLineType } from "./requirements";

/** A line using this much data a month needs premium data (when its plan is not in the catalogue). */
export const HEAVY_DATA_GB = 30;

/** Words that say nothing about which plan it is ("AT&T", "Business", "plan", "5G"). */
const NOISE = new Set(["business", "plan", "plans", "the", "for", "with", "line", "5g", "4g", "lte", "smartphone"]);
const SHORT: Record<string, string> = {
  unl: "unlimited",
  unltd: "unlimited",
  unlmtd: "unlimited",
  unlim: "unlimited",
  adv: "advanced",
  perf: "performance",
  prem: "premium",
  ult: "ultimate",
  biz: "business",
  bus: "business",
};

/** The words that name a plan, in order: brand and filler words out, shortened words written out. */
export function planWords(name: string): string[] {
  return (
    name
      .toLowerCase()
      .replace(/[®™©*]/g, "")
      .replace(/\bat\s*&\s*t\b|\bt[\s-]?mobile\b|\bverizon(?:\s+wireless)?\b|\bvzw\b/g, " ")
      .replace(/\bgo\s+5g\b/g, "go5g")
      .match(/[a-z0-9]+/g)
      ?.map((w) => SHORT[w] ?? w)
      .filter((w) => !NOISE.has(w)) ?? []
  );
}

const sameWords = (a: string[], b: string[]) =>
  a.length > 0 && a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");

/**
 * The catalogue plan a bill names, under its own spelling or another ("Unlimited Elite",
 * "AT&T Business Unl. Elite®" for Business Unlimited Elite), the current carrier's first.
 */
export function findCatalogPlan(
  plans: readonly PricedPlan[],
  provider: string | null,
  name: string,
): PricedPlan | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  const pick = (list: PricedPlan[]) => list.find((p) => p.carrier === provider) ?? list[0];
  const exact = plans.filter((p) => p.plan.toLowerCase() === wanted);
  if (exact.length) return pick(exact);
  const words = planWords(name);
  const same = plans.filter((p) => sameWords(planWords(p.plan), words));
  if (same.length) return pick(same);
  return undefined;
}

/** What a plan gives a line: premium data and full-speed hotspot in GB (Infinity: unlimited), video as a rank. */
export type PlanFeatures = { premiumGB: number; hotspotGB: number; video: number };

const VIDEO_NAMES = ["no video", "480p (SD)", "720p (HD)", "1080p (HD)", "4K UHD"];

function videoRank(text: string | null): number {
  const t = (text ?? "").toLowerCase();
  if (/4k|uhd/.test(t)) return 4;
  if (/1080|full\s*hd|fhd/.test(t)) return 3;
  if (/720|\bhd\b/.test(t)) return 2;
  if (/480|\bsd\b/.test(t)) return 1;
  return 0;
}

export function planFeatures(plan: PricedPlan): PlanFeatures {
  const hotspotText = plan.hotspot ?? "";
  const highSpeed = hotspotText.match(/(\d+(?:\.\d+)?)\s*gb\s+high[\s-]?speed/i);
  const hotspotGB = highSpeed
    ? Number(highSpeed[1])
    : /3g|2g|slow|reduced/i.test(hotspotText)
      ? 0
      : (gigabytes(plan.hotspot) ?? 0);
  return {
    premiumGB: gigabytes(plan.premiumData) ?? 0,
    hotspotGB: plan.planType === "Hotspot" ? Math.max(hotspotGB, gigabytes(plan.premiumData) ?? 0) : hotspotGB,
    video: plan.planType === "Hotspot" ? 4 : videoRank(plan.videoStreaming),
  };
}

/** The plan types that serve a line type. */
const PLAN_TYPES: Record<BillLineType, string[]> = {
  voice: ["Unlimited"],
  mobile_internet: ["Hotspot", "Data Only"],
  wearable: ["Wearable"],
};
const QUOTE_TYPE: Record<BillLineType, QuoteLineType> = {
  voice: "voice",
  mobile_internet: "mobileInternet",
  wearable: "wearables",
};

type MatchLine = Pick<BillLine, "lineType" | "planName" | "dataUsageGB" | "phoneNumber"> & {
  equipment?: { deviceName: string } | null;
};

/** What a current line needs from any plan: its own plan's features, or (plan unknown) what its use calls for. */
export function lineNeeds(line: MatchLine, current: PricedPlan | undefined): PlanFeatures {
  if (line.lineType === "wearable") return { premiumGB: 0, hotspotGB: 0, video: 0 };
  // A hotspot device shares all its data: it needs a plan whose hotspot allowance is its data.
  const hotspotDevice = deviceKind(line.equipment?.deviceName) === "hotspot" || /hot\s?spot/i.test(line.planName);
  if (current) {
    const f = planFeatures(current);
    // A data line keeps its data (and a hotspot its sharing); video is not what it is for.
    if (line.lineType === "mobile_internet")
      return { premiumGB: f.premiumGB, hotspotGB: hotspotDevice ? Math.max(f.hotspotGB, 15) : 0, video: 0 };
    return f;
  }
  const allowance = line.planName.match(/(\d+(?:\.\d+)?)\s*gb\b/i);
  const premiumGB = Math.max(
    allowance ? Number(allowance[1]) : 0,
    (line.dataUsageGB ?? 0) >= HEAVY_DATA_GB ? HEAVY_DATA_GB : 0,
  );
  return { premiumGB, hotspotGB: hotspotDevice ? Math.max(premiumGB, 15) : 0, video: 0 };
}

function shortfalls(offer: PlanFeatures, need: PlanFeatures): string[] {
  const out: string[] = [];
  const gb = (n: number) => (n === Infinity ? "unlimited" : `${n} GB`);
  if (offer.premiumGB < need.premiumGB) out.push(`premium data ${gb(need.premiumGB)} → ${gb(offer.premiumGB)}`);
  if (offer.hotspotGB < need.hotspotGB) out.push(`full-speed hotspot ${gb(need.hotspotGB)} → ${gb(offer.hotspotGB)}`);
  if (offer.video < need.video) out.push(`video ${VIDEO_NAMES[need.video]} → ${VIDEO_NAMES[offer.video]}`);
  return out;
}

/** The plan of one carrier for one line: the cheapest with at least its features, else the one giving up least. */
export function matchLine(
  plans: readonly PricedPlan[],
  carrier: CarrierId,
  line: MatchLine,
  need: PlanFeatures,
): { plan: PricedPlan; givesUp: string[] } | null {
  const candidates = plans
    .filter((p) => p.carrier.toLowerCase() === carrier && PLAN_TYPES[line.lineType].includes(p.planType))
    .sort((a, b) => a.pricePerLine - b.pricePerLine || a.id - b.id)
    .map((plan) => ({ plan, givesUp: shortfalls(planFeatures(plan), need) }));
  if (candidates.length === 0) return null;
  return (
    candidates.find((c) => c.givesUp.length === 0) ??
    [...candidates].sort((a, b) => a.givesUp.length - b.givesUp.length)[0]!
  );
}

export type LikeForLikeOption = CarrierOption & { stay: boolean; givesUp: string[] };

/** Every carrier's like-for-like plans for the lines (the current carrier's as "stay and re-plan"). */
export function likeForLikeOptions(
  lines: readonly MatchLine[],
  plans: readonly PricedPlan[],
  currentProviderId: CarrierId | null,
  contractMonths: number,
): LikeForLikeOption[] {
  const needs = lines.map((line) => {
    const current = findCatalogPlan(plans, currentProviderId, line.planName);
    return { line, current, need: lineNeeds(line, current) };
  });
  return CARRIERS.map(({ id }) => {
    const items = new Map<string, QuoteLineItem>();
    const unavailable = new Set<QuoteLineType>();
    const givesUp: string[] = [];
    for (const { line, current, need } of needs) {
      const match = matchLine(plans, id, line, need);
      const lineType = QUOTE_TYPE[line.lineType];
      if (!match) {
        unavailable.add(lineType);
        continue;
      }
      if (match.givesUp.length)
        givesUp.push(
          `${line.phoneNumber} (${current?.plan ?? (line.planName || "plan not read")}) on ${match.plan.plan}: ${match.givesUp.join(", ")}`,
        );
      const key = `${lineType}-${match.plan.id}`;
      const item = items.get(key);
      if (item) {
        item.quantity += 1;
        item.monthly = roundCents(item.pricePerLine * item.quantity);
      } else
        items.set(key, {
          lineType,
          lineTypeLabel: LINE_TYPE_LABELS[lineType],
          ratePlanId: match.plan.id,
          planName: match.plan.plan,
          planType: match.plan.planType,
          quantity: 1,
          pricePerLine: match.plan.pricePerLine,
          monthly: roundCents(match.plan.pricePerLine),
          reason: match.givesUp.length
            ? "closest plan: the line gives up some of its current features"
            : "lowest price with the same line type and at least the current plan's features",
        });
    }
    const list = [...items.values()];
    const monthlyTotal = roundCents(list.reduce((s, i) => s + i.monthly, 0));
    const stay = id === currentProviderId;
    const notes: string[] = [];
    if (stay) notes.push(`Stay and re-plan at ${carrierName(id)} (current carrier): no device buy-out.`);
    for (const g of givesUp) notes.push(`Gives up: ${g}.`);
    for (const t of unavailable)
      notes.push(`${carrierName(id)} has no ${LINE_TYPE_LABELS[t].toLowerCase()} plan in the catalogue.`);
    return {
      carrier: id,
      carrierName: carrierName(id),
      items: list,
      monthlyTotal,
      contractTotal: roundCents(monthlyTotal * contractMonths),
      unavailable: [...unavailable],
      withinBudget: null,
      best: false,
      notes,
      stay,
      givesUp,
    };
  });
}

/** "Stay and re-plan at AT&T (current carrier)", "Move to T-Mobile". */
export function recommendationLabel(carrierId: CarrierId | null, stay: boolean, replan: boolean): string {
  const name = carrierId ? carrierName(carrierId) : "the current carrier";
  if (!stay) return `Move to ${name}`;
  return replan ? `Stay and re-plan at ${name} (current carrier)` : `Stay at ${name} (current carrier) as is`;
}

export type RecommendationInput = {
  currentServiceMonthly: number;
  /** Known device balances; `balancesUnread` devices have an installment but no balance read. */
  devicePayoff: number;
  balancesUnread: number;
  currentProviderId: CarrierId | null;
  contractMonths: number;
};

/**
 * Each complete option against the current recurring service, and the one recommendation:
 * the best first year among the options that keep every line's features (all options when
 * none does); staying as is when no option saves in its first year.
 */
export function recommend(
  input: RecommendationInput,
  options: readonly LikeForLikeOption[],
): {
  offers: Array<CompetingCarrierOffer & { stay: boolean; givesUp: string[] }>;
  recommendation: Recommendation;
  /** The option recommended; null when the recommendation is to stay as is. */
  chosen: CarrierId | null;
} {
  const offers = options
    .filter((o) => o.unavailable.length === 0 && o.items.length > 0)
    .map((option) => {
      const monthlySavings = roundCents(input.currentServiceMonthly - option.monthlyTotal);
      const payoff = option.stay ? 0 : input.devicePayoff;
      const annualSavings = roundCents(monthlySavings * 12);
      return {
        carrier: option.carrier,
        carrierName: option.carrierName,
        monthlyTotal: option.monthlyTotal,
        monthlySavings,
        annualSavings,
        contractSavings: roundCents(monthlySavings * input.contractMonths),
        devicePayoff: payoff,
        switchingCost: payoff,
        firstYearNet: roundCents(annualSavings - payoff),
        breakEvenMonths: breakEvenMonths(payoff, monthlySavings),
        stay: option.stay,
        givesUp: option.givesUp,
      };
    })
    .sort((a, b) => b.firstYearNet - a.firstYearNet || Number(b.stay) - Number(a.stay));
  const keeping = offers.filter((o) => o.givesUp.length === 0);
  const pool = keeping.length ? keeping : offers;
  // A switch whose buy-out is partly unknown is not recommended over staying on a figure that is not all there.
  const best = pool.find((o) => o.firstYearNet > 0 && (o.stay || input.balancesUnread === 0));
  const current = input.currentProviderId;
  const recommendation: Recommendation = best
    ? {
        carrierId: best.carrier,
        carrierName: best.carrierName,
        stay: best.stay,
        label: recommendationLabel(best.carrier, best.stay, true),
        monthlyTotal: best.monthlyTotal,
        monthlySavings: best.monthlySavings,
        annualSavings: best.annualSavings,
        firstYearNet: best.firstYearNet,
        breakEvenMonths: best.breakEvenMonths,
        givesUp: best.givesUp,
      }
    : {
        carrierId: current,
        carrierName: current ? carrierName(current) : "Current carrier",
        stay: true,
        label: recommendationLabel(current, true, false),
        monthlyTotal: input.currentServiceMonthly,
        monthlySavings: 0,
        annualSavings: 0,
        firstYearNet: 0,
        breakEvenMonths: 0,
        givesUp: [],
      };
  return { offers, recommendation, chosen: best?.carrier ?? null };
}

/** Months until a monthly saving covers a one-time cost; 0 with nothing to cover; null when it never does. */
export function breakEvenMonths(cost: number, monthlySavings: number): number | null {
  if (cost <= 0) return monthlySavings >= 0 ? 0 : null;
  return monthlySavings > 0 ? Math.ceil(cost / monthlySavings - 1e-9) : null;
}
