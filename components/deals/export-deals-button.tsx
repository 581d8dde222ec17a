"use client";

import { Download } from "lucide-react";
import { exportDealsAction } from "@/app/(portal)/dashboard/deals/actions";
import { DEAL_EXPORT_COLUMNS } from "@/components/reports/columns";
import { useExport } from "@/components/reports/use-export";
import { exportWorkbook } from "@/components/reports/workbook-export";
import { Button } from "@/components/ui/button";
import { isoDay } from "@/lib/format";
import type { BoardQuery } from "@/lib/validation/deals";

/** Export (xlsx): every deal the board (or the archive) shows for its current search, filter and sort. */
export function ExportDealsButton({ query }: { query: BoardQuery }) {
  const { busy, progress, run } = useExport();

  const exportDeals = () =>
    run(async (onProgress) => {
      const result = await exportDealsAction(query);
      if (!result.ok) throw new Error(result.error);
      const filename = `${query.archived ? "archived_deals" : "deals"}_export_${isoDay()}.xlsx`;
      await exportWorkbook(filename, { sheet: "Deals", columns: DEAL_EXPORT_COLUMNS, rows: result.data, onProgress });
      return `${filename} (${result.data.length} deals) was downloaded.`;
    });

  return (
    <Button
      type="button"
      variant="outline"
      onClick={exportDeals}
      disabled={busy}
      data-testid="export-deals"
      aria-busy={busy}
    >
      <Download aria-hidden="true" />
      {busy ? `Exporting... ${Math.round(progress * 100)}%` : "Export"}
    </Button>
  );
}
