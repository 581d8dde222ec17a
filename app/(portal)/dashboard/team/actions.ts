"use server";

import { revalidatePath } from "next/cache";
import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import {
  approveWaitlistEntry,
  changeMemberRole,
  deactivateMember,
  inviteMember,
  resendInvitation,
  revokeInvitation,
} from "@/lib/db/queries/workspaces";
import {
  approveWaitlistSchema,
  changeRoleSchema,
  deactivateSchema,
  invitationIdSchema,
  inviteSchema,
} from "@/lib/validation/workspaces";

const TEAM = "/dashboard/team";

/** Invites someone to the admin's company by e-mail. */
export async function inviteMemberAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return runAction(inviteSchema, input, async ({ email, role }) => {
    const result = await inviteMember(await requireAgent(), { email, role });
    revalidatePath(TEAM);
    return result;
  });
}

export async function resendInvitationAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(invitationIdSchema, input, async ({ id }) => {
    await resendInvitation(await requireAgent(), id);
    revalidatePath(TEAM);
    return null;
  });
}

export async function revokeInvitationAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(invitationIdSchema, input, async ({ id }) => {
    await revokeInvitation(await requireAgent(), id);
    revalidatePath(TEAM);
    return null;
  });
}

export async function changeRoleAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(changeRoleSchema, input, async ({ memberId, role }) => {
    await changeMemberRole(await requireAgent(), memberId, role);
    revalidatePath(TEAM);
    return null;
  });
}

export async function deactivateMemberAction(input: unknown): Promise<ActionResult<{ reassigned: number }>> {
  return runAction(deactivateSchema, input, async ({ memberId, reassignTo }) => {
    const result = await deactivateMember(await requireAgent(), memberId, reassignTo);
    revalidatePath(TEAM);
    return result;
  });
}

/** A platform operator approves a waitlist entry: the company's workspace and its admin invitation. */
export async function approveWaitlistAction(input: unknown): Promise<ActionResult<{ companyId: string }>> {
  return runAction(approveWaitlistSchema, input, async ({ id }) => {
    const result = await approveWaitlistEntry(await requireAgent(), id);
    revalidatePath("/dashboard/operator/waitlist");
    return result;
  });
}
