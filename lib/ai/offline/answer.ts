/**
 * How the offline model writes its answer: from the tool results in the prompt,
 * in markdown, naming the plans, devices, prices, deals and customers it used and
 * the date prices are as of. Nothing here knows a price; it only reads results.
 */
import { carrierLabel, joinWords, longDate } from "@/lib/ai/format";
import { formatUsd } from "@/lib/format";
import { dealStatusName } from "@/lib/validation/deals";
import type { FindDevicesResult } from "@/lib/ai/tools/devices";
import type { LookupCustomersResult, LookupDealsResult } from "@/lib/ai/tools/pipeline";
import type { ListPromotionsResult } from "@/lib/ai/tools/promotions";
import type { CompareCarriersResult, PricedPlan, SearchRatePlansResult } from "@/lib/ai/tools/rate-plans";

export const CAPABILITIES = [
  "**Rate plans**: the cheapest or best AT&T, Verizon and T-Mobile plan by plan type, price or feature, with monthly and 24-month totals for any number of lines",
  "**Carrier comparisons**: each carrier's plan side by side for the lines your customer needs",
  "**Certified devices**: which carriers certify a device, its LTE and 5G bands, and devices by type or 5G band",
  "**Promotions**: current carrier offers by carrier and device type",
  "**Your pipeline**: your company's deals and customers",
];

export function greetingText(modelName: string): string {
  return [
    `Hello! I'm the AI Sales Assistant, powered by ${modelName}. I help with product recommendations, pricing and technical specifications. Ask me about:`,
    "",
    ...CAPABILITIES.map((c) => `- ${c}`),
    "",
    'For example: "What is the cheapest Verizon unlimited plan?" or "Compare carriers for 10 lines".',
  ].join("\n");
}

export function helpText(): string {
  return [
    "Here is what I can help with, answering from our own catalogue and your pipeline:",
    "",
    ...CAPABILITIES.map((c) => `- ${c}`),
    "",
    'Try: "Best T-Mobile plan for hotspot", "Which carriers certify the iPhone 16 Pro?", "Current promotions for Verizon phones" or "Show my deals in negotiation".',
  ].join("\n");
}

export function thanksText(): string {
  return "You're welcome! Ask me about another plan, device, promotion, deal or customer whenever you need.";
}

export function outOfScopeText(): string {
  return [
    "I can't help with that: I only know our rate plans, certified devices, carrier promotions and your company's deals and customers, so I won't guess at anything else.",
    "",
    "I can help with:",
    "",
    ...CAPABILITIES.map((c) => `- ${c}`),
  ].join("\n");
}

function pricesAsOf(date: string | null): string {
  return date ? `_Prices as of ${longDate(date)}, from our rate plan catalogue (per line per month, before taxes and fees)._` : "_Prices from our rate plan catalogue._";
}

