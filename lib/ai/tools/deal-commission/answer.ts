/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { carrierLabel, readAsNote } from "@/lib/ai/format";
import { formatDay, formatUsd } from "@/lib/format";
import { type CostPeriod, PERIOD_MONTHS } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import { dealStatusName } from "@/lib/validation/deals";
import type { DealCommission, DealCommissionResult } from "./schema";

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

export function answer(r: DealCommissionResult): string {
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
