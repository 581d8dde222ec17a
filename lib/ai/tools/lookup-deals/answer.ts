/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { closestOffer } from "@/lib/ai/offline/answer";
import { carrierLabel, ignoredNote, joinWords, readAsNote } from "@/lib/ai/format";
import { formatDay, formatUsd } from "@/lib/format";
import { OPEN_STATUSES, dealStatusName } from "@/lib/validation/deals";
import type { LookupDealsResult } from "./schema";

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

export function answer(r: LookupDealsResult): string {
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
