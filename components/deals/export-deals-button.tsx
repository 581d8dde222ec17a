"use client";

import { useState } from "react";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { exportDealsAction } from "@/app/(portal)/dashboard/deals/actions";
import { DEAL_EXPORT_COLUMNS } from "@/components/reports/columns";
import { exportWorkbook } from "@/components/reports/workbook-export";
import { Button } from "@/components/ui/button";
import { isoDay } from "@/lib/deals/format";
import { notify } from "@/lib/stores/notification-store";
import type { BoardQuery } from "@/lib/validation/deals";

/** Export (xlsx): every deal the board shows for its current search, filter and sort. */
export function ExportDealsButton({ query }: { query: BoardQuery }) {
  const [progress, setProgress] = useState<number | null>(null);

  async function run() {
    setProgress(0);
    try {
      const result = await exportDealsAction(query);
      if (!result.ok) throw new Error(result.error);
      const filename = `deals_export_${isoDay()}.xlsx`;
      await exportWorkbook(filename, {
        sheet: "Deals",
        columns: DEAL_EXPORT_COLUMNS,
        rows: result.data,
        onProgress: (f) => setProgress(f),
      });
      notify("success", "Export ready", `${filename} (${result.data.length} deals) was downloaded.`);
    } catch (error) {
      console.error(error);
      toast.error("The export failed. Please try again.");
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Button type="button" variant="outline" onClick={run} disabled={busy} data-testid="export-deals" aria-busy={busy}>
      <Download aria-hidden="true" />
      {busy ? `Exporting... ${Math.round((progress ?? 0) * 100)}%` : "Export"}
    </Button>
  );
}
