/**
 * How the offline model understands an agent's question. The question is cut into
 * its parts ("cheapest T-Mobile plan, and is the Pixel 9 certified?"), each part is
 * read with the language toolkit (numbers, carriers, money, dates, plan and device
 * words) and mapped to the tool calls that answer it; a part that names no topic
 * takes the topic of the part before ("how many won deals, and their total value?").
 * Names of devices, plans, customers and deals are not matched here: the words are
 * passed to the tools, which search the database.
 */
import { carrierName, type CarrierId } from "@/config/carriers";
import type { DeviceCategory } from "@/config/promotions";
import type { FindDevicesInput } from "@/lib/ai/tools/find-devices/schema";
import type { PitchForCustomerInput } from "@/lib/ai/tools/pitch-for-customer/schema";
import type { LookupCustomersInput } from "@/lib/ai/tools/lookup-customers/schema";
import type { LookupDealsInput } from "@/lib/ai/tools/lookup-deals/schema";
import type { ListPromotionsInput } from "@/lib/ai/tools/list-promotions/schema";
import type { LookupQuotesInput } from "@/lib/ai/tools/lookup-quotes/schema";
import type { UpcomingRenewalsInput } from "@/lib/ai/tools/upcoming-renewals/schema";
import type { CompareCarriersInput } from "@/lib/ai/tools/compare-carriers/schema";
import type { PlanSort, SearchRatePlansInput } from "@/lib/ai/tools/search-rate-plans/schema";
import { DEAL_STATUSES, type DealStatus, OPEN_STATUSES } from "@/lib/validation/deals";
import { findCarrierMentions, findCarriers, withoutCarriers } from "@/lib/lang/carriers";
import {
  escapeRegExp,
  findCostPeriod,
  parseDateRange,
  findTermMonths,
  withoutCostPeriod,
  withoutRangePhrase,
  type CostPeriod,
} from "@/lib/lang/dates";
import { findFeatureFocus, findNeeds, findPlanFeatures, type PlanFeature } from "@/lib/lang/features";
import {
  findDeviceTypes,
  findPlanType,
  findPromoCategory,
  LINE_NOUNS_SOURCE,
  PEOPLE_NOUNS,
  type PlanType,
} from "@/lib/lang/lines";
import { parseAmountRange, withoutAmounts } from "@/lib/lang/money";
import { findCount, wordsToDigits } from "@/lib/lang/numbers";
import { findUsState } from "@/lib/lang/places";
import { withVocabularyTyposFixed } from "@/lib/lang/vocabulary";
import { addYears, format, parseISO } from "date-fns";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { commissionsCall } from "./understand-commissions";

export type { PlannedCall };

export type Understanding =
  | { kind: "tools"; calls: PlannedCall[] }
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "thanks" }
  | { kind: "out_of_scope" };

/** What a part of a question is about, for the part after it. */
type Topic = { tool: PlannedCall["toolName"]; call: PlannedCall };

/** A model number said aloud after a brand ("iphone sixteen e" → "iphone 16e"). */
function wordsToDigitsAfterBrand(text: string): string {
  return text.replace(/\b(iphone)\s+(\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)\s+e\b/gi, (whole, brand: string, n: string) => {
    const digits = wordsToDigits(n.toLowerCase());
    return /^\d{1,2}$/.test(digits) ? `${brand} ${digits}e` : whole;
  });
}

/** Plan names written short or said aloud: "biz unl plus", "business unltd", "go five g". */
const withPlanWordsInFull = (text: string) =>
  text
    .replace(/\bbiz\b/gi, "business")
    .replace(/\bunl(?:im|td|mtd)?\b/gi, "unlimited")
    .replace(/\bgo\s*-?\s*(?:5|five)\s*-?\s*g\b/gi, "go5g");

/** Lower case, straight quotes, "won't" spelt out (it is no won deal), and the shorthand "w/", "w", "w/o" and "b4" as words. */
const lower = (text: string) =>
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

