/**
 * The deterministic reader of a quote description: finds how many lines of each
 * type a customer needs ("25 iPhones", "tablets for our 8 drivers", "internet
 * for 3 offices", "each rep also needs a smartwatch"), the carrier they prefer,
 * their budget, contract term and needs. Used when no hosted model is set up,
 * and as the fallback when the model fails.
 */
import type { CarrierId } from "@/config/carriers";
import {
  DEFAULT_CONTRACT_MONTHS,
  MAX_LINES_PER_TYPE,
  emptyRequirements,
  type QuoteLineType,
  type Requirements,
} from "./requirements";

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/** Turns written numbers ("twenty-five", "a dozen", "a couple of", "one hundred") into digits. */
export function wordsToDigits(text: string): string {
  let out = text
    .replace(/\ba\s+couple\s+(?:of\s+)?/g, "2 ")
    .replace(/\b(?:a|one)\s+dozen\b/g, "12")
    .replace(/\b(\d+)\s+dozen\b/g, (_, n: string) => String(Number(n) * 12))
    .replace(/\bhalf\s+a\s+dozen\b/g, "6");
  const unit = Object.keys(UNITS).join("|");
  const ten = Object.keys(TENS).join("|");
  out = out.replace(
    new RegExp(`\\b(?:(${unit}|${ten})(?:[\\s-]+(${unit}))?\\s+hundred(?:\\s+(?:and\\s+)?)?)?(?:(${ten})(?:[\\s-]+(${unit}))?|(${unit}))?\\b`, "g"),
    (match, hA?: string, hB?: string, tensWord?: string, tensUnit?: string, unitWord?: string) => {
      if (!match.trim()) return match;
      let value = 0;
      if (hA) value += ((TENS[hA] ?? UNITS[hA] ?? 0) + (hB ? UNITS[hB] ?? 0 : 0)) * 100;
      if (tensWord) value += (TENS[tensWord] ?? 0) + (tensUnit ? UNITS[tensUnit] ?? 0 : 0);
      if (unitWord) value += UNITS[unitWord] ?? 0;
      const trailing = /\s$/.test(match) ? " " : "";
      return `${value}${trailing}`;
    },
  );
  return out.replace(/\bhundred\b/g, "100");
}

type Category = QuoteLineType | "people" | "location";

/** Nouns that name a line type (checked on the token with its plural stripped). */
const NOUNS: Array<[RegExp, Category]> = [
  [/^(?:smart)?watch(?:es)?$|^wearables?$|^apple\s?watch(?:es)?$|^smartwatch(?:es)?$/, "wearables"],
  [/^tablets?$|^ipads?$|^laptops?$|^chromebooks?$|^hotspots?$|^mifis?$|^jetpacks?$|^modems?$|^data-only$|^usb$/, "mobileInternet"],
  [/^routers?$|^gateways?$|^fwa$|^broadband$|^internet$/, "fixedWireless"],
  [/^phones?$|^smartphones?$|^handsets?$|^iphones?$|^androids?$|^galax(?:y|ies)$|^pixels?$|^cell(?:phone)?s?$|^mobiles?$|^voice$|^lines?$|^devices?$/, "voice"],
  [/^(?:employees?|people|staff(?:ers)?|users?|reps?|representatives?|agents?|technicians?|techs?|drivers?|workers?|members?|salespeople|associates?|nurses?|engineers?|managers?|consultants?|contractors?|crew|inspectors?|couriers?|volunteers?|teachers?|field|person(?:nel)?|sales|attorneys?|lawyers?|paralegals?|guards?|officers?|doctors?|physicians?|analysts?|developers?|coordinators?|administrators?|admins?|executives?|clerks?|cashiers?|servers?|therapists?|caregivers?|agents?|hires?|installers?|electricians?|plumbers?|foremen|foreman|supervisors?|realtors?|brokers?|adjusters?|dispatchers?|operators?|pilots?|medics?|paramedics?|teammates?|colleagues?|folks|individuals?|heads?)$/, "people"],
  [/^(?:offices?|locations?|sites?|stores?|branch(?:es)?|warehouses?|clinics?|restaurants?|shops?|buildings?|venues?|campuses|campus|facilit(?:y|ies)|trailers?|job-?sites?)$/, "location"],
];

/** Words that stop the look-ahead from a number to its noun. */
const STOP = new Set(["and", "with", "for", "plus", "but", "also", "while", "who", "that", "which", "to", "at", "in", "on", "each", "every", "per"]);

