import { getAuth } from "@/lib/auth";
import { startSession, verifyPassword } from "@/lib/auth/local";
import { assertLoginAllowed, recordLoginFailure } from "@/lib/auth/login-limit";
import { getAgentIdByUsername } from "@/lib/db/queries/assistant";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { apiRoute, readJson } from "@/lib/http";
import { clientIp } from "@/lib/request-ip";
import { ASSISTANT_SESSION_S, INCORRECT_PASSWORD, unlockSchema } from "@/lib/validation/assistant";

export const dynamic = "force-dynamic";

/** Failed gate attempts count like failed sign-ins, under their own name. */
const GATE_IDENTIFIER = "assistant-gate";
const GATE_TWO_FACTOR_MESSAGE =
  "This account has two-factor sign-in on: sign in to the portal with your code to use the assistant.";

/**
 * POST /api/assistant/unlock: the secure-access gate. The password is checked on the
 * server against the demo account; a match starts a short assistant-only session.
 */
export const POST = apiRoute(async (request) => {
  const { password } = await readJson(request, unlockSchema, { maxBytes: 10_000 });
  const ip = clientIp(request.headers);
  await assertLoginAllowed(GATE_IDENTIFIER, ip);
  const userId = await getAgentIdByUsername(env.DEMO_USERNAME);
  if (!userId || !(await verifyPassword(userId, password))) {
    await recordLoginFailure(GATE_IDENTIFIER, ip);
    throw new AppError(401, INCORRECT_PASSWORD);
  }
  // The gate asks for a password only: an account with two-factor sign-in on is not opened by it.
  if (await getAuth().twoFactor.isOn(userId)) throw new AppError(403, GATE_TWO_FACTOR_MESSAGE);
  await startSession(userId, "assistant", ASSISTANT_SESSION_S);
  return Response.json({ ok: true });
});
