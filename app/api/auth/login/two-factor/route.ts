import { getAuth } from "@/lib/auth";
import { apiRoute, readJson } from "@/lib/http";
import { twoFactorCodeSchema } from "@/lib/validation/auth";

/**
 * POST /api/auth/login/two-factor: the code step of a sign-in. The password step left a pending
 * cookie (local) or an aal1 session (Supabase Auth) naming the user; a right code starts the session. Attempts are limited per user.
 */
export const POST = apiRoute(async (request) => {
  const { code } = await readJson(request, twoFactorCodeSchema, { maxBytes: 2_000 });
  await getAuth().twoFactor.completeSignIn(code);
  return Response.json({ ok: true });
});
