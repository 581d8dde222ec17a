"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { getAuth } from "@/lib/auth";
import { acceptInvitation } from "@/lib/db/queries/workspaces";
import { acceptInvitationSchema } from "@/lib/validation/workspaces";

/** Sets the invited person's username and password, then signs them in. */
export async function acceptInvitationAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(acceptInvitationSchema, input, async ({ token, username, password }) => {
    const { userId } = await acceptInvitation({ token, username, password });
    await getAuth().startInvitedSession(userId);
    return null;
  });
}
