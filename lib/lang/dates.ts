/**
 * Dates in text, with date-fns:
 * - a span between two dates, read by chrono-node ("between Dec 3 and Dec 18", "from Jan 5
 *   to Feb 2", "12/3-12/10", "Jan 5 through the 20th");
 * - relative dates as people say them ("today", "this month", "next week", "by Friday",
 *   "end of quarter", "in the next 30 days", "before December", "overdue") turned into
 *   a range of calendar days (`parseDateRange`);
 * - absolute dates in every common US and ISO style, as statements print them
 *   (`parseDate`, `findDates`): "Dec 7, 2026", "December 07, 2026", "Dec. 7th, 2026",
 *   "Monday, December 7, 2026", "12/07/26", "12/07/2026", "12-07-2026", "12.07.2026",
 *   "2026-12-07", "2026/12/07", "07 Dec 2026", "7-Dec-26", "7 December, 2026". Numeric
 *   dates are read month first (US), day first only when that is the only valid reading
 *   ("25/12/2026"); results are ISO `yyyy-MM-dd`.
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
  isValid,
  nextDay,
  parse,
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
import { strict as chronoStrict } from "chrono-node";
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
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
};
const MONTHS: Record<string, number> = {
  january: 0,
  jan: 0,
  february: 1,
  feb: 1,
  march: 2,
  mar: 2,
  april: 3,
  apr: 3,
  may: 4,
  june: 5,
  jun: 5,
  july: 6,
  jul: 6,
  august: 7,
  aug: 7,
  september: 8,
  sep: 8,
  sept: 8,
  october: 9,
  oct: 9,
  november: 10,
  nov: 10,
  december: 11,
  dec: 11,
};

const day = (d: Date) => format(d, "yyyy-MM-dd");
/** `n` days, weeks or months after `from`. */
const ahead = (from: Date, n: number, unit: string) =>
  unit.startsWith("day") ? addDays(from, n) : unit.startsWith("week") ? addWeeks(from, n) : addMonths(from, n);
const WEEK = { weekStartsOn: 1 } as const;

