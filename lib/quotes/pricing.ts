/**
 * Prices requirements against the rate plans of the catalogue: for each carrier
 * the recommended plan per line type, the line items, the monthly and contract
 * totals, and the best option. Every price comes from a `rate_plans` row passed in.
 */
import { CARRIERS, carrierName, type CarrierId } from "@/config/carriers";
import { roundCents } from "@/lib/lang/money";
import { QUOTE_LINE_TYPES, LINE_TYPE_LABELS, totalLines, type QuoteLineType, type Requirements } from "./requirements";

/** A rate plan of the carrier catalogue as every screen, quote and analysis uses it (the one plan type; prices in dollars). */
export type PricedPlan = {
  id: number;
  carrier: string;
  plan: string;
  planType: string;
  pricePerLine: number;
  premiumData: string | null;
  hotspot: string | null;
  videoStreaming: string | null;
};

export type QuoteLineItem = {
  lineType: QuoteLineType;
  lineTypeLabel: string;
  ratePlanId: number;
  planName: string;
  planType: string;
  quantity: number;
  pricePerLine: number;
  monthly: number;
  /** Why this plan was chosen (needs it meets). */
  reason: string;
};

export type CarrierOption = {
  carrier: CarrierId;
  carrierName: string;
  items: QuoteLineItem[];
  monthlyTotal: number;
  contractTotal: number;
  /** Line types this carrier has no plan for. */
  unavailable: QuoteLineType[];
  /** Whether the monthly total fits the budget; null without a budget. */
  withinBudget: boolean | null;
  best: boolean;
  notes: string[];
  /** The current carrier's plans for the same lines (stay and re-plan), in a bill's switch proposal. */
  stay?: boolean;
};

/** Which `Plan Type` serves a line type (the first one that exists wins). */
const PLAN_TYPES: Record<QuoteLineType, (needs: Requirements["needs"]) => string[]> = {
  voice: () => ["Unlimited"],
  mobileInternet: (needs) => (needs.hotspot ? ["Hotspot", "Data Only"] : ["Data Only", "Hotspot"]),
  fixedWireless: () => ["Fixed Wireless"],
  wearables: () => ["Wearable"],
};

