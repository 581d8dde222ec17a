/**
 * Builds and downloads an .xlsx file in the browser. `xlsx` is loaded with a
 * dynamic import on first use, so it never weighs on a page's first load.
 */
import { neutraliseFormula, type CellValue } from "./cells";

export type SheetSpec = {
  name: string;
  header: readonly string[];
  rows: readonly CellValue[][];
  /** Number formats per column index, e.g. { 3: '"$"#,##0.00' } for USD. */
  formats?: Record<number, string>;
};

export const USD_FORMAT = '"$"#,##0.00';
/** Day cells (serial numbers from `excelDay`) shown as "Oct 5, 2026". */
export const DATE_FORMAT = "mmm d, yyyy";

/** The workbook as bytes (also used by tests to parse exports back). */
export async function buildWorkbook(sheets: readonly SheetSpec[]): Promise<ArrayBuffer> {
  const XLSX = await import("xlsx");
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const data = [sheet.header as CellValue[], ...sheet.rows].map((row) =>
      row.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : (cell ?? ""))),
    );
    const ws = XLSX.utils.aoa_to_sheet(data, { cellDates: true });
    if (sheet.formats) {
      const range = XLSX.utils.decode_range(ws["!ref"] ?? "A1");
      for (let r = 1; r <= range.e.r; r++) {
        for (const [col, format] of Object.entries(sheet.formats)) {
          const cell = ws[XLSX.utils.encode_cell({ r, c: Number(col) })];
          if (cell && cell.t === "n") cell.z = format;
        }
      }
    }
    XLSX.utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  }
  return XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
}

/** Triggers the browser download of `bytes` as `filename`. */
export function downloadBytes(bytes: BlobPart, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadWorkbook(filename: string, sheets: readonly SheetSpec[]): Promise<void> {
  const bytes = await buildWorkbook(sheets);
  downloadBytes(bytes, filename, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
}
