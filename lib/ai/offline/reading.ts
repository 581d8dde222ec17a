/**
 * The language of agents' questions that the tools' readers share: lower-casing and
 * shorthand, counts of lines, the words left as a name once the asking words are
 * gone, order words (biggest, closes first, top 3) and the brands and model words of
 * devices. Each tool's own reading is in its folder (lib/ai/tools/<tool>/understand.ts).
 */
import type { CarrierId } from "@/config/carriers";
import { withoutCarriers } from "@/lib/lang/carriers";
import { type CostPeriod, parseDateRange, withoutCostPeriod } from "@/lib/lang/dates";
import { LINE_NOUNS_SOURCE, PEOPLE_NOUNS } from "@/lib/lang/lines";
import { findCount, wordsToDigits } from "@/lib/lang/numbers";
import { format } from "date-fns";
import type { PlannedCall } from "@/lib/ai/tools/registry";

/** What a part of a question is about, for the part after it. */
export type Topic = { tool: PlannedCall["toolName"]; call: PlannedCall };

/** Plan names written short or said aloud: "biz unl plus", "business unltd", "go five g". */
export const withPlanWordsInFull = (text: string) =>
  text
    .replace(/\bbiz\b/gi, "business")
    .replace(/\bunl(?:im|td|mtd)?\b/gi, "unlimited")
    .replace(/\bgo\s*-?\s*(?:5|five)\s*-?\s*g\b/gi, "go5g");

/** Lower case, straight quotes, "won't" spelt out (it is no won deal), and the shorthand "w/", "w", "w/o" and "b4" as words. */
export const lower = (text: string) =>
  withPlanWordsInFull(text.toLowerCase())
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bwon'?t\b/g, "will not")
    .replace(/\bw\/o\b/g, "without")
    .replace(/\bw\/(?=\s|[a-z])/g, "with ")
    // "anything w cascade freight": "w" between words is "with".
    .replace(/(?<=[a-z]\s+)w(?=\s+[a-z0-9])/g, "with")
    .replace(/\bb4\b/g, "before")
    // Chat shorthand: "nxt", "tmrw", "thru", and a dropped g ("closin", "lookin", "goin").
    .replace(/\bnxt\b/g, "next")
    .replace(/\b(?:tmrw|tmrrw|tmr|2moro|2morrow)\b/g, "tomorrow")
    .replace(/\bthru\b/g, "through")
    // "who do we deal with at…", "the person I'm dealing with": a verb, not one of our deals.
    .replace(/\b(we|i|you|they|to|i'm|we're|usually|normally)\s+deal(?:ing)?\s+with\b/g, "$1 work with")
    .replace(
      /\b(clos|look|go|com|runn|gett|sell|work|pitch|end|expir|renew|sign|land|happen|talk|bring|pay|wrapp|wrap|mov|mak|tak|hav|sitt|wait|expect|think|want|need|check|push|ship|start|finish|hold|head|trend)in'?(?=[\s?!.,]|$)/g,
      "$1ing",
    );

/** "win them over", "win their business": a customer to pitch, not our won deals. */
export const WIN_OVER =
  /\bwin(?:ning)?\s+(?:(?:them|this(?!\s+(?:week|month|quarter|qtr|year|yr|half|period|time|round)\b)|the account|him|her)(?:\s+over)?|over|(?:their|the|his|her) business)\b/g;

/** Samsung's models said without the brand ("s24 ultra", "z fold7", "xcover 7"). */
export const SAMSUNG_CODES = String.raw`s2\d(?:\+|fe)?|z\s?(?:fold|flip)\s?\d|xcover\s?\d`;

export const BRANDS = new RegExp(
  `\\b(?:apple|iphones?|ipads?|samsung|galax(?:y|ies)|google|pixels?|motorola|moto|razrs?|sonim|kyocera|duraforce|inseego|mifi|netgear|nighthawk|orbic|franklin|zte|cradlepoint|sierra|lenovo|thinkpad|dell|latitude|hp|elitebook|microsoft|surface|garmin|zebra|honeywell|cat|nokia|tcl|oneplus|alcatel|jetpack|airprime|telit|quectel|geotab|samsara|verkada|axon|skydio|nayax|apple watch|panasonic|toughbooks?|toughpads?|sony|xperias?|sierra wireless|airlink|arcadyan|digi|calamp|peplink|meraki|getac|verifone|ingenico|pax|clover|acer|asus|moxee|arlo|reolink|lytx|netradyne|jiobit|fibocom|u-blox|askey|sagemcom|resideo|qolsys|napco|telguard|queclink|${SAMSUNG_CODES})\\b`,
  "i",
);

