"use server";

import { type ActionResult, runAction } from "@/lib/actions";
import { getAuth, requireAgent } from "@/lib/auth";
import { type AgentProfile, updateAgentProfile } from "@/lib/db/queries/account";
import { AppError } from "@/lib/errors";
import { consume } from "@/lib/rate-limit";
import { profileUpdateSchema } from "@/lib/validation/account";
import { changePasswordSchema } from "@/lib/validation/auth";

/** Saves company, phone and the two settings of the signed-in agent. */
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
