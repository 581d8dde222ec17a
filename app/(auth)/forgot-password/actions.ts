"use server";

import { headers } from "next/headers";
import { runAction, type ActionResult } from "@/lib/actions";
import { requestPasswordReset, resetPassword } from "@/lib/db/queries/password-reset";
import { clientIp } from "@/lib/request-ip";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validation/workspaces";

/** Mails a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  return runAction(forgotPasswordSchema, input, async ({ email }) => ({
    message: await requestPasswordReset(email, clientIp(await headers())),
  }));
}

/** Sets a new password with a reset link; every session of the account ends. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(resetPasswordSchema, input, async ({ token, password }) => {
    await resetPassword(token, password);
    return null;
  });
}
