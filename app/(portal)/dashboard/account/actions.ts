"use server";

import { type ActionResult, runAction } from "@/lib/actions";
import { z } from "zod";
import { getAuth, requireAgent } from "@/lib/auth";
import type { TwoFactorEnrolment } from "@/lib/auth/types";
import { type AgentProfile, updateAgentProfile } from "@/lib/db/queries/account";
import { AppError } from "@/lib/errors";
import { consume } from "@/lib/rate-limit";
import { profileUpdateSchema } from "@/lib/validation/account";
import { changePasswordSchema, twoFactorCodeSchema } from "@/lib/validation/auth";

/** Saves company, phone and notifications of the signed-in agent (two-factor has its own steps). */
export async function updateProfileAction(input: unknown): Promise<ActionResult<AgentProfile>> {
  return runAction(profileUpdateSchema, input, async (data) => {
    const agent = await requireAgent();
    const profile = await updateAgentProfile(agent.id, agent.companyId, data);
    if (!profile) throw new AppError(404, "Profile not found");
    return profile;
  });
}

/** Password attempts per agent in a quarter of an hour. */
const PASSWORD_ATTEMPTS = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;

/** Changes the signed-in agent's password after checking the current one (either auth adapter). */
export async function changePasswordAction(input: unknown): Promise<ActionResult<{ changed: true }>> {
  return runAction(changePasswordSchema, input, async (data) => {
    const agent = await requireAgent();
    if (!(await consume("change-password", agent.id, PASSWORD_ATTEMPTS, PASSWORD_WINDOW_MS))) {
      throw new AppError(429, "Too many attempts. Please try again later.");
    }
    await getAuth().changePassword(agent, data.currentPassword, data.newPassword);
    return { changed: true as const };
  });
}

/** Starts setting up an authenticator app: the QR code and the key, shown this once. */
export async function startTwoFactorAction(input: unknown): Promise<ActionResult<TwoFactorEnrolment>> {
  return runAction(z.object({}).strict(), input ?? {}, async () => {
    const agent = await requireAgent();
    return getAuth().twoFactor.start(agent);
  });
}

/** Confirms the setup with a first code; answers the one-time recovery codes (null: the provider has none). */
export async function confirmTwoFactorAction(
  input: unknown,
): Promise<ActionResult<{ recoveryCodes: string[] | null }>> {
  return runAction(twoFactorCodeSchema, input, async ({ code }) => {
    const agent = await requireAgent();
    return getAuth().twoFactor.confirm(agent, code);
  });
}

/** Switches two-factor sign-in off after a current code (or, with the local sign-in, a recovery code). */
export async function disableTwoFactorAction(input: unknown): Promise<ActionResult<{ enabled: false }>> {
  return runAction(twoFactorCodeSchema, input, async ({ code }) => {
    const agent = await requireAgent();
    await getAuth().twoFactor.disable(agent, code);
    return { enabled: false as const };
  });
}
