/**
 * How the offline model reads a question about devices into findDevices' arguments:
 * a model named by brand and number, a maker, kinds of device, 5G bands and carriers.
 */
import type { CarrierId } from "@/config/carriers";
import type { FindDevicesInput } from "./schema";
import { withoutCarriers } from "@/lib/lang/carriers";
import { findDeviceTypes } from "@/lib/lang/lines";
import { wordsToDigits } from "@/lib/lang/numbers";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { BRANDS, MODEL_WORD, SAMSUNG_CODES } from "@/lib/ai/offline/reading";

export const BRAND_WORD = new RegExp(`^(?:${BRANDS.source})$`, "i");

export const MODEL_WORD_ONLY = new RegExp(`^${MODEL_WORD}$`, "i");

/**
 * The model a question names inside a longer sentence ("customer has the iPhone one with
 * the big screen, the 16 Pro Max I think"): its brand words, its model words (numbers, a
 * model line's own words, a number word right after them: "pixel nine") and the words
 * written with a capital inside a sentence ("Moto G Play"), in order; undefined when
 * none has a brand or a number.
 */
/** The words of a question about a device that are not its name. */
export const DEVICE_QUESTION_WORDS = String.raw`is|are|does|do|the|a|an|certified|certify|certifies|certification|on|for|with|which|what|carriers?|support|supports|supported|compatible|work|works|working|networks?|it|its|any|can|i|sell|use|still|5g|lte|bands?|frequenc\w*|carry|carries|take|takes|put|run|runs|ok|okay|approved|approve|anywhere|everywhere|where|about|by|has|have|been|available|we|our|to|activate|activated|activating|tell|me|show|info|details`;

export const DEVICE_QUESTION_WORD = new RegExp(
  `^(?:${DEVICE_QUESTION_WORDS}|could|would|will|should|customer|client|has|had|wants?|needs?|phones|tablets|devices?|models?|handsets?|watches|gear|equipment|ones?|things?|lines?)$`,
  "i",
);

