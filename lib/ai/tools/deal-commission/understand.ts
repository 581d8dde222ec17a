/**
 * How the offline model reads a question about what a deal pays in commission ("what
 * will the Brightpath deal bring in commission", "upfront on Northwind", "what has it
 * paid us so far") into dealCommission's arguments. The deal's name is left to the
 * database search.
 */
import type { PlannedCall } from "@/lib/ai/tools/registry";
import type { PartText } from "@/lib/ai/offline/reading";

/** Commission words, as agents spell and shorten them ("commision", "comission", "commish", "comm"). */
const COMMISSION_TOPIC =
  /\bcom+is+i?ons?\b|\bcom+is+h\b|\bcomms?\b|\bup[\s-]?front\b|\bresiduals?\b|\bresids?\b|\bchargebacks?\b|\bclaw[\s-]?backs?\b|\bpayouts?\b|\bspiffs?\b|\bpays? (?:us|me|out)\b|\b(?:been|get|got|gotten|getting)\s+paid\b|\bpaid (?:us|me|out)\b|\b(?:has|have|had|did)\s+(?:[\w&'-]+\s+){1,4}(?:paid|pay)\b(?!\s+(?:for|per|a month|monthly))|\b(?:received|collected)\s+(?:anything\s+|any money\s+|a (?:cent|dime|penny|dollar)\s+)?(?:so far\s+|to date\s+|yet\s+)?(?:from|on)\b|\b(?:we|i|us) (?:actually |really |even |ever )?(?:earn|make|clear|net)\b.*\b(?:on|from|off)\b|\b(?:our|my) (?:cut|take|share|earnings?)\b|\b(?:make|makes|earn|earns|bring|brings|net|nets)\s+(?:us|me)\b|\breceived\s+(?:vs\.?|versus|against|compared (?:to|with))\s+expected\b|\bexpected\s+(?:vs\.?|versus|against|compared (?:to|with))\s+received\b/;

/** Words that say what is asked, not which deal: the rest names the deal or customer. */
const COMMISSION_STOP =
  /\b(?:vs|versus|against|compared|cut|take|share|earnings?|clear|net|bonus(?:es)?|income|money|cash|period|still|com+is+i?ons?|com+is+h|comms?|up[\s-]?front|residuals?|resids?|chargebacks?|claw[\s-]?backs?|payouts?|spiffs?|windows?|deals?|opps?|opportunit(?:y|ies)|accounts?|customers?|clients?|how|much|many|will|would|does|do|did|is|are|we|us|our|i|me|my|make|made|makes|earn\w*|get|gets|getting|got|bring\w*|brought|pay|pays|paid|paying|payments?|in|on|for|from|off|of|at|per|a|monthly|months?|month's|total|totals|term|terms|full|whole|life|lifetime|contract|over|expected|expect|estimated|forecast\w*|received|receive|so|far|yet|to|date|when|close|closes|closing|closed|end|ends|ending|open|with|and|the|what|what's|whats|which|worth|value|amount|figures?|numbers?|breakdown|split|any|have|has|been|there|it|its|that|this|pls|please|plz|thanks|deal's)\b/gi;

/**
 * A commission or renewals question's call, or null. `residual` takes out the words
 * that say what is asked (the understanding's own), leaving the deal's name.
 */
export function commissionCall(part: PartText): PlannedCall | null {
  const { t, text, residual } = part;
  if (!COMMISSION_TOPIC.test(t)) return null;
  const query = residual(text, COMMISSION_STOP);
  if (!query) return null;
  // "what has it paid us so far", "received to date", "did they pay": what came in, against what was expected;
  // "what does it pay upfront" asks what is expected.
  const received = /\b(?:paid|received|collected|come in|came in|so far|to date)\b|\bdid\b.*\bpay\b/.test(t);
  return { toolName: "dealCommission", args: { query, limit: 5, ...(received ? { focus: "received" as const } : {}) } };
}
