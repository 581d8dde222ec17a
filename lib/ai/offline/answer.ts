/**
 * How the offline model writes its answer: from the tool results in the prompt,
 * in markdown, naming the plans, devices, prices, deals and customers it used and
 * the date prices are as of. Nothing here knows a price; it only reads results.
 */
import { carrierLabel, joinWords, planTitle, readAsNote, ignoredNote } from "@/lib/ai/format";
import { formatUsd, formatDay } from "@/lib/format";
import { PERIOD_MONTHS } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import { dealStatusName, OPEN_STATUSES } from "@/lib/validation/deals";
import type { FindDevicesResult } from "@/lib/ai/tools/find-devices/schema";
import type { LookupCustomersResult } from "@/lib/ai/tools/lookup-customers/schema";
import type { LookupDealsResult } from "@/lib/ai/tools/lookup-deals/schema";
import type { PitchForCustomerResult } from "@/lib/ai/tools/pitch-for-customer/schema";
import type { ListPromotionsResult } from "@/lib/ai/tools/list-promotions/schema";
import type { LookupQuotesResult } from "@/lib/ai/tools/lookup-quotes/schema";
import type { CompareCarriersResult } from "@/lib/ai/tools/compare-carriers/schema";
import type { PricedPlan, SearchRatePlansResult } from "@/lib/ai/tools/search-rate-plans/schema";

export const CAPABILITIES = [
  "**Rate plans**: the cheapest or best AT&T, Verizon and T-Mobile plan by plan type, price or feature, with monthly and 24-month totals for any number of lines",
  "**Carrier comparisons**: each carrier's plan side by side for the lines your customer needs",
  "**Certified devices**: which carriers certify a device, its LTE and 5G bands, and devices by type or 5G band",
  "**Promotions**: current carrier offers by carrier and device type",
  "**Your pipeline**: your company's deals, customers and saved quotes",
  "**Pitches**: the plan to lead with for a customer you describe (size, current carrier, needs), priced like a quote",
  "**Commissions and renewals**: what a deal will pay in commission, and the contracts, promotions and device payments ending in a period",
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
  return date
    ? `_Prices as of ${formatDay(date)}, from our rate plan catalogue (per line per month, before taxes and fees)._`
    : "_Prices from our rate plan catalogue._";
}

function planFeatures(p: PricedPlan): string {
  const parts = [
    p.premiumData ? `${p.premiumData} premium data` : null,
    p.hotspot ? `hotspot: ${p.hotspot}` : null,
    p.videoStreaming ? `video: ${p.videoStreaming}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : "no premium data, hotspot or video extras listed";
}

/** What a plan asked for by name does not include, as its card shows it ("It has no premium data."), or nothing. */
function planLacks(p: PricedPlan): string {
  const lacks = [
    p.premiumData ? null : "premium data",
    p.hotspot ? null : "hotspot",
    p.videoStreaming ? null : "video streaming listed",
  ].filter((x): x is string => x !== null);
  return lacks.length && lacks.length < 3 ? ` It has no ${joinWords(lacks).replace(" and ", " or ")}.` : "";
}

/** ", **$X a year**": a monthly total for the period asked, or nothing. */
function perPeriod(monthly: number, period: "quarter" | "year" | undefined): string {
  return period ? `, **${formatUsd(roundCents(monthly * PERIOD_MONTHS[period]))} a ${period}**` : "";
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

export function answerRatePlans(r: SearchRatePlansResult): string {
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

export function answerCompare(r: CompareCarriersResult): string {
  const lines: string[] = [];
  const label = `${r.choice === "best" ? "best" : "cheapest"} ${r.planType} plan${r.needs.length ? ` with ${joinWords(r.needs)}` : ""}`;
  if (!r.lowest || r.options.length === 0) {
    return [
      `None of the carriers has a ${r.planType} plan with those features in our catalogue.`,
      "",
      pricesAsOf(r.pricesAsOf),
    ].join("\n");
  }
  const first = r.options[0]!;
  lines.push(
    `For **${r.lines} line${r.lines === 1 ? "" : "s"}**, comparing each carrier's ${label}: **${planTitle(first.carrierName, first.plan)}** is the lowest at **${formatUsd(first.monthlyTotal)} a month** (${formatUsd(first.pricePerLine)} per line)${perPeriod(first.monthlyTotal, r.period)}, **${formatUsd(first.contractTotal)} over ${r.contractMonths} months**.`,
  );
  const next = r.options[1];
  if (r.period && next && next.monthlyTotal > first.monthlyTotal)
    lines.push(
      `Per ${r.period} that saves ${formatUsd(roundCents((next.monthlyTotal - first.monthlyTotal) * PERIOD_MONTHS[r.period]))} against ${planTitle(next.carrierName, next.plan)}.`,
    );
  if (r.lowest.savingsVsNext !== null && r.options[1]) {
    lines.push(
      r.lowest.savingsVsNext > 0
        ? `That is ${formatUsd(r.lowest.savingsVsNext)} less over ${r.contractMonths} months than ${r.options[1].carrierName}.`
        : `${r.options[1].carrierName} costs the same.`,
    );
  }
  // The period asked for ("per year") is a column of its own, so every carrier's figure for it is read, not only the lowest's.
  const period = r.period;
  lines.push(
    "",
    `| Carrier | Plan | Per line | Monthly (${r.lines} lines) |${period ? ` Per ${period} |` : ""} ${r.contractMonths} months |`,
    `|---|---|---:|---:|${period ? "---:|" : ""}---:|`,
    ...r.options.map(
      (p) =>
        `| ${p.carrierName} | ${p.plan} | ${formatUsd(p.pricePerLine)} | ${formatUsd(p.monthlyTotal)} |${period ? ` ${formatUsd(roundCents(p.monthlyTotal * PERIOD_MONTHS[period]))} |` : ""} ${formatUsd(p.contractTotal)} |`,
    ),
  );
  if (r.missing.length) lines.push("", `${joinWords(r.missing)} has no matching ${r.planType} plan.`);
  lines.push("", ...r.options.map((p) => `- **${planTitle(p.carrierName, p.plan)}**: ${planFeatures(p)}`));
  lines.push("", pricesAsOf(r.pricesAsOf));
  return lines.join("\n");
}

