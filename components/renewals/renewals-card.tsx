import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { RenewalRow } from "@/lib/db/queries/renewals";
import { formatDay } from "@/lib/format";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";

export type RenewalsSummary = { within30: number; within60: number; within90: number; next: RenewalRow[] };

/** The dashboard home's renewals card: how many dates come up in 30/60/90 days, and the next ones. */
export function RenewalsCard({ summary }: { summary: RenewalsSummary }) {
  return (
    <Card data-testid="renewals-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5" aria-hidden="true" /> Renewals Radar
        </CardTitle>
        <CardDescription>
          Contract ends, promotions, device payments and chargeback windows of won deals
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              [30, summary.within30],
              [60, summary.within60],
              [90, summary.within90],
            ] as const
          ).map(([days, n]) => (
            <div key={days} className="rounded-md bg-muted p-2">
              <dt className="text-xs text-muted-foreground">Next {days} days</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid={`renewals-within-${days}`}>
                {n}
              </dd>
            </div>
          ))}
        </dl>
        {summary.next.length > 0 ? (
          <ul className="space-y-2 text-sm">
            {summary.next.map((r) => (
              <li key={`${r.dealId}-${r.kind}`} className="flex justify-between gap-3" data-testid="renewals-card-item">
                <span className="min-w-0 truncate">
                  <span className="font-medium">{RENEWAL_KIND_LABELS[r.kind]}</span>: {r.title}
                </span>
                <span className="shrink-0 text-muted-foreground">{formatDay(r.day)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing comes up in the next 90 days.</p>
        )}
        <Link
          href="/dashboard/renewals?within=90"
          className="inline-block rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="renewals-card-link"
        >
          See all renewals
        </Link>
      </CardContent>
    </Card>
  );
}
