/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { carrierLabel } from "@/lib/ai/format";
import { formatDay, formatUsd } from "@/lib/format";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";
import type { UpcomingRenewalsResult } from "./schema";

function rangeWords(r: UpcomingRenewalsResult): string {
  const kinds =
    r.kinds.length === Object.keys(RENEWAL_KIND_LABELS).length
      ? "renewal dates"
      : r.kinds.map((k) => RENEWAL_KIND_LABELS[k].toLowerCase()).join(" / ");
  const carrier = r.carrier ? ` on ${carrierLabel(r.carrier)}` : "";
  return `${kinds}${carrier} between ${formatDay(r.from)} and ${formatDay(r.to)}`;
}

export function answer(r: UpcomingRenewalsResult): string {
  if (r.query && !r.matchedDeals?.length)
    return `There are no matching deals: your company has no won deal matching "${r.query}", so it has no renewal dates.`;
  if (r.rows.length === 0) {
    const on = r.matchedDeals?.length ? r.matchedDeals.join(", ") : "your company's won deals";
    return `There are no ${rangeWords(r)} on ${on}.`;
  }
  const deals = new Set(r.rows.map((row) => row.dealId)).size;
  return [
    `**${r.rows.length}** ${rangeWords(r)}, on ${deals} won deal${deals === 1 ? "" : "s"}, soonest first:`,
    "",
    "| Date | What | Deal | Customer | Carrier | Monthly revenue | Agent |",
    "|---|---|---|---|---|---:|---|",
    ...r.rows.map(
      (row) =>
        `| ${formatDay(row.day)} (${row.daysLeft === 0 ? "today" : `in ${row.daysLeft} day${row.daysLeft === 1 ? "" : "s"}`}) | ${RENEWAL_KIND_LABELS[row.kind]} | ${row.title} | ${row.customer || "—"} | ${carrierLabel(row.carrier)} | ${formatUsd(row.monthlyRevenue)} | ${row.assignedTo} |`,
    ),
    "",
    "_The same dates as the Renewals page; reminders come 90, 60 and 30 days before the end date of each contract._",
  ].join("\n");
}