function planFeatures(p: PricedPlan): string {
  const parts = [
    p.premiumData ? `${p.premiumData} premium data` : null,
    p.hotspot ? `hotspot: ${p.hotspot}` : null,
    p.videoStreaming ? `video: ${p.videoStreaming}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : "no premium data, hotspot or video extras listed";
}

function totals(p: PricedPlan): string {
  return `For ${p.lines} line${p.lines === 1 ? "" : "s"} that is **${formatUsd(p.monthlyTotal)} a month** and **${formatUsd(p.contractTotal)} over ${p.contractMonths} months**.`;
}

function describeFilters(r: SearchRatePlansResult): string {
  const f = r.filters;
  const bits = [
    f.carrier ? carrierLabel(f.carrier) : null,
    f.planType ? `${f.planType}` : null,
    f.planName ? `"${f.planName}"` : null,
    "plans",
    f.minPrice !== undefined && f.maxPrice !== undefined
      ? `between ${formatUsd(f.minPrice)} and ${formatUsd(f.maxPrice)} per line`
      : f.maxPrice !== undefined
        ? `at or under ${formatUsd(f.maxPrice)} per line`
        : f.minPrice !== undefined
          ? `at or over ${formatUsd(f.minPrice)} per line`
          : null,
    f.features?.length ? `with ${joinWords(f.features.map((x) => x.replace(/_/g, " ").replace("4k", "4K").replace("hd", "HD")))}` : null,
  ].filter(Boolean);
  return bits.join(" ");
}

function planTable(plans: PricedPlan[]): string[] {
  const showTotals = plans.some((p) => p.lines > 1);
  const head = showTotals
    ? ["| Carrier | Plan | Type | Per line | Monthly | " + `${plans[0]!.contractMonths} months |`, "|---|---|---|---:|---:|---:|"]
    : ["| Carrier | Plan | Type | Per line | Premium data | Hotspot | Video |", "|---|---|---|---:|---|---|---|"];
  const rows = plans.map((p) =>
    showTotals
      ? `| ${p.carrierName} | ${p.plan} | ${p.planType} | ${formatUsd(p.pricePerLine)} | ${formatUsd(p.monthlyTotal)} | ${formatUsd(p.contractTotal)} |`
      : `| ${p.carrierName} | ${p.plan} | ${p.planType} | ${formatUsd(p.pricePerLine)} | ${p.premiumData ?? "—"} | ${p.hotspot ?? "—"} | ${p.videoStreaming ?? "—"} |`,
  );
  return [...head, ...rows];
}

export function answerRatePlans(r: SearchRatePlansResult): string {
  const what = describeFilters(r);
  if (r.plans.length === 0) {
    return [`I found no ${what} in our catalogue. Try a wider price range or another plan type.`, "", pricesAsOf(r.pricesAsOf)].join("\n");
  }
  const sort = r.filters.sortBy ?? "price_asc";
  const top = r.plans[0]!;
  const lines: string[] = [];
  if (sort === "price_asc" && (r.filters.limit ?? 10) <= 5) {
    lines.push(
      `The cheapest of the ${what} is **${top.carrierName} ${top.plan}** (${top.planType}) at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top)}`,
      "",
      `It includes ${planFeatures(top)}.`,
    );
  } else if (sort === "features" || sort === "hotspot" || sort === "premium_data" || sort === "video") {
    const reason =
      sort === "hotspot" ? "the most hotspot data" : sort === "video" ? "the best video streaming" : sort === "premium_data" ? "the most premium data" : "the richest features";
    lines.push(
      `The best of the ${what} for ${reason} is **${top.carrierName} ${top.plan}** (${top.planType}) at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top)}`,
      "",
      `It includes ${planFeatures(top)}.`,
    );
  } else if (sort === "price_desc") {
    lines.push(`The most expensive of the ${what} is **${top.carrierName} ${top.plan}** at **${formatUsd(top.pricePerLine)} per line per month**. ${totals(top)}`);
  } else {
    lines.push(`I found ${r.matched} ${what}, cheapest first:`);
  }
  const rest = sort === "price_asc" && (r.filters.limit ?? 10) > 5 ? r.plans : r.plans.slice(1);
  if (rest.length) {
    lines.push("", rest === r.plans ? "" : "Other options:", "", ...planTable(rest));
    if (r.matched > r.plans.length) lines.push("", `Showing ${r.plans.length} of ${r.matched} matching plans.`);
  }
  lines.push("", pricesAsOf(r.pricesAsOf));
  return lines.filter((l, i, all) => !(l === "" && all[i - 1] === "")).join("\n");
}

export function answerCompare(r: CompareCarriersResult): string {
  const lines: string[] = [];
  const label = `${r.choice === "best" ? "best" : "cheapest"} ${r.planType} plan`;
  if (!r.lowest || r.options.length === 0) {
    return [`None of the carriers has a ${r.planType} plan with those features in our catalogue.`, "", pricesAsOf(r.pricesAsOf)].join("\n");
  }
  const first = r.options[0]!;
  lines.push(
    `For **${r.lines} line${r.lines === 1 ? "" : "s"}**, comparing each carrier's ${label}: **${first.carrierName} ${first.plan}** is the lowest at **${formatUsd(first.monthlyTotal)} a month** (${formatUsd(first.pricePerLine)} per line), **${formatUsd(first.contractTotal)} over ${r.contractMonths} months**.`,
  );
  if (r.lowest.savingsVsNext !== null && r.options[1]) {
    lines.push(`That is ${formatUsd(r.lowest.savingsVsNext)} less over ${r.contractMonths} months than ${r.options[1].carrierName}.`);
  }
  lines.push(
    "",
    `| Carrier | Plan | Per line | Monthly (${r.lines} lines) | ${r.contractMonths} months |`,
    "|---|---|---:|---:|---:|",
    ...r.options.map((p) => `| ${p.carrierName} | ${p.plan} | ${formatUsd(p.pricePerLine)} | ${formatUsd(p.monthlyTotal)} | ${formatUsd(p.contractTotal)} |`),
  );
  if (r.missing.length) lines.push("", `${joinWords(r.missing)} has no matching ${r.planType} plan.`);
  lines.push("", ...r.options.map((p) => `- **${p.carrierName} ${p.plan}**: ${planFeatures(p)}`));
  lines.push("", pricesAsOf(r.pricesAsOf));
  return lines.join("\n");
}

