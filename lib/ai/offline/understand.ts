/**
 * How the offline model understands an agent's question: it finds the carriers,
 * plan types, features, line counts, prices, devices, bands, deal statuses and
 * customer words in the text and decides which tools answer it (or that it is a
 * greeting, a request for help, or outside what the assistant knows).
 */
import type { CarrierId } from "@/config/carriers";
import type { DeviceCategory } from "@/config/promotions";
import type { DealStatus } from "@/lib/db/queries/assistant";
import type { FindDevicesInput } from "@/lib/ai/tools/devices";
import type { LookupCustomersInput, LookupDealsInput } from "@/lib/ai/tools/pipeline";
import type { ListPromotionsInput } from "@/lib/ai/tools/promotions";
import type { CompareCarriersInput, PLAN_TYPES, PlanFeature, PlanSort, SearchRatePlansInput } from "@/lib/ai/tools/rate-plans";

export type PlannedCall =
  | { toolName: "searchRatePlans"; args: SearchRatePlansInput }
  | { toolName: "compareCarriers"; args: CompareCarriersInput }
  | { toolName: "findDevices"; args: FindDevicesInput }
  | { toolName: "listPromotions"; args: ListPromotionsInput }
  | { toolName: "lookupDeals"; args: LookupDealsInput }
  | { toolName: "lookupCustomers"; args: LookupCustomersInput };

export type Understanding =
  | { kind: "tools"; calls: PlannedCall[] }
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "thanks" }
  | { kind: "out_of_scope" };

type PlanType = (typeof PLAN_TYPES)[number];

export type Entities = {
  carriers: CarrierId[];
  planType?: PlanType;
  features: PlanFeature[];
  lines?: number;
  minPrice?: number;
  maxPrice?: number;
  superlative?: "cheapest" | "best";
  bestFor?: PlanSort;
  compare: boolean;
  deviceType?: string;
  promoCategory?: DeviceCategory;
  band?: string;
  fiveG: boolean;
  deviceQuery?: string;
  statuses: DealStatus[];
};

const CARRIER_PATTERNS: [CarrierId, RegExp][] = [
  ["att", /\b(at\s*&\s*t|at&t|att|at and t|a\.t\.&t\.)\b|at&t/i],
  ["verizon", /\b(verizon|vzw|vz)\b/i],
  ["tmobile", /\b(t[\s-]?mobile|tmobile|tmo|t-mo)\b/i],
];