const QUOTE_TOPIC =
  /\bquotes\b|\bquotations?\b|\b(?:did|do|have|has|had) (?:we|i|you) (?:\w+ )?quote\b|\b(?:saved|recent|latest|last|newest|my|our|the|that|this|a|any|which|every|each)\s+(?:[\w-]+\s+){0,3}quote\b|\bquote (?:for|to|we|i)\b|\bquoted\b|\bquote (?:count|total|list|history|log|tally)\b|^\s*(?:[a-z0-9&'.-]+\s+){1,4}(?<!\b(?:a|an|new|one|me|us)\s+)quote(?:\s*(?:[,.:;+&-]|$)|\s+(?:monthly|month|total|contract|value|amount|carrier|price|cost|figures?|yearly|annual\w*|per|details?|breakdown|comes?|recommend\w*)\b)|\bproposals?\s+(?:(?:that|which)\s+)?(?:we|i|you)\s+(?:have\s+|had\s+)?(?:just\s+)?(?:put together|drafted|wrote|written|prepared|generated|saved|printed|created)\b/i;
const PITCH_TOPIC = /\bpitch\w*|\bprospects?\b|\bsales pitch\b|\btalking points\b/i;
/** "win them over", "win their business": a customer to pitch, not our won deals. */
const WIN_OVER =
  /\bwin(?:ning)?\s+(?:(?:them|this(?!\s+(?:week|month|quarter|qtr|year|yr|half|period|time|round)\b)|the account|him|her)(?:\s+over)?|over|(?:their|the|his|her) business)\b/g;
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
const CUSTOMER_TOPIC =
  /\bwho (?:do|have|did) (?:we|i) (?:\w+ )?(?:have|got|sign\w*|work with|talk to|speak (?:to|with))\b|\bwhere(?:'s|s| is| are)\b.*\b(?:located|based)\b|\bphone #|\b(?:my|our|all|which|what|any|list|show|how many)\s+(?:\w+\s+)?accounts\b|\b(?:accounts?|companies|businesses|firms)\s+(?:that are\s+|which are\s+)?(?:based|located|headquartered)\s+(?:in|out of)\b|\b(?:companies|businesses|firms|clients|accounts)\s+(?:are|do)\s+(?:we|i)\s+(?:work(?:ing)?\s+with|have|serv(?:e|ing))\b|\b(?:which|what) (?:city|state)\b|\bhow many employees\b|\b(?:customers?|clients?|contacts?|contact (?:info|details|person)|e-?mail(?: address)?|phone (?:numbers?|#)|industry|who is (?:the )?(?:contact|owner)|who(?: is|'s) the (?:person|guy|lady|one|main person|decision[\s-]maker|point person)\b|who(?:m)? (?:do|should|can|would) (?:i|we) (?:talk|speak|reach out|call|ring|phone|ask for|e-?mail|get hold of|get in touch with)|(?:tele)?phone (?:numbers?|#|no\.?)|(?:mobile|cell) (?:numbers?|#|no\.?)|point of contact|decision[\s-]maker|tell me about|look ?up|details (?:on|for|about)|info (?:on|about|for)|what do (?:we|i) know about|(?:phone |cell |mobile )?number (?:for|at) (?!\d|(?:\w+\s+)?lines?\b|(?:at&t|att|verizon|t-?mobile|tmo|vz)\b)|who (?:runs|owns|manages|heads|is in charge (?:of|at)|'s in charge (?:of|at))\b)\b/i;
/** One customer as the subject of what they are, want or do ("customer is fed up", "my client wants"), not a question about which customers. */
const CUSTOMER_DESCRIBED =
  /(?<!\b(?:which|what|whose|any|every|each|all|list|show|find|many|of)\s+)\b(?:customer|client|prospect)(?:'s)?\s+(?:is|was|keeps?|wants?|needs?|says?|said|complains?|complained|hates?|likes?|loves?|thinks?|feels?|uses?|streams?|travels?|gets?|got|has|had|does|doesn't|isn't|can't|cannot|will|would|just|really|already|currently|only|mostly|mainly|mentioned|asked|told|wonders|wondered|called)\b|(?<!\b(?:do|did|don't|dont)\s+)\b(?:i|we)\s+(?:have|got|'ve got|has)\s+(?:a\s+|an\s+|one\s+|this\s+)?(?:new\s+)?(?:customer|client|prospect)\s+(?:with|who|that|in|on)\b/;
const DEVICE_WORDS =
  /\b(?:certif\w*|compatible|compatibility|approved|supported on|works? on|work with|run on|activat\w*|bands?|frequenc\w*|devices?|models?|handsets?|5g support|supports? 5g)\b|\bn\d{1,3}\b/i;
/** Samsung's models said without the brand ("s24 ultra", "z fold7", "xcover 7"). */
const SAMSUNG_CODES = String.raw`s2\d(?:\+|fe)?|z\s?(?:fold|flip)\s?\d|xcover\s?\d`;
const BRANDS = new RegExp(
  `\\b(?:apple|iphones?|ipads?|samsung|galax(?:y|ies)|google|pixels?|motorola|moto|razrs?|sonim|kyocera|duraforce|inseego|mifi|netgear|nighthawk|orbic|franklin|zte|cradlepoint|sierra|lenovo|thinkpad|dell|latitude|hp|elitebook|microsoft|surface|garmin|zebra|honeywell|cat|nokia|tcl|oneplus|alcatel|jetpack|airprime|telit|quectel|geotab|samsara|verkada|axon|skydio|nayax|apple watch|panasonic|toughbooks?|toughpads?|sony|xperias?|sierra wireless|airlink|arcadyan|digi|calamp|peplink|meraki|getac|verifone|ingenico|pax|clover|acer|asus|moxee|arlo|reolink|lytx|netradyne|jiobit|fibocom|u-blox|askey|sagemcom|resideo|qolsys|napco|telguard|queclink|${SAMSUNG_CODES})\\b`,
  "i",
);
/** A word of a device's model after its brand: one with a number, or a model line's own word ("pro", "max", "fold7"). */
const MODEL_WORD = String.raw`(?:[a-z]*\d[a-z0-9+]*|pro|max|plus|mini|air|ultra|fe|se|lite|xl|edge|note|fold\d*|flip\d*|tab|go|neo|prime|rugged|xcover|duraforce|razr|watch|ipad|iphone)\b`;
/** "galaxy s25 offers", "iphone 17 deals out there": a device's offers. */
const DEVICE_OFFERS = new RegExp(`${BRANDS.source}(?:\\s+${MODEL_WORD}){0,3}\\s+(?:offers?|deals?|promos?)\\b`, "i");
const BRAND_WORD = new RegExp(`^(?:${BRANDS.source})$`, "i");
const MODEL_WORD_ONLY = new RegExp(`^${MODEL_WORD}$`, "i");

/**
 * The model a question names inside a longer sentence ("customer has the iPhone one with
 * the big screen, the 16 Pro Max I think"): its brand words, its model words (numbers, a
 * model line's own words, a number word right after them: "pixel nine") and the words
 * written with a capital inside a sentence ("Moto G Play"), in order; undefined when
 * none has a brand or a number.
 */
/** The words of a question about a device that are not its name. */
const DEVICE_QUESTION_WORDS = String.raw`is|are|does|do|the|a|an|certified|certify|certifies|certification|on|for|with|which|what|carriers?|support|supports|supported|compatible|work|works|working|networks?|it|its|any|can|i|sell|use|still|5g|lte|bands?|frequenc\w*|carry|carries|take|takes|put|run|runs|ok|okay|approved|approve|anywhere|everywhere|where|about|by|has|have|been|available|we|our|to|activate|activated|activating|tell|me|show|info|details`;
const DEVICE_QUESTION_WORD = new RegExp(
  `^(?:${DEVICE_QUESTION_WORDS}|could|would|will|should|customer|client|has|had|wants?|needs?|phones|tablets|devices?|models?|handsets?|watches|gear|equipment|ones?|things?|lines?)$`,
  "i",
);

function modelWords(text: string): string | undefined {
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

/** A device named by brand and model number ("pixel 9 pro", "galaxy z fold7", "sonim xp10"). */
const NAMED_MODEL = new RegExp(
  `${BRANDS.source}(?:\\s+[a-z+]+){0,2}?\\s+[a-z]*\\d+[a-z0-9+]*\\b|\\b(?:${SAMSUNG_CODES})\\b`,
  "i",
);
const MANUFACTURERS: [RegExp, string][] = [
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
function manufacturerOf(t: string): string | undefined {
  const known = MANUFACTURERS.find(([re]) => re.test(t))?.[1];
  if (known) return known;
  return BRANDS.exec(t)?.[0];
}
const PLAN_WORDS =
  /\b(?:plans?|pricing|prices?|priced|cost\w*|how much|per line|a line|lines?|rates?|cheap\w*|expensive|priciest|unl[a-z]{0,2}m[a-z]{0,2}t[a-z]{0,2}d|data[\s-]only|fixed wireless|home internet|iot|wearables?|compare|comparison|monthly|contract|run me|price (?:out|up)|total|carriers?|option|allowance|bucket)\b/i;
/** "help me plan a trip", "we plan to switch": plan as a verb. */
const PLAN_VERB =
  /\b((?:to|me|us|help|helps|let's|lets|i|we|they|you|can|could|will|should|must)\s+)plan(?:ning)?\s+(?=a|an|my|our|their|the|out|ahead|to|on|for a)\b/g;
const PLAN_TOPIC = { test: (text: string) => PLAN_WORDS.test(text.replace(PLAN_VERB, "$1")) };
/** Words of the carriers' business plan names that are not plan types. */
/** A word of a plan's name, as agents write it (carriers are taken out first, by the carriers toolkit). */
const NAME_OF_A_PLAN =
  "(?:business|unlimited|go5g|plus|pro|ultimate|advanced|elite|performance|starter|start|essentials|internet|air|backup|tablet|data|smartwatch|wearable|connected|device|thingspace|iot|lte|5g|fixed|wireless|hotspot|laptop|'s)";

const PLAN_NAME_WORDS =
  /\b(?:go5g|essentials|starter|performance|elite|(?:unlimited|business|verizon|tablet)\s+start|start\s+plan|plus|pro|ultimate|advanced|thingspace|control center|internet air|mbps|backup|wearable line|connected device|smartwatch line|business unlimited (?!(?:plans?|lines?|options?|and|or|for|on|at|with|from|in|pricing|prices?|rates?|costs?)\b)[a-z]+|business internet|lte business internet|tablet (?:start|pro))\b/i;

/** How often something happens ("every day", "all the time"): no quantity of plans or devices. */
const HOW_OFTEN =
  /\b(?:every|each|all)\s+(?:single\s+)?(?:day|week|month|night|morning|shift|trip|the time)\b|\ball (?:day|week|month|night) long\b/g;

const COUNT_NOUNS = `${LINE_NOUNS_SOURCE}|${PEOPLE_NOUNS}|locations?|offices?|sites?|stores?|branch(?:es)?|accounts?`;

/** How many lines a part asks about ("25 lines", "a dozen phones", "60-person company", "crew of twenty"). */
function lineCount(t: string): number | undefined {
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

/** The carrier a described customer is on now ("they're on T-Mobile", "9 guys on att", "leaving Verizon"). */
function currentCarrierOf(text: string): CarrierId | undefined {
  return findCarrierMentions(text).find(
    (m) =>
      /\b(?:on|with|from|using|uses|use|has|have|had|currently|today|leaving|unhappy with|switching from|coming from)\s+(?:\w+\s+)?$/i.test(
        text.slice(Math.max(0, m.index - 30), m.index),
      ) || /^\s*(?:today|now|currently|customers?|users?)\b/i.test(text.slice(m.index + m.text.length)),
  )?.carrier;
}

/** The words left once the words that say what is asked are gone: the name of a customer, deal or quote. */
function residual(text: string, stop: RegExp): string | undefined {
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
const AS_A_ROLE =
  /^\s*as (?:a|an|the|your|our) (?:[\w-]+\s+){0,2}?[\w-]+\s*,?\s+(?=(?:i|i'd|i'm|im|id|we|we'd|we're)\b)/;

/** Where records are kept ("on file", "in the system", "in our book of business"): not part of a name. */
const KEPT_IN =
  /\b(?:on file|on record|on the books|(?:in |across )?(?:the |our |my )?book of business|in (?:the |our |my )?(?:system|crm|database|portal|records?|book))\b/g;

const COMMON = new Set(
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

const CUSTOMER_STOP =
  /\b(?:runs|owns|manages|heads|in charge|things|ring|telephone|tel|no|mobile|cell|hold|touch|whom|work|working|serve|serving|person|guy|lady|talk|speak|reach|call|ask|decision|maker|point|main|over|names?|customers?|clients?|accounts?|contacts?|contact info|contact|e-?mail(?: address)?|emails?|phone(?: number| #)?|numbers?|industry|industries|sector|owner|person|people|based|located|named|called|lookup|look up|tell me about|details|info|company|companies|business(?:es)?|who|how many|count|total|list|all|my|our|have|do|in|at|for|assigned|assignee|me|mine|located|based)\b/g;
const DEAL_STOP =
  /\b(?:asking|asked|asks|wondering|stand|stands|standing|across|whatever|whichever|regardless|working|together|altogether|new|fresh|incoming|business|biz|rank|ranked|ranking|order|ordered|tracking|trending|pacing|shaping|performing|weighted|unweighted|money|cash|revenue|dollars|bucks|reached|reach|number|figure|last|past|previous|pending|in play|further|along|beyond|onwards?|fortnight|breakdown|rundown|snapshot|wks?|mos|mths?|qtrs?|yrs?|early|late|commit|best case|upside|bookings?|sitting|eom|eoq|eoy|deals?|pipeline|opps?|opportunit(?:y|ies)|forecast|status|stage|value|worth|total|biggest|largest|smallest|tiniest|least|top|highest|lowest|open|closing|close|closed|soon|next|week|month|quarter|year|this|won|wins|win|lost|lose|losses|lead|leads|qualified|proposal|proposals|negotiation|negotiating|likely|probability|sorted|sort|assigned|mine|own|team|summary|summari[sz]e|overview|update|recent|latest|newest|remind|going|progress|stuck|active|stages?|all|many|count|under|over|between|and|to|range|big|bigger|biggest|size|sized|sum|values|average|avg|mean|combined|aggregate|overdue|slipp\w*|past|large|much|valuable|valued|valuation|customers?|clients?|company|companies|firm|accounts?|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|end|ending|days?|weeks?|months?|quarter|q[1-4]|within|soon\w*|clos\w*|look\w*|doing|coming|expected|due|dates?|set|scheduled|slated|supposed|planned|land\w*|wrap\w*|sign\w*|by|before|after|until|above|below|more|less|than|k|dollars?|\d+k?|with|for|show|their|them|its|do|did|we|i|have)\b/g;
const QUOTE_STOP =
  /\b(?:team|moment|quotations?|proposals?|put together|drafted|wrote|written|prepared|printed|totals?|with|come|comes|coming|lines?|lns?|mo|month|quotes?|quoted|saved|save|made|make|created|create|wrote|written|generated|built|number|of|count|got|done|give|gave|sent|send|recent|latest|last|newest|most|how many|count|list|show|pls|which|carrier|did|we|recommend(?:ed)?|in|on|the|for|any|my|our|total|monthly|contract|value|what|was|is|do|have|over|under|above|below|more|less|than|month|a|per|price|prices|amount|biggest|largest|smallest|i|me|customers?|clients?|prospects?|who|whom|whose|recently|lately)\b/g;

/** A stage said as not reached ("nobody has qualified yet", "not qualified", "unqualified"). */
const NOT_YET =
  /(?:\bnot\s+(?:yet\s+)?(?:been\s+)?|\bnobody\s+(?:has\s+)?|\bno\s*one\s+(?:has\s+)?|\bnever\s+(?:been\s+)?|\b(?:hasn't|haven't|hasnt|havent|isn't|aren't|isnt|arent)\s+(?:yet\s+)?(?:been\s+)?|\bun)(?:(?:at|in|to|reached)\s+(?:the\s+)?)?(?:qualified|proposals?|negotiat\w*|won|lost|closed)\b/g;

/** The open stages in their order, for "qualified and further along". */
const OPEN_STAGES: DealStatus[] = ["lead", "qualified", "proposal", "negotiation"];
const STAGE_AND_LATER =
  /\b(lead|qualified|proposal|negotiation)s?(?:\s+stage)?\s+(?:and|or|&)\s+(?:further along|beyond|later|up|above|after|onwards?|past that|higher|further)\b/;

const CLOSED_BY_US =
  /\b(?:(?:we|i|they|you|the team)\s+(?:(?:have|had|just|already|actually)\s+)*closed|(?:what|how\s+much|how\s+many|which)\b[^?]*?\bdid\s+(?:we|i|you|they|the team)\s+(?:\w+\s+){0,2}close|closed\s+business)\b/;

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

function statusesOf(text: string): DealStatus[] {
  const out: DealStatus[] = [];
  const t = text.replace(NOT_YET, " ");
  const later = STAGE_AND_LATER.exec(t);
  if (later) return OPEN_STAGES.slice(OPEN_STAGES.indexOf(later[1] as DealStatus));
  if (
    /\b(?:closed[\s-]won|won|wins|win(?:ning)?s?)\b/.test(t.replace(WIN_OVER, " ")) &&
    !/\bwin (?:them|the)\b/.test(t)
  )
    out.push("closed_won");
  // "how much did we close", "the business we closed": an amount closed, said of ourselves, is what was won;
  // "what did we close in October" lists the deals closed either way.
  if (!out.length && !/\blost\b/.test(t) && CLOSED_BY_US.test(t)) {
    out.push("closed_won");
    if (!/\b(?:how much|total|sum|value|worth|revenue|business|bookings?|dollars?)\b/.test(t)) out.push("closed_lost");
  }
  if (/\b(?:closed[\s-]lost|lost|lose|losses)\b/.test(t)) out.push("closed_lost");
  if (/\bnegotiat\w*/.test(t)) out.push("negotiation");
  if (/\bproposals?\b/.test(t)) out.push("proposal");
  if (/\bqualified\b/.test(t)) out.push("qualified");
  if (/\bleads\b|\blead (?:stage|status)\b|\b(?:in|at) (?:the )?lead\b/.test(t)) out.push("lead");
  return out;
}

const iso = (d: Date) => format(d, "yyyy-MM-dd");

// ─── One part of a question ─────────────────────────────────────────────────

type Part = { calls: PlannedCall[] } | { outOfScope: true } | null;

function dealsCall(
  t: string,
  text: string,
  today: Date,
  carrier: CarrierId | undefined,
  previous?: Topic,
): PlannedCall {
  const args: LookupDealsInput = {};
  const statuses = statusesOf(t);
  if (statuses.length) args.statuses = statuses;
  // "what do we have going with Magnolia": whatever we have with them; "deals still going": the open ones.
  if (
    !statuses.length &&
    /\b(?:open|active|in progress|going(?!\s+(?:on\s+)?with\b)|on the go|pipeline|still|current|live|working|outstanding)\b/.test(
      t,
    )
  )
    args.openOnly = true;
  if (carrier) args.carrier = carrier;
  if (/\b(?:assigned to me|my own|mine)\b/.test(t)) args.assignedToMe = true;
  let range = /\b(?:clos\w*|due|land\w*|expected|sign\w*|overdue|slipp\w*|won|win|lost|lose|wrap\w* up)\b/.test(t)
    ? parseDateRange(t, today)
    : undefined;
  const todayIso = iso(today);
  // "how much did we close in June", "what did we win in March" (in November): the June and March gone by.
  if (
    range?.from &&
    range.to &&
    range.from > todayIso &&
    !/\b\d{4}\b/.test(range.phrase ?? "") &&
    statuses.length > 0 &&
    statuses.every((s) => !OPEN_STATUSES.includes(s)) &&
    /\b(?:did|was|were|had)\b|\b(?:won|lost|closed|signed|landed)\s+(?:in|during|back in)\b/.test(t)
  ) {
    const yearBefore = (d: string) => iso(addYears(parseISO(d), -1));
    range = { ...range, from: yearBefore(range.from), to: yearBefore(range.to) };
  }
  if (range && range.to && range.to < todayIso && !/\boverdue|slipp/.test(t)) {
    // "deals we closed last month", "what did we win in October": a period past, the deals closed in it.
    if (range.from) args.closeFrom = range.from;
    args.closeTo = range.to;
    if (!statuses.length) args.statuses = ["closed_won", "closed_lost"];
    delete args.openOnly;
  } else if (range) {
    // "what did we win this quarter": a closed deal's date is behind it, so the period from its start.
    const closedOnly = statuses.length > 0 && statuses.every((s) => !OPEN_STATUSES.includes(s));
    args.closeFrom = range.from && (range.from > todayIso || closedOnly) ? range.from : todayIso;
    if (range.to) args.closeTo = range.to;
    if (/\boverdue|slipp/.test(t)) {
      delete args.closeFrom;
    }
    if (!statuses.length) args.openOnly = true;
  }
  // "top 3 deals", "the next 5 to close", "the 3 open deals closing soonest": as many as asked ("the next 10 days"
  // is a period).
  const top =
    /\b(?:top|next|first|(?:smallest|largest|biggest|tiniest|highest|lowest|cheapest|priciest)(?:\s+value)?)\s+(\d{1,2})\b(?!\s*(?:business\s+)?(?:days?|d|weeks?|wks?|months?|mos?|mths?|quarters?|qtrs?|years?|yrs?|hours?|hrs?)\b)/.exec(
      wordsToDigits(t),
    ) ??
    (orderOf(t)
      ? /\bthe\s+(\d{1,2})\s+(?:open\s+|active\s+|won\s+|lost\s+)?(?:deals?|opps?|opportunities)\b/.exec(
          wordsToDigits(t),
        )
      : null);
  const money = parseAmountRange(t);
  if (money) {
    if (money.min !== undefined) args.minValue = money.min;
    if (money.max !== undefined) args.maxValue = money.max;
  }
  if (LARGEST.test(t)) args.sortBy = "value";
  else if (SMALLEST.test(t)) args.sortBy = "value_asc";
  else if (/\b(?:closing|closes|close date|close soon|next to close|soonest|due|next up)\b/.test(t))
    args.sortBy = "close_date";
  else if (/\b(?:likely|probability|chance)\b/.test(t)) args.sortBy = "probability";
  else if (args.minValue !== undefined || args.maxValue !== undefined) args.sortBy = "value";
  const order = orderOf(t);
  if (order === "soonest") args.sortBy ??= "close_date";
  // "Which deal closes next": the open deals still to close, soonest first; "soon" is the next 30 days (the answer says the dates).
  if (args.sortBy === "close_date" && !statuses.length) {
    args.openOnly = true;
    // Overdue deals closed before today: no lower bound.
    if (!/\boverdue|slipp/.test(t)) args.closeFrom ??= iso(today);
    if (!range && /\bsoon\b/.test(t)) args.closeTo = iso(new Date(today.getTime() + 30 * 86_400_000));
  }
  // The period's own words ("before Christmas", "by the 15th") name no deal.
  let said = withoutRangePhrase(withoutAmounts(text), range?.phrase);
  // "which closes first", "biggest first", "in order": an order, not a name.
  if (order) said = said.replace(/\b(?:first|soonest|earliest|in\s+order|order|ordered|sorted|ranked)\b/gi, " ");
  let query = residual(said, DEAL_STOP);
  // "their deals": the customers of the part before.
  if (/\btheir\b|\bthose\b|\bthem\b/.test(t) && previous?.call.toolName === "lookupCustomers")
    query = previous.call.args.query ?? query;
  if (query) args.query = query;
  if (query && saidAsName(said, query)) args.nameAsked = true;
  args.limit = top ? Math.max(1, Number(top[1])) : 25;
  return { toolName: "lookupDeals", args };
}

/** Words that put a name after them ("deals for Acme", "the one with Harbor", "anything called Ridgeline"). */
const BEFORE_A_NAME = /^(?:for|at|with|from|called|named|about|re|regarding|of|on)$/i;
/** Words that put a name before them ("the Acme deal", "Acme's opps", "the Harbor account"). */
const AFTER_A_NAME =
  /^(?:deals?|accounts?|opps?|opportunit(?:y|ies)|customers?|clients?|quotes?|contracts?|project|rollout|refresh)$/i;

/**
 * Whether the words of `query` are said where a name goes: after "for", "at", "with"…, before "deal",
 * "account"…, or capitalised inside the sentence. "I should chase", "add up the pipeline": no name.
 */
function saidAsName(text: string, query: string): boolean {
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

function promotionsCall(
  t: string,
  today: Date,
  carrier: CarrierId | undefined,
  category: DeviceCategory | undefined,
): Extract<PlannedCall, { toolName: "listPromotions" }> {
  const args: ListPromotionsInput = {};
  if (carrier) args.carrier = carrier;
  if (category) args.deviceType = category;
  const about: string[] = [];
  const device = new RegExp(`${BRANDS.source}(?:\\s+${MODEL_WORD}){0,3}`, "i").exec(t);
  // Words of a device's name, singular as the offers write them ("ipads" → "ipad").
  if (device)
    about.push(
      device[0]
        .trim()
        .replace(/\b(iphone|ipad|pixel|galax(?:y|ie)|razr|android|tablet|phone|watch(?:e)?)s\b/g, (_, w: string) =>
          w.replace(/^galaxie$/, "galaxy").replace(/^watche$/, "watch"),
        ),
    );
  if (
    /\bport(?:ing|s|ed)?[\s-]?in\b|\bport(?:ing)? (?:over|their numbers?)|\bswitch(?:ing|ers)? from another carrier|\bfrom another carrier\b|\b(?:switch|port|mov|com)\w*\s+(?:over\s+)?to\s+(?:at&t|att|verizon|t-mobile|tmobile|t mobile|us)\b/.test(
      t,
    )
  )
    about.push("port-in");
  // A kind of device the offers' categories do not cover (watches, routers): its name.
  const types = findDeviceTypes(t);
  if (!device && !category && types.length) about.push(types[0]!.toLowerCase());
  if (/\btrade[\s-]?ins?\b/.test(t)) about.push("trade-in");
  if (/\bnew (?:lines?|customers?|activations?)\b|\badd(?:ing)? (?:a )?lines?\b/.test(t)) about.push("new line");
  if (/\bupgrad\w*/.test(t)) about.push("upgrade");
  if (about.length) args.query = about.join(" ");
  if (
    /\b(?:expir\w*|end\w*|run\w* out|last\w*)\s+(?:the\s+)?(?:first|soonest|next\b(?!\s+(?:\d+\s+|few\s+|couple\s+(?:of\s+)?)?(?:days?|weeks?|wks?|months?|mos?|quarters?|qtrs?|years?|yrs?|fortnight|\d)))\b|\b(?:first|soonest|next) to (?:expire|end)\b/.test(
      t,
    )
  )
    args.soonestOnly = true;
  else if (
    /\b(?:expir\w*|end\w*|until|through|good (?:until|through)|valid|run\w* out|finish\w*|wrap\w* up|stop\w*|over by|gone by)\b/.test(
      t,
    )
  ) {
    const range = parseDateRange(t, today);
    if (range) {
      // "ending before March": before the date asked ("push before they go" says nothing of a date);
      // "before the end of December": by its last day.
      const phrase = range.phrase ? escapeRegExp(range.phrase) : undefined;
      const before = phrase
        ? new RegExp(`\\bbefore\\s+(?:the\\s+)?(?:(end)\\s+(?:of\\s+)?(?:the\\s+)?)?${phrase}`).exec(t)
        : /\bbefore\b/.exec(t);
      if (before?.[1] && range.to) args.endsBy = range.to;
      else if (before && range.from) args.endsBefore = range.from;
      else {
        if (range.to) args.endsBy = range.to;
        if (range.from && !/\bby\b/.test(t)) args.endsFrom = range.from;
      }
    }
  }
  return { toolName: "listPromotions", args };
}

function devicesCall(
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

function plansCall(
  t: string,
  text: string,
  carriers: CarrierId[],
  previous?: Topic,
  otherLines?: number,
): PlannedCall | null {
  const carrier = carriers.length === 1 ? carriers[0] : undefined;
  // "how much is Business Unlimited Pro for 6": a bare number at the end of a price question is the lines.
  // "x10" anywhere ("att perf x10 per mo") is a count too.
  const forN =
    /\b(?:for|x|×)\s*(\d{1,4})\s*(?:[?.!]|$)|(?:^|\s)(?:x|×)\s?(\d{1,4})\b|\b(\d{1,4})\s*(?:x|×)(?=\s+[a-z])/.exec(
      wordsToDigits(t),
    );
  // "monthly for 5 on business unlimited pro", "cost for 8 on verizon": a count put on a plan or a carrier.
  const forOn = /\bfor\s+(\d{1,4})\s+(?:on|of|with)\s+(?:the\s+)?(\S+)/.exec(wordsToDigits(t));
  const saidHere =
    (forOn && (PLAN_NAME_WORDS.test(t) || findCarriers(forOn[2]!).length > 0) ? Number(forOn[1]) : undefined) ??
    (forN && (forN[2] || forN[3] || PLAN_NAME_WORDS.test(t) || /\b(?:how much|cost|price|run)\b/.test(t))
      ? Number(forN[1] ?? forN[2] ?? forN[3])
      : undefined);
  const lines = lineCount(t) ?? otherLines ?? saidHere;
  const months = findTermMonths(t);
  const planType = findPlanType(t);
  const features = findPlanFeatures(t);
  const focus = findFeatureFocus(t);
  const needs = findNeeds(t);
  // "cheaper than $30" is a limit, not a superlative.
  const cheapest =
    /\b(?:cheap(?!er than)\w*|lowest|least expensive|most affordable|budget|inexpensive|save the most|low[\s-]?cost|lowest[\s-]priced|comes? out cheap\w*|entry[\s-]?level|(?:base|basic|bottom[\s-]tier|lowest[\s-]tier) (?:plan|option|tier|one)|the least (?:i|we|you|they|he|she|it) (?:can|could|would|will|need to|have to)? ?(?:pay|spend|get away with)|(?:pay|spend|costs?) the least|(?:the )?least (?:money|cash|dollars|amount))\b/.test(
      t,
    );
  const priciest =
    /\b(?:most (?:expensive|costly|pricey|dear)|priciest|dearest|costliest|highest per[\s-]line (?:price|cost|rate)|(?:pay|spend|costs?|charges?) the most|most premium (?:plan|tier|option|one|package)|(?:high|top)[\s-]end|highest[\s-]?(?:price|priced|cost|tier)|top[\s-]?tier|premium-most|flagship|top[\s-]of[\s-](?:the[\s-])?line)\b/.test(
      t,
    );
  const best =
    /\b(?:best|good|great|decent|solid|top|ideal|lots of|a lot of|plenty of|tons of|richest|most generous|biggest|largest|highest|max(?:imum)?|strongest|recommend\w*|right plan|put them on|should (?:\w+\s+){0,3}(?:get|use|have|go with|be on)|for (?:a |my |our )?(?:power users?|heavy users?))\b/.test(
      t,
    );
  const namesPlan = PLAN_NAME_WORDS.test(t);
  const compareWords =
    /\b(?:compare|comparison|compared|versus|vs\.?|side[\s-]by[\s-]side|(?:which|what) (?:[a-z]+ )?(?:carrier|network|provider)|(?:cheap|cheaper|cheapest|best|better|lowest|least expensive|most affordable)(?:[\s-](?:value|priced|price|cost))?\s+(?:carrier|network|provider)|who(?:'s|s| is| comes? out| would be)\s+(?:the\s+)?(?:cheap|cheaper|cheapest|best|better|lowest|least expensive|most affordable)|carrier (?:is|comes out|would be)|across (?:the |all )?(?:3 |three )?carriers|each carrier|every carrier|all (?:3|three) carriers|the (?:3|three) carriers)\b/.test(
      t,
    );
  const compare =
    (!namesPlan && lines !== undefined && carriers.length === 0 && /\bcarriers\b|\bstack up\b|\bline up\b/.test(t)) ||
    (!namesPlan &&
      compareWords &&
      (lines !== undefined ||
        /\bcompare|comparison|which carrier|what carrier|carrier (?:is|comes)|cheapest carrier|best carrier|vs\b|versus/.test(
          t,
        ))) ||
    (!namesPlan && lines !== undefined && carriers.length >= 2);
  // "compare Verizon's unlimited plans": one carrier's plans side by side, no carriers to compare.
  const onePlanList = carriers.length === 1 && lines === undefined && /\bplans\b/.test(t);
  if (compare && !onePlanList && !(planType && planType !== "Unlimited" && !lines)) {
    const args: CompareCarriersInput = { lines: lines ?? 1 };
    if (planType && planType !== "Unlimited") args.planType = planType;
    if (carriers.length >= 2) args.carriers = carriers;
    if (needs.hotspot || needs.premiumData || needs.international) {
      args.needs = {
        ...(needs.hotspot ? { hotspot: true } : {}),
        ...(needs.premiumData ? { premiumData: true } : {}),
        ...(needs.international ? { international: true } : {}),
      };
    }
    if (months) args.contractMonths = months;
    return { toolName: "compareCarriers", args };
  }
  // A count said only in another part ("just to double check, what do 14 lines … cost") makes no plan question of this one.
  const ownCount = lineCount(t) !== undefined || saidHere !== undefined;
  if (!PLAN_TOPIC.test(t) && !planType && !namesPlan && !ownCount && !(focus && (best || /\bmost\b/.test(t))))
    return null;

  const args: SearchRatePlansInput = {};
  if (carrier) args.carrier = carrier;
  if (namesPlan) {
    args.planName = withoutCostPeriod(withoutCarriers(wordsToDigits(withPlanWordsInFull(text))))
      // "how much hotspot do you get on …": the allowance asked about is no word of the plan's name.
      .replace(
        /\bhow (?:much|many (?:gb|gigs)(?: of)?)\s+(?:hotspot|tethering|premium data|high[\s-]speed data|data|video)\b|\bwhat (?:kind of |quality of |sort of )?(?:video|hotspot)(?: quality)?\b/gi,
        " ",
      )
      // "any premium data on it", "it has hotspot or not", "show video quality on …": what is asked of the plan.
      .replace(
        /\bpremium data\b|\b(?:video|streaming)(?: quality)?\b|\bor not\b|\b(?:any|has|have|got|with|includes?|included|including|come with|comes with|show)\s+(?:any\s+)?hotspot\b|\bhotspot\s+(?:included|allowance)\b|\b(?:any|has|have|show|includes?|included)\b/gi,
        " ",
      )
      .replace(/[?!,;:"=()$]|\.(?=\s|$)|(?<=\s|^)\+(?=\s|$)/g, " ")
      // "14 x", "x 14": a count multiplied, no word of the name.
      .replace(/\b\d+\s*[x×](?=\s)|(?<=^|\s)[x×](?=\s*\d)/gi, " ")
      .replace(new RegExp(`\\b\\d+[\\s-]*(?:${COUNT_NOUNS}|months?|mos|mths?|years?|yrs?|mo)\\b`, "gi"), " ")
      // A number of its own is a count or a term; the numbers of plan names go with a unit ("400 Mbps", "1GB", "Go5G").
      .replace(/(?<![\w.$])\d+(?:\.\d+)?(?![\w.]|\s*(?:mbps|gb)\b)/gi, " ")
      .replace(/'s\b|\s[-–—]\s/g, " ")
      .replace(
        /\b(?:how|much|is|are|for|of|on|the|a|an|what|what's|whats|would|will|does|do|cost|costs|price|prices|pricing|priced|run|me|u|ya|per|month|monthly|lines|total|out|with|contract|months?|years?|yrs?|mos|mths?|qtrs?|bill|going|tell|about|describe|explain|info|details|know|to|be|get|pay|paying|charge|it|that|this|each|every|plans?|at|in|our|my|we|us|i|quote|and|over|come|comes|give|need|if|put|account|estimate|ballpark|looking|look|can|you|they|them|their|whole|entire|full|term|life|customer|client|wants?|wanted|needs?)\b/gi,
        " ",
      )
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80);
    if (!args.planName) delete args.planName;
  }
  if (lines) args.lines = lines;
  if (months) args.contractMonths = months;
  const money = parseAmountRange(t);
  // "$65 a month" with no count of lines is the price of one line.
  if (money && (money.per !== "month" || lines === undefined)) {
    if (money.min !== undefined) args.minPrice = money.min;
    if (money.max !== undefined) args.maxPrice = money.max;
  }
  if (args.planName) {
    args.sortBy = "price_asc";
    args.limit = 3;
    return { toolName: "searchRatePlans", args };
  }
  if (planType) args.planType = planType;
  const wantedFeatures: PlanFeature[] = [...features];
  if (cheapest && focus === "hotspot" && !wantedFeatures.some((f) => f.includes("hotspot")))
    wantedFeatures.push("hotspot");
  if (cheapest && focus === "video" && !wantedFeatures.some((f) => f.includes("video")))
    wantedFeatures.push("4k_video");
  if (cheapest && focus === "premium_data" && !wantedFeatures.some((f) => f.includes("premium")))
    wantedFeatures.push("premium_data");
  if (wantedFeatures.length) args.features = wantedFeatures;
  // "show me plans with 4K streaming", "which plans have unlimited premium data": every plan that has it.
  // "every day", "all the time" say how often, not which plans.
  const listing =
    /\b(?:show|list|all|every|which plans|what plans|any plans|plans (?:that|with)|plans have)\b/.test(
      t.replace(HOW_OFTEN, " "),
    ) &&
    !cheapest &&
    !priciest &&
    !best;
  if (listing && focus && !wantedFeatures.length) {
    wantedFeatures.push(focus === "hotspot" ? "hotspot" : focus === "video" ? "4k_video" : "premium_data");
    args.features = wantedFeatures;
  }
  let sort: PlanSort = "price_asc";
  if (listing) sort = "price_asc";
  else if (priciest) sort = "price_desc";
  else if (!cheapest && (best || previous) && focus) sort = focus;
  else if (!cheapest && best && !focus) sort = "features";
  else if (!cheapest && focus && !lines) sort = focus;
  args.sortBy = sort;
  if (sort === "hotspot" || (cheapest && focus === "hotspot")) {
    if (!planType) args.planTypes = ["Unlimited", "Hotspot"];
  } else if (!listing && (sort === "video" || sort === "premium_data" || sort === "features" || (cheapest && focus))) {
    if (!planType) args.planType = "Unlimited";
  }
  const superlative = !listing && (cheapest || priciest || best || Boolean(focus));
  if (lines && planType && !cheapest && !priciest && !best && !focus) {
    // "4 watches on AT&T": the lines on the cheapest plan of that type.
    args.limit = 1;
    return { toolName: "searchRatePlans", args };
  }
  if (lines && !planType && !args.planTypes) {
    // "how much for 10 lines on Verizon": phone lines on the cheapest plan, said as an assumption.
    args.planType = "Unlimited";
    args.typeAssumed = true;
    args.limit = 1;
    return { toolName: "searchRatePlans", args };
  }
  // "cheapest line of any type", "all kinds of plans", "whatever the line type", "doesn't matter what sort of line":
  // no plan type is assumed, and types named as included ("watches and IoT included") filter nothing.
  const anyType = ANY_TYPE.test(t);
  if (anyType && superlative && (args.planType || args.planTypes) && /\bincluded\b|\bincluding\b/.test(t)) {
    delete args.planType;
    delete args.planTypes;
  }
  if (superlative && !anyType && !args.planType && !args.planTypes && !wantedFeatures.length) {
    args.planType = "Unlimited";
    args.typeAssumed = true;
  }
  args.limit = superlative ? 5 : 40;
  return { toolName: "searchRatePlans", args };
}

function readPart(text: string, today: Date, previous?: Topic, whole?: string): Part {
  const t = lower(text);
  const carriers = findCarriers(text);
  /** A count said in another part of the same question ("I have a 40 line account, compare carriers"). */
  const wholeLines = whole && whole !== text ? lineCount(lower(whole)) : undefined;
  const carrier = carriers.length === 1 ? carriers[0] : undefined;

  if (REWORK_TEXT.test(t)) return fired("rework-text", { outOfScope: true });
  // Commission and renewal dates are about our own deals: a provider's name there is a customer's ("Brightpath Charter").
  const afterSale = commissionsCall({ t, text, today, carrier, residual });
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
    const args: LookupQuotesInput = {};
    const customer = residual(withoutAmounts(text), QUOTE_STOP);
    if (customer) args.customer = customer;
    const money = parseAmountRange(t);
    if (money?.min !== undefined) args.minMonthly = money.min;
    args.limit = 25;
    return fired("quotes-topic", { calls: [{ toolName: "lookupQuotes", args }] });
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
    const described = whole ?? text;
    const args: PitchForCustomerInput = { description: described.slice(0, 1000) };
    const current = currentCarrierOf(described);
    if (current) args.currentCarrier = current;
    const people = lines ?? headcount(t);
    if (people) args.lines = people;
    return fired("pitch-topic", { calls: [{ toolName: "pitchForCustomer", args }] });
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
    const args: LookupCustomersInput = {};
    const state = findUsState(text);
    if (state) args.state = state.code;
    // "in texas or colorado": the customers of each state.
    const otherState = state ? findUsState(text.replace(state.text, " ")) : undefined;
    let unnamed = state ? text.replace(state.text, " ") : text;
    if (otherState) unnamed = unnamed.replace(otherState.text, " ");
    // "Tidewater quote monthly + who's the contact there": the customer the part before named.
    const pointed =
      previous && /\b(?:their|them|they)\b|\b(?:at|over) there\b|\bthere\s*[?.!]*\s*$/.test(t)
        ? nameOf(previous.call)
        : undefined;
    const query = residual(unnamed, CUSTOMER_STOP) ?? pointed;
    if (query) args.query = query;
    if (query && (query === pointed || saidAsName(unnamed, query))) args.nameAsked = true;
    if (/\b(?:assigned to me|my own|mine)\b/.test(t)) args.assignedToMe = true;
    args.limit = 25;
    const calls: PlannedCall[] = [{ toolName: "lookupCustomers", args }];
    if (otherState && otherState.code !== state?.code)
      calls.push({ toolName: "lookupCustomers", args: { ...args, state: otherState.code } });
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
  const args: PitchForCustomerInput = { description: conversation.slice(0, 1000), lines: count };
  if (current) args.currentCarrier = current;
  return { toolName: "pitchForCustomer", args };
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

/**
 * "cheapest line of any type", "all kinds of plans", "whatever the line type", "doesn't matter what sort of line":
 * no plan type is assumed.
 */
const ANY_TYPE =
  /\b(?:any|all|every|each|whatever)\s+(?:plan\s+|line\s+)?(?:types?|kinds?|sorts?)\b|\b(?:regardless of|whatever|no matter|(?:does ?n[o']t|doesnt|does not|don't|dont|do not) matter)\s+(?:what\s+)?(?:the\s+)?(?:plan\s+|line\s+)?(?:types?|kinds?|sorts?)\b|\b(?:type|kind|sort)\s+(?:of\s+(?:plan|line)\s+)?(?:does ?n[o']t|doesnt|does not|don't|dont|do not) matter\b/;

/** Whether a call looks for something: a plan search with no filter at all is the whole catalogue, asked of nothing. */
function asksSomething(call: PlannedCall): boolean {
  return (
    call.toolName !== "searchRatePlans" ||
    Object.keys(call.args).some((k) => k !== "sortBy" && k !== "limit" && k !== "typeAssumed")
  );
}

/** What a short follow-up may say besides a carrier, a count, a plan type or a stage. */
type FollowUpSlots = {
  period?: CostPeriod;
  mine: boolean;
  range?: ReturnType<typeof parseDateRange>;
  order?: "soonest" | "largest" | "smallest";
};

/** "only mine", "just my own", "assigned to me": the agent's own records. */
const MINE = /\b(?:assigned to me|my own|mine|only me|just me)\b/;

/** Largest first, said as a superlative or, between the records just listed, a comparative ("which is bigger"). */
const LARGEST =
  /\b(?:biggest|largest|top|highest|most valuable|largest value|highest value|bigger|larger|greater|more valuable|worth (?:the )?most|worth more|(?:by|in order of|ordered by|sorted by|ranked by)\s+(?:deal\s+)?(?:value|size|worth|amount))\b/;
const SMALLEST = /\b(?:smallest|lowest|least valuable|tiniest|smaller|less valuable|worth (?:the )?least|worth less)\b/;

/** An order asked of a list: "closes first", "soonest", "next 3 to close", "biggest", "which is smaller". */
function orderOf(t: string): FollowUpSlots["order"] {
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
