/**
 * The three carriers as people write them: names, codes, abbreviations, nicknames
 * and common misspellings ("AT&T", "at and t", "att", "Verizon Wireless", "vzw",
 * "verison", "T-Mobile", "t mobile", "tmo", "magenta", "un-carrier").
 * One place for the assistant, the quote parser and the bill parser.
 */
import type { CarrierId } from "@/config/carriers";

/** Regex sources of each carrier's names, longest first. */
export const CARRIER_ALIASES: Record<CarrierId, string[]> = {
  att: [
    "at\\s*&\\s*t(?:\\s+(?:wireless|mobility|business))?",
    "at\\s*&amp;\\s*t",
    "a\\.\\s?t\\.?\\s?&\\s?t\\.?",
    "at\\s+and\\s+t",
    "at\\s*n\\s*t",
    "atnt",
    "att",
    "cingular",
  ],
  verizon: [
    "verizon(?:\\s+(?:wireless|business))?",
    "veri[sz]i?on",
    "verzion",
    "verizion",
    "verizn",
    "vzw",
    "vz",
    "big\\s+red",
  ],
  tmobile: ["t\\s*[-‑–]?\\s*mobile?(?:\\s+(?:for\\s+)?business)?", "tmobile", "t[-\\s]?mo", "magenta", "un-?carrier"],
};

const CARRIER_RE = new RegExp(
  Object.entries(CARRIER_ALIASES)
    // "verizons plans", "ok and t-mobiles?": a possessive written without its apostrophe is the carrier too.
    .map(([id, aliases]) => `(?<${id}>(?<![\\w&])(?:${aliases.join("|")})s?(?![\\w&]))`)
    .join("|"),
  "gi",
);

export type CarrierMention = { carrier: CarrierId; index: number; text: string };

/** Every mention of a carrier, in the order written. */
export function findCarrierMentions(text: string): CarrierMention[] {
  const out: CarrierMention[] = [];
  for (const m of text.matchAll(CARRIER_RE)) {
    const groups = m.groups ?? {};
    const carrier = (Object.keys(CARRIER_ALIASES) as CarrierId[]).find((id) => groups[id] !== undefined);
    if (carrier) out.push({ carrier, index: m.index ?? 0, text: m[0] });
  }
  return out;
}

/** The carriers a text names, each once, in the order written. */
export function findCarriers(text: string): CarrierId[] {
  return [...new Set(findCarrierMentions(text).map((m) => m.carrier))];
}

/** The text with every carrier name replaced by a space (what is left names other things). */
export function withoutCarriers(text: string): string {
  return text.replace(CARRIER_RE, " ");
}

/** Words before a carrier that say the customer does not want it, or is leaving it. */
const NEGATED_BEFORE =
  /(?:\bnot|\bno|\bavoid(?:ing)?|\bexcept|\bother than|\binstead of|\bleav(?:e|es|ing)|\bswitch(?:ing|es)? (?:away )?from|\bmov(?:e|es|ing) (?:away )?from|\bport(?:ing|s)? (?:out )?from|\bcurrently (?:on|with|using)|\bunhappy with|\bfed up with|\bhate|\bdon'?t want|\bdo not want|\bwithout|\bnot interested in|\bfrom|\baway from|\bcurrent(?:ly)? (?:carrier|provider) (?:is )?|\bbut)\s+(?:\w+\s+){0,2}$/i;
/** Words after a carrier that say the customer is on it today. */
const CURRENT_AFTER =
  /^\s*(?:customers?|users?|subscribers?|account|today|now|currently|right now|at the moment)\b|^\s*(?:is|are)\s+(?:their|our|the)\s+current\b/i;
const CURRENT_BEFORE =
  /(?:\bcurrently (?:on|with|using|have|has)|\bright now (?:on|with)|\bnow on|\btoday on|\b(?:is|are|they'?re|we'?re|who'?s|who are) (?:on|with)|\bswitch(?:ing|es)? (?:away )?from|\bleav(?:e|es|ing)|\bmov(?:e|es|ing) (?:away )?from|\bport(?:ing|s)? (?:out )?from|\bunhappy with|\bfed up with|\bfrom|\baway from|\bcurrent(?:ly)? (?:carrier|provider|plan) (?:is )?|\b(?:uses?|using|have|has) (?:had )?)\s+(?:\w+\s+){0,1}$/i;

/** The carrier a customer prefers: the first one named that is not negated or named as the one they leave. */
export function preferredCarrier(text: string): CarrierId | null {
  for (const m of findCarrierMentions(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (NEGATED_BEFORE.test(before)) continue;
    return m.carrier;
  }
  return null;
}

/** The carrier a customer is on today ("currently on Verizon", "switching from AT&T", "a T-Mobile customer"), or null. */
export function currentCarrier(text: string): CarrierId | null {
  for (const m of findCarrierMentions(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m.text.length, m.index + m.text.length + 40);
    if (CURRENT_BEFORE.test(before) || CURRENT_AFTER.test(after)) return m.carrier;
  }
  return null;
}
