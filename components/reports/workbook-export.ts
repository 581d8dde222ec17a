/**
 * Builds an .xlsx in the browser without freezing the page: the cells are prepared
 * a thousand rows at a time with a yield in between, then a Web Worker
 * (xlsx.worker.ts) writes the workbook and reports its progress. Where no worker
 * can start, the same chunked build runs here, with `xlsx` loaded on demand.
 * Text cells are neutralised against formula injection (lib/exports/cells).
 */
import { neutraliseFormula, type CellValue } from "@/lib/exports/cells";
import { downloadBytes } from "@/lib/exports/xlsx";
import type { WorkerMessage, WorkerRequest } from "./xlsx.worker";

export type ExportColumn<T> = {
  header: string;
  value: (row: T) => CellValue;
  /** Number format for numeric cells, e.g. USD_FORMAT. */
  format?: string;
  width?: number;
};

export type WorkbookRequest<T> = {
  sheet: string;
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
  /** 0..1 while rows are added; 1 just before the file is written. */
  onProgress?: (fraction: number) => void;
  chunkSize?: number;
};

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function cell(value: CellValue): CellValue {
  if (typeof value === "string") return neutraliseFormula(value);
  return value ?? "";
}

/** The workbook's bytes (one sheet). */
export async function buildWorkbookInChunks<T>({
  sheet,
  columns,
  rows,
  onProgress,
  chunkSize = 1000,
}: WorkbookRequest<T>): Promise<ArrayBuffer> {
  const XLSX = await import("xlsx");
  const ws = XLSX.utils.aoa_to_sheet([columns.map((c) => c.header)]);
  const formatted = columns.map((c, index) => ({ index, format: c.format })).filter((c) => c.format);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    XLSX.utils.sheet_add_aoa(
      ws,
      chunk.map((row) => columns.map((c) => cell(c.value(row)))),
      { origin: start + 1 },
    );
    for (let r = start + 1; r <= start + chunk.length; r++) {
      for (const { index, format } of formatted) {
        const target = ws[XLSX.utils.encode_cell({ r, c: index })];
        if (target && target.t === "n") target.z = format;
      }
    }
    onProgress?.(Math.min(1, (start + chunk.length) / Math.max(1, rows.length)));
    await nextTask();
  }
  ws["!cols"] = columns.map((c) => ({ wch: c.width ?? Math.max(12, c.header.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, ws, sheet.slice(0, 31));
  onProgress?.(1);
  await nextTask();
  return XLSX.write(book, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer;
}

type PlainCell = string | number | boolean | null;

function plain(value: CellValue): PlainCell {
  const v = cell(value);
  if (v instanceof Date) return v.toISOString();
  return v ?? null;
}

/** The workbook's bytes, written by the worker. */
async function buildInWorker<T>({
  sheet,
  columns,
  rows,
  onProgress,
  chunkSize = 1000,
}: WorkbookRequest<T>): Promise<ArrayBuffer> {
  const prepared: PlainCell[][] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    for (const row of rows.slice(start, start + chunkSize)) prepared.push(columns.map((c) => plain(c.value(row))));
    onProgress?.((0.3 * prepared.length) / Math.max(1, rows.length));
    await nextTask();
  }
  const worker = new Worker(new URL("./xlsx.worker.ts", import.meta.url), { type: "module" });
  try {
    return await new Promise<ArrayBuffer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        const message = event.data;
        if (message.type === "progress") onProgress?.(0.3 + 0.7 * message.fraction);
        else if (message.type === "done") resolve(message.bytes);
        else reject(new Error(message.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || "The export worker failed"));
      const request: WorkerRequest = {
        sheet,
        header: columns.map((c) => c.header),
        rows: prepared,
        formats: columns.flatMap((c, i) => (c.format ? [[i, c.format] as [number, string]] : [])),
        widths: columns.map((c) => c.width ?? Math.max(12, c.header.length + 2)),
        chunkSize,
      };
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}

/** Builds (in a worker when possible) and downloads `filename`. */
export async function exportWorkbook<T>(filename: string, request: WorkbookRequest<T>): Promise<void> {
  let bytes: ArrayBuffer;
  try {
    bytes = await buildInWorker(request);
  } catch (error) {
    console.warn("Export worker unavailable, building on the page", error);
    bytes = await buildWorkbookInChunks(request);
  }
  request.onProgress?.(1);
  downloadBytes(bytes, filename, XLSX_MIME);
}
