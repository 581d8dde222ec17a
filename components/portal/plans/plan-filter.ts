import { carrierName } from "@/config/carriers";

import type { PricedPlan } from "@/lib/quotes/pricing";

export type PlanFilters = { q: string; carrier: string; type: string; sort: "price" | "type"; dir: "asc" | "desc" };

/** Search (plan name, type, carrier, features), carrier and plan-type filters, then sort by price or plan type. */
export function filterPlans(plans: readonly PricedPlan[], f: PlanFilters): PricedPlan[] {
  const q = f.q.trim().toLowerCase();
  const list = plans.filter((p) => {
    if (f.carrier !== "all" && p.carrier !== f.carrier) return false;
    if (f.type !== "all" && p.planType !== f.type) return false;
    if (!q) return true;
    return [p.plan, p.planType, carrierName(p.carrier), p.premiumData, p.hotspot, p.videoStreaming].some((t) =>
      (t ?? "").toLowerCase().includes(q),
    );
  });
  const factor = f.dir === "desc" ? -1 : 1;
  return list.sort((a, b) => {
    const primary = f.sort === "type" ? a.planType.localeCompare(b.planType) : a.pricePerLine - b.pricePerLine;
    if (primary !== 0) return primary * factor;
    const secondary = f.sort === "type" ? a.pricePerLine - b.pricePerLine : a.planType.localeCompare(b.planType);
    return secondary || a.id - b.id;
  });
}
