/**
 * The deterministic reader of a quote description: finds how many lines of each
 * type a customer needs ("25 iPhones", "tablets for our 8 drivers", "internet
 * for 3 offices", "each rep also needs a smartwatch"), the carrier they prefer,
 * their budget, contract term and needs. Used when no hosted model is set up,
 * and as the fallback when the model fails.
 */
import { preferredCarrier } from "@/lib/lang/carriers";
import { findTermMonths } from "@/lib/lang/dates";
import { findNeeds } from "@/lib/lang/features";
import { lineKindOfWord } from "@/lib/lang/lines";
import { findAmounts } from "@/lib/lang/money";
import { wordsToDigits } from "@/lib/lang/numbers";
import {
  DEFAULT_CONTRACT_MONTHS,
  MAX_LINES_PER_TYPE,
  emptyRequirements,
  type QuoteLineType,
  type Requirements,
} from "./requirements";

type Category = QuoteLineType | "people" | "location";

/** Nouns of people and places (devices are the language toolkit's line kinds). */
const NOUNS: Array<[RegExp, Category]> = [
  [
    /^(?:employees?|people|staff(?:ers)?|users?|reps?|representatives?|agents?|technicians?|techs?|drivers?|workers?|members?|salespeople|associates?|nurses?|engineers?|managers?|consultants?|contractors?|crew|inspectors?|couriers?|volunteers?|teachers?|field|person(?:nel)?|sales|attorneys?|lawyers?|paralegals?|guards?|officers?|doctors?|physicians?|analysts?|developers?|coordinators?|administrators?|admins?|executives?|clerks?|cashiers?|servers?|therapists?|caregivers?|agents?|hires?|installers?|electricians?|plumbers?|foremen|foreman|supervisors?|realtors?|brokers?|adjusters?|dispatchers?|operators?|pilots?|medics?|paramedics?|teammates?|colleagues?|folks|individuals?|heads?)$/,
    "people",
  ],
  [
    /^(?:offices?|locations?|sites?|stores?|branch(?:es)?|warehouses?|clinics?|restaurants?|shops?|buildings?|venues?|campuses|campus|facilit(?:y|ies)|trailers?|job-?sites?)$/,
    "location",
  ],
];

/** Words that stop the look-ahead from a number to its noun. */
const STOP = new Set([
  "and",
  "with",
  "for",
  "plus",
  "but",
  "also",
  "while",
  "who",
  "that",
  "which",
  "to",
  "at",
  "in",
  "on",
  "each",
  "every",
  "per",
]);

/** Words around a device model number ("iPhone 15", "Galaxy S24", "Watch Series 9"). */
const MODEL_WORDS = new Set([
  "iphone",
  "iphones",
  "galaxy",
  "pixel",
  "series",
  "s",
  "note",
  "ipad",
  "ultra",
  "pro",
  "watch",
  "version",
  "gen",
  "generation",
  "model",
]);

const INTERNET_CONTEXT =
  /\b(?:fixed[\s-]+wireless|internet|broadband|fwa|wi-?fi|router|gateway|connectivity|backup connection|failover)\b/;

function categoryOf(token: string): Category | null {
  const kind = lineKindOfWord(token);
  if (kind) return kind;
  for (const [pattern, category] of NOUNS) if (pattern.test(token)) return category;
  return null;
}

/** Expressions that carry numbers that are not line counts (money, terms, speeds, sizes, models). */
function stripNonCounts(text: string): string {
  return (
    text
      .replace(/\$\s?[\d,]+(?:\.\d+)?\s*k?\b/g, " ")
      .replace(/\b[\d,]+(?:\.\d+)?\s*(?:dollars|usd|bucks)\b/g, " ")
      .replace(/\b\d+\s*(?:-|\s)?\s*(?:months?|mos?|years?|yrs?|days?|weeks?)\b/g, " ")
      .replace(/\b\d+(?:\.\d+)?\s*(?:gb|tb|mb|mbps|gbps|k|p|%|percent|ghz|mhz)\b/g, " ")
      .replace(/\b[345]g\b/g, " ")
      .replace(/\b(?:lte|nr)\b/g, " ")
      // "use their phones as a hotspot", "as a modem": what a phone is used for, not a line of its own.
      .replace(/\bas\s+(?:an?\s+)?(?:mobile\s+|wi-?fi\s+)?(?:hot\s?-?spots?|modems?|routers?|wi-?fi)\b/g, " tethering ")
      // "techs who hotspot their laptops", "tether laptops to their phones", "need hotspot for their laptops":
      // computers on a phone's connection, no line of their own.
      .replace(
        /\b(?:tether(?:s|ed|ing)?|hot\s?-?spot(?:s|ted|ting|ing)?|(?<!\b\d+\s+)hot\s?-?spot\s+(?:for|to|on|with))\s+(?:(?:their|the|a|an|his|her|our|its|some)\s+)?(?:laptops?|tablets?|ipads?|computers?|pcs?|notebooks?|chromebooks?)\b/g,
        " tethering ",
      )
  );
}

