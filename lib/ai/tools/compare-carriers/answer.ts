/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { perPeriod, planFeatures, pricesAsOf } from "@/lib/ai/offline/answer";
import { joinWords, planTitle } from "@/lib/ai/format";
import { formatUsd } from "@/lib/format";
import { PERIOD_MONTHS } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import type { CompareCarriersResult } from "./schema";

export function answer(r: CompareCarriersResult): string {
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
