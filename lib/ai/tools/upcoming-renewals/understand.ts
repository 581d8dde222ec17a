/**
 * How the offline model reads a question about what comes up on won deals in a period
 * ("contracts up for renewal next month", "device payments ending in the next 60 days")
 * into upcomingRenewals' arguments. The deal's name is left to the database search;
 * the period is read by the dates toolkit.
 */
import { addDays } from "date-fns";
import { iso, type PartText } from "@/lib/ai/offline/reading";
import { parseDateRange, withoutRangePhrase } from "@/lib/lang/dates";
import type { RenewalKind } from "@/lib/renewals/kinds";
import type { PlannedCall } from "@/lib/ai/tools/registry";

/** Renewal words, as agents spell them ("renewel", "renwal", "renewing"). */
const RENEWAL_TOPIC = /\bren[eu]?w\w*|\brenual\w*/;

/** A verb saying that something on the deal ends. */
const ENDING =
  /\b(?:end|ends|ending|ended|expir\w*|lapse\w*|run(?:s|ning)? out|finish\w*|wrap\w* up|clos(?:e|es|ing)|up for|come[s]? up|coming up|due|roll(?:s|ing)? off|(?:come|comes|coming|came|go|goes|going) off|paid off|pay(?:s|ing)? off|pay ?offs?|over|(?:contracts?|terms?|leases?)\s+(?:is\s+|are\s+)?up)\b/;

const CONTRACT = /\bcontracts?\b|\bterms? (?:end|ends|ending|expir\w*|up)\b/;

const PROMOTION = /\bpromo\w*|\bpromotions?\b|\bbill credits?\b/;

/** A promotion on deals already won, not a carrier's current offer. */
const ON_OUR_DEALS =
  /\b(?:won|closed|signed)\b|\bdeals? (?:that )?(?:have|has|having|with|where|whose)\b|\b(?:our|my|customers?'?|accounts?'?|their)\s+(?:[\w-]+\s+)?(?:deals?|accounts?|customers?|contracts?)\b|\bon (?:the |our |my )?deals?\b|\b(?:which|what|any|our|my)\s+(?:customers?|clients?|accounts?)\s+(?:have|has|had|with|whose)\b/;

const INSTALLMENTS =
  /\binstall?ments?\b|\b(?:device |phone |equipment )?pay ?offs?\b|\bdevice (?:payments?|plans?|financing|balances?)\b|\bfinanc\w*|\bpayment plans?\b|\bEIP\b/i;

const CHARGEBACK = /\bchargebacks?\b|\bclaw[\s-]?backs?\b/;

