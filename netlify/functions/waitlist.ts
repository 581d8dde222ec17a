/**
 * POST /.netlify/functions/waitlist (Netlify Functions v2). Under `next dev` and
 * `next start` the same handler answers through app/api/functions/[name]/route.ts.
 *
 * Body: { name, email, company, phone?, source?, website? }. Answers
 * `{ success: true }`, or `{ error }` with a non-OK status.
 */
import { createWaitlistSignup } from "@/lib/db/queries/waitlist";
import { sendMail } from "@/lib/email/mailer";
import { waitlistConfirmationEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { AppError, errorResponse } from "@/lib/errors";
import { readJsonValue } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { isHoneypotFilled, waitlistRequestSchema } from "@/lib/validation/waitlist";

export const WAITLIST_RATE_BUCKET = "waitlist";
export const WAITLIST_WINDOW_MS = 10 * 60 * 1000;
export const WAITLIST_TOO_MANY_MESSAGE =
  "Too many signup attempts from your network. Please try again in a few minutes.";
const MAX_BODY_BYTES = 16_000;

function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

async function readBody(req: Request): Promise<Record<string, unknown>> {
  const data = await readJsonValue(req, { maxBytes: MAX_BODY_BYTES });
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new AppError(400, "Request body must be a JSON object.");
  }
  return data as Record<string, unknown>;
}

export async function handleWaitlist(req: Request): Promise<Response> {
  try {
    if (req.method !== "POST") {
      return json({ error: "Method not allowed" }, 405, { allow: "POST" });
    }
    const body = await readBody(req);

    // A bot filled the hidden field: answer like a success and keep nothing.
    if (isHoneypotFilled(body.website)) return json({ success: true });

    const allowed = await consume(
      WAITLIST_RATE_BUCKET,
      clientIp(req.headers),
      env.WAITLIST_LIMIT_PER_10_MIN,
      WAITLIST_WINDOW_MS,
    );
    if (!allowed) {
      return json({ error: WAITLIST_TOO_MANY_MESSAGE }, 429, { "retry-after": String(WAITLIST_WINDOW_MS / 1000) });
    }

    const parsed = waitlistRequestSchema.safeParse(body);
    if (!parsed.success) {
      return json({ error: parsed.error.issues[0]?.message ?? "Invalid request." }, 400);
    }
    const { name, email, company, phone, source } = parsed.data;

    const created = await createWaitlistSignup({ name, email, company, phone, source });
    // A repeated address is answered the same way, without a second row or mail.
    if (created) {
      await sendMail(
        waitlistConfirmationEmail({ name, email, demo: { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD } }),
      );
    }
    return json({ success: true });
  } catch (error) {
    return errorResponse(error);
  }
}

export default handleWaitlist;
