/**
 * Kinds of lines, plans and devices as people name them: the catalogue's plan types
 * ("data only", "home internet" → Fixed Wireless), its device types ("flip phone" →
 * Feature Phone, "mifi" → Hotspot), the promotions' device categories and the quote's
 * line types ("iPads" → mobile internet, "watches" → wearables).
 */
import type { DeviceCategory } from "@/config/promotions";

export const PLAN_TYPES = ["Unlimited", "Data Only", "Hotspot", "Fixed Wireless", "Wearable", "IoT"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

const FIXED_WIRELESS =
  /\b(?:fixed[\s-]?wireless|home internet|business internet|office internet|internet (?:air|backup|plans?|service|connection|(?:for|at|in)\s+(?:(?:the|an?|our|their|each|every|all|all the|all our|all of (?:the|our|their))\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|both)\s+)?(?:[a-z]+\s+)?(?:offices?|stores?|sites?|branch(?:es)?|shops?|locations?|clinics?|cafes?|warehouses?|restaurants?))|(?:verizon|at&t|att|t-mobile|tmobile|t mobile)\s+internet|fwa|failover|5g home|backup internet|wireless internet|5g internet|lte internet|internet access)\b/i;
const WEARABLE =
  /\b(?:wearables?|smart\s?-?watch(?:es)?|apple\s+watch(?:es)?|galaxy\s+watch(?:es)?|watch (?:plans?|lines?)|watches)\b/i;
const IOT =
  /\b(?:iot|internet of things|m2m|machine[\s-]to[\s-]machine|connected devices?|sensors?|telematics|trackers?|tracking devices?)\b/i;
/** A hotspot as the device a plan is for: "hotspot plans", "plans … for hotspots", "mobile wifi" devices, "mifi lines". */
const HOTSPOT_DEVICE = String.raw`(?:mobile\s+)?hot\s?-?spots?|mifis?|jetpacks?|(?:mobile|portable|pocket|travel)\s+wi-?fi(?:\s+(?:pucks?|devices?|boxes?|routers?|units?|things?))?|wi-?fi\s+(?:pucks?|boxes?|sticks?)`;
const HOTSPOT_PLAN = new RegExp(
  String.raw`\bhot\s?-?spot[\s-](?:plans?|lines?|data plans?|options?|only)\b|\bplans?\b(?:\s+[\w&'-]+){0,4}?\s+for\s+(?:the\s+|a\s+|my\s+|our\s+|their\s+|those\s+)?(?:little\s+|small\s+)?${HOTSPOT_DEVICE}\b|\bmobile hot\s?-?spot plans?\b|\b(?:mifi|jetpack) (?:plans?|lines?)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|some)\s+(?:mobile\s+)?(?:hot\s?-?spots|mifis|jetpacks)\b(?!\s+(?:data|allowance|usage))|\b(?:mobile|portable|pocket)\s+wi-?fi\s+(?:pucks?|devices?|boxes?|units?|plans?|lines?)\b`,
  "i",
);
const DATA_ONLY =
  /\b(?:data[\s-]only|sim[\s-]only(?:\s+data)?|tablets?|laptops?|ipads?|chromebooks?|mobile internet|mobile broadband)\b/i;
const PHONE_PLAN =
  /\b(?:voice|phone|smartphone|handset|talk(?: and| &) text) (?:plans?|lines?|service)\b|\bplans? for (?:\w+\s+)?(?:phones|smartphones|iphones|androids)\b/i;

/** Laptops or tablets that go online through a phone ("hotspot their laptops", "as wifi for laptops", "laptops off their phones"). */
const TETHERED_DEVICES =
  /\b(?:hot\s?-?spot(?:ting)?|tether(?:ing|ed|s)?|wi-?fi|modem|share (?:their |the )?(?:data|connection))\s+(?:(?:for|to|with|their|the|our|his|her|its|a|on|onto)\s+){0,2}(?:laptops?|tablets?|ipads?|computers?|chromebooks?)\b|\b(?:laptops?|tablets?|ipads?|computers?|chromebooks?)\s+(?:off|on|through|from|via)\s+(?:their\s+|the\s+|a\s+)?(?:phones?|smartphones?)\b/gi;

/** The plan type a text asks about, or undefined. */
export function findPlanType(text: string): PlanType | undefined {
  // Laptops online through a phone's hotspot need a phone plan, not a data-only line.
  text = text.replace(TETHERED_DEVICES, " hotspot ");
  if (FIXED_WIRELESS.test(text)) return "Fixed Wireless";
  if (WEARABLE.test(text)) return "Wearable";
  if (IOT.test(text)) return "IoT";
  if (HOTSPOT_PLAN.test(text)) return "Hotspot";
  if (DATA_ONLY.test(text)) return "Data Only";
  // "unlimited", also misspelt ("unlimted", "unlimitted", "unlimeted").
  const unlimited = /\bunl[a-z]{0,2}m[a-z]{0,2}t[a-z]{0,2}d\b|\bunl(?:im|td)?\b/i;
  if (
    unlimited.test(text) &&
    !/\bunl[a-z]{0,2}m[a-z]{0,2}t[a-z]{0,2}d (?:hot\s?-?spot|premium|priority|talk)\b/i.test(text)
  )
    return "Unlimited";
  if (/\bunlimited data\b/i.test(text) || PHONE_PLAN.test(text)) return "Unlimited";
  return undefined;
}

