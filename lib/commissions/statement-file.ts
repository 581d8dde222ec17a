/**
 * Reading an uploaded commission statement: CSV (papaparse) or .xlsx (exceljs, never
 * the `xlsx` package's read path). Gives the header and the rows as text/number
 * cells, then the statement rows through the source's column mapping. Anything
 * it cannot read is a `StatementFileError` with a message the agent can act on.
 */
import { AppError } from "@/lib/errors";
import { isValid, parse as parseDate } from "date-fns";
import Papa from "papaparse";
import { parseAmount } from "@/lib/lang/money";
import type { StatementRow } from "./reconcile";
import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_ROWS,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type ColumnMap,
} from "./statement-format";

export { MAX_STATEMENT_BYTES, STATEMENT_FIELDS, type ColumnMap } from "./statement-format";

/** A statement that cannot be read: a 400 with a message the agent can act on. */
export class StatementFileError extends AppError {
  constructor(message: string) {
    super(400, message);
    this.name = "StatementFileError";
  }
}

export type Cell = string | number;
export type StatementTable = { headers: string[]; records: Record<string, Cell>[] };

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isBinary = (b: Uint8Array) => b.subarray(0, 4096).includes(0);

export async function readStatementFile(bytes: Uint8Array, filename: string): Promise<StatementTable> {
  if (bytes.length === 0) throw new StatementFileError("The file is empty.");
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new StatementFileError("The file is larger than 1 MB: split the statement into smaller files.");
  const lower = filename.toLowerCase();
  if (isZip(bytes)) {
    if (!lower.endsWith(".xlsx")) throw new StatementFileError("Upload the statement as a .csv or .xlsx file.");
    return readXlsx(bytes);
  }
  if (lower.endsWith(".xlsx")) throw new StatementFileError("This .xlsx file is damaged or not a spreadsheet.");
  if (!lower.endsWith(".csv") && !lower.endsWith(".txt"))
    throw new StatementFileError("Upload the statement as a .csv or .xlsx file.");
  if (isBinary(bytes)) throw new StatementFileError("This file is not a CSV text file.");
  return readCsv(new TextDecoder("utf-8").decode(bytes));
}

function checkTable(headers: string[], records: Record<string, Cell>[]): StatementTable {
  const named = headers.filter((h) => h !== "");
  if (named.length === 0) throw new StatementFileError("The file has no header row.");
  const seen = new Set<string>();
  for (const h of named) {
    if (seen.has(h.toLowerCase())) throw new StatementFileError(`The column "${h}" appears twice in the header row.`);
    seen.add(h.toLowerCase());
  }
  if (records.length === 0) throw new StatementFileError("The file has a header row but no rows.");
  if (records.length > MAX_STATEMENT_ROWS)
    throw new StatementFileError(`The file has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-US")} rows.`);
  return { headers: named, records };
}

function readCsv(text: string): StatementTable {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const fatal = result.errors.find((e) => e.type === "Quotes" || e.type === "FieldMismatch");
  if (fatal) {
    const row = typeof fatal.row === "number" ? ` on row ${fatal.row + 2}` : "";
    throw new StatementFileError(
      fatal.type === "Quotes"
        ? `The CSV has an unclosed quote${row}.`
        : `The CSV has a row with a different number of columns than the header${row}.`,
    );
  }
  // papaparse renames a repeated header ("A", "A_1"): a statement with two columns of one name is ambiguous.
  const renamed = (result.meta as { renamedHeaders?: Record<string, string> | null }).renamedHeaders;
  const repeated = renamed ? Object.values(renamed)[0] : undefined;
  if (repeated) throw new StatementFileError(`The column "${repeated}" appears twice in the header row.`);
  return checkTable(result.meta.fields ?? [], result.data);
}

type ExcelCellValue = unknown;

/** An exceljs cell value as text or number (dates as yyyy-MM-dd, formulas by their result). */
function excelCell(value: ExcelCellValue): Cell {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: string; error?: string };
    if ("result" in v) return excelCell(v.result);
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (typeof v.text === "string") return v.text.trim();
    if (v.error) return "";
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<StatementTable> {
  const ExcelJS = (await import("exceljs")).default;
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new StatementFileError("This .xlsx file is damaged or not a spreadsheet.");
  }
  const sheet = book.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw new StatementFileError("The spreadsheet is empty.");
  let headers: string[] | null = null;
  const records: Record<string, Cell>[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1).map(excelCell);
    if (!headers) {
      headers = values.map((v) => String(v).trim());
      return;
    }
    if (values.every((v) => v === "")) return;
    const record: Record<string, Cell> = {};
    headers.forEach((h, i) => {
      if (h) record[h] = values[i] ?? "";
    });
    records.push(record);
  });
  return checkTable(headers ?? [], records);
}