/** Words around a device model number ("iPhone 15", "Galaxy S24", "Watch Series 9"). */
const MODEL_WORDS = new Set(["iphone", "iphones", "galaxy", "pixel", "series", "s", "note", "ipad", "ultra", "pro", "watch", "version", "gen", "generation", "model"]);

const INTERNET_CONTEXT = /\b(?:fixed[\s-]+wireless|internet|broadband|fwa|wi-?fi|router|gateway|connectivity|backup connection|failover)\b/;

function categoryOf(token: string): Category | null {
  for (const [pattern, category] of NOUNS) if (pattern.test(token)) return category;
  return null;
}

/** Expressions that carry numbers that are not line counts (money, terms, speeds, sizes, models). */
function stripNonCounts(text: string): string {
  return text
    .replace(/\$\s?[\d,]+(?:\.\d+)?\s*k?\b/g, " ")
    .replace(/\b[\d,]+(?:\.\d+)?\s*(?:dollars|usd|bucks)\b/g, " ")
    .replace(/\b\d+\s*(?:-|\s)?\s*(?:months?|mos?|years?|yrs?|days?|weeks?)\b/g, " ")
    .replace(/\b\d+(?:\.\d+)?\s*(?:gb|tb|mb|mbps|gbps|k|p|%|percent|ghz|mhz)\b/g, " ")
    .replace(/\b[345]g\b/g, " ")
    .replace(/\b(?:lte|nr)\b/g, " ");
}