/** A word of a device's model after its brand: one with a number, or a model line's own word ("pro", "max", "fold7"). */
export const MODEL_WORD = String.raw`(?:[a-z]*\d[a-z0-9+]*|pro|max|plus|mini|air|ultra|fe|se|lite|xl|edge|note|fold\d*|flip\d*|tab|go|neo|prime|rugged|xcover|duraforce|razr|watch|ipad|iphone)\b`;

/** Words of the carriers' business plan names that are not plan types. */
/** A word of a plan's name, as agents write it (carriers are taken out first, by the carriers toolkit). */
export const NAME_OF_A_PLAN =
  "(?:business|unlimited|go5g|plus|pro|ultimate|advanced|elite|performance|starter|start|essentials|internet|air|backup|tablet|data|smartwatch|wearable|connected|device|thingspace|iot|lte|5g|fixed|wireless|hotspot|laptop|'s)";

/** How often something happens ("every day", "all the time"): no quantity of plans or devices. */
export const HOW_OFTEN =
  /\b(?:every|each|all)\s+(?:single\s+)?(?:day|week|month|night|morning|shift|trip|the time)\b|\ball (?:day|week|month|night) long\b/g;

export const COUNT_NOUNS = `${LINE_NOUNS_SOURCE}|${PEOPLE_NOUNS}|locations?|offices?|sites?|stores?|branch(?:es)?|accounts?`;

/** How many lines a part asks about ("25 lines", "a dozen phones", "60-person company", "crew of twenty"). */
export function lineCount(t: string): number | undefined {
  // "somewhere in the 15-20 range, let's plan on 18": the number settled on.
  const settled =
    /\b(?:plan (?:on|for)|let'?s say|call it|go with|let'?s do|make it|assume|assuming|budget for|price (?:it )?(?:for|at))\s+(\d{1,6})\b(?!\s*(?:months?|mos?|years?|yrs?|%|gb|dollars?|bucks))/.exec(
      wordsToDigits(t),
    );
  if (settled && findCount(t, COUNT_NOUNS, { between: 3 }) !== undefined) return Number(settled[1]);
  const n = findCount(t, COUNT_NOUNS, { between: 3 });
  if (n) return n;
  // "6 Go5G Business lines", "a dozen Verizon Business Unlimited Plus lines": a plan's or a carrier's name between.
  const named = new RegExp(
    `(?<![\\d.$,:/])\\b(\\d{1,5})\\s+(?:of\\s+)?(?:(?:the\\s+)?${NAME_OF_A_PLAN}\\s+){1,7}(?:lines?|phones?|devices?)\\b`,
  ).exec(withoutCarriers(wordsToDigits(t)));
  if (named) return Number(named[1]);
  const group =
    /\b(?:team|crew|company|office|staff|fleet|firm|business|shop|group|account|workforce) of (\d{1,6})\b/.exec(
      wordsToDigits(t),
    );
  if (group) return Number(group[1]);
  const lineAccount = /\b(\d{1,6})[\s-]*line\b/.exec(wordsToDigits(t));
  return lineAccount ? Number(lineAccount[1]) : undefined;
}