export function modelWords(text: string): string | undefined {
  const out: string[] = [];
  let sentenceStart = true;
  /** Words still to take after a brand, up to a pause or a word of the question ("moto g stylus 2025, can it…"). */
  let run = 0;
  // "galaxy s twenty five": a number said in two words is one number.
  const words = withoutCarriers(text)
    .replace(
      /\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)\b/gi,
      (n) => wordsToDigits(n.toLowerCase()),
    )
    .split(/\s+/);
  for (const [i, raw] of words.entries()) {
    const w = raw.replace(/^[("']+|[)"',;:!?.]+$/g, "");
    const l = w.toLowerCase();
    const digits = wordsToDigits(l);
    // "one" before "with", "that", "of"… is a pronoun ("the iPhone one with the big screen").
    const pronoun = /^(?:with|that|which|who|of|from|in|i|you|we|they|he|she|for)$/i.test(words[i + 1] ?? "");
    if (!w) continue;
    const pause = /[,;:!?.]$/.test(raw);
    if (BRAND_WORD.test(l)) {
      out.push(w);
      run = pause ? 0 : 3;
      sentenceStart = /[.!?]$/.test(raw);
      continue;
    }
    // A number said in words stays to the rule below ("the iPhone one with the big screen").
    if (run > 0 && !DEVICE_QUESTION_WORD.test(l) && /^[a-z0-9+-]+$/i.test(w) && digits === l) {
      out.push(w);
      run = pause ? 0 : run - 1;
      sentenceStart = /[.!?]$/.test(raw);
      continue;
    }
    run = 0;
    // "go" away from a brand is the verb ("can it go on T-Mobile"), as in "Surface Go" it is a name.
    if (MODEL_WORD_ONLY.test(l) && !DEVICE_QUESTION_WORD.test(l) && l !== "go") out.push(w);
    else if (
      /^\d+$/.test(digits) &&
      digits !== l &&
      out.length &&
      !pronoun &&
      (BRAND_WORD.test(out.at(-1)!) || MODEL_WORD_ONLY.test(out.at(-1)!))
    )
      out.push(digits);
    else if (!sentenceStart && /^[A-Z][A-Za-z0-9+]*$/.test(w) && w !== "I") out.push(w);
    sentenceStart = /[.!?]$/.test(raw);
  }
  return out.some((w) => BRAND_WORD.test(w) || /\d/.test(w)) ? out.join(" ") : undefined;
}

export const MANUFACTURERS: [RegExp, string][] = [
  [/\b(?:apple|iphones?|ipads?|apple watch(?:es)?)\b/i, "Apple"],
  [new RegExp(`\\b(?:samsung|galax(?:y|ies)|${SAMSUNG_CODES})\\b`, "i"), "Samsung"],
  [/\b(?:google|pixels?)\b/i, "Google"],
  [/\b(?:motorola|moto|razrs?)\b/i, "Motorola"],
  [/\bsonim\b/i, "Sonim"],
  [/\b(?:kyocera|duraforce)\b/i, "Kyocera"],
  [/\b(?:netgear|nighthawk)\b/i, "Netgear"],
  [/\b(?:inseego|mifi)\b/i, "Inseego"],
  [/\bzebra\b/i, "Zebra"],
  [/\bnokia\b/i, "Nokia"],
  [/\btcl\b/i, "TCL"],
  [/\bcradlepoint\b/i, "Cradlepoint"],
  [/\blenovo\b/i, "Lenovo"],
  [/\bcat\b/i, "CAT"],
  [/\b(?:panasonic|toughbooks?|toughpads?)\b/i, "Panasonic"],
  [/\b(?:sony|xperia)\b/i, "Sony"],
  [/\b(?:sierra(?: wireless)?|airlink)\b/i, "Sierra Wireless"],
  [/\b(?:cisco|meraki)\b/i, "Cisco Meraki"],
];

/** The maker a question names: a known brand's maker, else the brand word itself (matched against the catalogue's makers). */
export function manufacturerOf(t: string): string | undefined {
  const known = MANUFACTURERS.find(([re]) => re.test(t))?.[1];
  if (known) return known;
  return BRANDS.exec(t)?.[0];
}

export function devicesCall(
  t: string,
  text: string,
  carrier: CarrierId | undefined,
  carriers: CarrierId[],
): PlannedCall | null {
  const args: FindDevicesInput = {};
  const band = /\b(?:band\s+)?(n\d{1,3})\b/.exec(t);
  if (band) args.fiveGBand = band[1];
  const types = findDeviceTypes(t);
  const manufacturer = manufacturerOf(t);
  // A model is named when a brand comes with a model number ("galaxy s24", "pixel 9a", "tcl flip 2").
  const cleaned = withoutCarriers(BRANDS.test(t) ? wordsToDigits(text) : text)
    .replace(/\b5g\b(?=\s*(?:on|for|certified|support|$))/gi, " ")
    // "on all three carriers", "both networks": which carriers, no model number.
    .replace(/\b(?:all|both|each|any|every|the|of the)\s+(?:\d|two|three)\s+(?:carriers?|networks?)\b/gi, " ");
  const hasModelNumber = /\b[a-z]*\d+[a-z0-9]*\b/i.test(
    cleaned.replace(/\b(?:band\s+)?n\d{1,3}\b/gi, " ").replace(/\b\d+\s*(?:lines?|gb|months?)\b/gi, " "),
  );
  const listing =
    /\b(?:which|what|list|show|any|all)\b[^?]*\b(?:phones|tablets|devices|models|watches|routers|hotspots|gateways|handsets|dashcams|cameras|trackers|flips?|gear|equipment|hardware|products|lineup|line-up|offerings)\b|\b(?:phones|tablets|devices|models|watches|routers|hotspots|gateways|handsets|dashcams|gear|equipment|hardware|products|lineup|line-up)\b.*\b(?:certified|on|for)\b/.test(
      t,
    );
  // "can I sell the iPad Air on T-Mobile?", "is the razr certified": one model asked about by name.
  const yesNo =
    /^\s*(?:is|are|does|do|can|will|would|could)\b|\bwhich carriers?\b|\bwhat carriers?\b|\bcertified\??\s*$|\b(?:is|does|will|can|would|could) (?:it|that|this)(?: one)?\b|\b(?:it|(?:that|this) one) (?:is|works?|working|runs?)\b/.test(
      t,
    );
  const named =
    BRANDS.test(t) &&
    new RegExp(
      `${BRANDS.source}\\s+(?!(?:phones?|tablets?|devices?|models?|watches|hotspots?|routers?|gear|equipment|hardware|stuff|products?|kit|line-?up|units?|offerings?|on|for|certified)\\b)[a-z0-9+]`,
      "i",
    ).test(t);
  if ((hasModelNumber && (BRANDS.test(t) || !listing)) || (yesNo && named && !listing)) {
    args.query = cleaned
      .replace(/[?!,;"]/g, " ")
      .replace(/(?:^|\s)[-–—:]+(?=\s|$)|:/g, " ")
      .replace(new RegExp(`\\b(?:${DEVICE_QUESTION_WORDS})\\b`, "gi"), " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100);
    // A model said inside a longer sentence: its brand and model words only.
    if (args.query.split(" ").length > 4) args.query = modelWords(text) ?? args.query;
    if (!args.query) return null;
    if (carriers.length === 1) args.carrier = carriers[0];
    return { toolName: "findDevices", args };
  }
  if (manufacturer) args.manufacturer = manufacturer;
  if (types.length) args.deviceTypes = types;
  if (carrier) args.carrier = carrier;
  if (
    /\b5g\b/.test(t) &&
    !args.fiveGBand &&
    /\b(?:5g (?:phones|devices|models|capable)|with 5g|support(?:s|ing)? 5g)\b/.test(t)
  )
    args.fiveGOnly = true;
  if (!args.manufacturer && !args.deviceTypes && !args.fiveGBand && !args.fiveGOnly && !args.carrier) return null;
  return { toolName: "findDevices", args };
}