/** Words of a renewals question that say what is asked and when, not which deal. */
const RENEWAL_STOP =
  /\b(?:qtrs?|quarters?|mos?|wks?|yrs?|ren[eu]?w\w*|renual\w*|radar|contracts?|terms?|promo\w*|promotions?|bill|credits?|install?ments?|device|devices|phone|equipment|payments?|pay|last|final|payoffs?|offs?|plans?|financ\w*|balances?|eip|chargebacks?|claw[\s-]?backs?|windows?|end|ends|ending|ended|expir\w*|laps\w*|run|runs|running|out|finish\w*|wrap\w*|clos\w*|up|upcoming|come|comes|coming|came|go|goes|going|due|roll\w*|paid|over|soon|next|dates?|days?|weeks?|months?|when|which|what|whose|who|who's|is|are|does|do|did|will|the|a|an|on|for|of|in|at|our|my|we|us|any|all|list|show|won|closed|signed|deals?|accounts?|customers?|clients?|with|and|to|be|get|its|it|their|them|that|this|date|day|pls|please)\b/gi;

function renewalKinds(t: string): RenewalKind[] {
  const kinds: RenewalKind[] = [];
  if (CONTRACT.test(t)) kinds.push("contract_end");
  if (PROMOTION.test(t)) kinds.push("promotion_end");
  if (INSTALLMENTS.test(t)) kinds.push("last_installment");
  if (CHARGEBACK.test(t)) kinds.push("chargeback_end");
  return kinds;
}

/**
 * The renewals radar call for a part, or null when the part is not about dates on
 * won deals. Without a period, the next 90 days (the radar's longest window); a
 * period that has started counts from today (what is still to come). A question
 * without a period that names a deal asks for that deal's dates.
 */
export function renewalsCall({ t, text, today, carrier, residual }: PartText): PlannedCall | null {
  const range = parseDateRange(t, today);
  const kinds = renewalKinds(t);
  const about =
    RENEWAL_TOPIC.test(t) ||
    (ENDING.test(t) &&
      // "the total over the contract", "a 36 month contract": the contract's length, not its end.
      ((CONTRACT.test(t) &&
        !/\bcontract (?:total|cost|price|length)\b|\b\d+[\s-]*(?:month|year)s? contract\b|\b(?:over|for|across) (?:the |a |its |their )?(?:whole |full |entire |life of the )?(?:contract|term)\b/.test(
          t,
        )) ||
        (PROMOTION.test(t) && ON_OUR_DEALS.test(t)) ||
        INSTALLMENTS.test(t) ||
        (CHARGEBACK.test(t) && range !== undefined))) ||
    // "promo end dates this qtr": the promotions on our won deals ending (a carrier's offers end on a day, not dates).
    (/\bpromo(?:tion)?s?\s+end\s+dates\b/.test(t) && range !== undefined) ||
    // "the last device payment", "final installment": an installment plan's end.
    (/\b(?:last|final)\s+(?:\w+\s+)?(?:payments?|install?ments?)\b/.test(t) && INSTALLMENTS.test(t)) ||
    // "what's coming up on my won deals in the next three weeks": every date still to come on won deals.
    (/\bcom(?:e|es|ing) (?:up|due)\b/.test(t) &&
      /\b(?:won|signed)\s+(?:\w+\s+)?deals?\b|\baccounts?\b|\bcustomers?\b/.test(t) &&
      range !== undefined) ||
    // "Bluewater Dental: what dates come up for them in the next 12 months", "anything coming up for Bluewater in the
    // next 2 months", "anything due on the Lakeshore deal in the next 100 days": an account's dates in a period.
    (/\b(?:dates?|anything|what)\b.*\b(?:com(?:e|es|ing) up|due) (?:for|on|with)\b/.test(t) &&
      !/\b(?:pipeline|clos\w*|quotes?)\b|\b(?:what|which|any|how many)\s+(?:\w+\s+)?(?:deals?|opps?)\s+(?:are|is|will)\b/.test(
        t,
      ) &&
      range !== undefined) ||
    // "anything lapsing on our signed accounts next quarter": the same, said with what ends. A carrier's
    // offer that ends is a promotions question ("promos ending this month for business customers"),
    // and "the end of the month" is a period, not something ending.
    (/\bexpir\w*|\blaps\w*|\brun(?:s|ning)? out\b|\broll(?:s|ing)? off\b|\bend(?:s|ing)?\b(?!\s+of\b)/.test(t) &&
      !PROMOTION.test(t) &&
      /\b(?:won|signed)\s+(?:\w+\s+)?(?:deals?|accounts?)\b|\b(?:our|my)\s+(?:\w+\s+)?(?:accounts?|customers?)\b/.test(
        t,
      ) &&
      range !== undefined);
  // "what's expiring in the next 90 days", "anything lapsing next month": what ends on the accounts, said of nothing else.
  const whatEnds =
    range !== undefined &&
    !PROMOTION.test(t) &&
    /^(?:so\s+)?(?:what(?:'s|s| is| are)?|anything|is anything|does anything|whats|which ones?)\s+(?:\w+\s+)?(?:expir\w*|laps\w*|run(?:s|ning)? out|roll(?:s|ing)? off)\b/.test(
      t,
    );
  if (!about && !whatEnds) return null;
  // "when does the Ridgeline contract end": one deal named, every date still to come; "bluewater renewals over the
  // next yr": that deal's dates in the range (the period's own words name nothing).
  const named = residual(withoutRangePhrase(text, range?.phrase), RENEWAL_STOP);
  if (named && !range) {
    return {
      toolName: "upcomingRenewals",
      args: { query: named, ...(kinds.length ? { kinds } : {}), ...(carrier ? { carrier } : {}) },
    };
  }
  const todayIso = iso(today);
  let from = range?.from ?? todayIso;
  const to = range?.to ?? iso(addDays(today, 90));
  if (from < todayIso && to >= todayIso) from = todayIso;
  return {
    toolName: "upcomingRenewals",
    args: {
      from,
      to,
      ...(named ? { query: named } : {}),
      ...(kinds.length ? { kinds } : {}),
      ...(carrier ? { carrier } : {}),
    },
  };
}