/** The catalogue's device types, singular, with the words agents use for them. */
const DEVICE_TYPES: [string, RegExp][] = [
  ["Rugged Phone", /\brugged (smart)?phones?\b/i],
  ["Rugged Tablet", /\brugged tablets?\b/i],
  ["Feature Phone", /\b(feature|flip) phones?\b/i],
  ["Desk Phone", /\bdesk phones?\b/i],
  ["Wireless Home Phone", /\bwireless home phones?\b/i],
  ["PTT Device", /\b(ptt|push[\s-]to[\s-]talk) (device|radio)s?\b/i],
  ["Hotspot/Router", /\bhotspot\/routers?\b/i],
  ["Vehicle Router", /\bvehicle routers?\b/i],
  ["Tablet/Laptop", /\btablet\/laptops?\b/i],
  ["Handheld Computer", /\bhandheld (computer|scanner)s?\b/i],
  ["Body Camera", /\bbody[\s-]?cam(era)?s?\b/i],
  ["Dashcam", /\bdash[\s-]?cam(era)?s?\b/i],
  ["Asset Tracker", /\basset trackers?\b/i],
  ["Fleet Tracker", /\bfleet trackers?\b/i],
  ["Smartwatch", /\b(smart[\s-]?watch(es)?|watch(es)?)\b/i],
  ["Mobile Printer", /\b(mobile )?printers?\b/i],
  ["Digital Signage", /\bdigital signage\b/i],
  ["Security Panel", /\bsecurity panels?\b/i],
  ["Smart Lock", /\bsmart locks?\b/i],
  ["Medical Device", /\bmedical devices?\b/i],
  ["E-Reader", /\be-?readers?\b/i],
  ["Voice Module", /\bvoice modules?\b/i],
  ["Phone", /\b(smart)?phones?\b/i],
  ["Tablet", /\b(tablets?|ipads?)\b/i],
  ["Hotspot", /\b(mobile )?hotspots?\b/i],
  ["Router", /\brouters?\b/i],
  ["Laptop", /\blaptops?\b/i],
  ["Gateway", /\bgateways?\b/i],
  ["Modem", /\bmodems?\b/i],
  ["Module", /\bmodules?\b/i],
  ["Camera", /\bcameras?\b/i],
  ["Drone", /\bdrones?\b/i],
  ["Sensor", /\bsensors?\b/i],
  ["Telematics", /\btelematics\b/i],
  ["Tracking", /\btrackers?\b/i],
  ["Wearable", /\bwearables?\b/i],
  ["Alarm", /\balarms?\b/i],
  ["Scanner", /\bscanners?\b/i],
  ["Kiosk", /\bkiosks?\b/i],
  ["Meter", /\bmeters?\b/i],
  ["Thermostat", /\bthermostats?\b/i],
  ["Pager", /\bpagers?\b/i],
  ["POS", /\b(pos|point of sale) (terminal|device)s?\b/i],
  ["Vending", /\bvending\b/i],
  ["Netbook", /\bnetbooks?\b/i],
  ["Computer", /\bcomputers?\b/i],
  ["FWA", /\bfwa (device|router|gateway)s?\b/i],
];

const PROMO_CATEGORIES: [DeviceCategory, RegExp][] = [
  ["fixed_wireless", /\b(fixed wireless|home internet|business internet|fwa|internet)\b/i],
  ["hotspots", /\bhotspots?\b/i],
  ["tablets", /\b(tablets?|ipads?)\b/i],
  ["laptops", /\blaptops?\b/i],
  ["phones", /\b(phones?|smartphones?|iphones?|galaxy|pixel)\b/i],
];

const STATUS_PATTERNS: [DealStatus, RegExp][] = [
  ["closed_won", /\b(closed[\s-]won|won)\b/i],
  ["closed_lost", /\b(closed[\s-]lost|lost)\b/i],
  ["negotiation", /\bnegotiat\w*/i],
  ["proposal", /\bproposals?\b/i],
  ["qualified", /\bqualified\b/i],
  ["lead", /\bleads?\b/i],
];

/** Words that never name a device, customer or deal. */
const STOP_WORDS = new Set(
  `a an the and or of for to in on at by with from about as is are was were be been being do does did can could would should will
   shall may might must what which who whom whose where when why how this that these those there here it its it's i me my mine we
   our ours you your yours they them their please tell show list give find get look lookup up any all some each every much many more
   most less least one ones know need want let lets let's us model models device devices certified certify certifies certification
   certifications carrier carriers network networks support supports supported supporting compatible compatibility work works
   band bands 5g lte nr 4g frequencies frequency spectrum sub-6 mmwave have has having available offer offers
   att at&t verizon vz vzw t-mobile tmobile tmo mobile t info information details detail spec specs specification specifications
   technical about quick question also just only still currently current now today new latest run runs running on? which? yes no
   phone phones smartphone smartphones tablet tablets hotspot hotspots router routers laptop laptops type types kind kinds
   line lines plan plans cost costs price prices pricing priced much would compare comparison unlimited fixed wireless under over
   below above include includes including video streaming 4k uhd hd 1080p 720p 480p month monthly per year cheap cheapest best
   write me poem story joke weather`.split(/\s+/),
);

const CUSTOMER_STOP_WORDS = new Set(
  `customer customers client clients account accounts contact contacts company companies business businesses people who whom
   list show find my our me i have do does many how much are is the a an in at of for with from what which where any all please
   tell about details detail info information look up lookup email phone number numbers based located industry sector named called`.split(/\s+/),
);

