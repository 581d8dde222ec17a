/**
 * How the offline model reads a question about plans into searchRatePlans' (or
 * compareCarriers') arguments: plan names and types, features, counts of lines,
 * price limits, order and the period a figure is asked for.
 */
import type { CarrierId } from "@/config/carriers";
import { asksToCompare, compareCall } from "@/lib/ai/tools/compare-carriers/understand";
import type { PlanSort, SearchRatePlansInput } from "./schema";
import { findCarriers, withoutCarriers } from "@/lib/lang/carriers";
import { findTermMonths, withoutCostPeriod } from "@/lib/lang/dates";
import { type PlanFeature, findFeatureFocus, findNeeds, findPlanFeatures } from "@/lib/lang/features";
import { findPlanType } from "@/lib/lang/lines";
import { parseAmountRange } from "@/lib/lang/money";
import { wordsToDigits } from "@/lib/lang/numbers";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { COUNT_NOUNS, HOW_OFTEN, type Topic, lineCount, withPlanWordsInFull } from "@/lib/ai/offline/reading";

export const PLAN_WORDS =
  /\b(?:plans?|pricing|prices?|priced|cost\w*|how much|per line|a line|lines?|rates?|cheap\w*|expensive|priciest|unl[a-z]{0,2}m[a-z]{0,2}t[a-z]{0,2}d|data[\s-]only|fixed wireless|home internet|iot|wearables?|compare|comparison|monthly|contract|run me|price (?:out|up)|total|carriers?|option|allowance|bucket)\b/i;

/** "help me plan a trip", "we plan to switch": plan as a verb. */
export const PLAN_VERB =
  /\b((?:to|me|us|help|helps|let's|lets|i|we|they|you|can|could|will|should|must)\s+)plan(?:ning)?\s+(?=a|an|my|our|their|the|out|ahead|to|on|for a)\b/g;

export const PLAN_TOPIC = { test: (text: string) => PLAN_WORDS.test(text.replace(PLAN_VERB, "$1")) };

export const PLAN_NAME_WORDS =
  /\b(?:go5g|essentials|starter|performance|elite|(?:unlimited|business|verizon|tablet)\s+start|start\s+plan|plus|pro|ultimate|advanced|thingspace|control center|internet air|mbps|backup|wearable line|connected device|smartwatch line|business unlimited (?!(?:plans?|lines?|options?|and|or|for|on|at|with|from|in|pricing|prices?|rates?|costs?)\b)[a-z]+|business internet|lte business internet|tablet (?:start|pro))\b/i;

export function plansCall(
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
  const compare = asksToCompare(t, carriers, lines, namesPlan);
  // "compare Verizon's unlimited plans": one carrier's plans side by side, no carriers to compare.
  const onePlanList = carriers.length === 1 && lines === undefined && /\bplans\b/.test(t);
  if (compare && !onePlanList && !(planType && planType !== "Unlimited" && !lines)) {
    return compareCall({ lines: lines ?? 1, planType, carriers, needs, months });
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

/**
 * "cheapest line of any type", "all kinds of plans", "whatever the line type", "doesn't matter what sort of line":
 * no plan type is assumed.
 */
export const ANY_TYPE =
  /\b(?:any|all|every|each|whatever)\s+(?:plan\s+|line\s+)?(?:types?|kinds?|sorts?)\b|\b(?:regardless of|whatever|no matter|(?:does ?n[o']t|doesnt|does not|don't|dont|do not) matter)\s+(?:what\s+)?(?:the\s+)?(?:plan\s+|line\s+)?(?:types?|kinds?|sorts?)\b|\b(?:type|kind|sort)\s+(?:of\s+(?:plan|line)\s+)?(?:does ?n[o']t|doesnt|does not|don't|dont|do not) matter\b/;
