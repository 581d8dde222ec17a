import { requireAgent } from "@/lib/auth";
import { AppError } from "@/lib/errors";
import { describeZodError, readBodyText, MAX_JSON_BYTES } from "@/lib/http";
import { apiRoute } from "@/lib/http";
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
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw new AppError(415, "Content-Type must be application/json.");
  }
  const text = await readBodyText(request, MAX_JSON_BYTES * 4);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, "Request body is not valid JSON.");
  }
  const schema = generateQuoteSchemaFor(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  if (schema === quoteFromBillSchema) {
    const { currentBill } = parsed.data as { currentBill: Parameters<typeof generateQuoteFromBill>[0] };
    return Response.json({ quote: await generateQuoteFromBill(currentBill) });
  }
  const { description, customerInfo } = parsed.data as { description: string; customerInfo: Parameters<typeof generateQuote>[1] };
  return Response.json({ quote: await generateQuote(description, customerInfo) });
});
