/**
 * Web Worker that turns prepared rows into .xlsx bytes, so writing a large
 * workbook (tens of thousands of rows) never blocks the page. Cells arrive
 * already neutralised against formula injection; it reports progress per chunk.
 */
import * as XLSX from "xlsx";

export type WorkerRequest = {
  sheet: string;
  header: string[];
  rows: (string | number | boolean | null)[][];
  /** column index → number format */
  formats: [number, string][];
  widths: number[];
  chunkSize: number;
};

export type WorkerMessage =
  | { type: "progress"; fraction: number }
  | { type: "done"; bytes: ArrayBuffer }
  | { type: "error"; message: string };

const post = (message: WorkerMessage, transfer?: Transferable[]) =>
  (self as unknown as { postMessage(m: WorkerMessage, t?: Transferable[]): void }).postMessage(message, transfer);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  try {
    const { sheet, header, rows, formats, widths, chunkSize } = event.data;
    const ws = XLSX.utils.aoa_to_sheet([header]);
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize);
      XLSX.utils.sheet_add_aoa(ws, chunk, { origin: start + 1 });
      for (let r = start + 1; r <= start + chunk.length; r++) {
        for (const [c, format] of formats) {
          const cell = ws[XLSX.utils.encode_cell({ r, c })];
          if (cell && cell.t === "n") cell.z = format;
        }
      }
      post({ type: "progress", fraction: (0.9 * (start + chunk.length)) / Math.max(1, rows.length) });
    }
    ws["!cols"] = widths.map((wch) => ({ wch }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, ws, sheet.slice(0, 31));
    const bytes = XLSX.write(book, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer;
    post({ type: "done", bytes }, [bytes]);
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