const DEAL_STOP_WORDS = new Set(
  `deal deals pipeline opportunity opportunities forecast my our me i have do does many how much are is the a an in at of for with
   from what which where any all please tell about show list give find status stage value worth total biggest largest top highest
   smallest open closing close soon next week month this these those won lost closed lead leads qualified proposal proposals
   negotiation negotiating likely probability most best sorted by sort assigned to mine own team current currently value?
   summary summarize summarise overview whats what's update recent latest newest we us got there so far right now`.split(/\s+/),
);

function lower(text: string) {
  return text.toLowerCase().replace(/[’‘]/g, "'");
}

export function findCarriers(text: string): CarrierId[] {
  const found: { id: CarrierId; at: number }[] = [];
  for (const [id, re] of CARRIER_PATTERNS) {
    const m = re.exec(text);
    if (m) found.push({ id, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}

function findPlanType(t: string): PlanType | undefined {
  if (/\b(fixed wireless|home internet|business internet|internet (air|backup|plans?|service)|fwa|failover|5g home|backup internet|wireless internet)\b/.test(t))
    return "Fixed Wireless";
  if (/\b(wearables?|smart ?watch(es)?|watch plans?)\b/.test(t)) return "Wearable";
  if (/\b(iot|internet of things|m2m|connected devices?|sensors?|telematics|trackers?)\b/.test(t)) return "IoT";
  if (/\bhotspot (plans?|lines?|data plans?|options?)\b|\bplans? for (a |mobile )?hotspots?\b|\bmobile hotspot plans?\b/.test(t)) return "Hotspot";
  if (/\b(data[\s-]only|tablet|tablets|laptop|laptops|ipad|ipads)\b/.test(t)) return "Data Only";
  if (/\bunlimited\b/.test(t) && !/\bunlimited (hotspot|premium|data)\b/.test(t)) return "Unlimited";
  if (/\bunlimited data\b/.test(t)) return "Unlimited";
  if (/\b(voice|phone|smartphone) (plans?|lines?)\b/.test(t)) return "Unlimited";
  return undefined;
}

function findFeatures(t: string): PlanFeature[] {
  const features = new Set<PlanFeature>();
  if (/\bunlimited hotspot\b/.test(t)) features.add("unlimited_hotspot");
  else if (/\bwith (a |mobile )?hotspot\b|\bincludes? (a )?hotspot\b|\bhotspot (data|allowance|included)\b/.test(t)) features.add("hotspot");
  if (/\bunlimited premium( data)?\b/.test(t)) features.add("unlimited_premium_data");
  else if (/\b(premium|priority) data\b/.test(t)) features.add("premium_data");
  if (/\b4k|uhd\b/.test(t)) features.add("4k_video");
  else if (/\bhd (video|streaming)\b|\b(1080p|720p)\b/.test(t)) features.add("hd_video");
  return [...features];
}

function findBestFor(t: string): PlanSort | undefined {
  if (/\bhotspot\b/.test(t) && !/\bhotspot (plans?|lines?)\b/.test(t)) return "hotspot";
  if (/\b(video|streaming|stream)\b/.test(t)) return "video";
  if (/\b(premium|priority) data\b|\bmost data\b/.test(t)) return "premium_data";
  return undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

function findLines(t: string): number | undefined {
  const re =
    /\b(\d{1,5}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)[\s-]*(?:(?:new|voice|phone|smartphone|mobile|business|employee|user)\s+)?(lines?|users?|employees|phones|people|staff|techs|technicians|drivers|agents|reps|handsets|seats)\b/;
  const m = re.exec(t);
  if (m) return Number(m[1]) || NUMBER_WORDS[m[1]!];
  const team = /\b(?:team|company|office|crew|fleet) of (\d{1,5})\b/.exec(t);
  if (team) return Number(team[1]);
  return undefined;
}

function findPrices(t: string): { minPrice?: number; maxPrice?: number } {
  const between = /\bbetween \$?(\d+(?:\.\d+)?) and \$?(\d+(?:\.\d+)?)/.exec(t);
  if (between) return { minPrice: Number(between[1]), maxPrice: Number(between[2]) };
  const out: { minPrice?: number; maxPrice?: number } = {};
  const max = /\b(?:under|below|less than|cheaper than|at most|up to|max(?:imum)?|no more than|within|<=?)\s*\$?(\d+(?:\.\d+)?)/.exec(t);
  if (max) out.maxPrice = Number(max[1]);
  const min = /\b(?:over|above|more than|at least|min(?:imum)?|>=?)\s*\$?(\d+(?:\.\d+)?)/.exec(t);
  if (min && !/\bmore than \d+ lines\b/.test(t)) out.minPrice = Number(min[1]);
  return out;
}

function findBand(text: string): string | undefined {
  const m = /\b(?:band\s+)?(n\d{1,3})\b/i.exec(text);
  return m ? m[1]!.toLowerCase() : undefined;
}

/** Words left after removing everything the question says about intent: the device's name. */
function deviceWords(text: string): string | undefined {
  const cleaned = text
    .replace(/at\s*&\s*t/gi, " ")
    .replace(/t[\s-]mobile/gi, " ")
    .replace(/\b(?:band\s+)?n\d{1,3}\b/gi, " ")
    .replace(/\b5g\b/gi, " ")
    .replace(/[?!.,;:()"]/g, " ");
  const kept = cleaned
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()) && !/^'s$/.test(w) && !/^\$/.test(w))
    .map((w) => w.replace(/'s$/i, ""));
  if (kept.length === 0) return undefined;
  // A name needs a model number (letters with digits) or a known brand word; otherwise these are leftover words.
  const phrase = kept.join(" ");
  const modelNumber = kept.some((w) => /[a-z]/i.test(w) && /\d/.test(w));
  if (!modelNumber && !/\b(apple|iphone|ipad|samsung|galaxy|google|pixel|motorola|moto|razr|sonim|kyocera|duraforce|inseego|mifi|netgear|nighthawk|orbic|franklin|zte|cradlepoint|sierra|lenovo|thinkpad|dell|latitude|hp|elitebook|microsoft|surface|garmin|zebra|honeywell|cat|nokia|tcl|oneplus|alcatel|jetpack|airprime|telit|quectel|geotab|samsara|verkada|axon|skydio|nayax|badger|landis)\b/i.test(phrase))
    return undefined;
  return phrase.slice(0, 100);
}

function residual(text: string, stop: Set<string>, carriers: boolean): string | undefined {
  let t = lower(text).replace(/[?!.,;:()"]/g, " ");
  if (carriers) t = t.replace(/at\s*&\s*t|t[\s-]mobile|\bverizon\b|\batt\b/g, " ");
  const kept = t
    .split(/\s+/)
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length > 1 && !stop.has(w) && !/^\d+$/.test(w));
  return kept.length ? kept.join(" ").slice(0, 100) : undefined;
}

export function extractEntities(text: string): Entities {
  const t = lower(text);
  const superlative = /\b(cheapest|lowest|least expensive|most affordable|cheaper|budget|cheap|lowest[\s-]cost|lowest[\s-]priced|inexpensive|save the most)\b/.test(t)
    ? "cheapest"
    : /\b(best|top|premium|richest|most features|highest[\s-]end|fastest|most data|recommend(ed)?)\b/.test(t)
      ? "best"
      : undefined;
  let deviceType: string | undefined;
  for (const [name, re] of DEVICE_TYPES) {
    if (re.test(text)) {
      deviceType = name;
      break;
    }
  }
  let promoCategory: DeviceCategory | undefined;
  for (const [id, re] of PROMO_CATEGORIES) {
    if (re.test(t)) {
      promoCategory = id;
      break;
    }
  }
  const statuses: DealStatus[] = [];
  for (const [status, re] of STATUS_PATTERNS) if (re.test(t)) statuses.push(status);
  return {
    carriers: findCarriers(text),
    planType: findPlanType(t),
    features: findFeatures(t),
    lines: findLines(t),
    ...findPrices(t),
    superlative,
    bestFor: superlative === "best" ? findBestFor(t) : undefined,
    compare: /\b(compare|comparison|versus|vs\.?|against|which carrier|what carrier|across carriers|each carrier|all carriers|all three)\b/.test(t),
    deviceType,
    promoCategory,
    band: findBand(text),
    fiveG: /\b5g\b/.test(t),
    deviceQuery: deviceWords(text),
    statuses,
  };
}

const SMALL_TALK = /^\s*(how are you|how's it going|how are things)( doing)?( today)?[\s?!.]*$/i;
const ABOUT = /^\s*(?:tell me about|what do (?:we|i) know about|details (?:on|for|about)|info(?:rmation)? (?:on|about)|look up|lookup)\s+(?:the\s+)?(?:customer\s+)?(.{2,80}?)[\s?!.]*$/i;
const GREETING = /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo|hola)\b[\s!.,]*(there|team|assistant)?[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great|perfect|awesome|ok(ay)?|got it)\b[\s\w!.,]{0,20}$/i;
const HELP = /\b(help|what can you do|what do you do|how do you work|what can i ask|capabilities|who are you|what are you)\b/i;

const PROMO_TOPIC = /\b(promos?|promotions?|promotional|offers|special offers?|discounts?|bill credits?|rebates?|incentives?|specials|bogo|trade[\s-]?in deals?|deals? (on|for) (an? |the )?(iphones?|phones?|galaxy|pixel|tablets?|ipads?|hotspots?|laptops?|devices?|internet))\b/i;
const DEAL_TOPIC = /\b(deals?|pipeline|opportunit(y|ies)|forecast|closing soon|leads)\b/i;
/** Plan names of the catalogue's families, so "Go5G Business" is read as a plan, not a device. */
const PLAN_NAME = /\b(business unlimited|go5g|business essentials|business internet|internet air|thingspace|control center|wearable line)\b/i;
const CUSTOMER_TOPIC = /\b(customers?|clients?|accounts?|contacts?)\b/i;
const DEVICE_TOPIC = /\b(devices?|certified|certif\w+|bands?|compatible|compatibility|5g support|supports? 5g|frequenc\w+|which carriers (support|sell|carry|offer)|models?)\b|\bn\d{1,3}\b/i;
const PLAN_TOPIC =
  /\b(plans?|pricing|prices?|priced|cost|costs|how much|per line|lines?|rates?|cheap\w*|expensive|unlimited|data[\s-]only|hotspot|fixed wireless|internet|iot|wearables?|compare|comparison|monthly|month|contract|24[\s-]month|budget|quote)\b/i;

/** Decides what answers a question. `previous` is the agent's earlier question, for follow-ups such as "and for Verizon?". */
export function understand(text: string, previous?: string): Understanding {
  const t = text.trim();
  if (!t) return { kind: "help" };
  if (GREETING.test(t)) return { kind: "greeting" };
  if (THANKS.test(t)) return { kind: "thanks" };
  if (SMALL_TALK.test(t)) return { kind: "greeting" };

  const e = extractEntities(t);
  const decided = decide(t, e);
  if (decided) return decided;

  if (HELP.test(t)) return { kind: "help" };

  // "Tell me about Magnolia Home Health": a customer of the agent's company.
  const about = ABOUT.exec(t);
  if (about?.[1]) {
    const query = residual(about[1], CUSTOMER_STOP_WORDS, true);
    if (query) return { kind: "tools", calls: [{ toolName: "lookupCustomers", args: { query } }] };
  }

  // A follow-up that only changes the carrier, the lines or the plan type ("what about Verizon?").
  if (previous && (e.carriers.length || e.lines || e.planType || e.deviceType) && t.split(/\s+/).length <= 8) {
    const before = understand(previous);
    if (before.kind === "tools") return { kind: "tools", calls: before.calls.map((c) => followUp(c, e)) };
  }
  return { kind: "out_of_scope" };
}

function followUp(call: PlannedCall, e: Entities): PlannedCall {
  const carrier = e.carriers[0];
  switch (call.toolName) {
    case "searchRatePlans":
      return {
        toolName: "searchRatePlans",
        args: { ...call.args, ...(carrier ? { carrier } : {}), ...(e.planType ? { planType: e.planType } : {}), ...(e.lines ? { lines: e.lines } : {}) },
      };
    case "compareCarriers":
      return {
        toolName: "compareCarriers",
        args: { ...call.args, ...(e.lines ? { lines: e.lines } : {}), ...(e.planType ? { planType: e.planType } : {}), ...(e.carriers.length > 1 ? { carriers: e.carriers } : {}) },
      };
    case "findDevices":
      return { toolName: "findDevices", args: { ...call.args, ...(carrier ? { carrier } : {}), ...(e.deviceType ? { deviceType: e.deviceType, query: undefined } : {}) } };
    case "listPromotions":
      return { toolName: "listPromotions", args: { ...call.args, ...(carrier ? { carrier } : {}) } };
    case "lookupDeals":
      return { toolName: "lookupDeals", args: { ...call.args, ...(carrier ? { carrier } : {}) } };
    default:
      return call;
  }
}

function decide(text: string, e: Entities): Understanding | null {
  const t = lower(text);
  const carrier = e.carriers.length === 1 ? e.carriers[0] : undefined;

  if (PROMO_TOPIC.test(t)) {
    return { kind: "tools", calls: [{ toolName: "listPromotions", args: { ...(carrier ? { carrier } : {}), ...(e.promoCategory ? { deviceType: e.promoCategory } : {}) } }] };
  }

  if (DEAL_TOPIC.test(t) && !/\bdeals? on\b/.test(t)) {
    const args: LookupDealsInput = {};
    const statuses = e.statuses;
    if (statuses.length) args.statuses = statuses;
    if (/\bopen\b|\bactive\b|\bin progress\b|\bclosing\b|\bclose (soon|this|next)\b/.test(t) && !statuses.length) args.openOnly = true;
    if (carrier) args.carrier = carrier;
    if (/\b(assigned to me|my own|mine)\b/.test(t)) args.assignedToMe = true;
    if (/\b(biggest|largest|top|highest|most valuable|value|worth)\b/.test(t)) args.sortBy = "value";
    else if (/\b(closing|close date|close soon|next to close|due)\b/.test(t)) args.sortBy = "close_date";
    else if (/\b(likely|probability|chance)\b/.test(t)) args.sortBy = "probability";
    const query = residual(text, DEAL_STOP_WORDS, true);
    if (query) args.query = query;
    if (/\b(biggest|largest|most valuable|highest value)\s+(open\s+)?deal\b/.test(t)) args.limit = 3;
    return { kind: "tools", calls: [{ toolName: "lookupDeals", args }] };
  }

  const aboutPlans = /\b(plans?|per line|lines|pricing|price)\b/.test(t);
  if (CUSTOMER_TOPIC.test(t) && !(aboutPlans && !/\b(my|our) (customers|clients|accounts)\b/.test(t))) {
    const args: LookupCustomersInput = {};
    const query = residual(text, CUSTOMER_STOP_WORDS, true);
    if (query) args.query = query;
    if (/\b(assigned to me|my own|mine)\b/.test(t)) args.assignedToMe = true;
    return { kind: "tools", calls: [{ toolName: "lookupCustomers", args }] };
  }

  const namedPlan = PLAN_NAME.exec(t);
  const planish = Boolean(namedPlan) || PLAN_TOPIC.test(t) && /\b(plans?|price|prices|pricing|cost|costs|per line|how much|cheap\w*|lines?|compare|monthly|rates?)\b/.test(t);
  const deviceish = !namedPlan && (DEVICE_TOPIC.test(t) || Boolean(e.deviceQuery) || (Boolean(e.deviceType) && !planish));
  if (deviceish && !(planish && !e.deviceQuery && !e.band && !/\bcertif/.test(t))) {
    const args: FindDevicesInput = {};
    if (e.deviceQuery) args.query = e.deviceQuery;
    else if (e.deviceType) args.deviceType = e.deviceType;
    if (carrier && !(e.deviceQuery && /\bwhich carriers?|what carriers?\b/.test(t))) args.carrier = carrier;
    if (e.band) args.fiveGBand = e.band;
    if (e.fiveG && !e.deviceQuery && !e.band) args.fiveGOnly = true;
    if (!args.query && !args.deviceType && !args.fiveGBand && !args.carrier && !args.fiveGOnly) return null;
    return { kind: "tools", calls: [{ toolName: "findDevices", args }] };
  }

  if (planish || PLAN_TOPIC.test(t) || e.planType || e.superlative || e.lines) {
    if (!(planish || PLAN_TOPIC.test(t) || e.planType)) return null;
    const compare = e.compare || e.carriers.length > 1 || (Boolean(e.lines) && e.carriers.length === 0 && /\b(carrier|carriers)\b/.test(t));
    if (!namedPlan && (compare || (e.lines && e.carriers.length !== 1 && !e.superlative && !e.planType))) {
      const args: CompareCarriersInput = { lines: e.lines ?? 1 };
      if (e.planType) args.planType = e.planType;
      if (e.carriers.length > 1) args.carriers = e.carriers;
      if (e.features.length) args.features = e.features;
      if (e.superlative === "best") args.choice = "best";
      return { kind: "tools", calls: [{ toolName: "compareCarriers", args }] };
    }
    const args: SearchRatePlansInput = {};
    if (carrier) args.carrier = carrier;
    const planName = namedPlanWords(t);
    if (planName) args.planName = planName;
    if (e.planType) args.planType = e.planType;
    if (e.features.length) args.features = e.features;
    if (e.minPrice !== undefined) args.minPrice = e.minPrice;
    if (e.maxPrice !== undefined) args.maxPrice = e.maxPrice;
    if (e.lines) args.lines = e.lines;
    if (e.superlative === "best") args.sortBy = e.bestFor ?? "features";
    else if (/\b(most expensive|priciest|highest price)\b/.test(t)) args.sortBy = "price_desc";
    else args.sortBy = "price_asc";
    // "best plan" without a type means a phone plan.
    if (e.superlative && !args.planType && !args.features && !args.planName && args.sortBy !== "hotspot") args.planType = "Unlimited";
    if (args.planName) delete args.planType;
    args.limit = e.superlative ? 5 : 12;
    return { kind: "tools", calls: [{ toolName: "searchRatePlans", args }] };
  }
  return null;
}

const PLAN_QUALIFIERS = new Set(
  "starter performance elite tablet laptop hotspot wearables connected device start plus pro data smartwatch advanced ultimate backup air 100 400 mbps lte iot 1gb 2gb pool".split(" "),
);

/** "Business Unlimited Pro" out of "what does Verizon Business Unlimited Pro cost": the named plan's words. */
function namedPlanWords(t: string): string | undefined {
  const m = PLAN_NAME.exec(t);
  if (!m) return undefined;
  const words = [m[1]!];
  for (const w of t.slice(m.index + m[0].length).split(/[\s?!.,]+/).filter(Boolean)) {
    if (!PLAN_QUALIFIERS.has(w)) break;
    words.push(w);
  }
  return words.join(" ");
}