/** Internet connections named as a phrase ("fixed wireless", "home internet") become one token. */
function joinPhrases(text: string): string {
  return text
    .replace(/\bfixed[\s-]+wireless(?:\s+(?:internet|access|lines?|connections?|service))?\b/g, " fwa ")
    .replace(/\b(?:home|business|office|5g|lte|wireless|site)\s+internet(?:\s+(?:lines?|connections?|service|plans?))?\b/g, " fwa ")
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
      const pairedEach = (after[0] === "plus" || after[0] === "and") && isDevice(categoryOf(after[1] ?? "")) &&
        tokens.slice(i + 3, i + 5).includes("each");
      if (pairedEach || after.includes("each") || (after[0] === "per" && categoryOf(after[1] ?? "") === "people") || (after[0] === "for" && (after[1] === "each" || after[1] === "every"))) {
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
      distributive = before.some((t) => t === "each" || t === "every" || t === "all") ||
        after.includes("each") || after.includes("every");
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
    if (isArticle && !distributive && (tokens[nounIndex] === "lines" || /^devices?$/.test(tokens[nounIndex]!))) continue;
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

const CARRIER_PATTERNS: Array<[RegExp, CarrierId]> = [
  [/\bat\s*&\s*t\b|\bat&t\b|\batt\b|\bat and t\b/g, "att"],
  [/\bverizon\b|\bvzw\b/g, "verizon"],
  [/\bt[\s-]?mobile\b|\btmobile\b|\btmo\b/g, "tmobile"],
];

const NEGATION_BEFORE = /(?:\bnot|\bno|\bavoid(?:ing)?|\bexcept|\bother than|\binstead of|\bleav(?:e|ing)|\bswitch(?:ing)? (?:away )?from|\bmov(?:e|ing) (?:away )?from|\bcurrently (?:on|with|using)|\bunhappy with|\bhate|\bdon'?t want|\bdo not want|\bwithout|\bnot interested in|\bfrom|\baway from|\bcurrent(?:ly)? (?:carrier|provider) (?:is )?|\bbut)\s+(?:\w+\s+){0,2}$/;

function parseCarrier(text: string): CarrierId | null {
  const mentions: Array<{ index: number; carrier: CarrierId }> = [];
  for (const [pattern, carrier] of CARRIER_PATTERNS) {
    for (const match of text.matchAll(pattern)) mentions.push({ index: match.index ?? 0, carrier });
  }
  mentions.sort((a, b) => a.index - b.index);
  for (const { index, carrier } of mentions) {
    const before = text.slice(Math.max(0, index - 40), index);
    if (NEGATION_BEFORE.test(before)) continue;
    return carrier;
  }
  return null;
}

function parseMoney(raw: string, thousands: string | undefined): number {
  const value = Number(raw.replace(/,/g, ""));
  return thousands ? value * 1000 : value;
}

function parseBudget(text: string): Requirements["budget"] {
  const money = /(?:\$\s?([\d,]+(?:\.\d+)?)\s*(k)?\b|\b([\d,]+(?:\.\d+)?)\s*(k)?\s*(?:dollars|usd|bucks)\b)/g;
  let fallback: Requirements["budget"] = null;
  for (const match of text.matchAll(money)) {
    const amount = parseMoney(match[1] ?? match[3] ?? "", match[2] ?? match[4]);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const index = match.index ?? 0;
    const after = text.slice(index + match[0].length, index + match[0].length + 28);
    const before = text.slice(Math.max(0, index - 45), index);
    if (/^\s*(?:\/|per|a|an|each)\s*(?:line|phone|user|device|employee|person|seat)\b|^\s*(?:per|a|\/)\s*line\b|^\s*each\b/.test(after)) {
      return { amount, per: "line" };
    }
    const budgetWord = /(?:budget|under|below|max(?:imum)?|no more than|less than|up to|at most|around|about|approximately|roughly|within|spend|afford|cap|limit|keep it)\b[^$.]*$/.test(before);
    const monthly = /^\s*(?:\/|per|a|each)?\s*(?:mo|month|monthly)\b|^\s*monthly\b/.test(after);
    if (budgetWord || monthly) return { amount, per: "month" };
    if (!fallback && /budget/.test(text)) fallback = { amount, per: "month" };
  }
  return fallback;
}

const YEAR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5 };

function parseContract(text: string): number {
  if (/\bmonth[\s-]+to[\s-]+month\b|\bno[\s-]+(?:annual\s+|long[\s-]term\s+)?(?:contract|commitment)\b|\bwithout\s+(?:a\s+)?(?:contract|commitment)\b|\bcontract[\s-]free\b/.test(text)) {
    return 1;
  }
  const term = "(?:contract|term|agreement|commitment|deal)";
  const months =
    text.match(new RegExp(`\\b(\\d{1,2})[\\s-]*(?:months?|mo)\\b[\\s-]*(?:long\\s+)?${term}`)) ??
    text.match(new RegExp(`\\b${term}\\s+(?:of|for|length|term|length of|is|:)?\\s*(?:\\w+\\s+)?(\\d{1,2})\\s*(?:months?|mo)\\b`)) ??
    text.match(/\bover\s+(\d{1,2})\s+months\b/);
  if (months) {
    const value = Number(months[1]);
    if (value >= 1 && value <= 60) return value;
  }
  const years =
    text.match(new RegExp(`\\b(one|two|three|four|five|[1-5])[\\s-]*(?:years?|yrs?)\\b[\\s-]*(?:long\\s+)?${term}`)) ??
    text.match(new RegExp(`\\b${term}\\s+(?:of|for|length|term|is|:)?\\s*(one|two|three|four|five|[1-5])\\s*(?:years?|yrs?)\\b`));
  if (years) return (YEAR_WORDS[years[1]!] ?? 2) * 12;
  return DEFAULT_CONTRACT_MONTHS;
}

function parseNeeds(text: string): Requirements["needs"] {
  return {
    hotspot: /\bhot\s?spots?\b|\btether(?:ing)?\b|\bmifi\b|\bjetpack/.test(text),
    premiumData: /\bpremium\b|\bpriority\s+data\b|\bheavy\s+(?:data|users?|usage)\b|\bvideo\b|\bstream(?:ing)?\b|\blarge\s+files?\b|\blots\s+of\s+data\b|\bhigh[\s-]+(?:speed\s+)?data\b|\bno\s+throttl|\bunlimited\s+premium\b|\bdata[\s-]+heavy\b|\bhd\b|\b4k\b/.test(text),
    international: /\binternational(?:ly)?\b|\babroad\b|\boverseas\b|\broaming\b|\bmexico\b|\bcanada\b|\beurope\b|\bother countries\b|\bglobal(?:ly)?\b|\bcross[\s-]border\b|\btravel(?:s|ing|ling)?\s+(?:to|outside|between)\b/.test(text),
    fiveG: /\b5g\b|\bfive[\s-]?g\b|\bultra[\s-]?wideband\b/.test(text),
  };
}

/** Reads requirements from a plain-language description of a customer's needs. */
export function parseDescription(description: string): Requirements {
  const text = ` ${description.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"')} `;
  const requirements = emptyRequirements();
  requirements.lines = parseLineCounts(text);
  requirements.carrierPreference = parseCarrier(text);
  requirements.budget = parseBudget(text);
  requirements.needs = parseNeeds(text);
  requirements.contractMonths = parseContract(text);
  return requirements;
}