/** The catalogue's device types with the words people use for them, most specific first. */
export const DEVICE_TYPE_WORDS: ReadonlyArray<readonly [string[], RegExp]> = [
  [["Rugged Phone"], /\brugged(?:ized)? (?:smart\s?)?phones?\b|\brugged handsets?\b/i],
  [["Rugged Tablet"], /\brugged(?:ized)? tablets?\b/i],
  [["Rugged Phone", "Rugged Tablet"], /\brugged(?:ized)?\b/i],
  [["Feature Phone"], /\b(?:feature|flip|basic) ?phones?\b|\bflips\b/i],
  [["Desk Phone"], /\bdesk ?phones?\b/i],
  [["Wireless Home Phone"], /\b(?:wireless )?home phones?\b/i],
  [["PTT Device"], /\b(?:ptt|push[\s-]to[\s-]talk)(?: devices?| radios?| handsets?| phones?)?\b/i],
  [
    ["FWA"],
    /\b(?:fixed[\s-]?wireless|fwa|home internet|5g home|internet) (?:gateways?|routers?|devices?|units?|boxes?)\b|\bfwa\b|\b(?:gateways?|routers?)\b.*\b(?:fixed[\s-]?wireless|home internet|5g home)\b/i,
  ],
  [["Hotspot/Router"], /\bhotspot\/routers?\b/i],
  [["Vehicle Router"], /\b(?:vehicle|in-vehicle|fleet) routers?\b/i],
  [["Tablet/Laptop"], /\btablet\/laptops?\b/i],
  [["Handheld Computer"], /\bhandheld (?:computer|scanner)s?\b|\bmobile computers?\b/i],
  [["Body Camera"], /\bbody[\s-]?(?:worn )?cam(?:era)?s?\b/i],
  [["Dashcam"], /\bdash[\s-]?cam(?:era)?s?\b/i],
  [["Asset Tracker"], /\basset trackers?\b/i],
  [["Fleet Tracker"], /\bfleet trackers?\b|\bgps trackers?\b/i],
  [["Smartwatch", "Wearable"], /\bsmart\s?-?watch(?:es)?\b|\bwatch(?:es)?\b|\bwearables?\b/i],
  [["Mobile Printer"], /\b(?:mobile )?printers?\b/i],
  [["Digital Signage"], /\bdigital signage\b|\bsignage\b/i],
  [["Security Panel"], /\bsecurity panels?\b|\balarm panels?\b/i],
  [["Smart Lock"], /\bsmart locks?\b/i],
  [["Medical Device"], /\bmedical devices?\b/i],
  [["E-Reader"], /\be-?readers?\b/i],
  [["Voice Module"], /\bvoice modules?\b/i],
  // A phone line's name in the plural is its phones: "iphones", "pixels", "galaxies" (a "pixel watch" is a watch).
  [
    ["Phone"],
    /\b(?:smart\s?)?phones?\b|\bhandsets?\b|\bcell ?phones?\b|\biphones\b|\bpixels\b|\bgalaxies\b|\bandroids?\b/i,
  ],
  [["Tablet"], /\btablets?\b|\bipads?\b/i],
  // "hotspot allowance", "hotspot data" are a plan's feature, not the device.
  [
    ["Hotspot"],
    /(?<!\b(?:biggest|bigger|most|more|largest|highest|max(?:imum)?|unlimited|generous)\s+(?:mobile\s+)?)\b(?:mobile )?hot\s?-?spots?\b(?!\s*(?:allowance|data|bucket|caps?|usage|use|speeds?|limits?|gb|capabilit\w*|features?|included))|\bmifis?\b|\bjetpacks?\b/i,
  ],
  [["Router"], /\brouters?\b/i],
  [["Laptop"], /\blaptops?\b|\bnotebooks?\b|\bchromebooks?\b/i],
  [["Gateway"], /\bgateways?\b/i],
  [["Modem"], /\bmodems?\b/i],
  [["Module"], /\bmodules?\b/i],
  [["Camera"], /\bcameras?\b/i],
  [["Drone"], /\bdrones?\b/i],
  [["Sensor"], /\bsensors?\b/i],
  [["Telematics"], /\btelematics\b/i],
  [["Tracking"], /\btrackers?\b/i],
  [["IOT"], /\biot (?:devices?|modules?)\b/i],
  [["Alarm"], /\balarms?\b/i],
  [["Scanner"], /\bscanners?\b/i],
  [["Kiosk"], /\bkiosks?\b/i],
  [["Meter"], /\bmeters?\b/i],
  [["Thermostat"], /\bthermostats?\b/i],
  [["Pager"], /\bpagers?\b/i],
  [
    ["POS"],
    /\b(?:pos|point of sale)(?: terminals?| devices?)?\b|\b(?:(?:credit\s+)?card|payment)\s+(?:terminals?|readers?|machines?|swipers?)\b/i,
  ],
  [["Vending"], /\bvending\b/i],
  [["Netbook"], /\bnetbooks?\b/i],
  [["Computer"], /\bcomputers?\b/i],
];