/** The range of days a text names, relative to `today`, or undefined. */
export function parseDateRange(text: string, today: Date = new Date()): DayRange | undefined {
  // Units as written short: "this qtr", "next 2 wks", "in 3 mos", "next 3 mo", "last yr".
  const t = wordsToDigits(text.toLowerCase().replace(/[’‘]/g, "'"))
    .replace(/\bqtrs?\b/g, "quarter")
    .replace(/\b(?:a\s+|one\s+|the\s+|this\s+)?fortnight\b/g, "2 weeks")
    // "by the end of next month", "before the end of next quarter": by the next one (from today to its last day).
    .replace(
      /\b(?:by|before|until|till|through|thru)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(next\s+(?:week|month|quarter|year))\b/g,
      "by $1",
    )
    // "this financial year", "fiscal year to date": the year (read as the calendar year).
    .replace(/\b(?:financial|fiscal)\s+year\b|\bfy\b/g, "year")
    .replace(
      /\b(\d+\s*)?wks?\b/g,
      (_, n: string | undefined) => `${n ?? ""}${n && n.trim() !== "1" ? "weeks" : "week"}`,
    )
    .replace(/\b(\d+\s*)?(?:mos|mths?)\b|\b(\d+\s*)mo\b/g, (_, n: string | undefined, m: string | undefined) => {
      const count = n ?? m;
      return `${count ?? ""}${count && count.trim() !== "1" ? "months" : "month"}`;
    })
    .replace(
      /\b(\d+\s*)?yrs?\b/g,
      (_, n: string | undefined) => `${n ?? ""}${n && n.trim() !== "1" ? "years" : "year"}`,
    )
    // A span of years, quarters or halves is that many months: "the next half year", "within half a
    // year", "in a year and a half", "over the next 2 quarters", "next 2 years", and a year said as a
    // span ("over the next year", "within a year"). A bare "next year" or "this quarter" stays the
    // calendar period.
    .replace(/\b(?:a\s+|one\s+)?(?:year\s+and\s+a\s+half|1\.5\s+years?)\b/g, "18 months")
    .replace(/\b((?:in|within|over|during)\s+the\s+(?:next|coming))\s+year\b/g, "$1 12 months")
    .replace(/\bwithin\s+(?:a|one)\s+year\b/g, "within 12 months")
    .replace(/\b(?:a\s+)?half(?:[\s-]+a)?[\s-]+year\b/g, "6 months")
    .replace(/\b(?:a\s+)?half(?:[\s-]+a)?[\s-]+month\b/g, "2 weeks")
    .replace(
      /\b(\d+)\s+(years?|quarters?)\b/g,
      (_, n: string, unit: string) => `${Number(n) * (unit.startsWith("year") ? 12 : 3)} months`,
    );
  const now = startOfDay(today);
  const by = /\b(?:by|before|until|till|no later than)\s+(?:the\s+)?$/;
  const range = (from: Date | undefined, to: Date | undefined, phrase: string, openStart = false): DayRange => ({
    from: openStart || !from ? undefined : day(from),
    to: to ? day(to) : undefined,
    phrase,
  });
  const precededByBy = (index: number) => by.test(t.slice(Math.max(0, index - 20), index));

  const span = spanBetweenDates(t, now);
  if (span) return span;
  let m: RegExpExecArray | null;
  const monthNames = Object.keys(MONTHS).join("|");
  // "early january", "mid next month", "by late december": a third of a month (1-10, 11-20, 21-end).
  if (
    (m = new RegExp(
      `\\b(early|mid|middle of|late)[\\s-]+(?:(this|next)\\s+month|(${monthNames})\\b(?:\\s+(\\d{4}))?)`,
    ).exec(t))
  ) {
    let start: Date;
    if (m[2]) start = startOfMonth(m[2] === "next" ? addMonths(now, 1) : now);
    else {
      const index = MONTHS[m[3]!]!;
      let year = m[4] ? Number(m[4]) : now.getFullYear();
      if (!m[4] && index < now.getMonth()) year += 1;
      start = new Date(year, index, 1);
    }
    const [first, last] = m[1] === "early" ? [1, 10] : m[1] === "late" ? [21, endOfMonth(start).getDate()] : [11, 20];
    const from = new Date(start.getFullYear(), start.getMonth(), first);
    const to = new Date(start.getFullYear(), start.getMonth(), last);
    return precededByBy(m.index) ? range(now, to, m[0]) : range(from < now && to >= now ? now : from, to, m[0]);
  }
  // "the week of Dec 14": that date's week, Monday to Sunday.
  if ((m = /\b(?:the\s+)?week\s+of\s+/.exec(t))) {
    const on = oneDay(t.slice(m.index + m[0].length), now);
    if (on) return range(startOfWeek(on.date, WEEK), endOfWeek(on.date, WEEK), `${m[0]}${on.raw}`);
  }
  // "this weekend", "next weekend": its Saturday and Sunday.
  if ((m = /\b(this|next|the)\s+weekend\b/.exec(t))) {
    const base = m[1] === "next" ? addWeeks(now, 1) : now;
    const sunday = endOfWeek(base, WEEK);
    return range(subDays(sunday, 1) < now ? now : subDays(sunday, 1), sunday, m[0]);
  }
  // "the first half of next year", "h2 2027": January to June, July to December.
  if (
    (m =
      /\b(?:(?:the\s+)?(first|1st|second|2nd|back|front)\s+half\s+of\s+(?:(this|next|the)\s+year|(\d{4}))|\b(h[12])(?:\s+(\d{4}))?)\b/.exec(
        t,
      ))
  ) {
    const year = m[3] ? Number(m[3]) : m[5] ? Number(m[5]) : now.getFullYear() + (m[2] === "next" ? 1 : 0);
    const second = m[1] ? /^(?:second|2nd|back)$/.test(m[1]) : m[4] === "h2";
    const from = new Date(year, second ? 6 : 0, 1);
    return range(from, endOfMonth(addMonths(from, 5)), m[0], precededByBy(m.index));
  }
  // "since Monday", "since the 3rd": from that day (the last one) to today.
  if ((m = /\bsince\s+(?:last\s+)?/.exec(t))) {
    const rest = t.slice(m.index + m[0].length);
    const weekdayName = new RegExp(`^(${Object.keys(WEEKDAYS).join("|")})\\b`).exec(rest);
    if (weekdayName) {
      const target = WEEKDAYS[weekdayName[1]!]!;
      const back = (now.getDay() - target + 7) % 7 || 7;
      return range(subDays(now, back), now, `${m[0]}${weekdayName[0]}`);
    }
  }
  // "overdue", "running late" (not "late next month": a part of a month, below).
  if (
    (m =
      /\b(overdue|past due|past their close date|slipped|late)\b(?!\s+(?:this|next|in|on|q[1-4]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b)/.exec(
        t,
      ))
  )
    return range(undefined, subDays(now, 1), m[1]!);
  if (
    (m =
      /\b(?:in|within|over|during)\s+the\s+(?:next|coming)\s+(\d+)\s+(days?|weeks?|months?)\b|\b(?:next|coming)\s+(\d+)\s+(days?|weeks?|months?)\b|\bwithin\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(
        t,
      ))
  ) {
    const n = Number(m[1] ?? m[3] ?? m[5]);
    const unit = (m[2] ?? m[4] ?? m[6])!;
    const end = ahead(now, n, unit);
    return range(now, end, m[0]);
  }
  // "within a week", "in the next week", "over the coming month": from today, a week or a month on (not "next week", a calendar week).
  if (
    (m = /\b(?:(?:in|within)\s+(?:a|1|one)|(?:in|within|over|during)\s+the\s+(?:next|coming))\s+(week|month)\b/.exec(t))
  )
    return range(now, m[1] === "week" ? addWeeks(now, 1) : addMonths(now, 1), m[0]);
  // "expiring in 30 days", "in two weeks": from today until then.
  // "stretch that out to 90 days", "widen it to 6 months", "make it 60 days": from today, that long.
  if (
    (m =
      /\b(?:(?:stretch|extend|widen|push|open)\w*\s+(?:(?:it|that|this)\s+)?(?:out\s+)?to|make it)\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(
        t,
      ))
  )
    return range(now, ahead(now, Number(m[1]), m[2]!), m[0]);
  if ((m = /\bin\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(t))) {
    const n = Number(m[1]);
    return range(now, ahead(now, n, m[2]!), m[0]);
  }
  if ((m = /\b(?:last|past|previous)\s+(\d+)\s+(days?|weeks?|months?)\b/.exec(t))) {
    const n = Number(m[1]);
    const start = m[2]!.startsWith("day")
      ? subDays(now, n)
      : m[2]!.startsWith("week")
        ? subWeeks(now, n)
        : subMonths(now, n);
    return range(start, now, m[0]);
  }
  // "end of the month", "eom", "month end", "quarter-end", "year end", "by week's end".
  if (
    (m =
      /\b(?:(?:the\s+)?end\s+of\s+(?:the\s+)?|eo)(month|quarter|q|year|week|m|y)\b|\b(month|quarter|year|week)(?:'s)?[\s-]+end\b/.exec(
        t,
      ))
  ) {
    const unit = (m[1] ?? m[2])!;
    const end = unit.startsWith("q")
      ? endOfQuarter(now)
      : unit === "year" || unit === "y"
        ? endOfYear(now)
        : unit === "week"
          ? endOfWeek(now, WEEK)
          : endOfMonth(now);
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
  const named = oneDay(t, now);
  if (named) {
    const before = t.slice(Math.max(0, named.start - 24), named.start);
    if (/\bbefore\s+(?:the\s+)?$/.test(before)) return range(undefined, subDays(named.date, 1), named.raw, true);
    if (by.test(before)) return range(now, named.date, named.raw);
    if (/\b(?:after|since|from)\s+(?:the\s+)?$/.test(before)) return range(named.date, undefined, named.raw);
    return range(named.date, named.date, named.raw);
  }
  const month = new RegExp(
    `\\b(?:(?:in|by|before|until|during|for|of)\\s+)(${Object.keys(MONTHS).join("|")})\\b(?:\\s+(\\d{4}))?`,
  ).exec(t);
  if (month) {
    const index = MONTHS[month[1]!]!;
    let year = month[2] ? Number(month[2]) : now.getFullYear();
    if (!month[2] && index < now.getMonth() - 1) year += 1;
    const start = new Date(year, index, 1);
    // "before March" ends the day before March begins; "by March", "until March" take March in.
    if (/^before\b/.test(month[0])) return range(undefined, subDays(start, 1), month[0].trim(), true);
    return range(start, endOfMonth(start), month[0].trim(), /^(?:by|until)\b/.test(month[0]));
  }
  return undefined;
}

/**
 * A span between two dates a question names, read by chrono-node: one result with an end
 * ("from Jan 5 to Feb 2", "12/3 to 12/10"), or two dates joined by "and", "to", "through" or a
 * dash ("between Dec 3 and Dec 18"). Dates without a year are the next such day. Undefined
 * when there is no such span (one date alone is read by the rules below).
 */
function spanBetweenDates(t: string, now: Date): DayRange | undefined {
  // "12/3-12/10": a dash between two numeric dates is "to".
  const text = t.replace(/\b(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*[-–]\s*(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/g, "$1 to $2");
  const found = chronoStrict.parse(text, now, { forwardDate: true });
  const whole = found.find((r) => r.end);
  if (whole?.end && whole.end.date() >= whole.start.date())
    return { from: day(whole.start.date()), to: day(whole.end.date()), phrase: whole.text };
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i]!, found[i + 1]!];
    const between = text.slice(a.index + a.text.length, b.index);
    if (/^\s*(?:and|to|through|thru|until|till|[-–])\s*(?:the\s+)?$/.test(between) && b.start.date() >= a.start.date())
      return {
        from: day(a.start.date()),
        to: day(b.start.date()),
        phrase: text.slice(a.index, b.index + b.text.length),
      };
  }
  return undefined;
}

/** The nth weekday of a month (`n` = -1 for the last one): Thanksgiving, Labor Day, Memorial Day. */
function nthWeekday(year: number, month: number, weekday: Day, n: number): Date {
  if (n > 0) {
    const first = new Date(year, month, 1);
    const offset = (weekday - first.getDay() + 7) % 7;
    return new Date(year, month, 1 + offset + (n - 1) * 7);
  }
  const last = endOfMonth(new Date(year, month, 1));
  return new Date(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7));
}

