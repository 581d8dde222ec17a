/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { perPeriod, planFeatures, pricesAsOf } from "@/lib/ai/offline/answer";
import { carrierLabel, joinWords, planTitle } from "@/lib/ai/format";
import { formatUsd } from "@/lib/format";
import type { PricedPlan, SearchRatePlansResult } from "./schema";

/** What a plan asked for by name does not include, as its card shows it ("It has no premium data."), or nothing. */
function planLacks(p: PricedPlan): string {
  const lacks = [
    p.premiumData ? null : "premium data",
    p.hotspot ? null : "hotspot",
    p.videoStreaming ? null : "video streaming listed",
  ].filter((x): x is string => x !== null);
  return lacks.length && lacks.length < 3 ? ` It has no ${joinWords(lacks).replace(" and ", " or ")}.` : "";
}

function totals(p: PricedPlan, period?: "quarter" | "year"): string {
  return `For ${p.lines} line${p.lines === 1 ? "" : "s"} that is **${formatUsd(p.monthlyTotal)} a month**${perPeriod(p.monthlyTotal, period)} and **${formatUsd(p.contractTotal)} over ${p.contractMonths} months**.`;
}

function describeFilters(r: SearchRatePlansResult): string {
  const f = r.filters;
  const bits = [
    f.carrier ? carrierLabel(f.carrier) : null,
    // The catalogue's Unlimited plans are its phone plans: said so, as agents ask for them.
    f.planType ? (f.planType === "Unlimited" ? "Unlimited phone" : f.planType) : null,
    f.planName ? `"${f.planName}"` : null,
    "plans",
    f.minPrice !== undefined && f.maxPrice !== undefined
      ? `between ${formatUsd(f.minPrice)} and ${formatUsd(f.maxPrice)} per line`
      : f.maxPrice !== undefined
        ? `at or under ${formatUsd(f.maxPrice)} per line`
        : f.minPrice !== undefined
          ? `at or over ${formatUsd(f.minPrice)} per line`
          : null,
    f.features?.length
      ? `with ${joinWords(f.features.map((x) => x.replace(/_/g, " ").replace("4k", "4K").replace("hd", "HD")))}`
      : null,
  ].filter(Boolean);
  return bits.join(" ");
}

function planTable(plans: PricedPlan[]): string[] {
  const showTotals = plans.some((p) => p.lines > 1);
  const head = showTotals
    ? [
        "| Carrier | Plan | Type | Per line | Monthly | " + `${plans[0]!.contractMonths} months |`,
        "|---|---|---|---:|---:|---:|",
      ]
    : ["| Carrier | Plan | Type | Per line | Premium data | Hotspot | Video |", "|---|---|---|---:|---|---|---|"];
  const rows = plans.map((p) =>
    showTotals
      ? `| ${p.carrierName} | ${p.plan} | ${p.planType} | ${formatUsd(p.pricePerLine)} | ${formatUsd(p.monthlyTotal)} | ${formatUsd(p.contractTotal)} |`
      : `| ${p.carrierName} | ${p.plan} | ${p.planType} | ${formatUsd(p.pricePerLine)} | ${p.premiumData ?? "—"} | ${p.hotspot ?? "—"} | ${p.videoStreaming ?? "—"} |`,
  );
  return [...head, ...rows];
}

