/** How the offline model reads a question about our saved quotes into lookupQuotes' arguments. */
import { lower, residual } from "@/lib/ai/offline/reading";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { parseAmountRange, withoutAmounts } from "@/lib/lang/money";
import type { LookupQuotesInput } from "./schema";

export const QUOTE_TOPIC =
  /\bquotes\b|\bquotations?\b|\b(?:did|do|have|has|had) (?:we|i|you) (?:\w+ )?quote\b|\b(?:saved|recent|latest|last|newest|my|our|the|that|this|a|any|which|every|each)\s+(?:[\w-]+\s+){0,3}quote\b|\bquote (?:for|to|we|i)\b|\bquoted\b|\bquote (?:count|total|list|history|log|tally)\b|^\s*(?:[a-z0-9&'.-]+\s+){1,4}(?<!\b(?:a|an|new|one|me|us)\s+)quote(?:\s*(?:[,.:;+&-]|$)|\s+(?:monthly|month|total|contract|value|amount|carrier|price|cost|figures?|yearly|annual\w*|per|details?|breakdown|comes?|recommend\w*)\b)|\bproposals?\s+(?:(?:that|which)\s+)?(?:we|i|you)\s+(?:have\s+|had\s+)?(?:just\s+)?(?:put together|drafted|wrote|written|prepared|generated|saved|printed|created)\b/i;

const QUOTE_STOP =
  /\b(?:team|moment|quotations?|proposals?|put together|drafted|wrote|written|prepared|printed|totals?|with|come|comes|coming|lines?|lns?|mo|month|quotes?|quoted|saved|save|made|make|created|create|wrote|written|generated|built|number|of|count|got|done|give|gave|sent|send|recent|latest|last|newest|most|how many|count|list|show|pls|which|carrier|did|we|recommend(?:ed)?|in|on|the|for|any|my|our|total|monthly|contract|value|what|was|is|do|have|over|under|above|below|more|less|than|month|a|per|price|prices|amount|biggest|largest|smallest|i|me|customers?|clients?|prospects?|who|whom|whose|recently|lately)\b/g;

/** A saved-quotes question's call: the customer it names, a monthly floor, up to 25 quotes. */
export function quotesCall(text: string): PlannedCall {
  const args: LookupQuotesInput = {};
  const customer = residual(withoutAmounts(text), QUOTE_STOP);
  if (customer) args.customer = customer;
  const money = parseAmountRange(lower(text));
  if (money?.min !== undefined) args.minMonthly = money.min;
  args.limit = 25;
  return { toolName: "lookupQuotes", args };
}
