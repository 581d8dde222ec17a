import { completeTwoFactorSignIn } from "@/lib/auth/local";
import { apiRoute, readJson } from "@/lib/http";
import { twoFactorCodeSchema } from "@/lib/validation/auth";

/**
 * POST /api/auth/login/two-factor: the code step of a sign-in. The pending cookie set by the
 * password step names the user; a right code starts the session. Attempts are limited per user.
 */
export const POST = apiRoute(async (request) => {
  const { code } = await readJson(request, twoFactorCodeSchema, { maxBytes: 2_000 });
  await completeTwoFactorSignIn(code);
  return Response.json({ ok: true });
});
