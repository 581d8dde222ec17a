import { requireAgent } from "@/lib/auth";
import { apiRoute, MAX_JSON_BYTES, parseWith, readJsonValue } from "@/lib/http";
import { generateQuote, generateQuoteFromBill } from "@/lib/quotes/generate";
import { generateQuoteSchemaFor, quoteFromBillSchema } from "@/lib/validation/quotes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST `{ description, customerInfo }` → `{ quote }` priced from the rate plans;
 * POST `{ currentBill }` (a bill analysis) → `{ quote }` with the competing offer.
 */
export const POST = apiRoute(async (request: Request) => {
  await requireAgent();
  // A bill analysis (the competing offer) may be larger than a description.
  const body = await readJsonValue(request, { maxBytes: MAX_JSON_BYTES * 4 });
  const schema = generateQuoteSchemaFor(body);
  const data = parseWith(schema, body);
  if (schema === quoteFromBillSchema) {
    const { currentBill } = data as { currentBill: Parameters<typeof generateQuoteFromBill>[0] };
    return Response.json({ quote: await generateQuoteFromBill(currentBill) });
  }
  const { description, customerInfo } = data as {
    description: string;
    customerInfo: Parameters<typeof generateQuote>[1];
  };
  return Response.json({ quote: await generateQuote(description, customerInfo) });
});
