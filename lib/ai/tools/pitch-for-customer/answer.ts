/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { joinWords, planTitle } from "@/lib/ai/format";
import { formatUsd } from "@/lib/format";
import { roundCents } from "@/lib/lang/money";
import type { PitchForCustomerResult } from "./schema";

export function answer(r: PitchForCustomerResult): string {
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
