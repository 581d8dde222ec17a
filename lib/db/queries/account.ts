import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { withAgentScope } from "@/lib/db/scope";
import { agentUsers } from "@/lib/db/schema";
import type { ProfileUpdate } from "@/lib/validation/account";

/** What My Account shows: never more than these columns of the agent's own row. */
export type AgentProfile = {
  username: string;
  email: string;
  role: string;
  company: string;
  phone: string;
  notificationsEnabled: boolean;
  twoFactorEnabled: boolean;
};

const profileColumns = {
  username: agentUsers.username,
  email: agentUsers.email,
  role: agentUsers.role,
  company: agentUsers.company,
  phone: agentUsers.phone,
  notificationsEnabled: agentUsers.notificationsEnabled,
  twoFactorEnabled: agentUsers.twoFactorEnabled,
};

function toProfile(
  row: { company: string | null; phone: string | null } & Omit<AgentProfile, "company" | "phone">,
): AgentProfile {
  return { ...row, company: row.company ?? "", phone: row.phone ?? "" };
}

/** The signed-in agent's own profile, within their company. */
export async function getAgentProfile(userId: string, companyId: string): Promise<AgentProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select(profileColumns)
    .from(agentUsers)
    .where(and(eq(agentUsers.id, userId), eq(agentUsers.companyId, companyId)))
    .limit(1);
  return row ? toProfile(row) : null;
}

/**
 * Updates only company, phone and notifications of the agent's own row (row-level
 * security applies as a second lock). Username, email and role are never written.
 */
export async function updateAgentProfile(
  userId: string,
  companyId: string,
  input: ProfileUpdate,
): Promise<AgentProfile | null> {
  return withAgentScope(userId, async (tx) => {
    const [row] = await tx
      .update(agentUsers)
      .set({
        company: input.company || null,
        phone: input.phone || null,
        notificationsEnabled: input.notificationsEnabled,
        updatedAt: sql`now()`,
      })
      .where(and(eq(agentUsers.id, userId), eq(agentUsers.companyId, companyId)))
      .returning(profileColumns);
    return row ? toProfile(row) : null;
  });
}

/** The account a sign-in name (username or e-mail address, any case) belongs to, if any. */
export async function getAccountIdBySignInName(name: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: agentUsers.id })
    .from(agentUsers)
    .where(sql`lower(${agentUsers.username}) = lower(${name}) or lower(${agentUsers.email}) = lower(${name})`)
    .limit(1);
  return row?.id ?? null;
}