/** Internet connections named as a phrase ("fixed wireless", "home internet") become one token. */
function joinPhrases(text: string): string {
  return text
    .replace(/\bfixed[\s-]+wireless(?:\s+(?:internet|access|lines?|connections?|service))?\b/g, " fwa ")
    .replace(
      /\b(?:home|business|office|5g|lte|wireless|site)\s+internet(?:\s+(?:lines?|connections?|service|plans?))?\b/g,
      " fwa ",
    )
    .replace(/\binternet\s+(?:connections?|lines?|service|plans?)\b/g, " fwa ")
    .replace(/\bmobile\s+(?:internet|broadband|data)(?:\s+(?:lines?|devices?|plans?))?\b/g, " data-only ")
    .replace(/\bdata[\s-]+only(?:\s+(?:lines?|devices?|plans?|sims?))?\b/g, " data-only ")
    .replace(/\bdata\s+(?:lines?|sims?|plans?|devices?)\b/g, " data-only ")
    .replace(/\bmobile\s+hotspots?\b/g, " hotspots ")
    .replace(/\bhot\s+spots?\b/g, " hotspots ")
    .replace(/\bapple\s+watch(?:es)?\b/g, " watches ")
    .replace(/\bsmart\s+watch(?:es)?\b/g, " watches ")
    .replace(/\bcell\s+phones?\b/g, " phones ")
    .replace(/\bvoice\s+(?:lines?|plans?)\b/g, " voice ")
    .replace(/\bphone\s+lines?\b/g, " phones ");
}

function tokenize(text: string): string[] {
  return text
    .replace(/([.,;:!?()])/g, " $1 ")
    .split(/\s+/)
    .filter(Boolean);
}

const PUNCT = /^[.,;:!?()]$/;