export function gigabytes(text: string | null): number | null {
  if (!text) return null;
  if (/unlimited/i.test(text) && !/\(\s*\d+\s*gb/i.test(text) && !/3g/i.test(text)) return Infinity;
  const match = text.match(/(\d+(?:\.\d+)?)\s*gb/i);
  return match ? Number(match[1]) : null;
}

/** Premium (priority) data of at least 50 GB or unlimited. */
export function hasPremiumData(plan: Pick<PricedPlan, "premiumData">): boolean {
  return (gigabytes(plan.premiumData) ?? 0) >= 50;
}

/** A real hotspot allowance: at least 15 GB at full speed, or a hotspot plan. */
export function hasHotspot(plan: Pick<PricedPlan, "hotspot" | "planType">): boolean {
  if (plan.planType === "Hotspot") return true;
  if (!plan.hotspot || /3g/i.test(plan.hotspot)) return false;
  return (gigabytes(plan.hotspot) ?? 0) >= 15;
}

/** High-definition streaming or better (the top tiers, which include international and 5G priority). */
function isTopTier(plan: Pick<PricedPlan, "videoStreaming">): boolean {
  return /4k|uhd/i.test(plan.videoStreaming ?? "");
}

function meetsNeeds(plan: PricedPlan, lineType: QuoteLineType, needs: Requirements["needs"]): boolean {
  if (lineType === "wearables") return true;
  // Internet for a site is its primary connection: unlimited data (capped backup plans only as the fallback).
  if (lineType === "fixedWireless") return gigabytes(plan.premiumData) === Infinity;
  if (needs.premiumData && !hasPremiumData(plan)) return false;
  if (needs.hotspot && !hasHotspot(plan)) return false;
  if (lineType === "voice" && needs.international && !isTopTier(plan)) return false;
  return true;
}

function reasonFor(plan: PricedPlan, lineType: QuoteLineType, needs: Requirements["needs"], met: boolean): string {
  const parts: string[] = [];
  if (!met) parts.push("closest plan: no plan meets every need");
  else parts.push("lowest price that meets the needs");
  if (lineType !== "wearables" && lineType !== "fixedWireless") {
    if (needs.premiumData && plan.premiumData) parts.push(`premium data ${plan.premiumData}`);
    if (needs.hotspot && plan.hotspot) parts.push(`hotspot ${plan.hotspot}`);
    if (needs.international && plan.videoStreaming) parts.push(`top tier (${plan.videoStreaming} video)`);
  }
  return parts.join("; ");
}

/** The plan for one line type on one carrier: the cheapest that meets the needs, else the richest. */
export function choosePlan(
  plans: readonly PricedPlan[],
  carrier: CarrierId,
  lineType: QuoteLineType,
  needs: Requirements["needs"],
): { plan: PricedPlan; met: boolean } | null {
  for (const planType of PLAN_TYPES[lineType](needs)) {
    const candidates = plans
      .filter((p) => p.carrier.toLowerCase() === carrier && p.planType === planType)
      .sort((a, b) => a.pricePerLine - b.pricePerLine || a.id - b.id);
    if (candidates.length === 0) continue;
    const fitting = candidates.find((p) => meetsNeeds(p, lineType, needs));
    if (fitting) return { plan: fitting, met: true };
    return { plan: candidates[candidates.length - 1]!, met: false };
  }
  return null;
}

export type PricedQuote = {
  options: CarrierOption[];
  bestCarrier: CarrierId | null;
  contractMonths: number;
};

/** Prices the requirements on every carrier and marks the best option. */
export function priceRequirements(requirements: Requirements, plans: readonly PricedPlan[]): PricedQuote {
  const { needs, contractMonths } = requirements;
  const options: CarrierOption[] = CARRIERS.map(({ id }) => {
    const items: QuoteLineItem[] = [];
    const unavailable: QuoteLineType[] = [];
    const notes: string[] = [];
    for (const lineType of QUOTE_LINE_TYPES) {
      const quantity = requirements.lines[lineType];
      if (quantity <= 0) continue;
      const choice = choosePlan(plans, id, lineType, needs);
      if (!choice) {
        unavailable.push(lineType);
        continue;
      }
      const { plan, met } = choice;
      if (!met)
        notes.push(
          `${LINE_TYPE_LABELS[lineType]}: no ${carrierName(id)} plan meets every need; ${plan.plan} is the closest.`,
        );
      items.push({
        lineType,
        lineTypeLabel: LINE_TYPE_LABELS[lineType],
        ratePlanId: plan.id,
        planName: plan.plan,
        planType: plan.planType,
        quantity,
        pricePerLine: plan.pricePerLine,
        monthly: roundCents(plan.pricePerLine * quantity),
        reason: reasonFor(plan, lineType, needs, met),
      });
    }
    const monthlyTotal = roundCents(items.reduce((sum, item) => sum + item.monthly, 0));
    let withinBudget: boolean | null = null;
    if (requirements.budget) {
      const lines = totalLines(requirements);
      const limit =
        requirements.budget.per === "line" ? requirements.budget.amount * lines : requirements.budget.amount;
      withinBudget = monthlyTotal <= limit + 0.005;
    }
    for (const lineType of unavailable)
      notes.push(`${carrierName(id)} has no ${LINE_TYPE_LABELS[lineType].toLowerCase()} plan in the catalogue.`);
    return {
      carrier: id,
      carrierName: carrierName(id),
      items,
      monthlyTotal,
      contractTotal: roundCents(monthlyTotal * contractMonths),
      unavailable,
      withinBudget,
      best: false,
      notes,
    };
  });

  const complete = options.filter((o) => o.unavailable.length === 0 && o.items.length > 0);
  let best: CarrierOption | undefined;
  const preferred = complete.find((o) => o.carrier === requirements.carrierPreference);
  if (preferred) best = preferred;
  else {
    const pool = complete.some((o) => o.withinBudget !== false)
      ? complete.filter((o) => o.withinBudget !== false)
      : complete;
    best = [...pool].sort(
      (a, b) =>
        a.monthlyTotal - b.monthlyTotal ||
        CARRIERS.findIndex((c) => c.id === a.carrier) - CARRIERS.findIndex((c) => c.id === b.carrier),
    )[0];
  }
  if (best) best.best = true;
  return { options, bestCarrier: best?.carrier ?? null, contractMonths };
}
