/**
 * The offline model's own replies (greeting, help, thanks, out of scope) and the
 * wording its tools' answers share (prices as of, a plan's features, a period's
 * figure, the closest names). Each tool's answer is in its folder under lib/ai/tools.
 */
import { formatDay, formatUsd } from "@/lib/format";
import { PERIOD_MONTHS } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import type { PricedPlan } from "@/lib/ai/tools/search-rate-plans/schema";

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

export function pricesAsOf(date: string | null): string {
  return date
    ? `_Prices as of ${formatDay(date)}, from our rate plan catalogue (per line per month, before taxes and fees)._`
    : "_Prices from our rate plan catalogue._";
}

export function planFeatures(p: PricedPlan): string {
  const parts = [
    p.premiumData ? `${p.premiumData} premium data` : null,
    p.hotspot ? `hotspot: ${p.hotspot}` : null,
    p.videoStreaming ? `video: ${p.videoStreaming}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : "no premium data, hotspot or video extras listed";
}

/** ", **$X a year**": a monthly total for the period asked, or nothing. */
export function perPeriod(monthly: number, period: "quarter" | "year" | undefined): string {
  return period ? `, **${formatUsd(roundCents(monthly * PERIOD_MONTHS[period]))} a ${period}**` : "";
}

/** "Nothing matches", then the records whose names only come close to the words (typos), said to be only that. */
export function closestOffer(none: string, what: string, closest: string[]): string {
  if (closest.length === 0) return none;
  return [none, "", `The closest ${what} by name, in case of a typo:`, "", ...closest.map((line) => `- ${line}`)].join(
    "\n",
  );
}
