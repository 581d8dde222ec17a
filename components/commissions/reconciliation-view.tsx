"use client";

import { Download } from "lucide-react";
import { DISCREPANCY_EXPORT_COLUMNS } from "@/components/reports/columns";
import { useExport } from "@/components/reports/use-export";
import { exportWorkbook } from "@/components/reports/workbook-export";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { OUTCOME_LABELS, OUTCOMES, type ReconLine } from "@/lib/commissions/reconcile";
import type { ReconSummary } from "@/lib/db/queries/statements";
import { isoDay, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";

const signed = (n: number) => (n > 0 ? `+${formatUsd(n)}` : formatUsd(n));

/** One statement's reconciliation: counts per outcome, totals, and the discrepancy list with its xlsx export. */
export function ReconciliationView({ title, period, recon }: { title: string; period: string; recon: ReconSummary }) {
  const { busy, run } = useExport();
  const discrepancies = recon.lines.filter((l) => l.outcome !== "matched");

  const exportDiscrepancies = () =>
    run(async () => {
      const filename = `commission_discrepancies_${period}_${isoDay()}.xlsx`;
      await exportWorkbook<ReconLine>(filename, {
        sheet: "Discrepancies",
        columns: DISCREPANCY_EXPORT_COLUMNS,
        rows: discrepancies,
      });
      return `${filename} (${discrepancies.length} discrepancies) was downloaded.`;
    });

  return (
    <section
      aria-labelledby="recon-heading"
      className="space-y-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm md:p-6"
      data-testid="reconciliation"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="recon-heading" className="text-lg font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="recon-totals">
            Expected {formatUsd(recon.totals.expected)} · paid {formatUsd(recon.totals.paid)} for {period}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={exportDiscrepancies}
          disabled={busy || discrepancies.length === 0}
          data-testid="export-discrepancies"
        >
          <Download aria-hidden="true" />
          {busy ? "Exporting..." : "Export discrepancies"}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {OUTCOMES.map((o) => (
          <div key={o} className="rounded-md bg-muted p-2 text-center">
            <dt className="text-xs text-muted-foreground">{OUTCOME_LABELS[o]}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`recon-count-${o}`}>
              {recon.counts[o]}
            </dd>
          </div>
        ))}
      </dl>
      {discrepancies.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every row matched what the deals should pay.</p>
      ) : (
        <Table variant="plain" data-testid="discrepancies">
          <TableCaption className="sr-only">Discrepancies</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Outcome</TableHead>
              <TableHead>Deal or reference</TableHead>
              <TableHead numeric>Expected</TableHead>
              <TableHead numeric>Paid</TableHead>
              <TableHead numeric>Difference</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {discrepancies.map((l, i) => (
              <TableRow
                key={`${l.outcome}-${l.dealId ?? l.reference}-${i}`}
                data-testid="discrepancy-row"
                data-outcome={l.outcome}
              >
                <TableCell>{OUTCOME_LABELS[l.outcome]}</TableCell>
                <TableCell>
                  {l.title || l.reference}
                  {l.title && l.reference && l.reference !== l.title ? (
                    <span className="block text-xs text-muted-foreground">as “{l.reference}”</span>
                  ) : null}
                </TableCell>
                <TableCell numeric>{formatUsd(l.expected)}</TableCell>
                <TableCell numeric>{formatUsd(l.paid)}</TableCell>
                <TableCell numeric className={cn("font-medium", l.difference < 0 && "text-destructive")}>
                  {signed(l.difference)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
