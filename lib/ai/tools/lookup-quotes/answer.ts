/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { closestOffer } from "@/lib/ai/offline/answer";
import { formatDay, formatUsd } from "@/lib/format";
import { PERIOD_MONTHS } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import type { LookupQuotesResult } from "./schema";

export function answer(r: LookupQuotesResult): string {
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
