/**
 * Numbers as people write them: digits ("25", "1,200"), words ("twenty-five",
 * "one hundred and five", "two thousand"), groups ("a dozen", "half a dozen",
 * "a couple of", "a pair of", "3 dozen") and ordinals ("third", "21st"). Used by
 * the assistant, the quote parser and the bill parser.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
  thirtieth: 30,
};

const unit = Object.keys(UNITS).join("|");
const ten = Object.keys(TENS).join("|");
/** "twenty-five", "ninety nine", "seven", "three hundred and twelve", "two thousand five hundred". */
const BELOW_THOUSAND = `(?:(?:${unit}|a)\\s+hundred(?:\\s+(?:and\\s+)?(?:(?:${ten})(?:[\\s-]+(?:${unit}))?|${unit}))?|(?:${ten})(?:[\\s-]+(?:${unit}))?|${unit})`;
const NUMBER_WORDS = new RegExp(
  `\\b${BELOW_THOUSAND}(?:\\s+thousand(?:\\s+(?:and\\s+)?${BELOW_THOUSAND})?)?\\b|\\b(?:a\\s+)?(?:hundred|thousand)\\b`,
  "gi",
);

function belowThousand(words: string): number {
  let value = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === "and") continue;
    if (w === "a") current = current || 1;
    else if (w in UNITS) current += UNITS[w]!;
    else if (w in TENS) current += TENS[w]!;
    else if (w === "hundred") current = (current || 1) * 100;
    else if (w === "thousand") {
      value += (current || 1) * 1000;
      current = 0;
    }
  }
  return value + current;
}

/** The value of one number written in words or digits ("twenty-five", "1,200", "a dozen"), or undefined. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ""));
  const digits = wordsToDigits(t).trim();
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined;
}

/** An ordinal's value ("third" → 3, "21st" → 21), or undefined. */
export function parseOrdinal(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(t);
  if (digits) return Number(digits[1]);
  if (t in ORDINAL_WORDS) return ORDINAL_WORDS[t];
  const compound =
    /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(
      t,
    );
  return compound ? TENS[compound[1]!]! + ORDINAL_WORDS[compound[2]!]! : undefined;
}

/**
 * Rewrites the numbers written in words as digits, keeping everything else:
 * "twenty-five phones" → "25 phones", "a dozen tablets" → "12 tablets",
 * "a couple of hotspots" → "2 hotspots", "one hundred and five users" → "105 users".
 * Thousands separators in digits are dropped ("1,200" → "1200").
 */
export function wordsToDigits(text: string): string {
  let out = text
    .replace(/\b(\d{1,3}(?:,\d{3})+)(?!\d)/g, (m) => m.replace(/,/g, ""))
    // "a dozen and a half" (18), "2 dozen and a half" (30), "half a grand" ($500), "2 grand" ($2,000).
    .replace(/\b(?:(\d+)|a|one)\s+dozen\s+and\s+a\s+half\b/gi, (_, n: string | undefined) =>
      String((n ? Number(n) : 1) * 12 + 6),
    )
    .replace(/\bhalf\s+a\s+grand\b/gi, "500")
    .replace(/\b(\d+(?:\.\d+)?)\s+grand\b/gi, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(/\b(?:a|one)\s+grand\b/gi, "1000")
    .replace(/\bhalf\s+(?:a\s+)?dozen\b/gi, "6")
    .replace(/\b(\d+)\s+dozen\b/gi, (_, n: string) => String(Number(n) * 12))
    .replace(/\ba\s+(?:couple|pair)\s+(?:of\s+)?/gi, "2 ")
    .replace(/\bcouple\s+of\s+/gi, "2 ")
    .replace(/\bseveral\s+dozen\b/gi, "36");
  out = out.replace(/\b(\d+(?:\.\d+)?)\s+(thousand|hundred)\b/gi, (_, n: string, scale: string) =>
    String(Math.round(Number(n) * (scale.toLowerCase() === "thousand" ? 1000 : 100))),
  );
  out = out.replace(/\b(?:a|one)\s+dozen\b/gi, "12");
  out = out.replace(new RegExp(`\\b(${unit}|${ten}(?:[\\s-]+(?:${unit}))?)\\s+dozen\\b`, "gi"), (_, w: string) =>
    String(belowThousand(w) * 12),
  );
  out = out.replace(NUMBER_WORDS, (match) => {
    // A lone "a" is no number; "a hundred" and "a thousand" are.
    if (/^a$/i.test(match.trim())) return match;
    return String(belowThousand(match));
  });
  return out;
}

/**
 * A count of things before one of `nouns` (a regex source, e.g. "lines?|phones?"):
 * "25 lines", "twenty-five lines", "a dozen phones", "60-person team", "10 new voice lines",
 * "lines: 12", "12x lines". Up to `between` extra words may stand between the number and the noun.
 */
export function findCount(text: string, nouns: string, { between = 2 }: { between?: number } = {}): number | undefined {
  const t = wordsToDigits(text.toLowerCase());
  // "7 at&t lines": a word with "&" is one word ("at" alone is not).
  const gap = `(?:(?!(?:for|per|each|a|an|the|and|or|of|to|with|in|on|at)\\b(?!&))[a-z][a-z'/&-]*\\s+){0,${between}}?`;
  const before = new RegExp(`(?<![\\d.$,])\\b(\\d{1,6})(?:\\s*x)?[\\s-]+${gap}(?:${nouns})\\b`);
  const m = before.exec(t);
  if (m) return Number(m[1]);
  const after = new RegExp(
    `\\b(?:${nouns})\\s*(?::|=|of|x)?\\s*(\\d{1,6})\\b(?!\\s*(?:gb|mb|%|\\$|dollars?|months?|years?))`,
  );
  const a = after.exec(t);
  // "iPhone 16", "iPad 10" name a model; a count after a device's own name needs a colon or an "x".
  if (a && /^(?:iphones?|ipads?|androids?|galax(?:y|ies)|pixels?)\s*\d/.test(a[0])) return undefined;
  return a ? Number(a[1]) : undefined;
}
