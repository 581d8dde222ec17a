/**
 * Relative dates as people say them ("today", "this month", "next week", "by Friday",
 * "end of quarter", "in the next 30 days", "before December", "overdue") turned into
 * a range of calendar days, with date-fns.
 */
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  format,
  nextDay,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subQuarters,
  subWeeks,
  type Day,
} from "date-fns";
import { wordsToDigits } from "./numbers";

export type DayRange = {
  /** First day, yyyy-MM-dd (undefined: no lower bound). */
  from?: string;
  /** Last day, yyyy-MM-dd (undefined: no upper bound). */
  to?: string;
  /** The words it was read from, for saying the assumption ("this month"). */
  phrase: string;
};

const WEEKDAYS: Record<string, Day> = {
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3,
  thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
};
const MONTHS: Record<string, number> = {
  january: 0, jan: 0, february: 1, feb: 1, march: 2, mar: 2, april: 3, apr: 3, may: 4, june: 5, jun: 5,
  july: 6, jul: 6, august: 7, aug: 7, september: 8, sep: 8, sept: 8, october: 9, oct: 9, november: 10, nov: 10,
  december: 11, dec: 11,
};

const day = (d: Date) => format(d, "yyyy-MM-dd");
const WEEK = { weekStartsOn: 1 } as const;

/** The range of days a text names, relative to `today`, or undefined. */
export function parseDateRange(text: string, today: Date = new Date()): DayRange | undefined {
  const t = wordsToDigits(text.toLowerCase().replace(/[’‘]/g, "'"));
  const now = startOfDay(today);
  const by = /\b(?:by|before|until|till|no later than)\s+(?:the\s+)?$/;
  const range = (from: Date | undefined, to: Date | undefined, phrase: string, openStart = false): DayRange => ({
    from: openStart || !from ? undefined : day(from),
    to: to ? day(to) : undefined,
    phrase,
  });
  const precededByBy = (index: number) => by.test(t.slice(Math.max(0, index - 20), index));

  let m: RegExpExecArray | null;
  if ((m = /\b(overdue|past due|past their close date|slipped|late)\b/.exec(t))) return range(undefined, subDays(now, 1), m[1]!);
  if ((m = /\b(?:in|within|over|during)\s+the\s+(?:next|coming)\s+(\d+)\s+(days?|weeks?|months?)\b|\b(?:next|coming)\s+(\d+)\s+(days?|weeks?|months?)\b|\bwithin\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(t))) {
    const n = Number(m[1] ?? m[3] ?? m[5]);
    const unit = (m[2] ?? m[4] ?? m[6])!;
    const end = unit.startsWith("day") ? addDays(now, n) : unit.startsWith("week") ? addWeeks(now, n) : addMonths(now, n);
    return range(now, end, m[0]);
  }
  if ((m = /\b(?:in|within)\s+(?:a|1)\s+(week|month)\b/.exec(t))) return range(now, m[1] === "week" ? addWeeks(now, 1) : addMonths(now, 1), m[0]);
  if ((m = /\b(?:last|past|previous)\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(t))) {
    const n = Number(m[1]);
    const start = m[2]!.startsWith("day") ? subDays(now, n) : m[2]!.startsWith("week") ? subWeeks(now, n) : subMonths(now, n);
    return range(start, now, m[0]);
  }
  if ((m = /\b(?:(?:the\s+)?end\s+of\s+(?:the\s+)?|eo)(month|quarter|q|year|week|m|y)\b/.exec(t))) {
    const unit = m[1]!;
    const end = unit.startsWith("q") ? endOfQuarter(now) : unit === "year" || unit === "y" ? endOfYear(now) : unit === "week" ? endOfWeek(now, WEEK) : endOfMonth(now);
    return range(now, end, m[0]);
  }
  if ((m = /\b(today|tonight|tomorrow|yesterday)\b/.exec(t))) {
    const d = m[1] === "tomorrow" ? addDays(now, 1) : m[1] === "yesterday" ? subDays(now, 1) : now;
    return range(d, d, m[1]!, precededByBy(m.index));
  }
  if ((m = /\b(this|next|last|previous|coming|current)\s+(week|month|quarter|year)\b/.exec(t))) {
    const [which, unit] = [m[1]!, m[2]!];
    const shift = which === "next" || which === "coming" ? 1 : which === "last" || which === "previous" ? -1 : 0;
    let from: Date;
    let to: Date;
    if (unit === "week") {
      const base = shift === 0 ? now : shift > 0 ? addWeeks(now, 1) : subWeeks(now, 1);
      [from, to] = [startOfWeek(base, WEEK), endOfWeek(base, WEEK)];
    } else if (unit === "month") {
      const base = shift === 0 ? now : shift > 0 ? addMonths(now, 1) : subMonths(now, 1);
      [from, to] = [startOfMonth(base), endOfMonth(base)];
    } else if (unit === "quarter") {
      const base = shift === 0 ? now : shift > 0 ? addQuarters(now, 1) : subQuarters(now, 1);
      [from, to] = [startOfQuarter(base), endOfQuarter(base)];
    } else {
      const base = addYears(now, shift);
      [from, to] = [startOfYear(base), endOfYear(base)];
    }
    return range(from, to, m[0], precededByBy(m.index));
  }
  if ((m = /\bq([1-4])(?:\s+(\d{4}))?\b/.exec(t))) {
    const year = m[2] ? Number(m[2]) : now.getFullYear();
    const start = new Date(year, (Number(m[1]) - 1) * 3, 1);
    return range(start, endOfQuarter(start), m[0], precededByBy(m.index));
  }
  const weekday = new RegExp(`\\b(?:(next|this|coming)\\s+)?(${Object.keys(WEEKDAYS).join("|")})\\b`).exec(t);
  if (weekday) {
    const target = WEEKDAYS[weekday[2]!]!;
    // "next Friday" is the Friday of next week; "Friday" and "this Friday" the coming one (today if today is Friday).
    const base = weekday[1] === "next" ? startOfWeek(addWeeks(now, 1), WEEK) : now;
    const d = base.getDay() === target ? base : nextDay(base, target);
    const isBy = precededByBy(weekday.index);
    return isBy ? range(now, d, weekday[0]) : range(d, d, weekday[0]);
  }
  const month = new RegExp(`\\b(?:(?:in|by|before|until|during|for|of)\\s+)(${Object.keys(MONTHS).join("|")})\\b(?:\\s+(\\d{4}))?`).exec(t);
  if (month) {
    const index = MONTHS[month[1]!]!;
    let year = month[2] ? Number(month[2]) : now.getFullYear();
    if (!month[2] && index < now.getMonth() - 1) year += 1;
    const start = new Date(year, index, 1);
    return range(start, endOfMonth(start), month[0].trim(), /^(?:by|before|until)\b/.test(month[0]));
  }
  return undefined;
}
