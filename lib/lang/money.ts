/**
 * Money in text, one home for it:
 * - amounts as people write them ("$1,200.50", "50k", "$1.2m", "40 bucks",
 *   "forty dollars", "USD 300") and limits on them ("over $50k", "under 40 a line",
 *   "less than $1,000", "between $30 and $45", "at most 60/month");
 * - amounts as printed statements show them (`findMoney`, `parseMoney`): "$1,234.56",
 *   "1234.56", "-12.00", "-$12.00", "$-12.00", "(12.00)", "12.00CR", "12.00-",
 *   "USD 40.00", "40.00 USD", and the OCR confusions of a scanned page ("S40.00",
 *   "$4O.00", "$1,2l4.00").
 */
import { wordsToDigits } from "./numbers";

const SCALE: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
};

/** One amount: "$1,200.50", "50k", "1.2 million", "$40", "40 bucks" → the number, or undefined. */
export function parseAmount(text: string): number | undefined {
  const m =
    /^\s*(?:usd\s*)?\$?\s*(\d+(?:\.\d+)?)\s*(k|m|mm|thousand|grand|million)?\s*(?:dollars?|bucks|usd)?\s*$/i.exec(
      wordsToDigits(text).replace(/(\d),(?=\d{3}\b)/g, "$1"),
    );
  if (!m) return undefined;
  const value = Number(m[1]) * (m[2] ? SCALE[m[2].toLowerCase()]! : 1);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

/** What an amount is counted per, from the words after it. */
export type AmountUnit = "line" | "month" | "year" | null;

export type AmountMention = {
  amount: number;
  index: number;
  end: number;
  text: string;
  per: AmountUnit;
  explicit: boolean;
};

const AMOUNT =
  /(?:usd\s*)?\$\s*(\d+(?:\.\d+)?)\s*(k|mm?|thousand|grand|million)?\b|\b(\d+(?:\.\d+)?)\s*(k|mm?|thousand|grand|million)?\s*(dollars?|bucks|usd)\b|\b(\d+(?:\.\d+)?)\s*(k|mm?|thousand|grand|million)\b/gi;
const PER_LINE =
  /^\s*(?:\/|per|a|an|each|for each|every)\s*(?:line|phone|user|device|employee|person|seat|head|handset|sim)\b|^\s*each\b|^\s*(?:\/|per)\s*ln\b/i;
const PER_MONTH = /^\s*(?:\/|per|a|an|each|every)?\s*(?:mo|mos|month|monthly)\b|^\s*monthly\b/i;
const PER_YEAR = /^\s*(?:\/|per|a|an|each|every)?\s*(?:yr|year|annually|annual)\b/i;

/**
 * Every amount in a text with what it is per. Positions are those of the text with
 * numbers as digits (`wordsToDigits`), the same as the text when it has no number words. With `bareNumbers`, a plain number
 * followed by "a line" or "per month" counts too ("under 40 a line").
 */
export function findAmounts(text: string, { bareNumbers = false }: { bareNumbers?: boolean } = {}): AmountMention[] {
  const t = wordsToDigits(text).replace(/(\d),(?=\d{3}\b)/g, "$1");
  const out: AmountMention[] = [];
  const unitAfter = (end: number): AmountUnit => {
    const after = t.slice(end, end + 24);
    return PER_LINE.test(after) ? "line" : PER_MONTH.test(after) ? "month" : PER_YEAR.test(after) ? "year" : null;
  };
  for (const m of t.matchAll(AMOUNT)) {
    const raw = m[1] ?? m[3] ?? m[6]!;
    const scale = m[2] ?? m[4] ?? m[7];
    const amount = Number(raw) * (scale ? SCALE[scale.toLowerCase()]! : 1);
    const index = m.index ?? 0;
    const end = index + m[0].length;
    out.push({ amount, index, end, text: m[0], per: unitAfter(end), explicit: true });
  }
  if (bareNumbers) {
    for (const m of t.matchAll(/(?<![\w$.])(\d+(?:\.\d+)?)(?![\w.%])/g)) {
      const index = m.index ?? 0;
      if (out.some((o) => index >= o.index && index < o.end)) continue;
      const end = index + m[0].length;
      const per = unitAfter(end);
      if (per) out.push({ amount: Number(m[1]), index, end, text: m[0], per, explicit: false });
    }
    out.sort((a, b) => a.index - b.index);
  }
  return out;
}

export type AmountRange = { min?: number; max?: number; per: AmountUnit };

const BELOW_WORDS = String.raw`\bunder|\bbelow|\bless than|\bcheaper than|\blower than|\bsmaller than|\bat most|\bup to|\bmax(?:imum)?(?: of)?|\bno more than|\bnot more than|\bnot over|\bwithin|\bbudget(?: is| of)?|<=?|\bless then|\bsub|\bsouth of`;
const ABOVE_WORDS = String.raw`\bover|\babove|\bmore than|\bgreater than|\bhigher than|\bat least|\bmin(?:imum)?(?: of)?|\bno less than|\bstarting at|\bexceeding|\bbigger than|\blarger than|>=?|\bmore then|\bnorth of|\bupwards of|\bin excess of`;
const BELOW = new RegExp(`(?:${BELOW_WORDS})\\s*$`, "i");
const ABOVE = new RegExp(`(?:${ABOVE_WORDS})\\s*$`, "i");

/**
 * The limit a text puts on an amount: "over $50k" → { min: 50000 }, "under 40 a line"
 * → { max: 40, per: "line" }, "between $30 and $45" → { min: 30, max: 45 },
 * "less than $1,000" → { max: 1000 }. Undefined when no amount is limited.
 */
export function parseAmountRange(text: string): AmountRange | undefined {
  // "50 thousand" stays a scaled amount ("50k"), so that "between 10 and 50 thousand" scales both ends.
  const t = wordsToDigits(
    text
      .toLowerCase()
      .replace(/(\d)\s+(?:thousand|grand)\b/g, "$1k")
      .replace(/(\d)\s+million\b/g, "$1m"),
  ).replace(/(\d),(?=\d{3}\b)/g, "$1");
  const scale = String.raw`(k|thousand|grand|mm?|million)?`;
  const between =
    new RegExp(
      String.raw`\bbetween\s+\$?\s*(\d+(?:\.\d+)?)\s*${scale}\s*(?:and|-|to)\s+\$?\s*(\d+(?:\.\d+)?)\s*${scale}`,
      "i",
    ).exec(t) ??
    new RegExp(String.raw`\$\s*(\d+(?:\.\d+)?)\s*${scale}\s*(?:-|to)\s*\$?\s*(\d+(?:\.\d+)?)\s*${scale}`, "i").exec(
      t,
    ) ??
    // "10 to 50k", "from 5 to 20 grand": a span whose upper end is said as money.
    /\b(?:from\s+)?(\d+(?:\.\d+)?)\s*(k|thousand|grand|mm?|million)?\s*(?:-|to)\s*(\d+(?:\.\d+)?)\s*(k|thousand|grand|mm?|million)\b/i.exec(
      t,
    );
  if (between) {
    const times = (word: string | undefined) => (word ? SCALE[word.toLowerCase()]! : 1);
    // "between 10 and 50 thousand": the lower end takes the upper end's scale when it has none and would be below it.
    const loScale = between[2] ?? (between[4] && Number(between[1]) < Number(between[3]) ? between[4] : undefined);
    const lo = Number(between[1]) * times(loScale);
    const hi = Number(between[3]) * times(between[4] ?? between[2]);
    const end = (between.index ?? 0) + between[0].length;
    const after = t.slice(end, end + 24);
    return {
      min: Math.min(lo, hi),
      max: Math.max(lo, hi),
      per: PER_LINE.test(after) ? "line" : PER_MONTH.test(after) ? "month" : null,
    };
  }
  const range: AmountRange = { per: null };
  for (const m of findAmounts(t, { bareNumbers: true })) {
    const before = t.slice(Math.max(0, m.index - 24), m.index);
    if (BELOW.test(before)) range.max ??= m.amount;
    else if (ABOVE.test(before)) range.min ??= m.amount;
    else continue;
    range.per ??= m.per;
  }
  // "over 50k" without a dollar sign after a limit word.
  if (range.min === undefined && range.max === undefined) {
    // A bare number counts when it is scaled ("50k"), large (a count of lines is not 1,000+) or ends the phrase ("under 40?").
    const limit = `(?:(${BELOW_WORDS})|(${ABOVE_WORDS}))`;
    const bare =
      new RegExp(
        `${limit}\\s+(\\d+(?:\\.\\d+)?)\\s*(?:(k|thousand|grand|m|million)\\b|(?=\\s*(?:[?!.,;]|$)))`,
        "i",
      ).exec(t) ?? new RegExp(`${limit}\\s+(\\d{4,}(?:\\.\\d+)?)\\b()`, "i").exec(t);
    if (bare) {
      const amount = Number(bare[3]) * (bare[4] ? SCALE[bare[4].toLowerCase()]! : 1);
      if (bare[1] !== undefined) range.max = amount;
      else range.min = amount;
    }
  }
  return range.min === undefined && range.max === undefined ? undefined : range;
}

/**
 * The text with its amounts and the limit words before them blanked out ("deals north of 100k
 * with Acme" → "deals with Acme"), so that what is left names things. Numbers are as digits.
 */
export function withoutAmounts(text: string): string {
  let t = wordsToDigits(text).replace(/(\d),(?=\d{3}\b)/g, "$1");
  // An amount is said as money ("$30", "50k", "20 thousand dollars") or is too large to be a count ("over 1500").
  const amount = String.raw`(?:(?:usd\s*)?\$\s*\d+(?:\.\d+)?(?:\s*(?:k|mm?|thousand|grand|million)\b)?|\d+(?:\.\d+)?\s*(?:k|mm?|thousand|grand|million)\b|\d+(?:\.\d+)?\s*(?:dollars?|bucks|usd)\b|\d{3,}(?:\.\d+)?\b)(?:\s*(?:dollars?|bucks|usd)\b)?`;
  const limit = new RegExp(`(?:${BELOW_WORDS}|${ABOVE_WORDS})\\s*${amount}`, "gi");
  t = t.replace(limit, " ");
  for (const m of findAmounts(t).reverse()) t = `${t.slice(0, m.index)} ${t.slice(m.end)}`;
  return t;
}

// ---------------------------------------------------------------------------
// Amounts as printed on statements

export type MoneyMatch = {
  value: number;
  /** Position of the amount in the text searched (start inclusive, end exclusive). */
  start: number;
  end: number;
  /** The amount carried a currency sign or code ("$", "USD"). */
  hasCurrency: boolean;
  raw: string;
};

/**
 * Money rounded to the cent, the one rule every figure of the product uses: half a cent
 * goes away from zero (1.005 → 1.01, -1.005 → -1.01), after the binary drift of the
 * arithmetic before it is removed (0.1 + 0.2 → 0.3, 1.005 × 100 = 100.49999… → 100.5).
 */
export function roundCents(n: number): number {
  if (!Number.isFinite(n)) return n;
  const cents = Number((Math.abs(n) * 100).toPrecision(15));
  const rounded = (Math.sign(n) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** OCR reads of digits inside a number: O/o → 0, l/I/| → 1, S → 5 (only between digits). */
function repairDigits(body: string): string {
  return body
    .replace(/[Oo]/g, "0")
    .replace(/[lI|]/g, "1")
    .replace(/(?<=\d)S(?=\d)/g, "5")
    .replace(/(?<=\d)B(?=\d)/g, "8");
}

// A digit or a letter OCR takes for one, inside a number that starts with a real digit.
const D = String.raw`[0-9]`;
const DX = String.raw`[0-9Oo]`;
/** Integer part: 1,234,567 (with separators, allowing "," or OCR "." between groups is not done: "." is the decimal point) or plain digits. */
const INT = String.raw`(?:${D}${DX}{0,2}(?:,${DX}{3})+|${D}${DX}*|[Oo](?=[.,]${DX}{2}))`;
const CENTS = String.raw`\.${DX}{2}`;

/**
 * Amount pattern. Groups: open paren, minus before, currency before ($, S as OCR $,
 * USD/US$), minus after currency, integer, cents, currency code after, CR/DR or
 * trailing minus, close paren.
 */
const PRINTED_AMOUNT = new RegExp(
  String.raw`(\()?\s?([-−–])?\s?(\$|US\$|USD\s?|(?<![A-Za-z])S(?=${D}[0-9,Oo]*\.${DX}{2}))?\s?([-−–])?\s?(${INT})(${CENTS})?(?!${D}|\.${D}|,${D})(\s?USD)?(\s?(?:CR|DR|Cr|Dr|credit)\b|-(?![\d$]))?(\))?`,
  "g",
);

/** Units and words after a figure that make it something other than money. */
const NOT_MONEY_AFTER =
  /^\s?(?:%|GB|MB|KB|TB|G\b|M\b|K\b|min\b|mins\b|minutes\b|msgs?\b|messages\b|texts?\b|lines?\b|days?\b|months?\b|mo\b|hrs?\b|x\b|°)/i;

/**
 * Every money amount in `text`, in order. Amounts need cents ("40.00") unless
 * they carry a currency sign ("$40"); figures followed by a unit (GB, %, min)
 * are not money.
 */
export function findMoney(text: string, { requireCents = false }: { requireCents?: boolean } = {}): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const m of text.matchAll(PRINTED_AMOUNT)) {
    const [raw, open, minusBefore, currency, minusAfterCurrency, intPart, cents, codeAfter, suffix, close] = m;
    if (!intPart) continue;
    const hasCurrency = Boolean(currency || codeAfter);
    if (!cents && (!hasCurrency || requireCents)) continue;
    const index = (m.index ?? 0) + (raw.length - raw.trimStart().length);
    const end = (m.index ?? 0) + raw.trimEnd().length;
    // Part of a longer token (a date 12/07/26, a version 1.2.3, a word like "A40.00").
    const before = text[index - 1] ?? "";
    if (/[A-Za-z0-9/.]/.test(before) && !open && !minusBefore && !currency) continue;
    if (!codeAfter && NOT_MONEY_AFTER.test(text.slice(end))) continue;
    // OCR confusions are accepted only with a currency sign or cents around them.
    if (/[Oo]/.test(intPart) && !cents) continue;
    // Cents a scan set apart from a dollar amount, ending the text ("$474. 63", "$295 16", "$0 .89"), and its digits
    // set apart one by one ("$ 5 2 9 65").
    const apart = !cents && currency ? /^((?:\s\d)*)(?:\.?\s|\s\.)(\d{2})\s*$/.exec(text.slice(end)) : null;
    // Digits set apart that do not end in two cents ("$ 17 7 7 1"): the amount is not read, rather than misread.
    if (!cents && currency && !apart && /^(?:\s+\d+)+\s*$/.test(text.slice(end))) continue;
    // The decimal point a scan read as a colon, after a currency sign ("$1:72"): no time is written after a "$".
    // A colon and other digits after it ("$1:725") leave the amount unread rather than misread as its dollars.
    const colon = !cents && currency && !apart ? /^:(\d{2})(?![\d:])/.exec(text.slice(end)) : null;
    if (!cents && currency && !colon && /^:\d/.test(text.slice(end))) continue;
    // The cents: printed, set apart by a scan, or after a colon a scan read for the point.
    const fraction = cents
      ? repairDigits(cents)
      : apart
        ? `${apart[1]!.replace(/\s/g, "")}.${apart[2]}`
        : colon
          ? `.${colon[1]}`
          : "";
    let value = Number(repairDigits(intPart).replace(/,/g, "") + fraction);
    if (!Number.isFinite(value)) continue;
    const paren = Boolean(open && close);
    const trailingSign = suffix ? /^\s?(?:CR|credit|-)/i.test(suffix) : false;
    if (minusBefore || minusAfterCurrency || paren || trailingSign) value = -value;
    // A lone "(" or ")" belongs to the surrounding text, not to the amount.
    let start = index;
    let stop = apart ? end + apart[0].trimEnd().length : colon ? end + colon[0].length : end;
    if (open && !close) start = text.indexOf("(", index) + 1;
    if (close && !open) stop -= 1;
    found.push({ value: roundCents(value) || 0, start, end: stop, hasCurrency, raw: text.slice(start, stop).trim() });
  }
  return found;
}

/** The amounts of `text` as numbers, in order. */
export function moneyValues(text: string, options?: { requireCents?: boolean }): number[] {
  return findMoney(text, options).map((m) => m.value);
}

/** The one amount `text` consists of ("$1,234.56", "(12.00)", "12.00CR"), else null. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  const all = findMoney(trimmed);
  if (all.length !== 1) return null;
  const only = all[0]!;
  const rest = (trimmed.slice(0, only.start) + trimmed.slice(only.end)).trim();
  return rest === "" || rest === "(" || rest === ")" ? only.value : null;
}
