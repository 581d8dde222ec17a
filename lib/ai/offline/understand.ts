/**
 * How the offline model understands an agent's question. The question is cut into
 * its parts ("cheapest T-Mobile plan, and is the Pixel 9 certified?"), each part is
 * read with the language toolkit (numbers, carriers, money, dates, plan and device
 * words) and mapped to the tool calls that answer it; a part that names no topic
 * takes the topic of the part before ("how many won deals, and their total value?").
 * Names of devices, plans, customers and deals are not matched here: the words are
 * passed to the tools, which search the database. Each tool's own reading (its
 * words, and the arguments it builds from them) is in its folder under lib/ai/tools;
 * this file cuts the question, routes each part, and carries follow-ups over.
 */
import { type CarrierId, carrierName } from "@/config/carriers";
import type { PitchForCustomerInput } from "@/lib/ai/tools/pitch-for-customer/schema";
import type { LookupDealsInput } from "@/lib/ai/tools/lookup-deals/schema";
import type { UpcomingRenewalsInput } from "@/lib/ai/tools/upcoming-renewals/schema";
import type { SearchRatePlansInput } from "@/lib/ai/tools/search-rate-plans/schema";
import { DEAL_STATUSES, type DealStatus, OPEN_STATUSES } from "@/lib/validation/deals";
import { findCarrierMentions, findCarriers } from "@/lib/lang/carriers";
import { escapeRegExp, findCostPeriod, findTermMonths, parseDateRange } from "@/lib/lang/dates";
import { findFeatureFocus, findNeeds, findPlanFeatures } from "@/lib/lang/features";
import { PEOPLE_NOUNS, type PlanType, findDeviceTypes, findPlanType, findPromoCategory } from "@/lib/lang/lines";
import { parseAmountRange } from "@/lib/lang/money";
import { findCount, wordsToDigits } from "@/lib/lang/numbers";
import { withVocabularyTyposFixed } from "@/lib/lang/vocabulary";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import {
  BRANDS,
  type FollowUpSlots,
  MODEL_WORD,
  SAMSUNG_CODES,
  type Topic,
  WIN_OVER,
  iso,
  lineCount,
  lower,
  orderOf,
  residual,
} from "@/lib/ai/offline/reading";
import { promotionsCall } from "@/lib/ai/tools/list-promotions/understand";
import { CLOSED_BY_US, DEAL_STOP, dealsCall, statusesOf } from "@/lib/ai/tools/lookup-deals/understand";
import { devicesCall } from "@/lib/ai/tools/find-devices/understand";
import { ANY_TYPE, PLAN_NAME_WORDS, PLAN_TOPIC, plansCall } from "@/lib/ai/tools/search-rate-plans/understand";
import { commissionCall } from "@/lib/ai/tools/deal-commission/understand";
import { renewalsCall } from "@/lib/ai/tools/upcoming-renewals/understand";
import { CUSTOMER_TOPIC, customersCalls } from "@/lib/ai/tools/lookup-customers/understand";
import { QUOTE_TOPIC, quotesCall } from "@/lib/ai/tools/lookup-quotes/understand";
import { PITCH_TOPIC, currentCarrierOf, pitchCall } from "@/lib/ai/tools/pitch-for-customer/understand";

export type { PlannedCall };

export type Understanding =
  | { kind: "tools"; calls: PlannedCall[] }
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "thanks" }
  | { kind: "out_of_scope" };

/** A model number said aloud after a brand ("iphone sixteen e" → "iphone 16e"). */
function wordsToDigitsAfterBrand(text: string): string {
  return text.replace(/\b(iphone)\s+(\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)\s+e\b/gi, (whole, brand: string, n: string) => {
    const digits = wordsToDigits(n.toLowerCase());
    return /^\d{1,2}$/.test(digits) ? `${brand} ${digits}e` : whole;
  });
}

// ─── Small talk ─────────────────────────────────────────────────────────────

const GREETING_WORDS =
  "gm|g'?day|top of the morning|hi+|hel+o+|he+y+|he+ya|hiya|howdy|(?:good )?(?:morning|afternoon|evening)|good day|greetings|yo|hola|sup|what's up|whats up";

const GREETING = new RegExp(
  `^\\s*(?:${GREETING_WORDS}|what'?s good)\\b[\\s!.,]*(?:there|team|assistant|bot|telcopilot|all|folks|partner|friend|everyone|again)?[\\s!.,:)?]*$`,
  "i",
);

const GREETING_PREFIX = new RegExp(`^\\s*(?:${GREETING_WORDS})\\b(?:\\s+(?:there|team|assistant))?[\\s!?.,:-]+`, "i");

const THANKS =
  /^\s*(?:thanks|thank you|thank u|thx|ty|tysm|many thanks|much appreciated|appreciate (?:it|that|you|the help)|cheers|great|perfect|awesome|ok(?:ay)?|got it|cool|nice|bye|goodbye|good night|see (?:you|ya)|talk (?:to you )?later|that's all|that is all)\b[\s\w!.,']{0,24}$/i;

/** Asking the assistant to do something in the world: it only looks things up. */
const ACTION =
  /^\s*(?:(?:move|mark|update|change|set|close out|reassign|assign)\s+(?:the|this|that|my|our|a)\b|(?:(?:can|could|would|will) (?:you|u)|please|pls)\s+(?:please\s+)?(?:order|buy|purchase|activate|deactivate|cancel|ship|book|schedule|call|text|email|e-mail|send|submit|sign|file|set up|port|delete|update|change|edit|modify|move|mark|rename|reassign|assign|log|record|close out)\b|(?:order|buy|purchase|activate|deactivate|cancel|ship|book|schedule|call|text|e-?mail|send|submit|sign|port|delete)\s+(?:a|an|the|me|my|him|her|them|this|that|our|\d+)\b)/i;

/** Asking how to do something at a carrier, or to write something: no tool holds procedures or drafts letters. */
/** Asking to rework a text ("translate this: …", "can you proofread: …"): whatever the text says, no lookup. */
const REWORK_TEXT =
  /^\s*(?:(?:can|could|would) (?:you|u)\s+|please\s+|pls\s+)?(?:translate|proofread|reword|rephrase|paraphrase)\b/;

const HOW_TO_OR_WRITE =
  /^\s*how (?:do|can|would|should|could) (?:i|we|you|u|my customer|the customer)\s+(?:go about\s+)?(?:order\w*|buy\w*|purchas\w*|activat\w*|deactivat\w*|cancel\w*|suspend\w*|port\w*|unlock\w*|transfer\w*|add\w*|remov\w*|upgrad\w*|set(?:ting)? up|sign\w* up|reset\w*|pay\w*|return\w*|replac\w*|swap\w*|refund\w*|disput\w*|get (?:a |my |the )?(?:refund|credit|reimburse\w*)|file (?:a )?(?:claim|complaint)|lower (?:my|the|their) bill)\b|\b(?:write|draft|compose)\s+(?:me\s+|up\s+)?(?:an?\s+|the\s+|my\s+)?(?:e-?mail|letter|text|message|note|memo|contract|reply)\b/i;