function parseLineCounts(text: string): Requirements["lines"] {
  const lines = { voice: 0, mobileInternet: 0, fixedWireless: 0, wearables: 0 };
  const internetWanted = INTERNET_CONTEXT.test(text);
  const tokens = tokenize(joinPhrases(stripNonCounts(wordsToDigits(text))));
  const consumed = new Set<number>();
  let lastPeople = 0;
  let lastCount = 0;
  /** People counted without a device yet: phones unless a device "each" follows. */
  let pendingPeople: { count: number } | null = null;
  const add = (category: QuoteLineType, count: number) => {
    lines[category] = Math.min(MAX_LINES_PER_TYPE, lines[category] + count);
    lastCount = count;
  };
  const flushPending = () => {
    if (pendingPeople) add("voice", pendingPeople.count);
    pendingPeople = null;
  };
  const isDevice = (c: Category | null): c is QuoteLineType => c !== null && c !== "people" && c !== "location";

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === "." || token === "!" || token === "?") {
      flushPending();
      continue;
    }
    const isNumber = /^\d[\d,]*$/.test(token);
    const isArticle = token === "a" || token === "an" || token === "one";

    // A device named without a number but "each"/"per person": one per person counted before.
    if (!isNumber && !isArticle) {
      const category = categoryOf(token);
      if (!isDevice(category) || consumed.has(i) || lastPeople === 0) continue;
      const after = tokens.slice(i + 1, i + 3);
      const pairedEach =
        (after[0] === "plus" || after[0] === "and") &&
        isDevice(categoryOf(after[1] ?? "")) &&
        tokens.slice(i + 3, i + 5).includes("each");
      if (
        pairedEach ||
        after.includes("each") ||
        (after[0] === "per" && categoryOf(after[1] ?? "") === "people") ||
        (after[0] === "for" && (after[1] === "each" || after[1] === "every"))
      ) {
        consumed.add(i);
        add(category, lastPeople);
        if (pendingPeople) pendingPeople = null;
      }
      continue;
    }
    const previous = tokens[i - 1] ?? "";
    if (isNumber && (MODEL_WORDS.has(previous) || /^[a-z]+\d/.test(previous))) continue;
    if (isNumber && tokens[i + 1] === "x") continue;
    let count = isNumber ? Number(token.replace(/,/g, "")) : 1;
    if (!Number.isFinite(count) || count <= 0) continue;

    // "each rep needs a watch" / "a phone for every employee": the article counts the people.
    let distributive = false;
    if (isArticle) {
      const before = tokens.slice(Math.max(0, i - 5), i);
      const after = tokens.slice(i + 1, i + 6);
      distributive =
        before.some((t) => t === "each" || t === "every" || t === "all") ||
        after.includes("each") ||
        after.includes("every");
      if (distributive && lastPeople > 0) count = lastPeople;
    }

    const window = isArticle ? 3 : 5;
    let category: Category | null = null;
    let nounIndex = -1;
    for (let j = i + 1; j < Math.min(tokens.length, i + 1 + window); j++) {
      const t = tokens[j]!;
      if (PUNCT.test(t) || /^\d/.test(t)) break;
      const found = categoryOf(t);
      if (found) {
        category = found;
        nounIndex = j;
        // "25 sales phones", "10 field tablets": a people word used as an adjective.
        if (found === "people") {
          const next = tokens[j + 1];
          const nextCategory = next ? categoryOf(next) : null;
          if (isDevice(nextCategory)) {
            category = nextCategory;
            nounIndex = j + 1;
          } else if (next && categoryOf(next) === "people") {
            nounIndex = j + 1;
          }
        }
        break;
      }
      if (STOP.has(t) && j > i + 1) break;
    }
    if (!category || consumed.has(nounIndex)) continue;
    consumed.add(nounIndex);

    if (category === "people") {
      if (isArticle) continue;
      flushPending();
      lastPeople = count;
      // "tablets for our 8 drivers": the device named just before the people.
      let device: QuoteLineType | null = null;
      for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
        const t = tokens[k]!;
        if (PUNCT.test(t) || /^\d/.test(t)) break;
        const c = categoryOf(t);
        if (isDevice(c) && !consumed.has(k)) {
          device = c;
          consumed.add(k);
          break;
        }
      }
      // "8 drivers need tablets", "40 workers who each need a phone": the device named just after.
      if (!device) {
        for (let j = nounIndex + 1; j < Math.min(tokens.length, nounIndex + 7); j++) {
          const t = tokens[j]!;
          if (PUNCT.test(t) || /^\d/.test(t) || t === "and" || t === "plus") break;
          // "8 staff who need good hotspot": hotspot, singular and without an article, is what their phones do.
          if (t === "hotspot" && !/^(?:a|an|one|each|own)$/.test(tokens[j - 1] ?? "")) continue;
          const c = categoryOf(t);
          if (isDevice(c)) {
            device = c;
            consumed.add(j);
            break;
          }
        }
      }
      if (device) add(device, count);
      else pendingPeople = { count };
      continue;
    }
    if (category === "location") {
      if (internetWanted && !isArticle) add("fixedWireless", count);
      continue;
    }
    if (isArticle && !distributive && (tokens[nounIndex] === "lines" || /^devices?$/.test(tokens[nounIndex]!)))
      continue;
    if (distributive && pendingPeople) pendingPeople = null;
    add(category, count);
  }
  flushPending();

  // "home internet for the office": an internet connection named without a number is one.
  if (lines.fixedWireless === 0) {
    const named = tokens.some((t, index) => categoryOf(t) === "fixedWireless" && !consumed.has(index));
    if (named) lines.fixedWireless = 1;
  }
  // "the same number of watches" / "matching watches" after a count of phones.
  if (lines.wearables === 0 && /\b(?:same number of|matching)\s+(?:smart)?watch/.test(text) && lastCount > 0) {
    lines.wearables = lines.voice || lastCount;
  }
  return lines;
}

function parseBudget(description: string): Requirements["budget"] {
  // Amounts are found in the text with numbers as digits, so positions are read there too.
  const text = wordsToDigits(description);
  let fallback: Requirements["budget"] = null;
  for (const mention of findAmounts(text)) {
    const { amount, index, per } = mention;
    if (!Number.isFinite(amount) || amount <= 0) continue;
    if (per === "line") return { amount, per: "line" };
    const before = text.slice(Math.max(0, index - 45), index);
    const budgetWord =
      /(?:budget|under|below|max(?:imum)?|no more than|less than|up to|at most|around|about|approximately|roughly|within|spend|afford|cap|limit|keep it)\b[^$.]*$/.test(
        before,
      );
    if (budgetWord || per === "month") return { amount, per: "month" };
    if (!fallback && /budget/.test(text)) fallback = { amount, per: "month" };
  }
  return fallback;
}

/** Reads requirements from a plain-language description of a customer's needs. */
export function parseDescription(description: string): Requirements {
  const text = ` ${description.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"')} `;
  const requirements = emptyRequirements();
  requirements.lines = parseLineCounts(text);
  requirements.carrierPreference = preferredCarrier(text);
  requirements.budget = parseBudget(text);
  requirements.needs = findNeeds(text);
  requirements.contractMonths = findTermMonths(text) ?? DEFAULT_CONTRACT_MONTHS;
  return requirements;
}