function certificationLines(m: FindDevicesResult["models"][number]): string[] {
  return m.certifications.map(
    (c) =>
      `- **${c.carrierName}**: network ${c.network ?? "—"}; LTE bands ${c.bands ?? "—"}` +
      (c.fiveGBands ? `; 5G bands ${c.fiveGBands}` : "; LTE only"),
  );
}

const ALL_CARRIERS = ["AT&T", "Verizon", "T-Mobile"];

export function answerDevices(r: FindDevicesResult): string {
  const f = r.filters;
  const types = [...(f.deviceTypes ?? []), ...(f.deviceType ? [f.deviceType] : [])];
  if (f.query) {
    if (!r.exactMatch) {
      const closest = r.models.map((m) => `- ${m.manufacturer} ${m.model} (${m.deviceType})`);
      return [
        `No: I couldn't find "${f.query}" in our certified device list, so I can't say it is certified${f.carrier ? ` on ${carrierLabel(f.carrier)}` : ""}.`,
        ...(closest.length ? ["", "The closest names in the list are:", "", ...closest] : []),
        "",
        "_From our certified device list._",
      ].join("\n");
    }
    const out: string[] = [];
    for (const m of r.models) {
      const name = `${m.manufacturer} ${m.model}`;
      const on = m.certifications.map((c) => c.carrierName);
      const off = ALL_CARRIERS.filter((c) => !on.includes(c));
      if (f.carrier) {
        const asked = carrierLabel(f.carrier);
        out.push(
          on.includes(asked)
            ? `Yes: the **${name}** (${m.deviceType}) is certified on **${asked}**.`
            : `No: the **${name}** (${m.deviceType}) is not certified on ${asked}. It is certified on **${joinWords(on)}**.`,
        );
      } else {
        out.push(
          `The **${name}** (${m.deviceType}${m.os ? `, ${m.os}` : ""}) is certified on **${joinWords(on)}**.${off.length ? ` It is not certified on ${joinWords(off)}.` : ""}`,
        );
      }
      out.push("", ...certificationLines(m), "");
    }
    out.push("_From our certified device list._");
    return out.join("\n");
  }
  const where = [
    f.manufacturer ?? null,
    types.length ? types.join(" / ") : null,
    "devices",
    f.carrier ? `certified on ${carrierLabel(f.carrier)}` : null,
    f.fiveGBand ? `with 5G band ${f.fiveGBand.toLowerCase()}` : f.fiveGOnly ? "with 5G" : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (r.models.length === 0) return `I found no ${where} in our certified device list.`;
  return [
    `I found **${r.totalModels}** ${where}${r.totalModels > r.models.length ? `; here are ${r.models.length}` : ""}:`,
    "",
    "| Device | Type | Carriers | 5G bands |",
    "|---|---|---|---|",
    ...r.models.map(
      (m) =>
        `| ${m.manufacturer} ${m.model} | ${m.deviceType} | ${m.certifications.map((c) => c.carrierName).join(", ")} | ${
          [...new Set(m.certifications.map((c) => c.fiveGBands).filter(Boolean))].join(" / ") || "LTE only"
        } |`,
    ),
    "",
    "_From our certified device list._",
  ].join("\n");
}

export function answerPromotions(r: ListPromotionsResult): string {
  const f = r.filters;
  const scope = [f.carrier ? carrierLabel(f.carrier) : null, f.deviceType ? f.deviceType.replace("_", " ") : null]
    .filter(Boolean)
    .join(" ");
  const about = f.query ? ` for "${f.query}"` : "";
  const ending = f.endsBefore
    ? ` ending before ${formatDay(f.endsBefore)}`
    : f.endsBy
      ? ` ending by ${formatDay(f.endsBy)}`
      : "";
  if (r.promotions.length === 0) {
    return `There are no current ${scope ? `${scope} ` : ""}promotions${about}${ending} as of ${formatDay(r.asOf)}. Ask for a carrier's or a device type's promotions to see what is running.`;
  }
  const n = r.promotions.length;
  const lines = f.soonestOnly
    ? [`The promotion${n === 1 ? "" : "s"} ending first (${formatDay(r.promotions[0]!.endDate)}):`, ""]
    : [
        `There ${n === 1 ? "is" : "are"} **${n}** current ${scope ? `${scope} ` : ""}promotion${n === 1 ? "" : "s"}${about}${ending} as of ${formatDay(r.asOf)}, ending soonest first:`,
        "",
      ];
  for (const p of r.promotions) {
    lines.push(
      `- **${p.title}** (${p.carrierName}, ${p.deviceTypeLabel}): ${p.value}. ${p.description} Ends ${formatDay(p.endDate)}. Requires: ${p.requirements.join("; ")}.`,
    );
  }
  return lines.join("\n");
}

function dealRange(f: LookupDealsResult["filters"]): string {
  // Deals already won or lost closed on their date; the others are expected to close on it.
  const closing = f.statuses?.length && f.statuses.every((s) => !OPEN_STATUSES.includes(s)) ? "closed" : "closing";
  const parts = [
    f.closeFrom && f.closeTo
      ? `${closing} between ${formatDay(f.closeFrom)} and ${formatDay(f.closeTo)}`
      : f.closeTo
        ? `${closing} by ${formatDay(f.closeTo)}`
        : f.closeFrom
          ? `${closing} from ${formatDay(f.closeFrom)}`
          : null,
    f.minValue !== undefined && f.maxValue !== undefined
      ? `worth between ${formatUsd(f.minValue)} and ${formatUsd(f.maxValue)}`
      : f.minValue !== undefined
        ? `worth over ${formatUsd(f.minValue)}`
        : f.maxValue !== undefined
          ? `worth under ${formatUsd(f.maxValue)}`
          : null,
  ].filter(Boolean);
  return parts.length ? ` ${parts.join(", ")}` : "";
}

/** "Nothing matches", then the records whose names only come close to the words (typos), said to be only that. */
function closestOffer(none: string, what: string, closest: string[]): string {
  if (closest.length === 0) return none;
  return [none, "", `The closest ${what} by name, in case of a typo:`, "", ...closest.map((line) => `- ${line}`)].join(
    "\n",
  );
}

export function answerDeals(r: LookupDealsResult): string {
  const f = r.filters;
  // Every open stage asked ("deals that aren't closed yet") is the open deals.
  const everyOpen = f.statuses?.length === OPEN_STATUSES.length && OPEN_STATUSES.every((s) => f.statuses!.includes(s));
  const which = [
    f.statuses?.length && !everyOpen
      ? joinWords(f.statuses.map(dealStatusName))
      : f.openOnly || everyOpen
        ? "open"
        : null,
    f.carrier ? carrierLabel(f.carrier) : null,
  ]
    .filter(Boolean)
    .join(" ");
  const subject = `${which ? `${which} ` : ""}deal${r.summary.count === 1 ? "" : "s"}${f.query ? ` matching "${f.query}"` : ""}${f.assignedToMe ? " assigned to you" : ""}`;
  const range = dealRange(f);
  if (r.summary.count === 0) {
    const none = `There are no matching deals: your company has no ${subject.replace(/^deal$/, "deals")}${dealRange(f)}.`;
    return [
      closestOffer(
        none,
        "deals",
        r.closest.map(
          (d) => `**${d.title}** (${d.customer ?? "no customer"}), ${dealStatusName(d.status)}, ${formatUsd(d.value)}`,
        ),
      ),
      ...ignoredNote(r.ignored),
    ].join("\n");
  }
  const lines = [
    `Your company has **${r.summary.count} ${subject}**${range}, worth **${formatUsd(r.summary.totalValue)}** in total (${formatUsd(r.summary.weightedValue)} weighted by probability, ${formatUsd(r.summary.monthlyRevenue)} monthly revenue).`,
  ];
  const first = r.deals[0];
  if (first && (f.sortBy === "value" || f.sortBy === "value_asc" || f.sortBy === "close_date")) {
    const which =
      f.sortBy === "value" ? "The largest" : f.sortBy === "value_asc" ? "The smallest" : "The next to close";
    const when = first.closeDate ? `, closing ${formatDay(first.closeDate)}` : "";
    lines.push(
      "",
      `${which} is **${first.title}** (${first.customer ?? "no customer"}) at **${formatUsd(first.value)}**, ${dealStatusName(first.status)}, ${first.probability}% probability${when}.`,
    );
  }
  lines.push(
    "",
    "| Deal | Customer | Status | Value | Probability | Close date | Assigned to |",
    "|---|---|---|---:|---:|---|---|",
    ...r.deals.map(
      (d) =>
        `| ${d.title} | ${d.customer ?? "—"} | ${dealStatusName(d.status)} | ${formatUsd(d.value)} | ${d.probability}% | ${d.closeDate ? formatDay(d.closeDate) : "—"} | ${d.assignedTo ?? "Unassigned"} |`,
    ),
  );
  if (r.summary.count > r.deals.length)
    lines.push("", `Showing ${r.deals.length} of ${r.summary.count}; the full list is on the My Deals board.`);
  lines.push(...readAsNote(r.corrected), ...ignoredNote(r.ignored));
  return lines.join("\n");
}

export function answerCustomers(r: LookupCustomersResult): string {
  const f = r.filters;
  const place = [f.city, f.state].filter(Boolean).join(", ");
  const subject = `customer${r.total === 1 ? "" : "s"}${f.query ? ` matching "${f.query}"` : ""}${place ? ` in ${place}` : ""}${f.assignedToMe ? " assigned to you" : ""}`;
  if (r.total === 0) {
    const none = `There are no matching customers: your company has no ${subject.replace(/^customer /, "customers ")}.`;
    return [
      closestOffer(
        none,
        "customers",
        r.closest.map((c) => `**${c.companyName}**, contact ${c.name}`),
      ),
      ...ignoredNote(r.ignored),
    ].join("\n");
  }
  const lines = [`Your company has **${r.total} ${subject}**:`, ""];
  for (const c of r.customers) {
    const place = c.city && c.state ? `${c.city}, ${c.state}` : (c.city ?? c.state ?? "");
    lines.push(
      `- **${c.companyName}**, contact ${c.name}${c.email ? ` (${c.email}` : ""}${c.phone ? `${c.email ? ", " : " ("}${c.phone}` : ""}${c.email || c.phone ? ")" : ""}` +
        `${place ? ` in ${place}` : ""}${c.industry ? `; ${c.industry}` : ""}${c.size ? `, ${c.size} employees` : ""}; assigned to ${c.assignedTo ?? "nobody"}; ${c.openDeals} open deal${c.openDeals === 1 ? "" : "s"}.` +
        (c.notes && r.total <= 3 ? ` Notes: ${c.notes}` : ""),
    );
  }
  if (r.total > r.customers.length)
    lines.push("", `Showing ${r.customers.length} of ${r.total}; the full list is on the Customers page.`);
  lines.push(...readAsNote(r.corrected), ...ignoredNote(r.ignored));
  return lines.join("\n");
}

export function answerQuotes(r: LookupQuotesResult): string {
  const f = r.filters;
  const about = f.customer ? ` for "${f.customer}"` : "";
  if (r.total === 0) {
    const none = `There are no saved quotes${about} in your company yet.`;
    if (r.closest.length)
      return closestOffer(
        none,
        "customers' quotes",
        r.closest.map(
          (q) => `**${q.customer}**: ${q.title}, ${formatUsd(q.monthlyTotal)} a month, saved ${formatDay(q.createdAt)}`,
        ),
      );
    return `${none} Generate one on the Quote Generator page and save it.`;
  }
  const lines = [
    `Your company has **${r.total}** saved quote${r.total === 1 ? "" : "s"}${about}, newest first:`,
    "",
    `| Customer | Quote | Recommended carrier | Monthly |${f.period ? ` Per ${f.period} |` : ""} Contract total | Saved |`,
    `|---|---|---|---:|${f.period ? "---:|" : ""}---:|---|`,
    ...r.quotes.map(
      (q) =>
        `| ${q.customer} | ${q.title} | ${q.carrierName ?? "—"} | ${formatUsd(q.monthlyTotal)} |${f.period ? ` ${formatUsd(roundCents(q.monthlyTotal * PERIOD_MONTHS[f.period]))} |` : ""} ${formatUsd(q.contractTotal)} (${q.contractMonths} months) | ${formatDay(q.createdAt)} |`,
    ),
  ];
  if (r.total > r.quotes.length)
    lines.push("", `Showing ${r.quotes.length} of ${r.total}; every quote is on the Quotes page.`);
  return lines.join("\n");
}

export function answerPitch(r: PitchForCustomerResult): string {
  if (r.lines === 0 || r.options.length === 0) {
    return 'How many lines does the customer need? Tell me the size (e.g. "25 phones"), their current carrier and what they need (hotspot, heavy data, travel abroad), and I\'ll price the pitch.';
  }
  const needs = [
    r.requirements.needs.hotspot ? "hotspot" : null,
    r.requirements.needs.premiumData ? "premium (priority) data" : null,
    r.requirements.needs.international ? "international use" : null,
  ].filter((x): x is string => Boolean(x));
  const who = `${r.lines} line${r.lines === 1 ? "" : "s"}${r.currentCarrierName ? ` now on ${r.currentCarrierName}` : ""}${needs.length ? ` that need ${joinWords(needs)}` : ""}`;
  const lead = r.recommended!;
  const items = (o: NonNullable<PitchForCustomerResult["recommended"]>) =>
    o.items
      .map(
        (i) =>
          `${i.quantity} × **${planTitle(o.carrierName, i.plan)}** (${i.lineTypeLabel}) at ${formatUsd(i.pricePerLine)}`,
      )
      .join(", ");
  const lines = [
    `For ${who}, lead with **${lead.carrierName}**: ${items(lead)}, **${formatUsd(lead.monthlyTotal)} a month** and ${formatUsd(lead.contractTotal)} over ${r.contractMonths} months.`,
  ];
  const why = lead.items.map((i) => i.reason).filter(Boolean);
  if (why.length) lines.push("", `Why: ${why.join("; ")}.`);
  if (lead.notes.length) lines.push("", ...lead.notes.map((n) => `- ${n}`));
  if (r.current) {
    const diff = roundCents(r.current.monthlyTotal - lead.monthlyTotal);
    lines.push(
      "",
      `On ${r.current.carrierName}, the same lines priced on our catalogue come to ${formatUsd(r.current.monthlyTotal)} a month (${items(r.current)}): ` +
        (diff > 0
          ? `switching saves **${formatUsd(diff)} a month**, ${formatUsd(diff * r.contractMonths)} over ${r.contractMonths} months.`
          : diff < 0
            ? `${r.current.carrierName} is ${formatUsd(-diff)} a month cheaper, so pitch the plan's features rather than price, or keep them on ${r.current.carrierName} with an upgrade.`
            : "the price is the same, so pitch the features."),
    );
  }
  lines.push(
    "",
    "| Carrier | Plans | Monthly | Contract total |",
    "|---|---|---:|---:|",
    ...r.options.map(
      (o) =>
        `| ${o.carrierName} | ${o.items.map((i) => `${i.quantity} × ${i.plan}`).join(", ")} | ${formatUsd(o.monthlyTotal)} | ${formatUsd(o.contractTotal)} |`,
    ),
  );
  return lines.join("\n");
}

/** The answer for one tool's result, by tool name. */
