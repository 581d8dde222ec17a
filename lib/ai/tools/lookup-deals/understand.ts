/**
 * How the offline model reads a question about our deals into lookupDeals' arguments:
 * stages and statuses said any way, periods, value ranges, order, ownership and the
 * name of an account or deal (left to the database's name search).
 */
import type { CarrierId } from "@/config/carriers";
import type { LookupDealsInput } from "./schema";
import { type DealStatus, OPEN_STATUSES } from "@/lib/validation/deals";
import { parseDateRange, withoutRangePhrase } from "@/lib/lang/dates";
import { parseAmountRange, withoutAmounts } from "@/lib/lang/money";
import { wordsToDigits } from "@/lib/lang/numbers";
import { addYears, parseISO } from "date-fns";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { LARGEST, SMALLEST, type Topic, WIN_OVER, iso, orderOf, residual, saidAsName } from "@/lib/ai/offline/reading";

export const DEAL_STOP =
  /\b(?:asking|asked|asks|wondering|stand|stands|standing|across|whatever|whichever|regardless|working|together|altogether|new|fresh|incoming|business|biz|rank|ranked|ranking|order|ordered|tracking|trending|pacing|shaping|performing|weighted|unweighted|money|cash|revenue|dollars|bucks|reached|reach|number|figure|last|past|previous|pending|in play|further|along|beyond|onwards?|fortnight|breakdown|rundown|snapshot|wks?|mos|mths?|qtrs?|yrs?|early|late|commit|best case|upside|bookings?|sitting|eom|eoq|eoy|deals?|pipeline|opps?|opportunit(?:y|ies)|forecast|status|stage|value|worth|total|biggest|largest|smallest|tiniest|least|top|highest|lowest|open|closing|close|closed|soon|next|week|month|quarter|year|this|won|wins|win|lost|lose|losses|lead|leads|qualified|proposal|proposals|negotiation|negotiating|likely|probability|sorted|sort|assigned|mine|own|team|summary|summari[sz]e|overview|update|recent|latest|newest|remind|going|progress|stuck|active|stages?|all|many|count|under|over|between|and|to|range|big|bigger|biggest|size|sized|sum|values|average|avg|mean|combined|aggregate|overdue|slipp\w*|past|large|much|valuable|valued|valuation|customers?|clients?|company|companies|firm|accounts?|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|end|ending|days?|weeks?|months?|quarter|q[1-4]|within|soon\w*|clos\w*|look\w*|doing|coming|expected|due|dates?|set|scheduled|slated|supposed|planned|land\w*|wrap\w*|sign\w*|by|before|after|until|above|below|more|less|than|k|dollars?|\d+k?|with|for|show|their|them|its|do|did|we|i|have)\b/g;

/** A stage said as not reached ("nobody has qualified yet", "not qualified", "unqualified"). */
export const NOT_YET =
  /(?:\bnot\s+(?:yet\s+)?(?:been\s+)?|\bnobody\s+(?:has\s+)?|\bno\s*one\s+(?:has\s+)?|\bnever\s+(?:been\s+)?|\b(?:hasn't|haven't|hasnt|havent|isn't|aren't|isnt|arent)\s+(?:yet\s+)?(?:been\s+)?|\bun)(?:(?:at|in|to|reached)\s+(?:the\s+)?)?(?:qualified|proposals?|negotiat\w*|won|lost|closed)\b/g;

/** The open stages in their order, for "qualified and further along". */
export const OPEN_STAGES: DealStatus[] = ["lead", "qualified", "proposal", "negotiation"];

export const STAGE_AND_LATER =
  /\b(lead|qualified|proposal|negotiation)s?(?:\s+stage)?\s+(?:and|or|&)\s+(?:further along|beyond|later|up|above|after|onwards?|past that|higher|further)\b/;

export const CLOSED_BY_US =
  /\b(?:(?:we|i|they|you|the team)\s+(?:(?:have|had|just|already|actually)\s+)*closed|(?:what|how\s+much|how\s+many|which)\b[^?]*?\bdid\s+(?:we|i|you|they|the team)\s+(?:\w+\s+){0,2}close|closed\s+business)\b/;

export function statusesOf(text: string): DealStatus[] {
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

export function dealsCall(
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
