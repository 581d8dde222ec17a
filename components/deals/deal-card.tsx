import { CalendarClock, CalendarPlus, HandCoins, UserRound } from "lucide-react";
import type { BoardDeal } from "@/lib/db/queries/deals";
import { formatDay, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";

/** The content of one deal card: value, probability, title, company, dates and assigned agent. */
export function DealCardBody({ deal }: { deal: BoardDeal }) {
  return (
    <div className="space-y-2 text-left">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold tabular-nums" data-testid="deal-value">
          {formatUsd(deal.value)}
        </span>
        <span
          className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums"
          data-testid="deal-probability"
        >
          {deal.probability}%
        </span>
      </div>
      <p className="font-medium leading-snug" data-testid="deal-title">
        {deal.title}
      </p>
      {deal.commission !== null ? (
        <p
          className="flex items-center gap-1.5 text-xs text-muted-foreground tabular-nums"
          data-testid="deal-commission"
          title="Expected commission: upfront plus monthly residual over the contract term"
        >
          <HandCoins className="size-3.5" aria-hidden="true" />
          <span>
            {formatUsd(deal.commission)} commission ({formatUsd(deal.commissionUpfront ?? 0)} upfront +{" "}
            {formatUsd(deal.commissionResidualMonthly ?? 0)}/mo)
          </span>
        </p>
      ) : null}
      {deal.companyName ? (
        <p className="text-sm text-muted-foreground" data-testid="deal-company">
          {deal.companyName}
        </p>
      ) : null}
      <dl className="space-y-1 text-xs text-muted-foreground">
        {deal.closeDate ? (
          <div className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            <dt className="sr-only">Close date</dt>
            <dd data-testid="deal-close-date">Closes {formatDay(deal.closeDate)}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <CalendarPlus className="size-3.5" aria-hidden="true" />
          <dt className="sr-only">Created</dt>
          <dd>Created {formatDay(deal.createdDay)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <UserRound className="size-3.5" aria-hidden="true" />
          <dt className="sr-only">Assigned to</dt>
          <dd data-testid="deal-assignee">{deal.assignedTo ?? "Unassigned"}</dd>
        </div>
      </dl>
    </div>
  );
}

export function dealCardClasses(extra?: string) {
  return cn(
    "block w-full rounded-md border bg-card p-3 text-card-foreground shadow-sm transition-shadow",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    extra,
  );
}