/** US holidays people date things by, for a year. */
const HOLIDAYS: ReadonlyArray<readonly [RegExp, (year: number) => Date]> = [
  [/\bchristmas eve\b/, (y) => new Date(y, 11, 24)],
  [/\b(?:christmas|xmas)(?: day)?\b/, (y) => new Date(y, 11, 25)],
  [/\bnew year'?s eve\b/, (y) => new Date(y, 11, 31)],
  [/\bnew year(?:'?s)?(?: day)?\b(?!\s+eve)/, (y) => new Date(y, 0, 1)],
  [/\bthanksgiving\b/, (y) => nthWeekday(y, 10, 4, 4)],
  [/\blabou?r day\b/, (y) => nthWeekday(y, 8, 1, 1)],
  [/\bmemorial day\b/, (y) => nthWeekday(y, 4, 1, -1)],
  [/\b(?:independence day|(?:the )?4th of july|july 4th)\b/, (y) => new Date(y, 6, 4)],
  [/\bhalloween\b/, (y) => new Date(y, 9, 31)],
  [/\bvalentine'?s(?: day)?\b/, (y) => new Date(y, 1, 14)],
];

/**
 * One day a question names: a date with or without its year ("Dec 25", "12/25", "the
 * 15th"), or a holiday ("before Thanksgiving"); a day without a year is the next such
 * day from today, or the last one when it is at most 60 days past ("closed on Oct 15").
 */
function oneDay(t: string, now: Date): { date: Date; start: number; raw: string } | undefined {
  for (const [pattern, on] of HOLIDAYS) {
    const m = pattern.exec(t);
    if (!m) continue;
    let date = on(now.getFullYear());
    if (date.getTime() < now.getTime() - 60 * 86_400_000) date = on(now.getFullYear() + 1);
    return { date, start: m.index, raw: m[0] };
  }
  const dated = findDates(t, now)[0] ?? findYearlessDates(t, now)[0];
  if (dated) return { date: parse(dated.iso, "yyyy-MM-dd", now), start: dated.start, raw: dated.raw };
  // "by the 15th", "on the 3rd": that day of this month, or of the next when it has passed.
  const ordinal = /\b(?:on|by|before|until|till|after|the)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(t);
  if (ordinal) {
    const n = Number(ordinal[1]);
    if (n < 1 || n > 31) return undefined;
    let date = new Date(now.getFullYear(), now.getMonth(), n);
    if (date.getTime() < now.getTime() || date.getDate() !== n)
      date = new Date(now.getFullYear(), now.getMonth() + 1, n);
    return { date, start: ordinal.index + ordinal[0].indexOf(ordinal[1]!), raw: ordinal[0] };
  }
  return undefined;
}

/**
 * A contract term in months: "36-month contract", "a 2 year term", "over 36 months",
 * "three-year agreement" → 36; "month to month", "no contract" → 1; undefined when none is said.
 */
/** Not after a word that makes a span a time ("in 3 months", "the next 6 months", "last 2 years", "every 3 months"). */
const NOT_A_TIME = String.raw`(?<!\b(?:in|within|next|coming|last|past|previous|first|after|before|until|till|by|every|each|per|the|these|those|few|couple of|since)\s+(?:the\s+)?(?:next\s+|last\s+|past\s+)?)`;

export function findTermMonths(text: string): number | undefined {
  // "for a year", "over a full yr": a span of one year.
  const t = wordsToDigits(text.toLowerCase()).replace(
    /\b(over|for|across)\s+(?:a|an)\s+(?:full\s+|whole\s+)?(years?|yrs?)\b/g,
    "$1 1 $2",
  );
  if (
    /\bmonth[\s-]+to[\s-]+month\b|\bno[\s-]+(?:annual\s+|long[\s-]term\s+)?(?:contract|commitment)\b|\bwithout\s+(?:a\s+)?(?:contract|commitment)\b|\bcontract[\s-]free\b/.test(
      t,
    )
  ) {
    return 1;
  }
  const term = "(?:contract|term|agreement|commitment|deal)";
  const month = "(?:months?|mos?|mths?)";
  /** A span said as a total ("3 year total", "24 mo cost"). */
  const total = "(?:totals?|costs?|prices?|spend|values?|tco)";
  /** A span standing alone between commas or at the end ("…, 36 mo", "24 months?"). */
  const alone = "(?:^|[,;(]\\s*|\\bx\\s*)(\\d{1,2})[\\s-]*";
  const months =
    t.match(new RegExp(`\\b(\\d{1,2})[\\s-]*${month}\\b[\\s-]*(?:long\\s+)?${term}`)) ??
    t.match(
      new RegExp(`\\b${term}\\s+(?:of|for|length|term|length of|is|:)?\\s*(?:\\w+\\s+)?(\\d{1,2})[\\s-]*${month}\\b`),
    ) ??
    t.match(new RegExp(`\\b(?:over|for|across|on)\\s+(?:a\\s+|the\\s+)?(\\d{1,2})[\\s-]*${month}\\b`)) ??
    t.match(new RegExp(`\\b(\\d{1,2})[\\s-]*${month}\\b[\\s-]*${total}\\b`)) ??
    t.match(new RegExp(`${alone}${month}\\s*(?:${total}\\s*)?(?:[),;?.!]|$)`)) ??
    // "25 lines essentials 36 months": a span said with no word of time around it ("in", "next", "ago") is the term.
    t.match(
      new RegExp(
        `${NOT_A_TIME}\\b(\\d{1,2})[\\s-]*${month}\\b(?!\\s*(?:ago|from now|out|away|left|later|in|old|of|free|warranty|trial|grace)\\b)`,
      ),
    );
  if (months) {
    const value = Number(months[1]);
    if (value >= 1 && value <= 60) return value;
  }
  const years =
    t.match(new RegExp(`\\b([1-5])[\\s-]*(?:years?|yrs?)\\b[\\s-]*(?:long\\s+)?${term}`)) ??
    t.match(new RegExp(`\\b${term}\\s+(?:of|for|length|term|is|:)?\\s*(?:a\\s+)?([1-5])[\\s-]*(?:years?|yrs?)\\b`)) ??
    t.match(/\b(?:over|for|across|on)\s+(?:a\s+|the\s+)?([1-5])[\s-]*(?:years?|yrs?)\b/) ??
    t.match(new RegExp(`\\b([1-5])[\\s-]*(?:years?|yrs?)\\b[\\s-]*${total}\\b`)) ??
    t.match(new RegExp(`${alone.replace("\\d{1,2}", "[1-5]")}(?:years?|yrs?)\\s*(?:${total}\\s*)?(?:[),;?.!]|$)`)) ??
    t.match(
      new RegExp(
        `${NOT_A_TIME}\\b([1-5])[\\s-]*(?:years?|yrs?)\\b(?!\\s*(?:ago|from now|out|away|left|later|in|old|of|free|warranty|trial|grace)\\b)`,
      ),
    );
  return years ? Number(years[1]) * 12 : undefined;
}

// ---------------------------------------------------------------------------
// Absolute dates as printed

export type DateMatch = { iso: string; start: number; end: number; raw: string };

/** Formats tried in order, after normalising (no weekday, no ordinal suffix, no dot after a month, single spaces). */
const FORMATS = [
  "MMM d, yyyy",
  "MMM d yyyy",
  "MMMM d, yyyy",
  "MMMM d yyyy",
  "MMM d,yyyy",
  "MMMM d,yyyy",
  "d MMM yyyy",
  "d MMMM yyyy",
  "d MMM, yyyy",
  "d MMMM, yyyy",
  "d-MMM-yyyy",
  "d-MMM-yy",
  "d MMM yy",
  "MMM-d-yyyy",
  "MMM-dd-yyyy",
  "MMM d, yy",
  "MMMM d, yy",
  "yyyy-MM-dd",
  "yyyy/MM/dd",
  "yyyy.MM.dd",
  "yyyy-M-d",
  "yyyy/M/d",
  "M/d/yyyy",
  "M-d-yyyy",
  "M.d.yyyy",
  "M/d/yy",
  "M-d-yy",
  "M.d.yy",
  "d/M/yyyy",
  "d-M-yyyy",
  "d.M.yyyy",
  "d/M/yy",
  "d-M-yy",
  "d.M.yy",
  "yyyyMMdd",
] as const;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const MONTH_ALONE = new RegExp(`^${MONTH}$`, "i");
/** Whether a word is a month's name, whole or short ("Dec.", "Sept", "January"). */
export function isMonthName(word: string): boolean {
  return MONTH_ALONE.test(word.trim());
}
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
    if (isValid(date) && inRange(date)) return format(date, "yyyy-MM-dd");
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

const YEARLESS = new RegExp(
  [
    String.raw`${WEEKDAY}${MONTH}\s*${DAY}`, // Dec 7 · December 07 · Mon, Dec 7th
    String.raw`${DAY}\s+${MONTH}`, // 7 Dec
    String.raw`\d{1,2}/\d{1,2}`, // 12/07
  ]
    .map((p) => `(?<![\\w/.-])${p}(?![\\w/]|[.,-]?\\s*\\d)`)
    .join("|"),
  "gi",
);
const YEARLESS_FORMATS = ["MMM d", "MMMM d", "d MMM", "d MMMM", "M/d"] as const;

/**
 * Dates printed without a year ("Pay by Dec 7", "Due 12/07"), each read as the
 * first such day on or after 60 days before `reference` (the statement's date):
 * a due date follows its statement.
 */
export function findYearlessDates(text: string, reference: Date): DateMatch[] {
  const found: DateMatch[] = [];
  for (const m of text.matchAll(YEARLESS)) {
    const value = normalise(m[0]);
    for (const f of YEARLESS_FORMATS) {
      let date = parse(value, f, reference);
      if (!isValid(date)) continue;
      if (date.getTime() < reference.getTime() - 60 * 86_400_000)
        date = parse(`${value} ${reference.getFullYear() + 1}`, `${f} yyyy`, reference);
      if (isValid(date)) {
        found.push({
          iso: format(date, "yyyy-MM-dd"),
          start: m.index ?? 0,
          end: (m.index ?? 0) + m[0].length,
          raw: m[0],
        });
        break;
      }
    }
  }
  return found;
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text without a date range's own words ("bluewater renewals over the next yr" → "bluewater renewals"). */
export function withoutRangePhrase(text: string, phrase: string | undefined): string {
  return phrase ? text.replace(new RegExp(escapeRegExp(phrase), "i"), " ") : text;
}

/** A period a cost is asked for besides the month: "per year", "a yr", "annually", "each quarter", "quarterly". */
export type CostPeriod = "quarter" | "year";
/** The months in each period a cost is asked per. */
export const PERIOD_MONTHS: Record<CostPeriod, number> = { quarter: 3, year: 12 };

const NOT_A_TERM = String.raw`(?!\s*(?:contract|term|agreement|commitment|deal|plan|long|from now|ago|out)\b)`;
const PER = String.raw`(?:(?<!\b(?:in|within|for|over|on|than|about|after|before|last|next|this)\s)\b(?:per|a|an|each|every)|/|\bby the)\s*`;
const COST_PER_YEAR = new RegExp(
  `${PER}(?:yr|year|annum)\\b${NOT_A_TERM}|\\b(?:annual(?:ly|ized)?|yearly)\\b${NOT_A_TERM}|\\bpa\\b|\\b(?:come|comes|coming|cost|costs|run|runs|add up|adds up|total|totals|amount|amounts) (?:to )?over (?:a|one|1|the) (?:full )?(?:yr|year)\\b${NOT_A_TERM}`,
  "i",
);
const COST_PER_QUARTER = new RegExp(`${PER}(?:qtr|quarter)\\b${NOT_A_TERM}|\\bquarterly\\b${NOT_A_TERM}`, "i");
/** Every such phrase, for taking them out of a text. */
const COST_PERIODS = new RegExp(`${COST_PER_YEAR.source}|${COST_PER_QUARTER.source}`, "gi");

/**
 * The period a cost is asked per ("how much a year", "whats that per yr", "annual cost",
 * "quarterly", "what does it come to over a year"), not a term ("a year contract", "for a year", "1 year deal") nor a time
 * ("in a year", "last year").
 */
export function findCostPeriod(text: string): CostPeriod | undefined {
  const t = text.toLowerCase();
  if (COST_PER_YEAR.test(t)) return "year";
  if (COST_PER_QUARTER.test(t)) return "quarter";
  return undefined;
}

/** The text without the words that ask a cost per period ("…residual per yr" → "…residual"): they name nothing. */
export function withoutCostPeriod(text: string): string {
  return text.replace(COST_PERIODS, " ");
}
