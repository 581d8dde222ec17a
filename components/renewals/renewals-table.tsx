"use client";

import { Download } from "lucide-react";
import { exportRenewalsAction } from "@/app/(portal)/dashboard/renewals/actions";
import { EmptyState } from "@/components/portal/empty-state";
import { RENEWAL_EXPORT_COLUMNS } from "@/components/reports/columns";
import { useExport } from "@/components/reports/use-export";
import { exportWorkbook } from "@/components/reports/workbook-export";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { carrierName } from "@/config/carriers";
import type { RenewalRow } from "@/lib/db/queries/renewals";
import { formatDay, isoDay, formatUsd } from "@/lib/format";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";
import type { RenewalsQuery } from "@/lib/validation/renewals";

const daysLeft = (n: number) => (n === 0 ? "today" : `in ${n} day${n === 1 ? "" : "s"}`);

/** The renewal dates in the chosen window, soonest first, and their xlsx export. */
export function RenewalsTable({ rows, query }: { rows: RenewalRow[]; query: RenewalsQuery }) {
  const { busy, run } = useExport();

  const exportRows = () =>
    run(async () => {
      const result = await exportRenewalsAction(query);
      if (!result.ok) throw new Error(result.error);
      const filename = `renewals_next_${query.within}_days_${isoDay()}.xlsx`;
      await exportWorkbook(filename, { sheet: "Renewals", columns: RENEWAL_EXPORT_COLUMNS, rows: result.data });
      return `${filename} (${result.data.length} dates) was downloaded.`;
    });

  return (
    <section aria-labelledby="renewals-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="renewals-heading" className="text-lg font-semibold" data-testid="renewals-count">
          {rows.length} {rows.length === 1 ? "date" : "dates"} in the next {query.within} days
        </h3>
        <Button
          type="button"
          variant="outline"
          onClick={exportRows}
          disabled={busy || rows.length === 0}
          data-testid="export-renewals"
        >
          <Download aria-hidden="true" />
          {busy ? "Exporting..." : "Export"}
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState testId="renewals-empty">
          Nothing comes up in this window. Try a longer window or other filters.
        </EmptyState>
      ) : (
        <Table data-testid="renewals-table">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Deal</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Carrier</TableHead>
              <TableHead numeric>Monthly revenue</TableHead>
              <TableHead>Agent</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow
                key={`${r.dealId}-${r.kind}`}
                data-testid="renewal-row"
                data-deal-id={r.dealId}
                data-kind={r.kind}
              >
                <TableCell className="whitespace-nowrap">
                  {formatDay(r.day)} <span className="text-muted-foreground">({daysLeft(r.daysLeft)})</span>
                </TableCell>
                <TableCell>{RENEWAL_KIND_LABELS[r.kind]}</TableCell>
                <TableCell>{r.title}</TableCell>
                <TableCell>{r.customer}</TableCell>
                <TableCell>{carrierName(r.carrier)}</TableCell>
                <TableCell numeric>{formatUsd(r.monthlyRevenue)}</TableCell>
                <TableCell>{r.assignedTo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