/** Types of the same family, for a family word that finds nothing as one type ("Kyocera phones" are rugged or flip phones). */
export const DEVICE_TYPE_FAMILIES: Record<string, string[]> = {
  Phone: ["Phone", "Rugged Phone", "Feature Phone", "PTT Device"],
  Tablet: ["Tablet", "Rugged Tablet", "Tablet/Laptop"],
  Hotspot: ["Hotspot", "Hotspot/Router"],
  Router: ["Router", "Vehicle Router", "Hotspot/Router", "Gateway", "FWA"],
  Laptop: ["Laptop", "Tablet/Laptop", "Netbook"],
};

/** The catalogue device types a text names ("flip phones" → Feature Phone; "watches" → Smartwatch and Wearable), or []. */
export function findDeviceTypes(text: string): string[] {
  return DEVICE_TYPE_WORDS.find(([, re]) => re.test(text))?.[0] ?? [];
}

const PROMO_CATEGORY_WORDS: ReadonlyArray<readonly [DeviceCategory, RegExp]> = [
  ["fixed_wireless", /\b(?:fixed[\s-]?wireless|home internet|business internet|fwa|internet|5g home|internet air)\b/i],
  ["hotspots", /\bhot\s?-?spots?\b|\bmifis?\b|\bjetpacks?\b/i],
  ["tablets", /\btablets?\b|\bipads?\b/i],
  ["laptops", /\blaptops?\b|\bchromebooks?\b|\bnotebooks?\b/i],
  ["phones", /\b(?:smart\s?)?phones?\b|\biphones?\b|\bgalaxy\b|\bpixel\b|\bhandsets?\b|\bandroids?\b|\bs2[0-9]\b/i],
];

/** The promotions' device category a text names, or undefined. */
export function findPromoCategory(text: string): DeviceCategory | undefined {
  return PROMO_CATEGORY_WORDS.find(([, re]) => re.test(text))?.[0];
}

/** Line types of a quote. */
export type QuoteLineKind = "voice" | "mobileInternet" | "fixedWireless" | "wearables";

const LINE_NOUNS: ReadonlyArray<readonly [RegExp, QuoteLineKind]> = [
  [/^(?:smart)?watch(?:es)?$|^wearables?$|^smartwatch(?:es)?$/, "wearables"],
  [
    /^tablets?$|^ipads?$|^laptops?$|^chromebooks?$|^hotspots?$|^mifis?$|^jetpacks?$|^modems?$|^data-only$|^usb$/,
    "mobileInternet",
  ],
  [/^routers?$|^gateways?$|^fwa$|^broadband$|^internet$/, "fixedWireless"],
  [
    /^phones?$|^smartphones?$|^handsets?$|^iphones?$|^androids?$|^galax(?:y|ies)$|^pixels?$|^cell(?:phone)?s?$|^mobiles?$|^voice$|^lines?$|^lns?$|^devices?$/,
    "voice",
  ],
];

/** The quote line type one word names ("ipads" → mobileInternet), or null. */
export function lineKindOfWord(word: string): QuoteLineKind | null {
  for (const [pattern, kind] of LINE_NOUNS) if (pattern.test(word)) return kind;
  return null;
}

/** Words for people, who each need a line ("25 techs", "a 60-person team"). */
export const PEOPLE_NOUNS =
  "employees?|ppl|people|persons?|person|staff(?:ers)?|users?|reps?|representatives?|agents?|technicians?|techs?|drivers?|workers?|members?|salespeople|associates?|nurses?|engineers?|managers?|consultants?|contractors?|crew|inspectors?|couriers?|teachers?|attorneys?|lawyers?|guards?|officers?|doctors?|analysts?|developers?|clerks?|cashiers?|therapists?|caregivers?|hires?|installers?|electricians?|plumbers?|supervisors?|realtors?|brokers?|adjusters?|dispatchers?|operators?|medics?|paramedics?|folks|individuals?|heads?|seats?|headcount";

/** Words for lines and devices that each take a line. */
export const LINE_NOUNS_SOURCE =
  "lines?|lns?|phones?|smartphones?|handsets?|iphones?|androids?|devices?|sims?|connections?|numbers?|subscribers?|tablets?|ipads?|hotspots?|laptops?|watches|wearables?|mobiles?";