/** The words left once the words that say what is asked are gone: the name of a customer, deal or quote. */
export function residual(text: string, stop: RegExp): string | undefined {
  const t = withoutCostPeriod(withoutCarriers(wordsToDigits(lower(text))))
    .replace(AS_A_ROLE, " ")
    .replace(/[?!.,;:()"]/g, " ")
    .replace(KEPT_IN, " ")
    .replace(stop, " ")
    .split(/\s+/)
    .map((w) => w.replace(/'(?:s|ve|re|ll|d|m)$|n't$/, "").replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 1 && !/^\d+$/.test(w) && !COMMON.has(w));
  return t.length ? t.join(" ").slice(0, 100) : undefined;
}

/** Who is asking, said first ("as a manager I'd like…", "as the sales manager, I need…"): no name. */
export const AS_A_ROLE =
  /^\s*as (?:a|an|the|your|our) (?:[\w-]+\s+){0,2}?[\w-]+\s*,?\s+(?=(?:i|i'd|i'm|im|id|we|we'd|we're)\b)/;

/** Where records are kept ("on file", "in the system", "in our book of business"): not part of a name. */
export const KEPT_IN =
  /\b(?:on file|on record|on the books|(?:in |across )?(?:the |our |my )?book of business|in (?:the |our |my )?(?:system|crm|database|portal|records?|book))\b/g;

export const COMMON = new Set(
  `a an the and or of for to in on at by with from about as is are was were be been do does did can could would should will present presently financial fiscal fy
   what which who whom whose where when why how this that these those there here it its i me my mine we our ours you your they them
   their please pls plz tell show list give find get look see need want let lets us all any some every each much many more most
   assuming assume given provided supposing suppose say
   just only still now today right currently current also he him his she her hers have has had got so far yet ever again is it's whats what's who's
   know info information details detail anything something everything stuff thing things one ones up pull bring grab see view
   display open check quick quickly real but if whether though too same moment not possible wondering wonder curious maybe perhaps kindly wheres whos hows whens havent hasnt isnt arent dont doesnt didnt cant out rn asap atm fyi btw tbh imo idk lmk eod like nobody somebody someone anyone everyone anybody everybody before after`.split(
    /\s+/,
  ),
);

export const iso = (d: Date) => format(d, "yyyy-MM-dd");

/** Words that put a name after them ("deals for Acme", "the one with Harbor", "anything called Ridgeline"). */
export const BEFORE_A_NAME = /^(?:for|at|with|from|called|named|about|re|regarding|of|on)$/i;

/** Words that put a name before them ("the Acme deal", "Acme's opps", "the Harbor account"). */
export const AFTER_A_NAME =
  /^(?:deals?|accounts?|opps?|opportunit(?:y|ies)|customers?|clients?|quotes?|contracts?|project|rollout|refresh)$/i;

/**
 * Whether the words of `query` are said where a name goes: after "for", "at", "with"…, before "deal",
 * "account"…, or capitalised inside the sentence. "I should chase", "add up the pipeline": no name.
 */
export function saidAsName(text: string, query: string): boolean {
  const named = new Set(query.split(/\s+/));
  const words = text.split(/[\s,;:?!()"]+/).filter(Boolean);
  const bare = (w: string) => w.toLowerCase().replace(/'(?:s)?$|s'$/, "");
  return words.some((w, i) => {
    if (!named.has(bare(w))) return false;
    if (i > 0 && /^[A-Z]/.test(w) && !/[.?!]$/.test(words[i - 1]!)) return true;
    let before = i - 1;
    while (before >= 0 && (named.has(bare(words[before]!)) || /^(?:the|a|an)$/i.test(words[before]!))) before--;
    let after = i + 1;
    while (after < words.length && named.has(bare(words[after]!))) after++;
    return (
      (before >= 0 && BEFORE_A_NAME.test(words[before]!)) ||
      /'s?$/.test(words[after - 1]!) ||
      (after < words.length && AFTER_A_NAME.test(words[after]!))
    );
  });
}

/** What a short follow-up may say besides a carrier, a count, a plan type or a stage. */
export type FollowUpSlots = {
  period?: CostPeriod;
  mine: boolean;
  range?: ReturnType<typeof parseDateRange>;
  order?: "soonest" | "largest" | "smallest";
};

/** Largest first, said as a superlative or, between the records just listed, a comparative ("which is bigger"). */
export const LARGEST =
  /\b(?:biggest|largest|top|highest|most valuable|largest value|highest value|bigger|larger|greater|more valuable|worth (?:the )?most|worth more|(?:by|in order of|ordered by|sorted by|ranked by)\s+(?:deal\s+)?(?:value|size|worth|amount))\b/;

export const SMALLEST =
  /\b(?:smallest|lowest|least valuable|tiniest|smaller|less valuable|worth (?:the )?least|worth less)\b/;

/** An order asked of a list: "closes first", "soonest", "next 3 to close", "biggest", "which is smaller". */
export function orderOf(t: string): FollowUpSlots["order"] {
  if (
    /\b(?:clos\w*|sign\w*|land\w*|due)\s+(?:the\s+)?(?:first|soonest|next|earliest|sooner|earlier)\b|\b(?:first|next|soonest|earliest)\s+(?:\d{1,2}\s+)?(?:(?:one|ones|deals?|opps?|opportunit(?:y|ies)|accounts?)\s+)?(?:to|that will|that'll|likely to)\s+(?:close|sign|land)\b|\bsoonest\b/.test(
      wordsToDigits(t),
    )
  )
    return "soonest";
  if (LARGEST.test(t)) return "largest";
  if (SMALLEST.test(t)) return "smallest";
  return undefined;
}

/** A part of a question: lowercased (`t`) and as written, with its carrier and the understanding's name extractor. */
export type PartText = {
  t: string;
  text: string;
  today: Date;
  carrier: CarrierId | undefined;
  /** The words left once the words matching `stop` (and common words) are gone. */
  residual: (text: string, stop: RegExp) => string | undefined;
};
