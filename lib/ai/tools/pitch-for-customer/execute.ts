import "server-only";
import { carrierName } from "@/config/carriers";
import { currentCarrier } from "@/lib/lang/carriers";
import { priceQuote } from "@/lib/quotes/generate";
import { parseDescription } from "@/lib/quotes/parse-description";
import { totalLines } from "@/lib/quotes/requirements";
import type { PitchForCustomerInput, PitchForCustomerResult, PitchOption } from "./schema";

/**
 * A pitch for a described customer, priced the way the quote generator prices it:
 * the requirements read from the description, each carrier's plans that meet the
 * needs, and the best option to switch to from the current carrier.
 */
export async function pitchForCustomer(input: PitchForCustomerInput): Promise<PitchForCustomerResult> {
  const requirements = parseDescription(input.description);
  // A size the description's parser did not count ("a 25-line trucking company") is phone lines.
  if (input.lines && totalLines(requirements) < input.lines)
    requirements.lines.voice = input.lines - totalLines(requirements) + requirements.lines.voice;
  const current = input.currentCarrier ?? currentCarrier(input.description);
  if (current && requirements.carrierPreference === current) requirements.carrierPreference = null;
  const quote = await priceQuote({
    description: input.description,
    customerInfo: null,
    requirements,
    source: "parser",
  });
  const options: PitchOption[] = quote.options
    .filter((o) => o.items.length > 0)
    .map((o) => ({
      carrier: o.carrier,
      carrierName: o.carrierName,
      items: o.items.map((i) => ({
        lineTypeLabel: i.lineTypeLabel,
        plan: i.planName,
        planType: i.planType,
        quantity: i.quantity,
        pricePerLine: i.pricePerLine,
        monthly: i.monthly,
        reason: i.reason,
      })),
      monthlyTotal: o.monthlyTotal,
      contractTotal: o.contractTotal,
      notes: o.notes,
    }))
    .sort((a, b) => a.monthlyTotal - b.monthlyTotal);
  const meetsAll = (o: PitchOption) => o.notes.length === 0;
  const switchTo = options.filter((o) => o.carrier !== current);
  return {
    requirements,
    lines: totalLines(requirements),
    currentCarrier: current,
    currentCarrierName: current ? carrierName(current) : null,
    contractMonths: quote.contractMonths,
    recommended: switchTo.find(meetsAll) ?? switchTo[0] ?? null,
    current: options.find((o) => o.carrier === current) ?? null,
    options,
  };
}
