import type { PipelineByStatus } from "@/lib/db/queries/dashboard";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import { dealStatusName } from "@/lib/validation/deals";

/** Horizontal bars of pipeline value per deal status; the numbers are in the text, the bars are decoration. */
export function PipelineChart({ data }: { data: PipelineByStatus }) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <ul className="space-y-3" aria-label="Pipeline value by status" data-testid="pipeline-chart">
      {data.map((d) => {
        const width = max > 0 ? Math.max(d.value > 0 ? 2 : 0, Math.round((d.value / max) * 100)) : 0;
        return (
          <li key={d.status} className="space-y-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{dealStatusName(d.status)}</span>
              <span className="text-muted-foreground" data-testid={`pipeline-${d.status}`}>
                {formatUsd(d.value, { whole: true })} · {d.count} {d.count === 1 ? "deal" : "deals"}
              </span>
            </div>
            <div className="h-3 w-full rounded-full bg-muted" aria-hidden="true">
              <div
                className={cn(
                  "h-3 rounded-full",
                  d.status === "closed_lost"
                    ? "bg-destructive"
                    : d.status === "closed_won"
                      ? "bg-success"
                      : "bg-primary",
                )}
                style={{ width: `${width}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
