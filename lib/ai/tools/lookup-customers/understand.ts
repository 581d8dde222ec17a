/**
 * How the offline model reads a question about our customers into lookupCustomers'
 * arguments: a state (or two), mine only, and the name or contact asked about (left
 * to the database's name search).
 */
import { lower, residual, saidAsName } from "@/lib/ai/offline/reading";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { findUsState } from "@/lib/lang/places";
import type { LookupCustomersInput } from "./schema";

export const CUSTOMER_TOPIC =
  /\bwho (?:do|have|did) (?:we|i) (?:\w+ )?(?:have|got|sign\w*|work with|talk to|speak (?:to|with))\b|\bwhere(?:'s|s| is| are)\b.*\b(?:located|based)\b|\bphone #|\b(?:my|our|all|which|what|any|list|show|how many)\s+(?:\w+\s+)?accounts\b|\b(?:accounts?|companies|businesses|firms)\s+(?:that are\s+|which are\s+)?(?:based|located|headquartered)\s+(?:in|out of)\b|\b(?:companies|businesses|firms|clients|accounts)\s+(?:are|do)\s+(?:we|i)\s+(?:work(?:ing)?\s+with|have|serv(?:e|ing))\b|\b(?:which|what) (?:city|state)\b|\bhow many employees\b|\b(?:customers?|clients?|contacts?|contact (?:info|details|person)|e-?mail(?: address)?|phone (?:numbers?|#)|industry|who is (?:the )?(?:contact|owner)|who(?: is|'s) the (?:person|guy|lady|one|main person|decision[\s-]maker|point person)\b|who(?:m)? (?:do|should|can|would) (?:i|we) (?:talk|speak|reach out|call|ring|phone|ask for|e-?mail|get hold of|get in touch with)|(?:tele)?phone (?:numbers?|#|no\.?)|(?:mobile|cell) (?:numbers?|#|no\.?)|point of contact|decision[\s-]maker|tell me about|look ?up|details (?:on|for|about)|info (?:on|about|for)|what do (?:we|i) know about|(?:phone |cell |mobile )?number (?:for|at) (?!\d|(?:\w+\s+)?lines?\b|(?:at&t|att|verizon|t-?mobile|tmo|vz)\b)|who (?:runs|owns|manages|heads|is in charge (?:of|at)|'s in charge (?:of|at))\b)\b/i;

const CUSTOMER_STOP =
  /\b(?:runs|owns|manages|heads|in charge|things|ring|telephone|tel|no|mobile|cell|hold|touch|whom|work|working|serve|serving|person|guy|lady|talk|speak|reach|call|ask|decision|maker|point|main|over|names?|customers?|clients?|accounts?|contacts?|contact info|contact|e-?mail(?: address)?|emails?|phone(?: number| #)?|numbers?|industry|industries|sector|owner|person|people|based|located|named|called|lookup|look up|tell me about|details|info|company|companies|business(?:es)?|who|how many|count|total|list|all|my|our|have|do|in|at|for|assigned|assignee|me|mine|located|based)\b/g;

/**
 * A customers question's calls (one per state named). `pointed` is the name the part
 * before gave, when this part points back at it ("who's the contact there").
 */
export function customersCalls(text: string, pointed: string | undefined): PlannedCall[] {
  const t = lower(text);
  const args: LookupCustomersInput = {};
  const state = findUsState(text);
  if (state) args.state = state.code;
  // "in texas or colorado": the customers of each state.
  const otherState = state ? findUsState(text.replace(state.text, " ")) : undefined;
  let unnamed = state ? text.replace(state.text, " ") : text;
  if (otherState) unnamed = unnamed.replace(otherState.text, " ");
  const query = residual(unnamed, CUSTOMER_STOP) ?? pointed;
  if (query) args.query = query;
  if (query && (query === pointed || saidAsName(unnamed, query))) args.nameAsked = true;
  if (/\b(?:assigned to me|my own|mine)\b/.test(t)) args.assignedToMe = true;
  args.limit = 25;
  const calls: PlannedCall[] = [{ toolName: "lookupCustomers", args }];
  if (otherState && otherState.code !== state?.code)
    calls.push({ toolName: "lookupCustomers", args: { ...args, state: otherState.code } });
  return calls;
}
