import { createInvestorInquiry } from "@/lib/db/queries/investors";
import { sendMail } from "@/lib/email/mailer";
import { investorNotificationEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { apiRoute, readJson } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { investorContactSchema } from "@/lib/validation/investor";

export const dynamic = "force-dynamic";

const INVESTOR_LIMIT = 5;
const INVESTOR_WINDOW_MS = 60 * 60 * 1000;

/** POST /api/investor-contact: validated, rate-limited per IP, stored, and mailed to investor relations. */
export const POST = apiRoute(async (request: Request) => {
  const inquiry = await readJson(request, investorContactSchema, { maxBytes: 32_000 });
  if (!(await consume("investor-contact", clientIp(request.headers), INVESTOR_LIMIT, INVESTOR_WINDOW_MS))) {
    throw new AppError(429, "Too many enquiries from your network. Please try again later.");
  }
  await createInvestorInquiry(inquiry);
  await sendMail(investorNotificationEmail(env.INVESTOR_CONTACT_EMAIL, inquiry));
  return Response.json({ success: true }, { status: 201 });
});
