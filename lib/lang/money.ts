/**
 * Money in text, as people and printed statements write it: "$1,234.56",
 * "1234.56", "-12.00", "-$12.00", "$-12.00", "(12.00)", "12.00CR", "12.00-",
 * "USD 40.00", "40.00 USD", and the OCR confusions of a scanned page ("S40.00",
 * "$4O.00", "$1,2l4.00"). Shorthand amounts ("$50k", "1.2M", "2 million") are
 * read by `parseMoneyAmount` for free text. One home for money in the code base.
 */

export type MoneyMatch = {
  value: number;
  /** Position of the amount in the text searched (start inclusive, end exclusive). */
  start: number;
  end: number;
  /** The amount carried a currency sign or code ("$", "USD"). */
  hasCurrency: boolean;
  raw: string;
};

export const roundCents = (n: number) => Math.round(n * 100) / 100;

/** OCR reads of digits inside a number: O/o → 0, l/I/| → 1, S → 5 (only between digits). */
function repairDigits(body: string): string {
  return body.replace(/[Oo]/g, "0").replace(/[lI|]/g, "1").replace(/(?<=\d)S(?=\d)/g, "5").replace(/(?<=\d)B(?=\d)/g, "8");
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
const AMOUNT = new RegExp(
  String.raw`(\()?\s?([-−–])?\s?(\$|US\$|USD\s?|(?<![A-Za-z])S(?=${D}[0-9,Oo]*\.${DX}{2}))?\s?([-−–])?\s?(${INT})(${CENTS})?(?!${D}|\.${D}|,${D})(\s?USD)?(\s?(?:CR|DR|Cr|Dr|credit)\b|-(?![\d$]))?(\))?`,
  "g",
);

/** Units and words after a figure that make it something other than money. */
const NOT_MONEY_AFTER = /^\s?(?:%|GB|MB|KB|TB|G\b|M\b|K\b|min\b|mins\b|minutes\b|msgs?\b|messages\b|texts?\b|lines?\b|days?\b|months?\b|mo\b|hrs?\b|x\b|°)/i;

/**
 * Every money amount in `text`, in order. Amounts need cents ("40.00") unless
 * they carry a currency sign ("$40"); figures followed by a unit (GB, %, min)
 * are not money.
 */
export function findMoney(text: string, { requireCents = false }: { requireCents?: boolean } = {}): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const m of text.matchAll(AMOUNT)) {
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
    let value = Number(repairDigits(intPart).replace(/,/g, "") + (cents ? repairDigits(cents) : ""));
    if (!Number.isFinite(value)) continue;
    const paren = Boolean(open && close);
    const trailingSign = suffix ? /^\s?(?:CR|credit|-)/i.test(suffix) : false;
    if (minusBefore || minusAfterCurrency || paren || trailingSign) value = -value;
    // A lone "(" or ")" belongs to the surrounding text, not to the amount.
    let start = index;
    let stop = end;
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

const SCALE: Record<string, number> = {
  k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9,
};

/**
 * An amount in free text, with shorthand: "$50k", "50K", "$1.2M", "2 million",
 * "$3.5 thousand", "1,500", "$40", "-12.00". Returns the first amount, or null.
 */
export function parseMoneyAmount(text: string): number | null {
  const m = text.match(/(-)?\s?\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|thousand|grand|mm|m|mil|million|bn|b|billion)?\b/i);
  if (m) {
    const base = Number(m[2]!.replace(/,/g, "") + (m[3] ?? ""));
    const scale = m[4] ? SCALE[m[4].toLowerCase()]! : 1;
    if (Number.isFinite(base)) {
      const value = roundCents(base * scale);
      return m[1] ? -value : value;
    }
  }
  return null;
}
