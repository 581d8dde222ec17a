import { requireAgent } from "@/lib/auth";
import { analyzeBillBytes, readBillUpload } from "@/lib/bills/analyze-bill";
import { apiRoute } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

/** POST multipart `file` (PDF, PNG, JPG, JPEG up to 10 MB) → the bill analysis. */
export const POST = apiRoute(async (request: Request) => {
  await requireAgent();
  const { bytes } = await readBillUpload(request);
  const analysis = await analyzeBillBytes(bytes);
  return Response.json(analysis, { headers: { "cache-control": "no-store" } });
});