export function answerDevices(r: FindDevicesResult): string {
  const f = r.filters;
  const where = [
    f.deviceType ? `${f.deviceType} devices` : "devices",
    f.carrier ? `certified on ${carrierLabel(f.carrier)}` : null,
    f.fiveGBand ? `with 5G band ${f.fiveGBand.toLowerCase()}` : f.fiveGOnly ? "with 5G" : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (r.models.length === 0) {
    return f.query
      ? `I couldn't find "${f.query}" in our certified device list${f.carrier ? ` for ${carrierLabel(f.carrier)}` : ""}. Check the model name, or ask for a device type such as phones or hotspots.`
      : `I found no ${where} in our certified device list.`;
  }
  if (f.query && (r.exactMatch || r.models.length <= 3)) {
    const out: string[] = [];
    for (const m of r.models.slice(0, 3)) {
      const name = `${m.manufacturer} ${m.model}`;
      const carriers = m.certifications.map((c) => c.carrierName);
      out.push(
        `**${name}** (${m.deviceType}${m.os ? `, ${m.os}` : ""}) is certified on **${joinWords(carriers)}**. ` +
          (m.supports5G
            ? "It supports **5G**."
            : `It does **not** support 5G (network: ${m.certifications[0]?.network ?? "LTE"}).`),
        "",
        ...m.certifications.map(
          (c) =>
            `- **${c.carrierName}**: network ${c.network ?? "—"}; LTE bands ${c.bands ?? "—"}` +
            (c.fiveGBands ? `; 5G bands ${c.fiveGBands}` : "; no 5G bands"),
        ),
        "",
      );
    }
    if (!r.exactMatch && r.totalModels > 1) out.push(`${r.totalModels} models match "${f.query}".`);
    out.push("_From our certified device list._");
    return out.join("\n").trim();
  }
  const lines = [
    `I found **${r.totalModels}** ${f.query ? `models matching "${f.query}"` : where}${f.query && f.carrier ? ` on ${carrierLabel(f.carrier)}` : ""}${r.totalModels > r.models.length ? `; here are ${r.models.length}` : ""}:`,
    "",
    "| Device | Type | Carriers | 5G bands |",
    "|---|---|---|---|",
    ...r.models.map(
      (m) =>
        `| ${m.manufacturer} ${m.model} | ${m.deviceType} | ${m.certifications.map((c) => c.carrierName).join(", ")} | ${
          [...new Set(m.certifications.map((c) => c.fiveGBands).filter(Boolean))].join(" / ") || "none (LTE)"
        } |`,
    ),
    "",
    "_From our certified device list._",
  ];
  return lines.join("\n");
}

export function answerPromotions(r: ListPromotionsResult): string {
  const f = r.filters;
  const scope = [f.carrier ? carrierLabel(f.carrier) : null, f.deviceType ? f.deviceType.replace("_", " ") : null].filter(Boolean).join(" ");
  if (r.promotions.length === 0) {
    return `There are no current ${scope ? `${scope} ` : ""}promotions as of ${longDate(r.asOf)}.`;
  }
  const lines = [`There ${r.promotions.length === 1 ? "is" : "are"} **${r.promotions.length}** current ${scope ? `${scope} ` : ""}promotion${r.promotions.length === 1 ? "" : "s"} as of ${longDate(r.asOf)}:`, ""];
  for (const p of r.promotions) {
    lines.push(
      `- **${p.title}** (${p.carrierName}, ${p.deviceTypeLabel}): ${p.value}. ${p.description} Ends ${longDate(p.endDate)}. Requires: ${p.requirements.join("; ")}.`,
    );
  }
  return lines.join("\n");
}

export function answerDeals(r: LookupDealsResult): string {
  const f = r.filters;
  const which = [
    f.statuses?.length ? joinWords(f.statuses.map(dealStatusName)) : f.openOnly ? "open" : null,
    f.carrier ? carrierLabel(f.carrier) : null,
  ]
    .filter(Boolean)
    .join(" ");
  const subject = `${which ? `${which} ` : ""}deal${r.summary.count === 1 ? "" : "s"}${f.query ? ` matching "${f.query}"` : ""}${f.assignedToMe ? " assigned to you" : ""}`;
  if (r.summary.count === 0) return `Your company has no ${subject.replace(/^deal$/, "deals")}.`;
  const lines = [
    `Your company has **${r.summary.count} ${subject}**, worth **${formatUsd(r.summary.totalValue)}** in total (${formatUsd(r.summary.weightedValue)} weighted by probability, ${formatUsd(r.summary.monthlyRevenue)} monthly revenue).`,
  ];
  if (f.sortBy === "value" && r.deals[0]) {
    const d = r.deals[0];
    lines.push("", `The largest is **${d.title}** (${d.customer ?? "no customer"}) at **${formatUsd(d.value)}**, ${dealStatusName(d.status)}, ${d.probability}% probability.`);
  }
  lines.push(
    "",
    "| Deal | Customer | Status | Value | Probability | Close date | Assigned to |",
    "|---|---|---|---:|---:|---|---|",
    ...r.deals.map(
      (d) =>
        `| ${d.title} | ${d.customer ?? "—"} | ${dealStatusName(d.status)} | ${formatUsd(d.value)} | ${d.probability}% | ${d.closeDate ? longDate(d.closeDate) : "—"} | ${d.assignedTo ?? "Unassigned"} |`,
    ),
  );
  if (r.summary.count > r.deals.length) lines.push("", `Showing ${r.deals.length} of ${r.summary.count}; the full list is on the My Deals board.`);
  return lines.join("\n");
}

export function answerCustomers(r: LookupCustomersResult): string {
  const f = r.filters;
  const subject = `customer${r.total === 1 ? "" : "s"}${f.query ? ` matching "${f.query}"` : ""}${f.assignedToMe ? " assigned to you" : ""}`;
  if (r.total === 0) return `Your company has no ${subject.replace(/^customer /, "customers ")}.`;
  const lines = [`Your company has **${r.total} ${subject}**:`, ""];
  for (const c of r.customers) {
    const place = c.city && c.state ? `${c.city}, ${c.state}` : (c.city ?? c.state ?? "");
    lines.push(
      `- **${c.companyName}**, contact ${c.name}${c.email ? ` (${c.email}` : ""}${c.phone ? `${c.email ? ", " : " ("}${c.phone}` : ""}${c.email || c.phone ? ")" : ""}` +
        `${place ? ` in ${place}` : ""}${c.industry ? `; ${c.industry}` : ""}${c.size ? `, ${c.size} employees` : ""}; assigned to ${c.assignedTo ?? "nobody"}; ${c.openDeals} open deal${c.openDeals === 1 ? "" : "s"}.` +
        (c.notes && r.total <= 3 ? ` Notes: ${c.notes}` : ""),
    );
  }
  if (r.total > r.customers.length) lines.push("", `Showing ${r.customers.length} of ${r.total}; the full list is on the Customers page.`);
  return lines.join("\n");
}

/** The answer for one tool's result, by tool name. */
export function answerFor(toolName: string, result: unknown): string {
  switch (toolName) {
    case "searchRatePlans":
      return answerRatePlans(result as SearchRatePlansResult);
    case "compareCarriers":
      return answerCompare(result as CompareCarriersResult);
    case "findDevices":
      return answerDevices(result as FindDevicesResult);
    case "listPromotions":
      return answerPromotions(result as ListPromotionsResult);
    case "lookupDeals":
      return answerDeals(result as LookupDealsResult);
    case "lookupCustomers":
      return answerCustomers(result as LookupCustomersResult);
    default:
      return "I received a result I can't describe.";
  }
}
