/**
 * Reading an uploaded commission statement: CSV (papaparse) or .xlsx (exceljs, never
 * the `xlsx` package's read path), both in the upload worker pool (`lib/uploads`) within
 * time and memory limits, after checks of the archive and of each cell's length. Gives the header and the rows as text/number
 * cells, then the statement rows through the source's column mapping. Anything
 * it cannot read is a `StatementFileError` with a message the agent can act on.
 */
import { createHash } from "node:crypto";
import { isValid, parse as parseDate } from "date-fns";
import { AppError } from "@/lib/errors";
import { parseAmount, roundCents } from "@/lib/lang/money";
import { runBounded } from "@/lib/uploads/pool";
import type { StatementRow } from "./reconcile";
import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_CELL_LENGTH,
  MAX_STATEMENT_ROWS,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type ColumnMap,
} from "./statement-format";

export { MAX_STATEMENT_BYTES, STATEMENT_FIELDS, type ColumnMap } from "./statement-format";

/** A statement that cannot be read: 400, or 413 for one too large to read, with a message the agent can act on. */
export class StatementFileError extends AppError {
  constructor(message: string, status = 400) {
    super(status, message);
    this.name = "StatementFileError";
  }
}

export type Cell = string | number;
export type StatementTable = { headers: string[]; records: Record<string, Cell>[] };

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isBinary = (b: Uint8Array) => b.subarray(0, 4096).includes(0);

/** What reading one statement may cost, checked in the reading worker before and while parsing. */
const STATEMENT_LIMITS = {
  /** An .xlsx workbook of one sheet has about a dozen parts. */
  maxEntries: 200,
  /** Inflated size of all of an .xlsx's parts: a full statement is a few megabytes. */
  maxUncompressedBytes: 24 * 1024 * 1024,
  maxSharedStrings: MAX_STATEMENT_ROWS * 10,
  maxCellLength: MAX_STATEMENT_CELL_LENGTH,
  maxRows: MAX_STATEMENT_ROWS,
};
const STATEMENT_TIMEOUT_MS = 5_000;

type WorkerTable = { ok: true; headers: string[]; records: Record<string, Cell>[] };

export async function readStatementFile(bytes: Uint8Array, filename: string): Promise<StatementTable> {
  if (bytes.length === 0) throw new StatementFileError("The file is empty.");
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new StatementFileError("The file is larger than 1 MB: split the statement into smaller files.");
  const lower = filename.toLowerCase();
  let kind: "csv" | "xlsx";
  if (isZip(bytes)) {
    if (!lower.endsWith(".xlsx")) throw new StatementFileError("Upload the statement as a .csv or .xlsx file.");
    kind = "xlsx";
  } else {
    if (lower.endsWith(".xlsx")) throw new StatementFileError("This .xlsx file is damaged or not a spreadsheet.");
    if (!lower.endsWith(".csv") && !lower.endsWith(".txt"))
      throw new StatementFileError("Upload the statement as a .csv or .xlsx file.");
    if (isBinary(bytes)) throw new StatementFileError("This file is not a CSV text file.");
    kind = "csv";
  }
  let table: WorkerTable;
  try {
    table = await runBounded<WorkerTable>(
      "statementTable",
      { bytes, kind, limits: STATEMENT_LIMITS },
      {
        timeoutMs: STATEMENT_TIMEOUT_MS,
        breachMessage:
          "Reading this file took more time or memory than any statement needs: split it into smaller files.",
      },
    );
  } catch (error) {
    // The worker's refusals are about the file; say them as the reader's own.
    if (error instanceof AppError && error.status < 500) throw new StatementFileError(error.message, error.status);
    throw error;
  }
  return checkTable(table.headers, table.records);
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
    throw new StatementFileError(
      `The file has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-US")} rows: split the statement into smaller files.`,
      413,
    );
  return { headers: named, records };
}

/** Text as written, with spacing and case set aside. */
const plainText = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
/** A cell that is only a number (with $, thousands separators, a sign or parentheses). */
const NUMERIC_CELL = /^[-\u2212(]?\s*\$?\s*[-\u2212]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\s*\)?-?$/;

/** A cell as the statement means it: numbers by value ("$1,200.50", "1200.5" and 1200.5 are one), text by its words. */
function canonicalCell(cell: Cell): string {
  if (typeof cell === "number") return Number.isFinite(cell) ? `n:${cell}` : "";
  const text = plainText(cell);
  if (/\d/.test(text) && NUMERIC_CELL.test(text)) {
    const value = parseStatementAmount(text);
    if (value !== undefined) return `n:${value}`;
  }
  return `t:${text}`;
}

/**
 * A statement's identity: its rows, not its bytes. The same rows with other line endings,
 * blank lines, spacing, letter case, number formats, column order or row order (or saved
 * as .xlsx instead of CSV) give the same fingerprint, so a statement is counted once.
 */
export function statementFingerprint(table: StatementTable): string {
  const headers = table.headers.map((h) => ({ h, key: plainText(h) }));
  const rows = table.records
    .map((record) =>
      JSON.stringify(
        headers
          .map(({ h, key }) => [key, canonicalCell(record[h] ?? "")])
          .filter(([, value]) => value !== "t:")
          .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
      ),
    )
    .filter((row) => row !== "[]")
    .sort();
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}

/** An amount as statements write it: $1,234.56, 1234.5, -45.00, (45.00) for a chargeback. */
export function parseStatementAmount(cell: Cell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? roundCents(cell) : undefined;
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
