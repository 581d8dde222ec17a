/**
 * Spreadsheet safety shared by every export (CSV and xlsx): a text cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) is prefixed with a single quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CellValue = string | number | boolean | Date | null | undefined;

/** One CSV field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "string" ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: header row, then rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly CellValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A calendar day ('yyyy-MM-dd…') as a spreadsheet date: the day's serial number, shown
 * through a date number format (DATE_FORMAT) so the cell sorts and filters as a date.
 * Anything that is not a day is left empty.
 */
export function excelDay(value: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(time);
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return Math.round((time - EXCEL_EPOCH) / 86_400_000);
}
