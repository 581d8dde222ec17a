import "server-only";
import { CARRIER_IDS, carrierName } from "@/config/carriers";
import { getRatePlans } from "@/lib/db/queries/catalog";
import { roundCents } from "@/lib/lang/money";
import { choosePlan } from "@/lib/quotes/pricing";
import { asOf, hasFeature, price, sortPlans } from "../search-rate-plans/execute";
import { DEFAULT_CONTRACT_MONTHS, type PricedPlan } from "../search-rate-plans/schema";
import type { CompareCarriersInput, CompareCarriersResult } from "./schema";

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
    ...(input.period ? { period: input.period } : {}),
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
