/** How the offline model reads a customer described for a pitch into pitchForCustomer's arguments. */
import type { CarrierId } from "@/config/carriers";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { findCarrierMentions } from "@/lib/lang/carriers";
import type { PitchForCustomerInput } from "./schema";

export const PITCH_TOPIC = /\bpitch\w*|\bprospects?\b|\bsales pitch\b|\btalking points\b/i;

/** The carrier a described customer is on now ("they're on T-Mobile", "9 guys on att", "leaving Verizon"). */
export function currentCarrierOf(text: string): CarrierId | undefined {
  return findCarrierMentions(text).find(
    (m) =>
      /\b(?:on|with|from|using|uses|use|has|have|had|currently|today|leaving|unhappy with|switching from|coming from)\s+(?:\w+\s+)?$/i.test(
        text.slice(Math.max(0, m.index - 30), m.index),
      ) || /^\s*(?:today|now|currently|customers?|users?)\b/i.test(text.slice(m.index + m.text.length)),
  )?.carrier;
}

/** A pitch for the customer `description` describes: its carrier today (as said there, unless given) and its lines. */
export function pitchCall(
  description: string,
  lines: number | undefined,
  current: CarrierId | undefined = currentCarrierOf(description),
): PlannedCall {
  const args: PitchForCustomerInput = { description: description.slice(0, 1000) };
  if (current) args.currentCarrier = current;
  if (lines) args.lines = lines;
  return { toolName: "pitchForCustomer", args };
}