/** An amount as statements write it: $1,234.56, 1234.5, -45.00, (45.00) for a chargeback. */
export function parseStatementAmount(cell: Cell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? Math.round(cell * 100) / 100 : undefined;
  let text = cell.trim();
  let sign = 1;
  const paren = /^\((.*)\)$/.exec(text);
  if (paren) {
    sign = -1;
    text = paren[1]!;
  }
  const minus = /^[-\u2212]\s*(.*)$/.exec(text) ?? /^(\$.*)-$/.exec(text);
  if (minus) {
    sign = -sign;
    text = minus[1]!;
  }
  text = text.replace(/^\$\s*[-\u2212]\s*/, () => {
    sign = -sign;
    return "$";
  });
  const value = parseAmount(text);
  return value === undefined ? undefined : sign * value;
}

const DATE_FORMATS = [
  "yyyy-MM-dd",
  "M/d/yyyy",
  "M/d/yy",
  "MM/dd/yyyy",
  "MMM d, yyyy",
  "MMMM d, yyyy",
  "d MMM yyyy",
  "yyyy/MM/dd",
];

/**
 * A statement's period column often holds the month paid for rather than a day:
 * "2026-10", "2026/10", "10/2026", "Oct 2026", "October 2026", "Oct-2026", "Oct. 2026".
 * Such a cell means that month and is kept as its first day.
 */
const MONTH_FORMATS = ["yyyy-MM", "yyyy/MM", "M/yyyy", "M-yyyy", "MMM yyyy", "MMMM yyyy", "MMM-yyyy", "MMMM-yyyy"];

/** A payment date in the usual statement styles, as 'yyyy-MM-dd' (a month as its first day). Excel serial numbers too. */
export function parseStatementDate(cell: Cell): string | undefined {
  if (typeof cell === "number") {
    if (cell < 20000 || cell > 80000) return undefined;
    return new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000).toISOString().slice(0, 10);
  }
  const text = cell
    .trim()
    .replace(/^([A-Za-z]{3,9})\.(?=[\s-])/, "$1")
    .replace(/^sept(?=[\s.-])/i, "Sep");
  for (const f of [...DATE_FORMATS, ...MONTH_FORMATS]) {
    const d = parseDate(text, f, new Date(2000, 0, 1));
    if (isValid(d) && d.getFullYear() > 1990 && d.getFullYear() < 2200) {
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    }
  }
  return undefined;
}

/** The statement rows through the mapping; the first unreadable cell stops it with its row number. */
export function toStatementRows(table: StatementTable, map: ColumnMap): StatementRow[] {
  for (const field of STATEMENT_FIELDS) {
    const column = map[field];
    if (column && !table.headers.includes(column)) {
      throw new StatementFileError(`The column "${column}" (${STATEMENT_FIELD_LABELS[field]}) is not in this file.`);
    }
  }
  return table.records.map((record, i) => {
    const row = i + 2; // the header is row 1
    const reference = String(record[map.reference] ?? "").trim();
    if (!reference) throw new StatementFileError(`Row ${row}: the deal reference is empty.`);
    const rawAmount = record[map.amount] ?? "";
    const amount = parseStatementAmount(rawAmount);
    if (amount === undefined) throw new StatementFileError(`Row ${row}: "${String(rawAmount)}" is not an amount.`);
    let paidOn: string | null = null;
    if (map.paidOn) {
      const raw = record[map.paidOn] ?? "";
      if (raw !== "") {
        paidOn = parseStatementDate(raw) ?? null;
        if (!paidOn) throw new StatementFileError(`Row ${row}: "${String(raw)}" is not a date.`);
      }
    }
    const kind = map.kind ? String(record[map.kind] ?? "").trim() || null : null;
    return { row, reference, amount, paidOn, kind };
  });
}

/** A first guess of the mapping from the header's names (the agent confirms it once per source). */
export function guessColumnMap(headers: string[]): Partial<ColumnMap> {
  const find = (re: RegExp) => headers.find((h) => re.test(h));
  return {
    reference: find(/deal|account|customer|reference|ref\b|ban|company/i),
    amount: find(/amount|paid|commission|payout|payment(?! date)/i),
    paidOn: find(/date|paid on|period/i),
    kind: find(/type|kind|category/i),
  };
}
