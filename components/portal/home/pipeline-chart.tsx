import type { PipelineByStatus } from "@/lib/db/queries/dashboard";
import { formatUsd } from "@/lib/format";

export const STATUS_LABELS: Record<string, string> = {
  lead: "Lead",
  qualified: "Qualified",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
};

/** Horizontal bars of pipeline value per deal status; the numbers are in the text, the bars are decoration. */
export function PipelineChart({ data }: { data: PipelineByStatus }) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <ul className="space-y-3" aria-label="Pipeline value by status" data-testid="pipeline-chart">
      {data.map((d) => {
        const width = max > 0 ? Math.max(d.value > 0 ? 2 : 0, Math.round((d.value / max) * 100)) : 0;
        return (
          <li key={d.status} className="grid grid-cols-[7rem_1fr] items-center gap-3 sm:grid-cols-[8rem_1fr_9rem]">
            <span className="text-sm font-medium">{STATUS_LABELS[d.status] ?? d.status}</span>
            <span className="h-3 rounded-full bg-muted" aria-hidden="true">
              <span
                className={d.status === "closed_lost" ? "block h-3 rounded-full bg-destructive" : d.status === "closed_won" ? "block h-3 rounded-full bg-success" : "block h-3 rounded-full bg-primary"}
                style={{ width: `${width}%` }}
              />
            </span>
            <span className="col-span-2 text-sm text-muted-foreground sm:col-span-1 sm:text-right" data-testid={`pipeline-${d.status}`}>
              {formatUsd(d.value, { whole: true })} · {d.count} {d.count === 1 ? "deal" : "deals"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