export function answer(r: SearchRatePlansResult): string {
  const what = describeFilters(r);
  if (r.plans.length === 0) {
    if (r.filters.planName) {
      const closest = r.closest.map(
        (p) => `- **${planTitle(p.carrierName, p.plan)}** (${p.planType}): ${formatUsd(p.pricePerLine)} per line`,
      );
      return [
        `I couldn't find a plan named "${r.filters.planName}"${r.filters.carrier ? ` at ${carrierLabel(r.filters.carrier)}` : ""} in our catalogue.`,
        ...(closest.length ? ["", "The closest names are:", "", ...closest] : []),
        "",
        pricesAsOf(r.pricesAsOf),
      ].join("\n");
    }
    const closest = r.closest.map(
      (p) => `- **${planTitle(p.carrierName, p.plan)}** (${p.planType}): ${formatUsd(p.pricePerLine)} per line`,
    );
    return [
      `I found no ${what} in our catalogue.`,
      ...(closest.length
        ? ["", "The closest plans are:", "", ...closest]
        : ["Try a wider price range or another plan type."]),
      "",
      pricesAsOf(r.pricesAsOf),
    ].join("\n");
  }
  const sort = r.filters.sortBy ?? "price_asc";
  const top = r.plans[0]!;
  const lines: string[] = [];
  const limit = r.filters.limit ?? 10;
  const assumed = r.filters.typeAssumed ? `Assuming phone lines (${top.planType} plans): ` : "";
  if (r.filters.planName || (r.filters.lines && limit <= 1)) {
    // The cost of a number of lines on a plan.
    for (const p of [top]) {
      lines.push(
        `${assumed}**${p.lines} line${p.lines === 1 ? "" : "s"}** of **${planTitle(p.carrierName, p.plan)}** (${p.planType}) at **${formatUsd(p.pricePerLine)} per line** come to **${formatUsd(p.monthlyTotal)} a month**${perPeriod(p.monthlyTotal, r.filters.period)} and **${formatUsd(p.contractTotal)} over ${p.contractMonths} months**.`,
      );
    }
    // A plan asked for by name: what it includes, as its card shows.
    if (r.filters.planName) lines.push("", `It includes ${planFeatures(top)}.${planLacks(top)}`);
    if (r.filters.typeAssumed)
      lines.push(
        "",
        `That is the ${sort === "price_desc" ? "most expensive" : "cheapest"} ${top.carrierName} phone plan; ask for a plan by name to price another.`,
      );
    const others = r.filters.planName ? r.plans.slice(1) : [];
    if (others.length) {
      lines.push(
        "",
        `Other plans with a similar name: ${joinWords(others.map((p) => `${planTitle(p.carrierName, p.plan)} (${formatUsd(p.pricePerLine)} per line)`))}.`,
      );
    }
  } else if (sort === "price_asc" && limit <= 5) {
    lines.push(
      `${assumed}The cheapest of the ${what} is **${planTitle(top.carrierName, top.plan)}** (${top.planType}) at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top, r.filters.period)}`,
      "",
      `It includes ${planFeatures(top)}.`,
    );
  } else if (sort === "features" || sort === "hotspot" || sort === "premium_data" || sort === "video") {
    const reason =
      sort === "hotspot"
        ? "the most hotspot data"
        : sort === "video"
          ? "the best video streaming"
          : sort === "premium_data"
            ? "the most premium data"
            : "the richest features";
    lines.push(
      `The best of the ${what} for ${reason} is **${planTitle(top.carrierName, top.plan)}** (${top.planType}) at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top, r.filters.period)}`,
      "",
      `It includes ${planFeatures(top)}.`,
    );
  } else if (sort === "price_desc") {
    lines.push(
      `${assumed}The most expensive of the ${what} is **${planTitle(top.carrierName, top.plan)}** (${top.planType}) at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top, r.filters.period)}`,
    );
  } else {
    lines.push(`I found ${r.matched} ${what}, cheapest first:`);
  }
  if (r.anyType) {
    const a = r.anyType;
    lines.push(
      "",
      `Counting lines of any kind, the ${sort === "price_desc" ? "most expensive" : "cheapest"} is **${planTitle(a.carrierName, a.plan)}** (${a.planType}) at **${formatUsd(a.pricePerLine)} per line per month**.`,
    );
  }
  if (!r.filters.planName && !(r.filters.lines && limit <= 1)) {
    const rest = sort === "price_asc" && limit > 5 ? r.plans : r.plans.slice(1);
    if (rest.length) {
      lines.push("", rest === r.plans ? "" : "Other options:", "", ...planTable(rest));
      if (r.matched > r.plans.length) lines.push("", `Showing ${r.plans.length} of ${r.matched} matching plans.`);
    }
  }
  lines.push("", pricesAsOf(r.pricesAsOf));
  return lines.filter((l, i, all) => !(l === "" && all[i - 1] === "")).join("\n");
}
