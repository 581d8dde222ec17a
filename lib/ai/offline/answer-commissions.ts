/**
 * How the offline model writes what a deal pays in commission and what comes up on
 * the won deals (renewals radar), from the tools' results: the stored figures the
 * deals board and the Renewals page show.
 */
import { carrierLabel, readAsNote } from "@/lib/ai/format";
import { formatUsd, formatDay } from "@/lib/format";
import { PERIOD_MONTHS, type CostPeriod } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";
import { dealStatusName } from "@/lib/validation/deals";
import type { DealCommission, DealCommissionResult } from "@/lib/ai/tools/deal-commission/schema";
import type { UpcomingRenewalsResult } from "@/lib/ai/tools/upcoming-renewals/schema";

function commissionOf(d: DealCommission, period: CostPeriod | undefined): string[] {
  const head = `**${d.title}** (${d.customer ?? "no customer"}, ${dealStatusName(d.status)}, ${carrierLabel(d.carrier)}, ${formatUsd(d.monthlyRevenue)} a month)`;
  if (!d.covered) {
    return [
      `- ${head}: no commission plan covers this deal's carrier and product, so it has no expected commission. Add one in company settings.`,
    ];
  }
  const received =
    d.paymentCount > 0
      ? `${formatUsd(d.received)} received to date from commission statements`
      : "nothing received yet (no commission statement has paid it)";
  const counted =
    d.status === "closed_won"
      ? "earned (won)"
      : d.status === "closed_lost"
        ? "nothing counted (lost)"
        : `${formatUsd(d.weighted ?? 0)} on the board, weighted by its ${d.probability}% probability`;
  return [
    `- ${head}: **${formatUsd(d.total!)}** expected in total, ${counted}`,
    `  - Upfront: **${formatUsd(d.upfront!)}**`,
    `  - Residual: **${formatUsd(d.residualMonthly!)}** per month${period ? `, **${formatUsd(roundCents(d.residualMonthly! * PERIOD_MONTHS[period]))}** per ${period}` : ""}, ${formatUsd(d.residualTotal!)} over the ${d.termMonths}-month term`,
    `  - Chargeback window closes ${d.chargebackEndsOn ? `**${formatDay(d.chargebackEndsOn)}**` : "—"}${d.closeDate ? "" : " (counted from today: the deal has no close date yet)"}`,
    `  - Received: ${received}`,
  ];
}

export function answerDealCommission(r: DealCommissionResult): string {
  if (r.deals.length === 0)
    return `There are no matching deals: your company has no deal or customer matching "${r.query}".`;
  const intro =
    r.deals.length === 1
      ? `Commission on the deal matching "${r.query}":`
      : `${r.deals.length} deals match "${r.query}"; the commission each is expected to bring:`;
  // "What has it paid us so far": what came in, against what its plan expects, before the figures.
  const received =
    r.focus === "received"
      ? r.deals.map((d) =>
          d.covered
            ? `**${d.title}** has paid **${formatUsd(d.received)}** in commission to date, of **${formatUsd(d.total!)}** expected (${d.total ? Math.round((d.received / d.total) * 100) : 0}%).`
            : `**${d.title}** has paid **${formatUsd(d.received)}** in commission to date; no commission plan covers it, so nothing is expected.`,
        )
      : [];
  return [
    ...(received.length ? [...received, ""] : []),
    intro,
    "",
    ...r.deals.flatMap((d) => commissionOf(d, r.period)),
    "",
    "_Expected figures from your company's commission plans, as the deals board shows them; open deals are paid only if won._",
    ...readAsNote(r.corrected),
  ].join("\n");
}

function rangeWords(r: UpcomingRenewalsResult): string {
  const kinds =
    r.kinds.length === Object.keys(RENEWAL_KIND_LABELS).length
      ? "renewal dates"
      : r.kinds.map((k) => RENEWAL_KIND_LABELS[k].toLowerCase()).join(" / ");
  const carrier = r.carrier ? ` on ${carrierLabel(r.carrier)}` : "";
  return `${kinds}${carrier} between ${formatDay(r.from)} and ${formatDay(r.to)}`;
}

export function answerRenewals(r: UpcomingRenewalsResult): string {
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
