"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { createQuoteWithCustomer } from "@/lib/db/queries/quotes";
import { priceQuote } from "@/lib/quotes/generate";
import { saveQuoteSchema } from "@/lib/validation/quotes";

/**
 * Save Quote: prices the requirements again from the rate plans (the browser's
 * numbers are never trusted), links or creates the customer and stores the quote
 * with its items in one transaction.
 */
export async function saveQuoteAction(input: unknown): Promise<ActionResult<{ id: string; customerCreated: boolean }>> {
  return runAction(saveQuoteSchema, input, async (data) => {
    const agent = await requireAgent();
    const quote = await priceQuote({
      id: data.quoteId,
      description: data.description,
      customerInfo: data.customerInfo,
      requirements: data.requirements,
      source: data.source,
    });
    const saved = await createQuoteWithCustomer(agent, {
      quote,
      customerInfo: data.customerInfo,
      customerId: data.customerId,
      idempotencyKey: data.idempotencyKey,
    });
    return { id: saved.quoteId, customerCreated: saved.customerCreated };
  });
}