/** Who a quoted text is from: "client email:", "fwd from the client:", "customer said", "my prospect wrote -". */
const QUOTED_FROM =
  /\b(?:(?:fwd|fw|forwarded|copied|pasted|text|e-?mail|message|note|voicemail|dm)\s*:?\s*(?:from\s+)?)?(?:the\s+|my\s+|a\s+|our\s+)?(?:client|customer|prospect|account)(?:'s)?(?:\s+(?:e-?mail(?:ed)?|text(?:ed)?|message|note|said|says|wrote|writes|asked|asks|sent|told me|replied)\b)?\s*(?=[:'"“])[:]?/gi;

/** A question passed on from someone ("customer asks", "she wants to know if", "he's asking whether"): the question is what follows. */
const RELAYED =
  /^\s*(?:(?:my|the|a|our|this)\s+)?(?:customer|client|prospect|caller|buyer|owner|he|she|they)(?:'s|\s+is|\s+are|\s+was)?\s+(?:asks?|asked|asking|wants? to know|wanted to know|would like to know|needs? to know|wonders|wondered|wondering)\s*(?:[:,-]\s*)?(?:(?:if|whether|about)\s+)?/i;

/** Things said as not wanted, for a device, a line kind or a deal stage: "no iPhones", "skip the watches", "not counting the one we lost", "nothing closed". */
const EXCLUDED =
  /\b(?:no|not|except|excluding|exclude|without|skip(?:ping)?|leave out|leaving out|not counting|not including|other than|besides|apart from|aside from|but not|minus|nothing|(?:have|has|is|are)(?:\s+not|n'?t)|yet to be)\s+(?:(?:the|any|our|new|early|ones?|we|that|those|these|are|were|have|has|already|in|at|yet|been|deals?)\s+){0,4}(?:contracts?(?:\s+end(?:s|ing)?)?|promo(?:tion)?s?\s+end(?:s|ing)?|iphones?|ipads?|apple|samsung|galaxy|google|pixels?|motorola|moto|sonim|kyocera|phones?|smartphones?|tablets?|watch(?:es)?|smartwatch(?:es)?|wearables?|routers?|hotspots?|laptops?|leads?|qualified|proposals?|negotiations?|lost|won|closed(?:[\s-](?:won|lost))?|closed ones)\b/gi;

/** "manager here.", "new agent here -": who is asking, before the question. */
const INTRODUCTION = /^\s*(?:[a-z&'-]+\s+){1,3}here\s*[.,:;!-]+\s*/i;

const SMALL_TALK =
  /^\s*(?:how are you|how's it going|how are things|how do you do|how's your day|how is your day|nice to meet you|are you there|(?:are )?you up|anyone (?:there|home|around)|is (?:this|it) (?:thing )?(?:on|working)|(?:thanks|thank you|thx) (?:for|again))\b[\s\w?!.,']{0,20}$/i;

const HELP =
  /\b(?:help|what can (?:you|u) do|what do you do|how do you work|what can i ask|capabilities|who are (?:you|u)|what are (?:you|u)|what can (?:you|u) help|what (?:kinds? of |sorts? of )?(?:things|stuff|questions) (?:can|do) (?:you|u|i)|what (?:can|do) (?:you|u) (?:look up|know|answer)|who (?:made|built|created|wrote) (?:you|u)|are (?:you|u) (?:a |an )?(?:bot|ai|human|robot))\b/i;

/** Asking what the assistant is or can do, whatever else the words say. */
const ABOUT_ASSISTANT =
  /\bhow (?:does|do) (?:this|the|you)(?:\s+(?:assistant|thing|bot|tool|chat))? work\b|\bhow (?:do|can|should) i use (?:this|you|the assistant)\b|\b(?:what (?:kinds? of |sorts? of )?(?:things|stuff|questions) (?:can|do) (?:you|u|i)|what (?:can|do) (?:you|u) (?:do|look up|know|answer|help)|who (?:are|made|built|created) (?:you|u)|what are (?:you|u)\b(?! (?:selling|offering)))/i;

// ─── Outside what the catalogue and pipeline know ───────────────────────────

/** Other providers: we hold no plans or prices of theirs, so a price would be invented. */
const OTHER_PROVIDERS =
  /\b(?:sprint|comcast|xfinity|spectrum|charter|cox|cricket|boost|mint mobile|mint|visible|us cellular|u\.s\. cellular|google fi|metro ?pcs|metro by|straight talk|tracfone|consumer cellular|dish|starlink|centurylink|lumen|frontier|optimum|altice|ting|h2o|total wireless|ultra mobile)\b/i;

/** Wireline products: the catalogue is business wireless only. */
const WIRELINE =
  /\b(?:fios|u-?verse|directv|dsl|fiber(?: optic)?(?: internet)?|cable (?:tv|internet)|landlines?|pots lines?|t1 lines?|sip trunk\w*|voip)\b/i;

/** Coverage, weather, news and other things no tool answers. */
const NO_DATA =
  /\b(?:per[\s-]minute|per min|(?:calling|roaming|long[\s-]distance) (?:rates?|charges?|fees?)|specs|specifications|battery life|screen size|processor|storage capacity|coverage|signal strength|dead zones?|cell towers?|weather|super ?bowl|stocks?|shares|share price|market cap|earnings|ceo|headquarter\w*|news|translate|poem|story|joke|recipe|book (?:a|the) (?:meeting|call)|schedule (?:a|the) (?:meeting|call)|calendar|send (?:an? )?(?:e-?mail|text)|(?:reset|change|update|forgot|forgotten) (?:my )?password|customer (?:service|support|care)|support (?:number|line)|call center|store (?:hours|locations?)|capital of|best buy|amazon|walmart|costco|msrp|retail price|full retail|outright|full price|sticker price|prepaid|pre-paid|family plans?|personal plans?|(?:recommend|suggest|find)\s+(?:a\s+|some\s+)?(?:good\s+|nice\s+)?(?:restaurant|place to eat|hotel)\w*|directions to|(?:for|on)\s+(?:my|our|his|her)\s+(?:own\s+)?(?:family|household|kids|wife|husband)|consumer plans?|residential|early termination|etf|activation fees?|cancellation fees?|insurance|warranty|repair|unlock(?:ing)?|trade[\s-]?in values?|resale value)\b/i;

/** A device's own price: the catalogue holds certifications, not device prices. */
const DEVICE_PRICE = /\b(?:price|cost|costs|how much|msrp)\b/i;

// ─── Topics ─────────────────────────────────────────────────────────────────

const RECOMMEND = new RegExp(
  `\\bwhat (?:you|we|i)(?:'d| would| should| could) (?:offer|pitch|sell|propose)\\b|\\brecommend\\w*|\\bpropose\\b|\\bsuggest\\w*|\\blead with\\b|\\b(?:which|what) (?:plans?|carrier) (?:i|we) should\\b|\\bwhat (?:plans?|carrier) (?:do|should|would) (?:i|we)\\b|\\bwhat do (?:i|we) (?:offer|sell|recommend|pitch)\\b|\\bput them on\\b|${WIN_OVER.source}|\\bswitch (?:them|over)\\b|\\b(?:what|which) (?:(?:plans?|carriers?|networks?|options?) )?(?:should|would|could) (?:they|he|she|the (?:customer|client|business|company)) (?:be on|go (?:with|for)|get|use|pick|choose|switch to|move to)\\b|\\b(?:what|which) (?:plans?|carriers?|networks?) (?:they|he|she) should\\b|\\b(?:suits?|fits?) (?:them|him|her) (?:best|most)\\b`,
  "i",
);

const PROMO_TOPIC =
  /\b(?:(?:anything|what's|whats|what is|what all is)\s+running|promos?|promotions?|promotional|(?:any|current|special|new|latest|these|those|got|good|running|which|what|the|all|our)\s+(?:[\w&-]+\s+)?offers?|offers?\s+(?:on|for|going|running|available|right now|this|that|end\w*|expir\w*)|offers?\s*\??\s*$|specials?|discounts?|bill credits?|rebates?|incentives?|bogo|trade[\s-]?in deals?|deals? (?:on|for) (?:an? |the )?(?:new )?(?:iphones?|phones?|galaxy|pixel|tablets?|ipads?|hotspots?|laptops?|devices?|internet|smartphones?)|(?:anything|something|bonus\w*|perks?|credits?)\s+(?:for|when|if)\s+(?:they\s+|we\s+|you\s+)?(?:switch\w*|port\w*|mov(?:e|es|ing)|com(?:e|es|ing) over|bring\w* (?:their|a|his|her) numbers?))\b/i;

/** "Offer" as a verb ("what plans does Verizon offer", "do we offer tablets"): what is sold, not a promotion. */
const OFFER_VERB = /\b((?:do|does|did|can|could|will|would|we|they|you|i)\s+(?:[\w&-]+\s+){0,2})offer\b/g;

/** "every plan T-Mobile offers for tablets": a carrier offering what it sells. */
const OFFERS_VERB =
  /\b((?:plans?|phones?|devices?|tablets?|lines?|options?|everything|anything)\s+(?:verizon|vzw?|at&t|att|at and t|t-?mobile|tmo|tmb|they|it)\s+)offers\b(?!\s+(?:are|is|running|available|going|out there|right now|currently|this|that|end\w*|expir\w*)\b)/g;

const promoTopic = (t: string) =>
  PROMO_TOPIC.test(t.replace(OFFER_VERB, "$1sell").replace(OFFERS_VERB, "$1sells")) || DEVICE_OFFERS.test(t);

/** "a 36 month deal", "two-year deal": the length of a contract, not one of our deals. */
const TERM_DEAL = /\b\d{1,2}[\s-]*(?:months?|mos?|mths?|years?|yrs?)[\s-]*(?:long\s+)?deals?\b/g;

/** "the better deal for 25 lines", "best deal on 10 lines": the better buy, not one of our deals. */
const VALUE_DEAL =
  /\b(?:better|best|good|great|cheaper|cheapest|sweet\w*|fair|right)\s+deals?\s+(?:for|on|with)\b|\b(?:is|be|the)\s+(?:the\s+)?(?:better|best|cheaper|cheapest)\s+deal\b(?=\s*(?:[?.!,]|$|for\b|here\b|overall\b))/g;

const DEAL_WORDS =
  /\b(?:deals?|pipeline|opps?|opportunit(?:y|ies)|forecast|won|wins?|winning|win rate|lost|losses|negotiat\w*|in progress|closing|close (?:this|next|by|soon|before|in|within|on)|closes|stuck in|leads|proposals|(?:in|at)\s+(?:the\s+)?(?:proposal|qualified|qualification|lead|negotiation)(?:\s+stage)?|(?:total|combined|overall|aggregate)\s+value|(?:proposal|qualified|qualification|lead|negotiation)\s+stage|(?:won|closed|closing|lost)\s+business|(?:everything|anything|what(?:'s|s| is)?|all|stuff)\s+(?:that(?:'s| is)\s+|we have\s+)?(?:still\s+)?open)\b/i;

/** "who won the world series", "who's winning the game": a contest asked about, not our deals (unless a deal is named as such). */
const WHO_WON = /\bwho(?:'s|s| is| has)?\s+(?:won|wins|winning|lost|losing)\b/g;

const DEAL_NOUNS =
  /\b(?:deals?|pipeline|opps?|opportunit(?:y|ies)|accounts?|customers?|clients?|bids?|contracts?|rfps?)\b/;

const DEAL_TOPIC = {
  test: (text: string) => {
    const t = wordsToDigits(text.toLowerCase()).replace(TERM_DEAL, " term ").replace(VALUE_DEAL, " option for ");
    return (
      DEAL_WORDS.test((DEAL_NOUNS.test(t) ? t : t.replace(WHO_WON, " ")).replace(WIN_OVER, " ")) || CLOSED_BY_US.test(t)
    );
  },
};

/** "what's going on with Cascade Freight", "any update on Harbor Dental", "where are we with Acme": an account's deals. */
const ACCOUNT_NEWS =
  /\b(?:going on|happening|new|latest|status|updates?|progress|open|active|pending|in play|live|where (?:are|do) we (?:stand|at)|where are we|where do things stand|(?:have|got)\s+going|what\s+(?:do|have|did)\s+(?:we|i)\s+(?:got|have|had)(?=\s+with\b)|in the works|cooking|brewing)\s+(?:with|on|for|at|regarding|re)\s+/;

/** "anything with Cascade Freight", "got anything on Magnolia": an account's deals when no plan or device is named. */
const ANYTHING_WITH =
  /^(?:(?:do|have)\s+(?:we|i)\s+(?:got|have)\s+|got\s+)?anything\s+(?:with|on|for|at|regarding|re)\s+/;

/** The words of such a question that are not the account's name. */
const ACCOUNT_NEWS_WORDS =
  /\b(?:going on|going|happening|new|latest|status|updates?|progress|stand|things|anything|in the works|cooking|brewing)\b/gi;

const PIPELINE_WORDS =
  /\b(?:my|our|we|we've|i have|i've|pipeline|stage|status|won|lost|clos\w*|value|worth|biggest|largest|smallest|total|open|stuck|negotiat\w*|proposal|qualified|leads?|progress|how many|on the books|book of business)\b/i;

/** One customer as the subject of what they are, want or do ("customer is fed up", "my client wants"), not a question about which customers. */
const CUSTOMER_DESCRIBED =
  /(?<!\b(?:which|what|whose|any|every|each|all|list|show|find|many|of)\s+)\b(?:customer|client|prospect)(?:'s)?\s+(?:is|was|keeps?|wants?|needs?|says?|said|complains?|complained|hates?|likes?|loves?|thinks?|feels?|uses?|streams?|travels?|gets?|got|has|had|does|doesn't|isn't|can't|cannot|will|would|just|really|already|currently|only|mostly|mainly|mentioned|asked|told|wonders|wondered|called)\b|(?<!\b(?:do|did|don't|dont)\s+)\b(?:i|we)\s+(?:have|got|'ve got|has)\s+(?:a\s+|an\s+|one\s+|this\s+)?(?:new\s+)?(?:customer|client|prospect)\s+(?:with|who|that|in|on)\b/;

const DEVICE_WORDS =
  /\b(?:certif\w*|compatible|compatibility|approved|supported on|works? on|work with|run on|activat\w*|bands?|frequenc\w*|devices?|models?|handsets?|5g support|supports? 5g)\b|\bn\d{1,3}\b/i;

/** "galaxy s25 offers", "iphone 17 deals out there": a device's offers. */
const DEVICE_OFFERS = new RegExp(`${BRANDS.source}(?:\\s+${MODEL_WORD}){0,3}\\s+(?:offers?|deals?|promos?)\\b`, "i");

/** A device named by brand and model number ("pixel 9 pro", "galaxy z fold7", "sonim xp10"). */
const NAMED_MODEL = new RegExp(
  `${BRANDS.source}(?:\\s+[a-z+]+){0,2}?\\s+[a-z]*\\d+[a-z0-9+]*\\b|\\b(?:${SAMSUNG_CODES})\\b`,
  "i",
);

/** Words after a number that count something other than the people or lines of an account. */
const NOT_HEADS =
  /^(?:months?|mos|mths?|years?|yrs?|days?|weeks?|hours?|hrs?|minutes?|mins?|gb|gbs|gigs?|mb|tb|mbps|dollars?|bucks|k|cents?|percent|plans?|deals?|quotes?|carriers?|times?|bars?|miles?|stars?|points?|pages?|bills?|invoices?|texts?|calls?|am|pm|st|nd|rd|th)$/;

/**
 * The people of a described account when they are named by any word ("9 guys on AT&T",
 * "a crew of 14 roofers", "40 nurses across two sites"): the first number followed by
 * a plural noun that is not a unit, a span of time or money.
 */
function headcount(t: string): number | undefined {
  for (const m of wordsToDigits(t).matchAll(
    /(?<![\d.$,:/])\b(\d{1,5})\s+(?:(?:full|part)[\s-]time\s+|[a-z-]+\s+)?([a-z]+s)\b/g,
  )) {
    const noun = m[2]!;
    if (!NOT_HEADS.test(noun) && !/^(?:full|part)[\s-]time$/.test(noun)) return Number(m[1]);
  }
  return undefined;
}

/** The statuses a phrase names as such, said any way ("the lost ones", "closed", "leads"), negated or not. */
function statusesSaidIn(phrase: string): DealStatus[] {
  const out = new Set<DealStatus>();
  if (/\bclosed[\s-]won\b|\bwon\b|\bwins\b/.test(phrase)) out.add("closed_won");
  if (/\bclosed[\s-]lost\b|\blost\b|\blosses\b/.test(phrase)) out.add("closed_lost");
  if (/\bclosed\b(?![\s-](?:won|lost))/.test(phrase)) {
    out.add("closed_won");
    out.add("closed_lost");
  }
  if (/\bleads?\b/.test(phrase)) out.add("lead");
  if (/\bqualified\b/.test(phrase)) out.add("qualified");
  if (/\bproposals?\b/.test(phrase)) out.add("proposal");
  if (/\bnegotiat\w*/.test(phrase)) out.add("negotiation");
  return [...out];
}

// ─── One part of a question ─────────────────────────────────────────────────

type Part = { calls: PlannedCall[] } | { outOfScope: true } | null;

function readPart(text: string, today: Date, previous?: Topic, whole?: string): Part {
  const t = lower(text);
  const carriers = findCarriers(text);
  /** A count said in another part of the same question ("I have a 40 line account, compare carriers"). */
  const wholeLines = whole && whole !== text ? lineCount(lower(whole)) : undefined;
  const carrier = carriers.length === 1 ? carriers[0] : undefined;

  if (REWORK_TEXT.test(t)) return fired("rework-text", { outOfScope: true });
  // Commission and renewal dates are about our own deals: a provider's name there is a customer's ("Brightpath Charter").
  const asked = { t, text, today, carrier, residual };
  const afterSale = renewalsCall(asked) ?? commissionCall(asked);
  if (afterSale) return fired(`after-sale:${afterSale.toolName}`, { calls: [afterSale] });

  // Another provider's prices, or ours against theirs: we hold none of theirs. A contact asked for is a
  // customer's, whose name may have a provider's word in it ("who do I call at Brightpath Charter Schools").
  if (
    OTHER_PROVIDERS.test(t) &&
    !CONTACT_FIELD.test(t) &&
    (!carriers.length || /\b(?:compare\w*|vs\.?|versus|against|than|or)\b/.test(t))
  )
    return fired("other-provider", { outOfScope: true });
  if (WIRELINE.test(t)) return fired("wireline", { outOfScope: true });
  if (ACTION.test(t) && !/^\s*(?:show|list|find|tell|give)\b/.test(t)) return fired("action", { outOfScope: true });
  if (HOW_TO_OR_WRITE.test(t)) return fired("how-to-or-write", { outOfScope: true });
  // "for 6 store locations", "half a dozen stores": a count of sites, not a store locator.
  // "pitch for a 40 person call center": a customer described by its business, not what we hold no data on.
  const describedBusiness = ASKS_FOR_PITCH.test(t) && (lineCount(t) !== undefined || headcount(t) !== undefined);
  if (
    !describedBusiness &&
    NO_DATA.test(wordsToDigits(t).replace(/\b\d+\s+(?:retail\s+)?store\s+locations?\b/g, "sites"))
  )
    return fired("no-data", { outOfScope: true });
  if (
    DEVICE_PRICE.test(t) &&
    (BRANDS.test(t) || findDeviceTypes(t).length) &&
    // "how much hotspot do you get on Go5G Business": a named plan's allowance.
    !(
      PLAN_NAME_WORDS.test(t) &&
      /\b(?:hotspot|tethering|data|video|streaming|get|gets|include[sd]?|come with|comes with)\b/.test(t)
    ) &&
    lineCount(t) === undefined &&
    !/\b(?:plans?|lines?|per month|monthly|promo\w*|offers?|deals?|data|service|carriers?)\b/.test(t)
  )
    return fired("device-price", { outOfScope: true });

  if (
    QUOTE_TOPIC.test(t) &&
    !/\bquote me\b|\bgenerate\b|\bcreate\b|\bmake (?:a|me)\b|\b(?:draft|prepare|put together|build|work up|write up|price out|start|need|want)\s+(?:me\s+)?(?:a|an|the|new)\s+(?:new\s+)?quote\b/.test(
      t,
    )
  ) {
    return fired("quotes-topic", { calls: [quotesCall(text)] });
  }

  const lines = lineCount(t) ?? wholeLines;
  const needs = findNeeds(t);
  const describedCustomer =
    lines !== undefined &&
    (carriers.length > 0 ||
      needs.hotspot ||
      needs.premiumData ||
      needs.international ||
      /\b(?:company|firm|crew|team|clinic|office|business|customer|shop|agency|practice|contractor)\b/.test(t) ||
      findCount(t, PEOPLE_NOUNS) !== undefined);
  const category = findPromoCategory(t);
  // "any Verizon deals running right now I can pitch": carrier offers to pitch, not a pitch for a customer.
  const offersToPitch =
    !describedCustomer &&
    carriers.length > 0 &&
    /\bdeals?\b/.test(t) &&
    /\b(?:running|live|out there|available|going on|right now|this (?:week|month)|currently)\b/.test(t) &&
    !PIPELINE_WORDS.test(t.replace(/\b(?:i|we)\s+(?:can|could|might|should|would)\b|\bto\b/g, " "));
  if (offersToPitch) return fired("offers-to-pitch", { calls: [promotionsCall(t, today, carrier, category)] });
  if (promoTopic(t) && !describedCustomer)
    return fired("promotions-topic", { calls: [promotionsCall(t, today, carrier, category)] });
  if (
    PITCH_TOPIC.test(t) ||
    (RECOMMEND.test(t) && describedCustomer) ||
    (/\b(?:customer|prospect|client)\b/.test(t) &&
      describedCustomer &&
      /\b(?:complain\w*|unhappy|frustrated|wants?|needs?)\b/.test(t) &&
      !PLAN_NAME_WORDS.test(t) &&
      // "a client wants 2 fixed wireless lines, what's the cheapest way on T-Mobile": one carrier's price asked.
      !(carriers.length === 1 && /\b(?:cheapest|lowest[\s-]priced|lowest|least expensive)\b/.test(t)))
  ) {
    // The customer may be described in the other parts of the question ("architecture firm, 6 ppl, …, what should I pitch").
    return fired("pitch-topic", { calls: [pitchCall(whole ?? text, lines ?? headcount(t))] });
  }

  // "a two year deal" is a term, not one of our deals.
  const dealWord = /\bdeals?\b/.test(wordsToDigits(t).replace(TERM_DEAL, " term ").replace(VALUE_DEAL, " option "));
  // A deal sized in dollars ("Verizon deals above $30k") is one of ours; an offer is not sized so.
  const sized = parseAmountRange(t);
  const promoLikeDeal =
    dealWord &&
    (carriers.length > 0 || category) &&
    !PIPELINE_WORDS.test(t.replace(/\bi can\b/g, "")) &&
    !(sized && sized.per === null);
  if (promoTopic(t) || promoLikeDeal)
    return fired("promotion-like-deal", { calls: [promotionsCall(t, today, carrier, category)] });

  // "anything going on for the iPhone 17?", "what's new for galaxy devices", "what's live on tablets": a device's
  // offers, not an account's deals.
  if (ACCOUNT_NEWS.test(t) && (BRANDS.test(t) || category) && !DEAL_NOUNS.test(t))
    return fired("device-news-is-offers", { calls: [promotionsCall(t, today, carrier, category)] });
  const anythingWithAccount =
    ANYTHING_WITH.test(t) &&
    !BRANDS.test(t) &&
    !PLAN_TOPIC.test(t) &&
    !findPlanType(t) &&
    !findPlanFeatures(t).length &&
    !findDeviceTypes(t).length &&
    !/\b(?:5g|lte|bands?)\b/.test(t);
  if ((ACCOUNT_NEWS.test(t) || anythingWithAccount) && !promoTopic(t)) {
    const named = text.replace(ACCOUNT_NEWS_WORDS, " ");
    if (residual(named, DEAL_STOP))
      return fired("account-news", { calls: [dealsCall(lower(named), named, today, carrier, previous)] });
  }

  // "which carrier wins on price for a 30 line deal": carriers compared for an account size, not our won deals.
  const carrierChoice =
    /\b(?:which|what) carrier\b|\bwho wins\b|\bcarriers? (?:compared|comparison)\b/.test(t) && lines !== undefined;
  if (
    DEAL_TOPIC.test(t) &&
    !carrierChoice &&
    !(CUSTOMER_TOPIC.test(t) && !dealWord && !/\b(?:won|lost|pipeline)\b/.test(t))
  ) {
    return fired("deals-topic", { calls: [dealsCall(t, text, today, carrier, previous)] });
  }

  const accountSize = /\b\d+[\s-]*line accounts?\b|\baccount of \d+\b/.test(wordsToDigits(t));
  // "a customer who streams a lot": a described customer, not one of ours to look up.
  // "the customer is fed up with throttling", "my customer mentioned it": one customer described by what they are or do.
  const describedOnly =
    (/\b(?:a|an|this|that|one|new)\s+(?:[\w-]+\s+){0,2}(?:customer|client|prospect)\b/.test(t) &&
      (PLAN_TOPIC.test(t) || DEVICE_WORDS.test(t))) ||
    (CUSTOMER_DESCRIBED.test(t) &&
      !/\b(?:e-?mail|contact|phone (?:numbers?|#)|address|located|based|industry)\b/.test(t));
  // "can my customer use a Pixel 9 Pro on AT&T": a model's certification, whoever will use it.
  const aboutModel =
    NAMED_MODEL.test(t) && !/\b(?:e-?mail|contact|phone (?:numbers?|#)|industry|address|located|based)\b/.test(t);
  if (
    CUSTOMER_TOPIC.test(t) &&
    !accountSize &&
    !describedOnly &&
    !aboutModel &&
    !(PLAN_TOPIC.test(t) && !/\b(?:my|our|all) (?:customers|clients|accounts)\b/.test(t) && !/\bcustomers?\b/.test(t))
  ) {
    // "Tidewater quote monthly + who's the contact there": the customer the part before named.
    const pointed =
      previous && /\b(?:their|them|they)\b|\b(?:at|over) there\b|\bthere\s*[?.!]*\s*$/.test(t)
        ? nameOf(previous.call)
        : undefined;
    const calls = customersCalls(text, pointed);
    return fired("customers-topic", { calls });
  }

  const planish =
    PLAN_TOPIC.test(t) &&
    /\b(?:plans?|price|prices|pricing|cost|costs|per line|a line|how much|cheap\w*|expensive|lines?|compare|monthly|rates?|run me|option)\b/.test(
      t,
    );
  // "best phone for field techs": the device list has certifications, not ratings, so no device is "best".
  if (
    !planish &&
    !BRANDS.test(t) &&
    findDeviceTypes(t).length &&
    /\b(?:best|better|recommend\w*|top[\s-]rated|good|ideal|should (?:i|we) (?:get|buy|sell))\b/.test(t) &&
    !/\bcertif/.test(t)
  ) {
    return fired("best-device", { outOfScope: true });
  }
  // "go5g business - hotspot?": a named plan's hotspot allowance, not hotspot devices.
  const namesPlanOnly = PLAN_NAME_WORDS.test(t) && !BRANDS.test(t) && !NAMED_MODEL.test(t);
  const deviceish =
    DEVICE_WORDS.test(t) || BRANDS.test(t) || (findDeviceTypes(t).length > 0 && !planish && !namesPlanOnly);
  // "plans for iPads": plans for a kind of device, not the devices (a model named is a device question).
  const plansForDevices = /\b(?:plans?|pricing)\b/.test(t) && !NAMED_MODEL.test(t) && !DEVICE_WORDS.test(t);
  // "verizon or t-mobile for twenty phones": a number of lines to price, not the device catalogue.
  // (A count said only in another part prices that part: "rugged phones on att and the cheapest att plan for 20 lines".)
  const linesToPrice =
    lineCount(t) !== undefined &&
    !BRANDS.test(t) &&
    !/\bcertif|compatible|works? on|supported on|bands?\b/.test(t) &&
    (carriers.length > 0 || PLAN_TOPIC.test(t));
  if (
    deviceish &&
    !linesToPrice &&
    (!planish ||
      /\bcertif|compatible|works? on|supported on|activat/.test(t) ||
      (BRANDS.test(t) && !PLAN_NAME_WORDS.test(t) && !lines && !plansForDevices))
  ) {
    const call = devicesCall(t, text, carrier, carriers);
    if (call) return fired("devices", { calls: [call] });
  }

  // "Verizon Plus vs AT&T Performance": two named plans, each of its own carrier, side by side.
  const sides = text.split(/\s+(?:vs\.?|versus|or|against|compared (?:to|with))\s+/i);
  if (sides.length === 2 && carriers.length === 2 && PLAN_NAME_WORDS.test(t)) {
    const [left, right] = sides.map((side, i) =>
      plansCall(
        lower(side),
        i === 0 ? side.replace(/^\s*(?:compare|price|pricing on|cost of)\s+/i, "") : side,
        findCarriers(side),
        previous,
        lines,
      ),
    );
    const named = (c: PlannedCall | null) =>
      c?.toolName === "searchRatePlans" && c.args.planName && c.args.carrier ? c : undefined;
    if (named(left) && named(right) && named(left)!.args.carrier !== named(right)!.args.carrier)
      return fired("named-plans-side-by-side", { calls: [left!, right!] });
  }
  const plan = plansCall(t, text, carriers, previous, wholeLines);
  // "rugged push-to-talk phones on Verizon for 45 drivers": the lines priced, and the devices of that kind on the carrier.
  const kind = findDeviceTypes(t).filter((k) => /^(?:Rugged|Feature|PTT)/.test(k));
  if (plan?.toolName === "searchRatePlans" && plan.args.lines && !plan.args.planName && kind.length) {
    const devices: PlannedCall = {
      toolName: "findDevices",
      args: { deviceTypes: kind, ...(carrier ? { carrier } : {}) },
    };
    return fired("lines-and-devices-of-a-kind", { calls: [plan, devices] });
  }
  if (plan) return fired("plans", { calls: [plan] });
  return null;
}

// ─── Cutting a question into parts ──────────────────────────────────────────

const ASKING =
  /^(?:what|what's|whats|which|how|is|are|does|do|can|list|show|give|tell|find|any|the|cheapest|compare|price|most|biggest|largest|smallest|total|who|where|when|also|and|plus|email|contact|my|our|lowest|best)\b/i;

/** Where a question is cut into parts (a capture, so that what cut each part is kept). */
const PART_BREAK =
  /(\?+\s*|;\s*|\n+|[.:]\s+(?=(?:could|can|would|what|what's|whats|which|how|is|are|does|do|list|show|give|tell|if|any|who|when)\b)|\s*,?\s+(?:and\s+)?also\s+|\s+as well as\s+|,?\s+(?:and\s+)?then\s+(?=(?:what|what's|whats|which|who|how|is|are|does|do|list|show|give|tell|cheapest|compare|price)\b)|,\s+(?:and\s+)?(?=(?:what|what's|whats|which|how|is|are|does|do|list|show|give|tell|cheapest|compare|price)\b))/i;

/** A part that tells about the customer or the situation instead of asking ("customer has 30 users who travel", "I have a client on Verizon"). */
const STATEMENT =
  /^(?:(?:so|ok|okay|well|hey|hi)\s*,?\s+)?(?:(?:i|we)\s+(?:(?:just|also|now|still)\s+)?(?:have|has|got|spoke|talked)\b|(?:my|our|the|a|an|this|that|one|new)\s+(?:(?:new|existing|current|potential|big|small)\s+)?(?:customer|client|prospect|account|lead|caller|buyer)s?\b(?!\s+(?:list|count|contacts?|emails?|phones?|numbers?|quotes?|deals?)\b)|(?:customer|client|prospect|caller|buyer)\s+(?:has|have|is|are|was|wants|needs|with|on|runs|uses|got)\b|(?:they|she|he)\s+(?:have|has|are|is|want|wants|need|needs|run|runs|use|uses|got)\b|(?:got|there is|there's)\s+(?:a|an|this)\s+(?:customer|client|prospect|company|business|firm|shop|office|practice)\b|(?:(?:a|an|the|their|this|that)\s+)?(?:[\w-]+\s+)?(?:team|crew|staff|fleet|firm|company|business|shop|office|practice|clinic|agency|workforce)\s+(?:of\s+\d+\s+|with\s+\d+\s+\w+\s+)?(?:has|have|is|are|travels?|needs?|wants?|uses?|runs?|works?|goes|spends?)\b)/i;

/**
 * A condition or a qualifier said before the question ("assuming a 36 month term, …", "if they need hotspot, …",
 * "on AT&T, …", "across all three carriers, …", "for 15 lines that need premium data, …"): the question's context.
 */
const CONDITION =
  /^(?:(?:so|ok|okay|well|now)\s*,?\s+)?(?:assuming|if|given|provided|supposing|suppose|say|let'?s say|in case|when|where|on|for|across|among|at|with|in|from|between|within|by)\b/i;

/** Words before the question that ask nothing ("sorry", "bear with me", "quick one", "hi"). */
const PREAMBLE =
  /^(?:(?:so|ok|okay|well|hey|hi|hello|morning|afternoon)\b[\s,!]*)*(?:sorry\b|bear with me\b|quick (?:one|question)\b|(?:a |one )?(?:quick )?question\b|just (?:checking|wondering|to (?:check|confirm|double[\s-]check))\b|thanks\b|hi\b|hello\b|hey\b|good (?:morning|afternoon|evening)\b|excuse me\b|apologies\b)/i;

/** What the agent is doing, said before the question ("I am putting together my weekly report", "we are reviewing the pipeline"). */
const ABOUT_MYSELF =
  /^(?:(?:so|ok|okay|well|hey|hi)\s*,?\s+)?(?:(?:i|we)\s+(?:am|are|was|were)\s+(?:just\s+|currently\s+|still\s+|not\s+|a bit\s+|pretty\s+|kind of\s+)?(?:\w+ing\b|about to\b|getting ready\b|on (?:a|the) (?:call|phone)\b|(?:sure|certain|new|confused|unsure|curious|lost)\b)|(?:i|we)\s+(?:do not|don't|dont)\s+(?:really\s+)?(?:know|understand|get)\b)/i;

function parts(text: string): string[] {
  const cut = text.split(PART_BREAK);
  const pieces: string[] = [];
  for (let i = 0; i < cut.length; i += 2) {
    const piece = cut[i]!.trim();
    if (!piece) continue;
    // "customer has 30 users who travel abroad, how do the carriers stack up": what is told before a comma is the question's context.
    const before = pieces.at(-1);
    if (before !== undefined && cut[i - 1]!.trimStart().startsWith(",") && STATEMENT.test(before)) {
      pieces[pieces.length - 1] = `${fired("told-then-asked", before)}, ${piece}`;
      continue;
    }
    // "assuming a 36 month term, what do 25 lines … come to": a condition said first belongs to the question after it.
    if (
      before !== undefined &&
      cut[i - 1]!.trimStart().startsWith(",") &&
      CONDITION.test(before.split(/[.:]\s+/).at(-1)!)
    ) {
      pieces[pieces.length - 1] = `${fired("condition-then-asked", before)}, ${piece}`;
      continue;
    }
    // A full stop or a colon ends a sentence of its own only after a preamble ("Sorry, I'm new here. Which…");
    // "new business, 12 staff, all need hotspot. which plan?" is one question.
    if (before !== undefined && /^[.:]/.test(cut[i - 1]!) && !PREAMBLE.test(before) && !ABOUT_MYSELF.test(before)) {
      pieces[pieces.length - 1] = `${before}${cut[i - 1]!}${piece}`;
      continue;
    }
    pieces.push(piece);
  }
  const out: string[] = [];
  for (const [i, piece] of pieces.entries()) {
    // "plan w/ priority data, cheapest, verizon": a word or two after a comma qualify the part before.
    if (i > 0 && out.length && piece.split(/\s+/).length <= 2 && /,\s*$/.test(text.slice(0, text.indexOf(piece)))) {
      out[out.length - 1] = `${out[out.length - 1]}, ${piece}`;
      continue;
    }
    // "cheapest att unlimited and cheapest verizon unlimited", "5 lines of X vs 5 lines of Y": two questions.
    const halves = piece.split(
      /\s+(?:and|&|vs\.?|versus)\s+(?=(?:what|what's|whats|which|how|is|are|does|do|list|show|give|tell|any|the|cheapest|compare|price|\d+ lines?|their|its|it's|most|lowest|best)\b)/i,
    );
    out.push(...halves.map((h) => h.trim()).filter(Boolean));
  }
  return out;
}

// ─── The whole question ─────────────────────────────────────────────────────

/** Decides what answers a question. `previous` is the agent's earlier question, for follow-ups such as "and for Verizon?". */
/**
 * The rules that fired while reading a question, by name (innermost question last read first):
 * the evaluation prints them for each wrong answer.
 */
const traces: string[][] = [];

function fired<T>(rule: string, value: T): T {
  traces.at(-1)?.push(rule);
  return value;
}

/** How many of the agent's earlier questions a follow-up is read against (a follow-up of a follow-up, and so on). */
export const FOLLOW_UP_DEPTH = 4;

/**
 * What the question asks, with the rules that decided it. `earlier` is the agent's earlier
 * questions, oldest first (or only the one before): the question before is read as it was
 * understood when it was asked, with its own earlier questions, so "who's our contact at
 * Magnolia" → "email?" → "and phone" keeps Magnolia. At most `FOLLOW_UP_DEPTH` are read.
 */
export function understand(
  question: string,
  earlier?: string | readonly string[],
  today: Date = new Date(),
): Understanding & { rules: string[] } {
  const questions = (earlier === undefined ? [] : typeof earlier === "string" ? [earlier] : earlier).slice(
    -FOLLOW_UP_DEPTH,
  );
  traces.push([]);
  try {
    // Misspelt words of what agents ask about ("tablts", "negociation") read as meant, in every turn.
    const understood = readQuestion(
      withVocabularyTyposFixed(question),
      questions.map((q) => withVocabularyTyposFixed(q)),
      today,
    );
    return { ...understood, rules: traces.at(-1)! };
  } finally {
    traces.pop();
  }
}

function readQuestion(question: string, earlier: readonly string[], today: Date): Understanding {
  const previous = earlier.at(-1);
  let text = question.trim();
  if (!text) return { kind: "help" };
  if (GREETING.test(text)) return fired("greeting", { kind: "greeting" });
  // "ok and the same for att" goes on; "ok thanks" ends.
  if (
    THANKS.test(text) &&
    !findCarriers(text).length &&
    !/\b(?:same|what about|how about|and for|and the|and now|now for|\d)\b/i.test(text)
  )
    return fired("thanks", { kind: "thanks" });
  if (SMALL_TALK.test(text)) return fired("small-talk", { kind: "greeting" });
  const greeted = GREETING_PREFIX.test(text);
  text = text.replace(GREETING_PREFIX, "").replace(INTRODUCTION, "").trim();
  if (!text || SMALL_TALK.test(text)) return { kind: "greeting" };
  if (ABOUT_ASSISTANT.test(text)) return fired("about-assistant", { kind: "help" });

  // "client email: '…'", "fwd from the customer: …": the customer's own words, quoted; what they want is asked about, not who they are.
  text = text
    .replace(QUOTED_FROM, " ")
    .replace(/[“”"]|(?<![a-z])'|'(?![a-z])/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(RELAYED, "").trim();
  // "Dana is on the phone asking…", "I've got a customer on the line": a call in progress, no phone asked about.
  text = text.replace(
    /\b(?:is|are|am|i'm|currently|right now)?\s*on the (?:phone|line)\b(?!\s+(?:plans?|lines?))|\bon a call\b/gi,
    " ",
  );
  // "iphone sixteen e", "iphone 16 e": the model "16e".
  text = wordsToDigitsAfterBrand(text);
  // "rugged phones on AT&T for a construction customer": who it is for, said in passing, asks nothing about customers
  // ("for a customer with 10 lines" describes one, and stays).
  text = text.replace(
    /\b(?:it'?s\s+)?for\s+(?:a|an|my|our|this|one)\s+(?:[\w-]+\s+){0,2}(?:customer|client|prospect)\b(?!\s+(?:with|who|that|on|in|having|needing|wanting|of)\b)/gi,
    " ",
  );
  // Agents' shorthand for their records: "qts", "custs", "the pipe".
  text = text
    .replace(/\bqts\b/gi, "quotes")
    .replace(/\bqt\b/gi, "quote")
    .replace(/\bcusts\b/gi, "customers")
    .replace(/\bcust\b/gi, "customer")
    .replace(/\bpipe\b/gi, "pipeline");
  // "no iPhones", "skip the watches", "not counting the one we lost": what is not wanted names nothing to look for.
  const excludedStatuses = [...text.matchAll(EXCLUDED)].flatMap((m) => statusesSaidIn(m[0].toLowerCase()));
  text = text.replace(EXCLUDED, " ").replace(/\s+/g, " ").trim();
  if (!text) return { kind: "help" };

  // "won't go above $65", "no more than $40": an upper limit.
  text = text.replace(
    /\b(?:will not|won'?t|wont|do not|don'?t|does not|doesn'?t|can'?t|cannot|not|no)\s+(?:want to\s+)?(?:go\s+|spend\s+|pay\s+)?(?:above|over|more than|beyond|past|exceed(?:ing)?)\b/gi,
    "at most",
  );
  // "my manager wants to know…", "my boss asked": who asks, not what.
  text = text.replace(
    /\b(?:my|our|the)\s+(?:manager|boss|director|vp|supervisor|team lead|sales lead)\s+(?:wants to know|wants|asked(?: me)?|needs(?: to know)?|is asking)\b/gi,
    " ",
  );
  // "any carrier is fine", "doesn't matter which carrier": no carrier asked for, nothing to compare.
  text = text
    .replace(
      /\b(?:(?:it\s+)?(?:does not|doesn'?t|don'?t|won'?t)\s+matter\s+(?:which|what)\s+(?:carrier|network)|(?:any|whichever|whatever)\s+(?:carrier|network)\s+(?:is\s+)?(?:fine|ok(?:ay)?|works|will do|is good)|regardless\s+of\s+(?:the\s+)?(?:carrier|network)|(?:the\s+)?(?:carrier|network)\s+(?:does not|doesn'?t)\s+matter|on\s+any\s+carrier)\b/gi,
      " ",
    )
    .replace(/\s+([?.,!])/g, "$1")
    .trim();
  // "forget verizon", "never mind AT&T": a carrier taken back.
  for (const m of findCarrierMentions(text).reverse()) {
    if (/\b(?:forget|never ?mind|scratch|drop)\s+(?:about\s+)?$/i.test(text.slice(Math.max(0, m.index - 20), m.index)))
      text = `${text.slice(0, m.index)} ${text.slice(m.index + m.text.length)}`;
  }
  // "we're", "they've", "I'm": the words spelt out, so no "'re" is left to read as a name.
  text = text
    .replace(/(\w)'re\b/gi, "$1 are")
    .replace(/(\w)'ve\b/gi, "$1 have")
    .replace(/(\w)'ll\b/gi, "$1 will")
    .replace(/\bi'm\b/gi, "I am");

  // "…, plus whats still open", "commission on it? plus the chargeback date": "plus" after a pause joins two questions.
  text = text.replace(/([,;?.!])\s*plus\b/gi, "$1 and");
  // "at and t" is one name: written as such before the question is cut at its "and"s.
  for (const m of findCarrierMentions(text).reverse()) {
    if (/\sand\s/i.test(m.text))
      text = text.slice(0, m.index) + carrierName(m.carrier) + text.slice(m.index + m.text.length);
  }

  const calls: PlannedCall[] = [];
  const toldOfMyself = new Set<PlannedCall>();
  let outOfScope = false;
  let topic: Topic | undefined;
  const pieces = parts(text);
  for (const piece of pieces) {
    // "…, what does that run monthly": a part that points back without naming anything new belongs to the part before.
    // "…, 14 lines, what's the monthly": a part that only asks for a figure asks it of the part before.
    const figureOnly = !lower(piece)
      .replace(
        /\b(?:and|so|then|what's|whats|what is|what|how much|is|are|would|will|does|do|it|be|the|a|give|me|monthly|month|per|total|totals|grand|full|whole|entire|overall|value|cost|costs|price|bill|come to|comes to|run|runs|over|contract|that)\b|'s\b|[?!.,;:-]/g,
        "",
      )
      .trim();
    const pointsBack =
      (figureOnly || /\b(?:that|it|this|those|them|these|they|their|its)\b/i.test(piece)) &&
      findCarriers(piece).length === 0 &&
      !PLAN_NAME_WORDS.test(piece) &&
      !BRANDS.test(piece);
    // "…, 12 mo", "- monthly and the 36-month total?": a term for the part before, not a question of its own.
    const termOnly =
      findTermMonths(lower(piece)) !== undefined &&
      !wordsToDigits(lower(piece))
        .replace(
          /\b(?:\d+|months?|mos?|mths?|years?|yrs?|term|contract|total|totals|monthly|month's|and|the|over|a|for|what's|whats|what|is|on|per|cost|price|with)\b|[-?!.,;:]/g,
          "",
        )
        .trim();
    if (topic && termOnly && (topic.call.toolName === "searchRatePlans" || topic.call.toolName === "compareCarriers")) {
      addDetails(topic.call, piece);
      fired("term-for-part-before", null);
      continue;
    }
    // "… closing soonest? Please give me the top three, in order.": how many of the list before.
    const topOnly = /\btop\s+(\d{1,2})\b/.exec(wordsToDigits(lower(piece)));
    if (
      topic?.call.toolName === "lookupDeals" &&
      topOnly &&
      !wordsToDigits(lower(piece))
        .replace(
          /\b(?:please|pls|plz|just|give|show|list|me|us|the|top|\d+|in|order|ordered|first|only|ones?|of|those|them)\b|[-?!.,;:]/g,
          "",
        )
        .trim()
    ) {
      topic.call.args.limit = Math.max(1, Number(topOnly[1]));
      fired("top-of-part-before", null);
      continue;
    }
    if (
      topic &&
      pointsBack &&
      !DEAL_TOPIC.test(piece) &&
      !promoTopic(lower(piece)) &&
      !QUOTE_TOPIC.test(piece) &&
      !CUSTOMER_TOPIC.test(piece)
    ) {
      // "…for twenty phones? they want premium data", "…and it's a 36 month deal": needs and term said after the question they belong to.
      addDetails(topic.call, piece);
      fired("details-for-part-before", null);
      continue;
    }
    const read = readPart(piece, today, topic, pieces.length > 1 ? text : undefined);
    if (read && "outOfScope" in read) {
      outOfScope = true;
      continue;
    }
    let found = read?.calls ?? [];
    // "X and Y" where each half is a question of its own ("cheapest Verizon plan and Verizon hotspot promos").
    if (found.length === 1 && /\s(?:and|&|plus|\+)\s/i.test(piece)) {
      const halves = piece.split(/\s+(?:and|&|plus|\+)\s+/i);
      for (let i = 1; i < halves.length; i++) {
        const left = readPart(halves.slice(0, i).join(" and "), today, topic, text);
        // "…at Cascade Freight + a list of their deals": the right half points at what the left half named.
        const leftCall = left && "calls" in left ? left.calls[0] : undefined;
        const right = readPart(
          halves.slice(i).join(" and "),
          today,
          leftCall ? { tool: leftCall.toolName, call: leftCall } : topic,
          text,
        );
        // "what does it pay upfront and monthly": a half that names nothing to look for asks nothing of its own.
        const l = left && "calls" in left ? left.calls.filter(asksSomething) : [];
        const r = right && "calls" in right ? right.calls.filter(asksSomething) : [];
        const solo = (c: PlannedCall) => c.toolName === "pitchForCustomer" || c.toolName === "compareCarriers";
        // "AT&T and T-Mobile" names two carriers of one question.
        const endsWithCarrier = findCarrierMentions(halves[i - 1]!.trim()).some(
          (m) => m.index + m.text.length === halves[i - 1]!.trim().length,
        );
        const joinsCarriers = endsWithCarrier && findCarrierMentions(halves[i]!.trim()).some((m) => m.index === 0);
        if (
          l.length &&
          r.length &&
          !joinsCarriers &&
          l[0]!.toolName !== r[0]!.toolName &&
          !solo(l[0]!) &&
          !solo(r[0]!) &&
          !solo(found[0]!)
        ) {
          found = [...l, ...r];
          fired("two-questions-joined-by-and", null);
          break;
        }
      }
    }
    // A part without a topic of its own ("and what's their total value") asks again about the part before.
    if (found.length === 0 && topic && ASKING.test(piece)) found = fired("asks-again-of-part-before", [topic.call]);
    // "who is the contact at Granite State? just need the name": the same question again, naming nothing new.
    if (topic && found.length === 1 && restates(found[0]!, topic.call)) continue;
    for (const call of found) {
      if (!calls.some((c) => c.toolName === call.toolName && JSON.stringify(c.args) === JSON.stringify(call.args)))
        calls.push(call);
      topic = { tool: call.toolName, call };
      if (ABOUT_MYSELF.test(piece)) toldOfMyself.add(call);
    }
  }
  // "I'm prepping for my pipeline review, how many deals are in qualified?": what the agent is doing is no question
  // of its own when a later part asks the same kind of thing.
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i]!;
    if (
      toldOfMyself.has(c) &&
      calls.some((other) => other !== c && !toldOfMyself.has(other) && other.toolName === c.toolName)
    )
      calls.splice(i, 1);
  }
  // "architecture firm, 6 ppl, …, what should I pitch": the parts that describe the customer are the pitch's, not questions of their own.
  if (calls.some((c) => c.toolName === "pitchForCustomer")) {
    for (let i = calls.length - 1; i >= 0; i--) {
      const c = calls[i]!;
      if ((c.toolName === "searchRatePlans" && !c.args.planName) || c.toolName === "compareCarriers")
        calls.splice(i, 1);
    }
  }
  // "3 lines on att, cheapest option, 12 mo", "verizon unlimited plus, price for 10", "compare … : monthly and the
  // 36-month total": a later plan question that adds only a term or a count (where none was said) is the same question.
  for (let i = calls.length - 1; i > 0; i--) {
    const [a, b] = [calls[i - 1]!, calls[i]!];
    if ((a.toolName !== "searchRatePlans" && a.toolName !== "compareCarriers") || b.toolName !== "searchRatePlans")
      continue;
    const adds = b.args;
    if (
      adds.carrier ||
      adds.planName ||
      (adds.planType && !adds.typeAssumed) ||
      adds.features?.length ||
      (adds.lines !== undefined && a.args.lines !== undefined && adds.lines !== a.args.lines)
    )
      continue;
    if (adds.contractMonths !== undefined && a.args.contractMonths === undefined)
      a.args.contractMonths = adds.contractMonths;
    if (adds.lines !== undefined && a.args.lines === undefined) a.args.lines = adds.lines;
    calls.splice(i, 1);
  }
  // "for our 3 lines, is Verizon or T-Mobile the better deal?": the count said first is the comparison's.
  const compared = calls.find((c) => c.toolName === "compareCarriers");
  if (compared)
    for (let i = calls.length - 1; i >= 0; i--) {
      const c = calls[i]!;
      if (
        c.toolName === "searchRatePlans" &&
        c.args.typeAssumed &&
        !c.args.planName &&
        !c.args.carrier &&
        c.args.lines === compared.args.lines
      )
        calls.splice(i, 1);
    }
  // "my customer wants the watch thing, which Samsung watches are on Verizon?": the first part is the context of the second.
  for (let i = calls.length - 1; i >= 0; i--) {
    if (calls.some((other, j) => j !== i && narrows(other, calls[i]!))) calls.splice(i, 1);
  }
  // "open deals excluding leads", "everything apart from the lost ones", "deals not closed yet": the statuses left.
  if (excludedStatuses.length)
    for (const c of calls) {
      if (c.toolName !== "lookupDeals") continue;
      const base = c.args.statuses?.length ? c.args.statuses : c.args.openOnly ? OPEN_STATUSES : DEAL_STATUSES;
      const left = base.filter((s) => !excludedStatuses.includes(s));
      if (left.length && left.length < base.length) {
        c.args = { ...c.args, statuses: left };
        delete c.args.openOnly;
      }
    }
  if (calls.length === 0 && pieces.length > 1) {
    const whole = readPart(text, today);
    if (whole && "calls" in whole) calls.push(...whole.calls);
  }
  // "…, how much a year?": the period a cost is asked per, for every priced answer of the question.
  const costPeriod = findCostPeriod(lower(text));
  const perPeriod = (list: PlannedCall[]) => {
    if (costPeriod)
      for (const c of list)
        if (
          c.toolName === "searchRatePlans" ||
          c.toolName === "compareCarriers" ||
          c.toolName === "dealCommission" ||
          c.toolName === "lookupQuotes"
        )
          c.args = { ...c.args, period: costPeriod };
    return list;
  };
  perPeriod(calls);
  // The question before, read once however many follow-up rules ask for it.
  let questionBefore: Understanding | undefined;
  const before = () => (questionBefore ??= understand(previous!, earlier.slice(0, -1), today));
  // "…16 lines, on verizon" then "they need hotspot, what do I recommend": a pitch for the customer the conversation describes.
  const pitched = pitchOfConversation(text, earlier, calls);
  if (pitched) return fired("pitch-described-over-the-conversation", { kind: "tools", calls: [pitched] });
  // "does it have hotspot", "what video quality does it stream" after a named plan: that plan, whose answer gives its features.
  const feature = previous ? featureOfPlanBefore(text, before()) : undefined;
  if (feature) return fired("feature-of-plan-named-before", { kind: "tools", calls: [feature] });
  // "whats their number", "and email?", "who's the contact there" after a customer or their deals: that customer's details.
  const contact = previous ? contactFollowUp(text, before()) : undefined;
  if (contact) return fired("contact-of-record-before", { kind: "tools", calls: [contact] });
  if (calls.length && previous) {
    const carried = carriedOver(text, before(), today, calls, previous);
    return carried
      ? fired("carried-over-from-question-before", { kind: "tools", calls: perPeriod(carried) })
      : { kind: "tools", calls: perPeriod(calls.map((call) => continuing(call, text, previous, before()))) };
  }
  if (calls.length) return { kind: "tools", calls };
  if (outOfScope) return fired("out-of-scope", { kind: "out_of_scope" });
  // "thanks for the help yesterday" thanks; it asks for no help.
  // "help me plan a trip": a task asked for, not understood, is no question about the assistant.
  if (
    HELP.test(
      text
        .replace(
          /\b(?:thanks|thank you|thx|ty)\s+(?:so much\s+)?(?:for|again for)\s+(?:the|your|all the|all your)\s+help\b/gi,
          " ",
        )
        .replace(
          /\bhelp\s+(?:me|us)\s+(?:to\s+)?(?!out\b|with\b|please\b|pls\b|plz\b|get started\b)[a-z]+\s+(?:a|an|my|our|the|some)\s+[a-z]+/gi,
          " ",
        ),
    )
  )
    return { kind: "help" };
  if (greeted) return { kind: "greeting" };

  // "and the next 90?" after "renewals in the next 30 days": the count of the unit said before.
  if (previous) text = withUnitSaidBefore(text, previous);
  // A follow-up that only changes the carrier, the lines or the plan type ("what about Verizon?").
  const t = lower(text);
  const carriers = findCarriers(text);
  // "and for 20?" after a question about lines: a bare number is the new count; "15 of those": 15 of what was just asked about.
  // "make it 25", "change that to 30 lines", "up it to 40", "try 15 instead": the count restated.
  const bare = RESTATED_COUNT.exec(wordsToDigits(t));
  const ofThose = OF_THOSE.exec(wordsToDigits(t));
  const lines = lineCount(t) ?? (bare ? Number(bare[1]) : ofThose ? Number(ofThose[1]) : undefined);
  const months = findTermMonths(t);
  const planType = findPlanType(t);
  const statuses = statusesOf(t);
  // A short follow-up, or a longer one that points back at the question before ("…15 of those…").
  const followsUp = t.split(/\s+/).length <= 8 || REFERS_BACK.test(t) || ofThose !== null;
  // Slots a follow-up may fill in on any tool's question: a period per cost, "only mine", a close date range, an order.
  const period = findCostPeriod(t);
  const slots: FollowUpSlots = { period, mine: MINE.test(t), range: parseDateRange(t, today), order: orderOf(t) };
  const more = Boolean(period || slots.mine || slots.range || slots.order);
  if (previous && (carriers.length || lines || months || planType || statuses.length || more) && followsUp) {
    const asked = before();
    if (asked.kind === "tools")
      return fired("follow-up-fills-slots-of-question-before", {
        kind: "tools",
        calls: asked.calls.map((c) => followUp(c, carriers, lines, planType, statuses, months, slots, today, t)),
      });
  }
  // "ok what if they travel to Mexico" after a comparison: the comparison, with that need.
  if (previous) {
    const carried = carriedOver(text, before(), today, [], previous);
    if (carried) return fired("follow-up-carried-over", { kind: "tools", calls: carried });
  }
  // "which of those is the biggest" after a list: the question before, asked again with the new words.
  if (previous && REFERS_BACK.test(t)) {
    const joined = readPart(`${previous} ${text}`, today);
    if (joined && "calls" in joined && joined.calls.length)
      return fired("follow-up-refers-back", { kind: "tools", calls: joined.calls });
  }
  // "commission on it?" after "looking at the bluewater front-desk phones": "it" is what the message before named.
  if (previous && POINTS_AT_NAME.test(t)) {
    const named = readPart(text.replace(new RegExp(POINTS_AT_NAME.source, "i"), ` ${previous} `), today);
    if (named && "calls" in named && named.calls.length && named.calls.every((c) => nameOf(c) !== undefined))
      return fired("pronoun-is-what-was-named-before", { kind: "tools", calls: named.calls });
  }
  // "how many is that", "what do they add up to": a short question about what was just answered, naming nothing
  // of its own, is the question before asked again (its answer gives the count and the total).
  if (previous && followsUp && (POINTS_AT.test(t) || FIGURE_ONLY.test(t))) {
    const asked = before();
    if (asked.kind === "tools") return fired("follow-up-asks-again", { kind: "tools", calls: asked.calls });
  }
  return fired("nothing-understood", { kind: "out_of_scope" });
}

/** "15 of those", "20 more like that": a number of what the question before asked about. */
const OF_THOSE =
  /\b(\d{1,6})\s+(?:of\s+(?:those|these|them|that|it)|more\s+(?:like\s+)?(?:that|those|it)|like\s+(?:that|those|it))\b/;

/** Words that point at what the question before asked about ("which of those", "those plans", "the same one"). */
const REFERS_BACK =
  /^\s*(?:(?:ok|okay|and|so)\s*,?\s+)?(?:now\s+(?:just|only)\b|(?:just|only)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:ones?|those|these)\b)|\b(?:of|from|among|between)\s+(?:those|these|them|the two|both|the (?:2|3|two|three))\b|\b(?:those|these)\s+(?:plans?|ones?|options?|lines?|deals?|devices?|phones?|promos?|offers?|customers?|quotes?)\b|\b(?:that|the same)\s+(?:plan|one)\b|\bsame (?:plan|one|ones)\b/;

/** "total?", "whats the sum", "combined value": only a figure of what was just listed. */
const FIGURE_ONLY =
  /^\s*(?:(?:and|so|ok|okay)\s+)?(?:(?:what's|whats|what is)\s+)?(?:the\s+)?(?:total|sum|combined|altogether|grand total|in total|how many|count|number)(?:\s+(?:value|worth|of (?:those|them|it)|(?:is|are) (?:that|there|those|they)))?\s*[?.!]*\s*$/;

/** "and the next 90?" after a period of N days, weeks or months: N of the same unit. */
function withUnitSaidBefore(text: string, previous: string): string {
  const unit = /\b\d+\s+(days?|weeks?|wks?|months?|mos?)\b/.exec(wordsToDigits(lower(previous)))?.[1];
  if (!unit) return text;
  const said = wordsToDigits(text);
  const bare = /\b(?:next|coming|within|in)\s+\d+(?=\s*[?.!]*\s*$)/i.exec(said);
  return bare
    ? `${said.slice(0, bare.index + bare[0].length)} ${unit}${said.slice(bare.index + bare[0].length)}`
    : text;
}

/** A figure or an order of a saved quote asked alone ("monthly?", "and the contract total", "which is the most recent"). */
const QUOTE_FIGURE =
  /^\s*(?:(?:and|so|ok|okay)\s+)?(?:(?:what|which)(?:\s+ones?)?(?:'s|s|\s+is|\s+was|\s+are)?\s+|give me\s+)?(?:the\s+|its\s+|their\s+)?(?:monthly|per month|a month|contract(?:\s+(?:total|value))?|total|carrier|most recent|latest|newest|last one)\b/;

/** Words that point at something said before without naming it. */
const POINTS_AT = /\b(?:those|these|them|it|that one|this one|they|that)\b/;

/**
 * A follow-up whose calls are those of the question before, changed: "the same for the
 * Magnolia deal" (another name), "are those approved on AT&T" after a model (that model),
 * "anything for the Galaxy S25" after promotions (its promotions), "what if they need
 * hotspot" after a comparison (the comparison with that need), "the contract total on
 * that one" after a quote (that quote again). Undefined when the question stands alone.
 */
function carriedOver(
  text: string,
  before: Understanding,
  today: Date,
  calls: PlannedCall[],
  previous?: string,
): PlannedCall[] | undefined {
  const t = lower(text);
  if (before.kind !== "tools") return undefined;
  const first = before.calls[0]!;
  const only = calls.length === 1 ? calls[0]! : undefined;
  const same =
    /\b(?:do\s+)?(?:the\s+)?same(?:\s+(?:thing|question|numbers?|figures?))?\s+(?:for|on|with|about)\s+(.+)$/.exec(t);
  if (same) {
    const name = residual(same[1]!.split(/,|\s+and\s+/)[0]!, DEAL_STOP);
    if (
      name &&
      (first.toolName === "dealCommission" ||
        first.toolName === "lookupDeals" ||
        first.toolName === "lookupCustomers" ||
        first.toolName === "upcomingRenewals")
    ) {
      return [{ ...first, args: { ...first.args, query: name } } as PlannedCall];
    }
    if (name && first.toolName === "lookupQuotes")
      return [{ toolName: "lookupQuotes", args: { ...first.args, customer: name } }];
  }
  if (
    only?.toolName === "findDevices" &&
    !only.args.query &&
    POINTS_AT.test(t) &&
    first.toolName === "findDevices" &&
    first.args.query
  ) {
    return [
      {
        toolName: "findDevices",
        args: { query: first.args.query, ...(only.args.carrier ? { carrier: only.args.carrier } : {}) },
      },
    ];
  }
  // "what about the 9a?", "and the 15 pro?" after a model: the same maker's model of that number.
  const deviceAsked = first.toolName === "findDevices" ? first.args.query : undefined;
  const modelAgain = deviceAsked
    ? /^\s*(?:(?:and|or|what about|how about)\s+)?(?:the\s+)?([a-z]{0,3}\d+[a-z0-9+]*(?:\s+(?:pro|max|plus|mini|ultra|fe|xl|fold|flip|edge|air|lite)){0,2})\s*[?.!]*\s*$/.exec(
        t,
      )
    : null;
  const brandBefore = modelAgain && deviceAsked ? /^(.*?)\s*\b[a-z]{0,3}\d/.exec(lower(deviceAsked))?.[1] : undefined;
  if (modelAgain && brandBefore && first.toolName === "findDevices")
    return [{ toolName: "findDevices", args: { ...first.args, query: `${brandBefore} ${modelAgain[1]}` } }];
  // "just the apple ones" after a list of devices: that list, of that maker.
  if (
    only?.toolName === "findDevices" &&
    first.toolName === "findDevices" &&
    !first.args.query &&
    !first.args.manufacturer &&
    only.args.manufacturer &&
    !only.args.query &&
    t.split(/\s+/).length <= 6
  )
    return [{ toolName: "findDevices", args: { ...first.args, ...only.args } }];
  // "what about with hotspot" after a comparison: the comparison with that need (not hotspot devices).
  if (
    first.toolName === "compareCarriers" &&
    only?.toolName === "findDevices" &&
    !only.args.query &&
    !only.args.manufacturer &&
    hotspotsAtMost(only.args.deviceTypes) &&
    findNeeds(t).hotspot &&
    ((!only.args.carrier && t.split(/\s+/).length <= 6) || REFERS_BACK.test(t))
  ) {
    // "now just verizon and at&t, but they need hotspot": those carriers compared, with that need.
    const said = findCarriers(text);
    const call: PlannedCall = {
      toolName: "compareCarriers",
      args: { ...first.args, ...(said.length > 1 ? { carriers: said } : {}) },
    };
    addDetails(call, text);
    return [call];
  }
  if (
    only?.toolName === "findDevices" &&
    first.toolName === "listPromotions" &&
    !/\bcertif|compatible|approved|works?\b|bands?|activat|support/.test(t)
  ) {
    // "just the tablet ones" after Verizon's promos: Verizon's, of that kind.
    const carriers = findCarriers(text);
    const carrier = carriers.length === 1 ? carriers[0] : carriers.length ? undefined : first.args.carrier;
    return [promotionsCall(t, today, carrier, findPromoCategory(t))];
  }
  // "and over the term + chargeback end + received?" after a deal's commission: that deal's figures again.
  // ("when does its chargeback window end" asks a date, which the renewals radar answers.)
  if (
    calls.length === 0 &&
    first.toolName === "dealCommission" &&
    !/\bwhen\b/.test(t) &&
    /\b(?:term|chargebacks?|claw\w*|received|upfront|residuals?|paid|payouts?|total)\b/.test(t)
  )
    return /\b(?:paid|pay|received|collected|so far|to date|yet)\b/.test(t)
      ? before.calls.map((c) =>
          c.toolName === "dealCommission" ? { ...c, args: { ...c.args, focus: "received" } } : c,
        )
      : before.calls;
  const planSearchOnly = calls.every(
    (c) => c.toolName === "searchRatePlans" && !c.args.carrier && !c.args.planName && c.args.lines === undefined,
  );
  if (first.toolName === "compareCarriers" && planSearchOnly) {
    const call: PlannedCall = { toolName: "compareCarriers", args: { ...first.args } };
    addDetails(call, text);
    if (JSON.stringify(call.args) !== JSON.stringify(first.args)) return [call];
  }
  // "how does that compare to the other carriers" after pricing 10 lines: the comparison for those lines (and term).
  // "client has 25 phones" → "compare verizon and att for them": the count told in the message before.
  const linesBefore =
    first.toolName === "searchRatePlans" || first.toolName === "pitchForCustomer"
      ? first.args.lines
      : previous && STATEMENT.test(previous)
        ? (lineCount(lower(previous)) ?? headcount(lower(previous)))
        : undefined;
  if (only?.toolName === "compareCarriers" && linesBefore && lineCount(t) === undefined && headcount(t) === undefined) {
    const monthsBefore = first.toolName === "searchRatePlans" ? first.args.contractMonths : undefined;
    return [
      {
        toolName: "compareCarriers",
        args: {
          ...only.args,
          lines: linesBefore,
          ...(monthsBefore && !only.args.contractMonths ? { contractMonths: monthsBefore } : {}),
        },
      },
    ];
  }
  // "what about for 20 lines" after a comparison: the comparison for that count.
  if (
    first.toolName === "compareCarriers" &&
    only?.toolName === "searchRatePlans" &&
    only.args.typeAssumed &&
    !only.args.carrier &&
    !only.args.planName &&
    !only.args.features?.length &&
    only.args.lines !== undefined &&
    t.split(/\s+/).length <= 8
  ) {
    const args = { ...first.args, lines: only.args.lines };
    if (only.args.contractMonths) args.contractMonths = only.args.contractMonths;
    return [{ toolName: "compareCarriers", args }];
  }
  // "monthly?", "which is the most recent" after saved quotes: the quotes again (their answer gives each figure, newest first).
  const ofQuote = first.toolName === "lookupQuotes" && t.split(/\s+/).length <= 8 && QUOTE_FIGURE.test(t);
  if (
    (calls.length || ofQuote) &&
    (REFERS_BACK.test(t) || POINTS_AT.test(t) || FIGURE_ONLY.test(t) || ofQuote) &&
    planSearchOnly &&
    (first.toolName === "lookupQuotes" || first.toolName === "lookupDeals" || first.toolName === "dealCommission")
  ) {
    return before.calls;
  }
  // "when is the last installment" after a deal's dates or commission: that deal's dates of that kind.
  if (
    only?.toolName === "upcomingRenewals" &&
    !only.args.query &&
    only.args.kinds?.length &&
    !parseDateRange(t, today) &&
    (first.toolName === "upcomingRenewals" || first.toolName === "dealCommission") &&
    first.args.query
  )
    return [{ toolName: "upcomingRenewals", args: { query: first.args.query, kinds: only.args.kinds } }];
  // "and when does the chargeback end" after a deal's commission: the question asked of that deal.
  if (
    calls.length === 0 &&
    (first.toolName === "dealCommission" || first.toolName === "upcomingRenewals") &&
    first.args.query
  ) {
    const ofDeal = readPart(`${text.replace(/[?.!\s]+$/, "")} for ${first.args.query}`, today);
    if (
      ofDeal &&
      "calls" in ofDeal &&
      ofDeal.calls.length === 1 &&
      (ofDeal.calls[0]!.toolName === "dealCommission" || ofDeal.calls[0]!.toolName === "upcomingRenewals") &&
      ofDeal.calls[0]!.args.query === first.args.query
    )
      return ofDeal.calls;
  }
  // "and bluewater?", "what about magnolia" after a name's commission, deals, contact or renewals: the same for that name.
  const another =
    calls.length === 0 && "query" in first.args && first.args.query
      ? /^\s*(?:ok(?:ay)?,?\s+)?(?:and|what about|how about)\s+(?:for\s+|on\s+|with\s+|at\s+)?([^?\d]+?)\s*\??\s*$/.exec(
          t,
        )
      : null;
  // A name is a few words and asks nothing of its own ("and when does the chargeback end" is a question).
  const anotherName =
    another &&
    another[1]!.split(/\s+/).length <= 4 &&
    !/\b(?:when|what|how|who|which|where|why|does|do|is|are|did|can|will|has|have)\b/.test(another[1]!)
      ? residual(another[1]!, DEAL_STOP)
      : undefined;
  if (
    anotherName &&
    (first.toolName === "dealCommission" ||
      first.toolName === "lookupDeals" ||
      first.toolName === "lookupCustomers" ||
      first.toolName === "upcomingRenewals")
  )
    return [{ ...first, args: { ...first.args, query: anotherName } } as PlannedCall];
  return undefined;
}

/**
 * A question that goes on from the one before: "which of those is the cheapest" keeps the
 * carrier and plan type asked about before; a pitch whose customer was described in the
 * message before ("a bakery, five staff phones" then "they're on T-Mobile, what do I pitch")
 * takes that description, its count and its carrier.
 */
function continuing(call: PlannedCall, text: string, previous: string, before: Understanding): PlannedCall {
  const t = lower(text);
  // "and their email?", "what deals do they have", "has it paid yet": the customer or deal named before, whichever tool asks.
  if (
    NAME_TOOLS.has(call.toolName) &&
    nameOf(call) === undefined &&
    POINTS_AT_NAME.test(t) &&
    before.kind === "tools"
  ) {
    const same = before.calls.find((c) => c.toolName === call.toolName);
    const name = before.calls.map(nameOf).find((n) => n !== undefined);
    if (same && nameOf(same) !== undefined) {
      const kept: Record<string, unknown> = { ...same.args };
      delete kept.sortBy;
      delete kept.limit;
      delete kept.focus;
      return fired("follow-up-same-record", { ...call, args: { ...kept, ...call.args } } as PlannedCall);
    }
    if (name) return fired("follow-up-record-named-before", withName(call, name));
  }
  if (call.toolName === "pitchForCustomer") {
    if (call.args.lines) return call;
    const p = lower(previous);
    const lines = lineCount(p) ?? headcount(p);
    if (!lines) return call;
    const args: PitchForCustomerInput = {
      ...call.args,
      description: `${previous}. ${call.args.description}`.slice(0, 1000),
      lines,
    };
    const current = call.args.currentCarrier ?? currentCarrierOf(previous);
    if (current) args.currentCarrier = current;
    return { toolName: "pitchForCustomer", args };
  }
  // "what if it's 30 lines" after a price of a named plan: the same plan, for the new count.
  const onlyCount =
    call.toolName === "searchRatePlans" &&
    call.args.typeAssumed &&
    !call.args.carrier &&
    !call.args.planName &&
    !call.args.features?.length &&
    call.args.maxPrice === undefined;
  // "cheapest way to get that on AT&T" after "they want UHD video": the feature asked about before.
  if (call.toolName === "searchRatePlans" && !call.args.features?.length && !call.args.planName && POINTS_AT.test(t)) {
    const wanted = findPlanFeatures(lower(previous));
    if (wanted.length) {
      const args: SearchRatePlansInput = { ...call.args, features: wanted };
      if (args.typeAssumed) delete args.typeAssumed;
      return { toolName: "searchRatePlans", args };
    }
  }
  // "which closes sooner", "which one's bigger" after a list of deals: one of those, by the order asked.
  const picksAmong =
    call.toolName === "lookupDeals" &&
    t.split(/\s+/).length <= 6 &&
    /^\s*(?:(?:and|so|ok|okay)\s+)?(?:which|what's|whats|what is)\b/.test(t) &&
    orderOf(t) !== undefined &&
    !call.args.query &&
    !call.args.statuses?.length;
  if (!REFERS_BACK.test(t) && !onlyCount && !picksAmong) return call;
  const earlier = before.kind === "tools" ? before.calls.find((c) => c.toolName === call.toolName) : undefined;
  if (!earlier) return call;
  const kept: Record<string, unknown> = { ...earlier.args };
  const asked: Record<string, unknown> = { ...call.args };
  // How to sort and how many to show are the new question's; what to look at is the old one's unless the new one says.
  delete kept.sortBy;
  delete kept.limit;
  delete kept.typeAssumed;
  if (asked.typeAssumed && (kept.planType || kept.planName)) {
    delete asked.planType;
    delete asked.typeAssumed;
  }
  if (asked.planTypes) delete kept.planType;
  // A named plan belongs to its carrier: another carrier asked means that carrier's plans.
  if (asked.carrier && kept.planName && asked.carrier !== kept.carrier) delete kept.planName;
  const count = OF_THOSE.exec(wordsToDigits(t));
  if (
    count &&
    asked.lines === undefined &&
    (call.toolName === "searchRatePlans" || call.toolName === "compareCarriers")
  )
    asked.lines = Number(count[1]);
  return { ...call, args: { ...kept, ...asked } } as PlannedCall;
}

/** A count said again on its own: "and for 20?", "make it 25", "change that to 30 lines", "try 15 instead". */
const RESTATED_COUNT =
  /^\s*(?:ok(?:ay)?,?\s+)?(?:and|what about|how about|now|try|(?:make|change|bump|up|move|take)\s+(?:it|that|this)(?:\s+up)?)?\s*(?:to|for|with)?\s*(\d{1,6})\s*(?:lines?|instead|then)?\s*(?:instead|then)?\s*[?.!]?\s*$/;

/** Asking what to put in front of a customer: "what do I recommend", "what plan should I lead with", "what would you pitch". */
const ASKS_FOR_PITCH = new RegExp(
  String.raw`\bwhat (?:you|we|i)(?:'d| would| should| could) (?:offer|pitch|recommend|sell|propose|suggest)\b|\bpitch\w*|\brecommend\w*|\bsuggest\w*|\blead with\b|\bput in front of\b|\bbest (?:offer|option|fit|plan) for (?:them|this|a|an)\b|\bwhat (?:plans?|carrier|options?) (?:should|would|do|can|could) (?:i|we|you)\b|\bwhat (?:plan|carrier|option)s?\s*(?:[?.!]|$)|\bwhat (?:should|would|do|can|could) (?:i|we|you) (?:offer|sell|propose|quote|give|put)\b|` +
    WIN_OVER.source,
);

/** Words that describe a customer (its size, staff, business), not a plan or a device. */
const DESCRIBES_CUSTOMER =
  /\b(?:prospects?|customers?|clients?|company|co|firm|business|biz|team|staff|crew|clinic|office|shop|agency|practice|contractor|employees|people|ppl|workers|drivers|techs?|reps?)\b/;

/**
 * A pitch for the customer described in this message and the ones before ("got a vet clinic
 * switching from verizon, 16 lines" then "they need hotspot + premium data, what do I
 * recommend"): the whole description, its latest count and current carrier. Only where this
 * message asks what to offer and names no plan or model of its own, and where what was read
 * otherwise is no more than a plan or device search without a name.
 */
function pitchOfConversation(text: string, earlier: readonly string[], calls: PlannedCall[]): PlannedCall | undefined {
  const t = lower(text);
  if (!ASKS_FOR_PITCH.test(t) || PLAN_NAME_WORDS.test(t) || NAMED_MODEL.test(t)) return undefined;
  const turns = [...earlier.slice(-FOLLOW_UP_DEPTH), text];
  const conversation = turns.join(". ");
  const current = currentCarrierOf(conversation);
  const generic = calls.every(
    (c) =>
      (c.toolName === "searchRatePlans" && !c.args.planName && (!c.args.carrier || c.args.carrier === current)) ||
      // "best offer for a 30 line trucking co": the offer is the plan to pitch.
      (c.toolName === "listPromotions" && !c.args.query && /\bbest (?:offer|option|fit|plan) for\b/.test(t)) ||
      // A kind of device named ("rugged phones for 20 drivers, what can I offer") is the devices asked for;
      // "hotspot" is also what a plan allows ("they need hotspot, what do I recommend").
      (c.toolName === "findDevices" && !c.args.query && !c.args.manufacturer && hotspotsAtMost(c.args.deviceTypes)) ||
      (c.toolName === "pitchForCustomer" && !c.args.lines) ||
      c.toolName === "compareCarriers",
  );
  if (!generic || !DESCRIBES_CUSTOMER.test(lower(conversation))) return undefined;
  // The latest count said: "make it 20" after "16 lines" is 20.
  const count = turns
    .map((turn) => {
      const said = lower(turn);
      const again = RESTATED_COUNT.exec(wordsToDigits(said));
      return lineCount(said) ?? headcount(said) ?? (again ? Number(again[1]) : undefined);
    })
    .filter((n) => n !== undefined)
    .at(-1);
  if (!count) return undefined;
  return pitchCall(conversation, count, current);
}

/**
 * A short question about a feature of the plan named before ("does it have hotspot", "what
 * video quality does it stream and is there premium data?"): that plan again. Undefined when
 * the question names a plan, a carrier, a device or a count of its own.
 */
function featureOfPlanBefore(text: string, before: Understanding): PlannedCall | undefined {
  const t = lower(text);
  if (before.kind !== "tools" || t.split(/\s+/).length > 14) return undefined;
  // A plan named, or the one plan an answer gave ("cheapest att plan").
  const plan = before.calls.find(
    (c) =>
      c.toolName === "searchRatePlans" &&
      (c.args.planName || c.args.limit === 1 || c.args.sortBy === "price_asc" || c.args.sortBy === "price_desc"),
  );
  if (!plan || !findFeatureFocus(t) || !/\b(?:it|its|that|this|that plan|this plan|the plan)\b/.test(t))
    return undefined;
  // "which hotspots work on it": devices.
  if (/\bhot\s?-?spots\b/.test(t) || DEVICE_WORDS.test(t)) return undefined;
  if (findCarriers(text).length || PLAN_NAME_WORDS.test(t) || BRANDS.test(t) || lineCount(t) !== undefined)
    return undefined;
  return plan;
}

/** A contact detail asked for: e-mail, phone, the person to talk to. */
const CONTACT_FIELD =
  /\b(?:e-?mails?(?:\s+address)?|phone(?:\s+(?:number|no|#))?|(?:their|the|his|her|a)\s+(?:number|cell|mobile|digits)|contact(?:\s+(?:info|details|person|name))?|poc|point person|who (?:do|should|can) (?:i|we) (?:talk|speak|call|ask for|e-?mail|reach)|how (?:do|can) (?:i|we) reach)\b/;

/**
 * A short question asking a contact detail of the customer a question before was about
 * ("whats their number", "and email?", "who's the contact there"): that customer, looked up.
 * Undefined when the question names a device, a carrier or a plan of its own ("and phones?" is no contact).
 */
function contactFollowUp(text: string, before: Understanding): PlannedCall | undefined {
  const t = lower(text);
  if (before.kind !== "tools" || t.split(/\s+/).length > 8 || !CONTACT_FIELD.test(t)) return undefined;
  if (findCarriers(text).length || BRANDS.test(t) || NAMED_MODEL.test(t) || /\bphones\b/.test(t)) return undefined;
  const first = before.calls[0]!;
  if (first.toolName === "lookupCustomers") return first;
  const name = nameOf(first);
  return name && first.toolName !== "lookupQuotes"
    ? { toolName: "lookupCustomers", args: { query: name, limit: 25 } }
    : undefined;
}

/** No kind of device, or only hotspots: "hotspot" is also what a plan allows ("they need hotspot"). */
const hotspotsAtMost = (types: readonly string[] | undefined) => (types ?? []).every((type) => /hotspot/i.test(type));

/** The tools that look records up by name, and where each keeps the name. */
const NAME_TOOLS = new Set<PlannedCall["toolName"]>([
  "lookupDeals",
  "lookupCustomers",
  "lookupQuotes",
  "dealCommission",
  "upcomingRenewals",
]);

/** Words pointing at one record said before ("their email", "its value", "that account"). */
const POINTS_AT_NAME =
  /\b(?:their|they|them|theirs|its|it|his|her|he|she|that (?:customer|client|account|company|deal|one)|this (?:customer|client|account|company|deal)|the same (?:customer|client|account|company|deal))\b/;

function nameOf(call: PlannedCall): string | undefined {
  if (call.toolName === "lookupQuotes") return call.args.customer;
  if (NAME_TOOLS.has(call.toolName)) return (call.args as { query?: string }).query;
  return undefined;
}

function withName(call: PlannedCall, name: string): PlannedCall {
  if (call.toolName === "lookupQuotes") return { ...call, args: { ...call.args, customer: name } };
  return { ...call, args: { ...call.args, query: name } } as PlannedCall;
}

/** Whether `call` asks what `broader` asks with more filters (the same tool, every filter of `broader` and more). */
function narrows(call: PlannedCall, broader: PlannedCall): boolean {
  if (call.toolName !== broader.toolName || call.toolName !== "findDevices") return false;
  const own = call.args as Record<string, unknown>;
  const wide = broader.args as Record<string, unknown>;
  return (
    Object.keys(own).length > Object.keys(wide).length &&
    Object.entries(wide).every(([k, v]) => JSON.stringify(own[k]) === JSON.stringify(v))
  );
}

/** Whether a call asks the same tool with no filter of its own beyond the earlier call's (a lookup that names nothing new). */
function restates(call: PlannedCall, earlier: PlannedCall): boolean {
  if (call.toolName !== earlier.toolName || (call.toolName !== "lookupCustomers" && call.toolName !== "lookupDeals"))
    return false;
  const own = { ...call.args } as Record<string, unknown>;
  const before = earlier.args as Record<string, unknown>;
  delete own.limit;
  return (
    own.query === undefined && Object.entries(own).every(([k, v]) => JSON.stringify(before[k]) === JSON.stringify(v))
  );
}

/** Adds the needs and term a later part states ("they travel to Mexico", "it's a 36 month deal") to the call it belongs to. */
function addDetails(call: PlannedCall, piece: string): void {
  const needs = findNeeds(lower(piece));
  // "…, doesn't matter what sort of line it is": no phone line assumed.
  if (call.toolName === "searchRatePlans" && call.args.typeAssumed && ANY_TYPE.test(lower(piece))) {
    delete call.args.planType;
    delete call.args.typeAssumed;
  }
  const months = findTermMonths(lower(piece));
  if (
    months &&
    (call.toolName === "compareCarriers" || call.toolName === "searchRatePlans") &&
    call.args.contractMonths === undefined
  )
    call.args.contractMonths = months;
  // "price 5 lines on verizon, they want premium data": the cheapest plan that has it.
  if (call.toolName === "searchRatePlans" && !call.args.planName && (needs.hotspot || needs.premiumData)) {
    const features = new Set(call.args.features ?? []);
    if (needs.hotspot) features.add("hotspot");
    if (needs.premiumData) features.add("premium_data");
    call.args.features = [...features];
  }
  if (call.toolName === "compareCarriers") {
    const merged = {
      ...call.args.needs,
      ...(needs.hotspot ? { hotspot: true } : {}),
      ...(needs.premiumData ? { premiumData: true } : {}),
      ...(needs.international ? { international: true } : {}),
    };
    if (Object.keys(merged).length) call.args.needs = merged;
  } else if (
    call.toolName === "pitchForCustomer" &&
    (needs.hotspot || needs.premiumData || needs.international || needs.fiveG)
  ) {
    call.args.description = `${call.args.description}. ${piece}`.slice(0, 1000);
  }
}

/** Whether a call looks for something: a plan search with no filter at all is the whole catalogue, asked of nothing. */
function asksSomething(call: PlannedCall): boolean {
  return (
    call.toolName !== "searchRatePlans" ||
    Object.keys(call.args).some((k) => k !== "sortBy" && k !== "limit" && k !== "typeAssumed")
  );
}

/** "only mine", "just my own", "assigned to me": the agent's own records. */
const MINE = /\b(?:assigned to me|my own|mine|only me|just me)\b/;

function followUp(
  call: PlannedCall,
  carriers: CarrierId[],
  lines: number | undefined,
  planType: PlanType | undefined,
  statuses: DealStatus[],
  months?: number,
  slots: FollowUpSlots = { mine: false },
  today: Date = new Date(),
  t = "",
): PlannedCall {
  const carrier = carriers[0];
  switch (call.toolName) {
    case "searchRatePlans": {
      const args: SearchRatePlansInput = {
        ...call.args,
        ...(carrier ? { carrier } : {}),
        ...(planType ? { planType } : {}),
        ...(lines ? { lines } : {}),
        ...(months ? { contractMonths: months } : {}),
        ...(slots.period ? { period: slots.period } : {}),
      };
      // A named plan belongs to its carrier: another carrier means that carrier's plan of the same kind (its
      // name says the kind, "Business Unlimited Tablet"; else a phone plan, said as an assumption).
      if (carrier && args.planName && carrier !== call.args.carrier) {
        if (!args.planType) {
          const kind = findPlanType(args.planName);
          args.planType = kind ?? "Unlimited";
          if (!kind) args.typeAssumed = true;
        }
        delete args.planName;
      }
      return { toolName: "searchRatePlans", args };
    }
    case "compareCarriers": {
      // "throw verizon in there too" adds a carrier to those compared; "now just verizon and at&t" names them.
      const adding = call.args.carriers && /\b(?:too|also|as well|add|adding|include|including|throw|plus)\b/.test(t);
      const compared = adding ? [...new Set([...(call.args.carriers ?? []), ...carriers])] : carriers;
      const next: PlannedCall = {
        toolName: "compareCarriers",
        args: {
          ...call.args,
          ...(lines ? { lines } : {}),
          ...(planType ? { planType } : {}),
          ...(compared.length > 1 ? { carriers: compared } : {}),
          ...(months ? { contractMonths: months } : {}),
          ...(slots.period ? { period: slots.period } : {}),
        },
      };
      // "…but they need hotspot": the comparison with that need.
      addDetails(next, t);
      return next;
    }
    case "dealCommission":
    case "lookupQuotes":
      return slots.period ? ({ ...call, args: { ...call.args, period: slots.period } } as PlannedCall) : call;
    case "findDevices":
      return { toolName: "findDevices", args: { ...call.args, ...(carrier ? { carrier } : {}) } };
    case "listPromotions": {
      // "which of those end before march": the offers before, read again with the dates and kinds said now.
      const now = promotionsCall(t, today, carrier, findPromoCategory(t));
      return { toolName: "listPromotions", args: { ...call.args, ...now.args } };
    }
    case "lookupDeals": {
      const args: LookupDealsInput = { ...call.args, ...(carrier ? { carrier } : {}) };
      if (statuses.length) {
        args.statuses = statuses;
        delete args.openOnly;
      }
      if (slots.mine) args.assignedToMe = true;
      const todayIso = iso(today);
      if (slots.range && !(slots.range.to && slots.range.to < todayIso)) {
        // "include this week", "and next month?": the close dates asked now, from today on ("through next week": from today).
        const upTo = slots.range.phrase
          ? new RegExp(
              `\\b(?:through|thru|until|till|by|before|up to|to)\\s+(?:the\\s+)?${escapeRegExp(slots.range.phrase)}`,
            ).test(t)
          : false;
        args.closeFrom = slots.range.from && slots.range.from > todayIso && !upTo ? slots.range.from : todayIso;
        if (slots.range.to) args.closeTo = slots.range.to;
        else delete args.closeTo;
      }
      if (slots.order === "soonest") {
        args.sortBy = "close_date";
        args.closeFrom ??= todayIso;
        if (!args.statuses?.length) args.openOnly = true;
      } else if (slots.order === "largest") args.sortBy = "value";
      else if (slots.order === "smallest") args.sortBy = "value_asc";
      return { toolName: "lookupDeals", args };
    }
    case "upcomingRenewals": {
      const args: UpcomingRenewalsInput = { ...call.args, ...(carrier ? { carrier } : {}) };
      const todayIso = iso(today);
      // "and next month?", "within 8 weeks i mean": the dates asked now, from today on.
      if (slots.range && !(slots.range.to && slots.range.to < todayIso)) {
        args.from = slots.range.from && slots.range.from > todayIso ? slots.range.from : todayIso;
        if (slots.range.to) args.to = slots.range.to;
        else delete args.to;
      }
      return { toolName: "upcomingRenewals", args };
    }
    default:
      return call;
  }
}
