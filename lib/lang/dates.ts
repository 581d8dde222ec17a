/**
 * Absolute dates in text, in every common US and ISO style: "Dec 7, 2026",
 * "December 07, 2026", "Dec. 7th, 2026", "Monday, December 7, 2026",
 * "12/07/26", "12/07/2026", "12-07-2026", "12.07.2026", "2026-12-07",
 * "2026/12/07", "07 Dec 2026", "7-Dec-26", "7 December, 2026", "Dec 7 2026".
 * Numeric dates are read month first (US), day first only when that is the
 * only valid reading ("25/12/2026"). Parsing is date-fns `parse` over a list
 * of formats; results are ISO `yyyy-MM-dd`.
 */
import { format as formatDate, isValid, parse } from "date-fns";

export type DateMatch = { iso: string; start: number; end: number; raw: string };

/** Formats tried in order, after normalising (no weekday, no ordinal suffix, no dot after a month, single spaces). */
const FORMATS = [
  "MMM d, yyyy", "MMM d yyyy", "MMMM d, yyyy", "MMMM d yyyy", "MMM d,yyyy", "MMMM d,yyyy",
  "d MMM yyyy", "d MMMM yyyy", "d MMM, yyyy", "d MMMM, yyyy", "d-MMM-yyyy", "d-MMM-yy", "d MMM yy",
  "MMM-d-yyyy", "MMM-dd-yyyy", "MMM d, yy", "MMMM d, yy",
  "yyyy-MM-dd", "yyyy/MM/dd", "yyyy.MM.dd", "yyyy-M-d", "yyyy/M/d",
  "M/d/yyyy", "M-d-yyyy", "M.d.yyyy", "M/d/yy", "M-d-yy", "M.d.yy",
  "d/M/yyyy", "d-M-yyyy", "d.M.yyyy", "d/M/yy", "d-M-yy", "d.M.yy",
  "yyyyMMdd",
] as const;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?\.?,?\s+)?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;

/** Date-shaped substrings (wide; each candidate is then checked by parsing). */
const CANDIDATE = new RegExp(
  [
    String.raw`${WEEKDAY}${MONTH}\s*-?\s*${DAY},?\s*-?\s*\d{2,4}`, // Dec 7, 2026 · December 07 2026 · Dec-07-2026
    String.raw`${WEEKDAY}${DAY}\s*-?\s*${MONTH},?\s*-?\s*\d{2,4}`, // 07 Dec 2026 · 7-Dec-26
    String.raw`\d{4}[-/.]\d{1,2}[-/.]\d{1,2}`, // 2026-12-07
    String.raw`\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}`, // 12/07/26
  ]
    .map((p) => `(?<![\\w/.-])${p}(?![\\w/]|[.-]\\d)`)
    .join("|"),
  "gi",
);

function normalise(text: string): string {
  return text
    .trim()
    .replace(new RegExp(`^${WEEKDAY}`, "i"), "")
    .replace(/(\d)(?:st|nd|rd|th)\b/gi, "$1")
    .replace(/\b(sept)\b\.?/gi, "Sep")
    .replace(/\b([A-Za-z]{3,9})\./g, "$1")
    .replace(/\s+/g, " ")
    .replace(/\s*-\s*/g, "-")
    .replace(/ ,/g, ",");
}

function inRange(date: Date): boolean {
  const y = date.getFullYear();
  return y >= 1990 && y <= 2100;
}

/**
 * The ISO date `text` consists of, or null. Two-digit years are read in the
 * century around `reference` (default today).
 */
export function parseDate(text: string, reference: Date = new Date()): string | null {
  const value = normalise(text);
  if (!value || value.length > 40) return null;
  for (const f of FORMATS) {
    // "yyyy" must not accept a two-digit year and "yy" must not accept four digits.
    const yearDigits = value.match(/(\d+)$/)?.[1]?.length ?? (value.match(/^(\d{4})/) ? 4 : 0);
    if (f.endsWith("yyyy") && yearDigits !== 4) continue;
    if (/(^|[^y])yy$/.test(f) && yearDigits !== 2) continue;
    const date = parse(value, f, reference);
    if (isValid(date) && inRange(date)) return formatDate(date, "yyyy-MM-dd");
  }
  return null;
}

/** Every date in `text`, in order, with its position. */
export function findDates(text: string, reference?: Date): DateMatch[] {
  const found: DateMatch[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const iso = parseDate(m[0], reference);
    if (iso) found.push({ iso, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, raw: m[0] });
  }
  return found;
}
