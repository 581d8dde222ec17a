/**
 * Company workspaces: the operators' waitlist and its approval, invitations, the
 * team (roles, deactivation) and the activity log. Every function checks the actor's
 * right first; tenant data is always filtered by the actor's own company.
 */
import "server-only";
import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { getAuth } from "@/lib/auth";
import { isOperator } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { type Tx, withAgentScope } from "@/lib/db/scope";
import {
  activityLog,
  agentSessions,
  agentUsers,
  companies,
  deals,
  invitations,
  waitlistSignups,
} from "@/lib/db/schema";
import { invitationEmail, invitationPath, invitationUrl, workspaceApprovedEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { OPEN_STATUSES } from "@/lib/validation/deals";
import {
  INVITATION_TTL_MS,
  isWellFormedLinkToken,
  linkTokenMatches,
  newLinkToken,
  hashLinkToken,
} from "@/lib/workspaces/tokens";

/** Who acts: the signed-in user as the session knows them. */
export type Actor = {
  id: string;
  email: string;
  username: string;
  role: string;
  companyId: string | null;
  operator?: boolean;
};

type DbOrTx = Awaited<ReturnType<typeof getDb>> | Tx;

export const NOT_OPERATOR = "Only platform operators can do this";
export const NOT_ADMIN = "Only your company's admins can manage the team";
export const LAST_ADMIN = "Your workspace needs at least one active admin: make another member admin first";

export function assertOperator(actor: Actor): void {
  if (!actor.operator && !isOperator(actor)) throw new AppError(403, NOT_OPERATOR);
}

function assertAdmin(actor: Actor): asserts actor is Actor & { companyId: string } {
  if (!actor.companyId || actor.role !== "admin") throw new AppError(403, NOT_ADMIN);
}

// ─── Activity log ───────────────────────────────────────────────────────────

export const ACTIVITY_ACTIONS = {
  workspace_approved: "approved the workspace and invited",
  member_invited: "invited",
  invitation_resent: "re-sent the invitation to",
  invitation_revoked: "revoked the invitation of",
  invitation_accepted: "joined the workspace:",
  role_changed: "changed the role of",
  member_deactivated: "deactivated",
  password_reset: "reset their password:",
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export async function logActivity(
  db: DbOrTx,
  entry: {
    companyId: string;
    actor: { id: string; username: string } | null;
    action: ActivityAction;
    subject: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    companyId: entry.companyId,
    actorId: entry.actor?.id ?? null,
    action: entry.action,
    subject: entry.subject,
    // The actor's name is kept with the entry: an operator is not a member of the company.
    detail: { ...entry.detail, actor: entry.actor?.username ?? null },
  });
}

export type ActivityEntry = {
  id: string;
  action: ActivityAction;
  actor: string | null;
  subject: string | null;
  detail: Record<string, unknown>;
  createdAt: Date;
};

/** The company's log, newest first (admins; read under row-level security). */
export async function listActivity(actor: Actor, limit = 200): Promise<ActivityEntry[]> {
  assertAdmin(actor);
  return withAgentScope(actor.id, async (tx) => {
    const rows = await tx
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, actor.companyId))
      .orderBy(desc(activityLog.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      action: r.action as ActivityAction,
      actor: typeof r.detail.actor === "string" ? r.detail.actor : null,
      subject: r.subject,
      detail: r.detail,
      createdAt: r.createdAt,
    }));
  });
}

// ─── Waitlist (operators) ───────────────────────────────────────────────────

export type WaitlistEntry = {
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  source: string;
  status: string;
  createdAt: Date;
  approvedAt: Date | null;
};

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Waitlist entries, newest first; `q` matches name, e-mail, company, phone or source. */
export async function searchWaitlist(actor: Actor, q = "", limit = 500): Promise<WaitlistEntry[]> {
  assertOperator(actor);
  const db = await getDb();
  const pattern = likePattern(q.trim());
  const w = waitlistSignups;
  return db
    .select({
      id: w.id,
      name: w.name,
      email: w.email,
      company: w.company,
      phone: w.phone,
      source: w.source,
      status: w.status,
      createdAt: w.createdAt,
      approvedAt: w.approvedAt,
    })
    .from(w)
    .where(
      q.trim()
        ? sql`(${w.name} ilike ${pattern} or ${w.email} ilike ${pattern} or ${w.company} ilike ${pattern}
              or coalesce(${w.phone}, '') ilike ${pattern} or ${w.source} ilike ${pattern})`
        : undefined,
    )
    .orderBy(desc(w.createdAt))
    .limit(limit);
}

async function accountExists(db: DbOrTx, email: string): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from public.agent_users where lower(email) = lower(${email})`),
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

async function insertInvitation(
  db: DbOrTx,
  input: { companyId: string; email: string; role: string; invitedBy: string },
): Promise<{ id: string; token: string }> {
  const { token, hash } = newLinkToken();
  const [row] = await db
    .insert(invitations)
    .values({ ...input, tokenHash: hash, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .returning({ id: invitations.id });
  return { id: row!.id, token };
}

/**
 * Approves a waitlist entry: makes the company's (empty) workspace and invites the
 * person who signed up as its first admin. The mail carries the one-time link.
 */
export async function approveWaitlistEntry(actor: Actor, id: string): Promise<{ companyId: string }> {
  assertOperator(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistSignups).where(eq(waitlistSignups.id, id)).for("update").limit(1);
    if (!entry) throw new AppError(404, "Waitlist entry not found");
    if (entry.status === "approved") throw new AppError(409, "This entry is already approved");
    if (await accountExists(tx, entry.email)) {
      throw new AppError(409, "An account with this e-mail already exists");
    }
    const [company] = await tx.insert(companies).values({ name: entry.company }).returning({ id: companies.id });
    const companyId = company!.id;
    await tx
      .update(waitlistSignups)
      .set({ status: "approved", approvedAt: new Date(), approvedBy: actor.id, companyId })
      .where(eq(waitlistSignups.id, id));
    const invitation = await insertInvitation(tx, {
      companyId,
      email: entry.email,
      role: "admin",
      invitedBy: actor.id,
    });
    return { companyId, entry, token: invitation.token, invitationId: invitation.id };
  });
  const { entry, token } = result;
  try {
    await getAuth().sendLink({
      kind: "invite",
      email: entry.email,
      path: invitationPath(token),
      mail: workspaceApprovedEmail({
        name: entry.name,
        email: entry.email,
        company: entry.company,
        link: invitationUrl(token),
      }),
      data: { name: entry.name, company: entry.company, role: "admin" },
    });
  } catch (error) {
    // Nobody was invited: the entry goes back to the waitlist, as if never approved.
    await db.transaction(async (tx) => {
      await tx.delete(invitations).where(eq(invitations.id, result.invitationId));
      await tx
        .update(waitlistSignups)
        .set({ status: "pending", approvedAt: null, approvedBy: null, companyId: null })
        .where(eq(waitlistSignups.id, id));
      await tx.delete(companies).where(eq(companies.id, result.companyId));
    });
    throw error;
  }
  // Logged once the invitation is on its way.
  await logActivity(db, { companyId: result.companyId, actor, action: "workspace_approved", subject: entry.email });
  return { companyId: result.companyId };
}

// ─── Invitations (admins) ───────────────────────────────────────────────────

async function companyName(db: DbOrTx, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name ?? "your company";
}

const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** Invites someone to the admin's company by e-mail (a previous pending invitation is replaced). */
export async function inviteMember(actor: Actor, input: { email: string; role: string }): Promise<{ id: string }> {
  assertAdmin(actor);
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const created = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ companyId: agentUsers.companyId })
      .from(agentUsers)
      .where(sql`lower(${agentUsers.email}) = ${email}`)
      .limit(1);
    if (member) {
      throw new AppError(
        409,
        member.companyId === actor.companyId
          ? "This person is already a member of your team"
          : "This address cannot be invited: it already has a TelcoPilot account",
      );
    }
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.companyId, actor.companyId), sql`lower(${invitations.email}) = ${email}`, pending));
    const invitation = await insertInvitation(tx, {
      companyId: actor.companyId,
      email,
      role: input.role,
      invitedBy: actor.id,
    });
    return { ...invitation, company: await companyName(tx, actor.companyId) };
  });
  try {
    await sendInvitation(
      { email, company: created.company, role: input.role, invitedBy: actor.username },
      created.token,
    );
  } catch (error) {
    // Nobody was invited: the invitation goes.
    await db.delete(invitations).where(eq(invitations.id, created.id));
    throw error;
  }
  await logActivity(db, {
    companyId: actor.companyId,
    actor,
    action: "member_invited",
    subject: email,
    detail: { role: input.role },
  });
  return { id: created.id };
}

/** Mails an invitation link: the product's mail locally, Supabase Auth's invite under Supabase. */
async function sendInvitation(
  invite: { email: string; company: string; role: string; invitedBy: string },
  token: string,
): Promise<void> {
  await getAuth().sendLink({
    kind: "invite",
    email: invite.email,
    path: invitationPath(token),
    mail: invitationEmail({ ...invite, link: invitationUrl(token) }),
    data: { company: invite.company, role: invite.role, invited_by: invite.invitedBy },
  });
}

async function pendingInvitation(tx: Tx, actor: Actor & { companyId: string }, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, actor.companyId), pending))
    .for("update")
    .limit(1);
  if (!row) throw new AppError(404, "Invitation not found or no longer pending");
  return row;
}

/** Sends a pending invitation again with a new link (the old link stops working) and a new 7 days. */
export async function resendInvitation(actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  const sent = await db.transaction(async (tx) => {
    const row = await pendingInvitation(tx, actor, id);
    const { token, hash } = newLinkToken();
    await tx
      .update(invitations)
      .set({ tokenHash: hash, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(invitations.id, id));
    await logActivity(tx, { companyId: actor.companyId, actor, action: "invitation_resent", subject: row.email });
    return { row, token, company: await companyName(tx, actor.companyId) };
  });
  await sendInvitation(
    { email: sent.row.email, company: sent.company, role: sent.row.role, invitedBy: actor.username },
    sent.token,
  );
}

export async function revokeInvitation(actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await pendingInvitation(tx, actor, id);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await logActivity(tx, { companyId: actor.companyId, actor, action: "invitation_revoked", subject: row.email });
  });
}

export type PendingInvitation = {
  id: string;
  email: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** The company's pending invitations, newest first (read under row-level security). */
export async function listPendingInvitations(actor: Actor): Promise<PendingInvitation[]> {
  assertAdmin(actor);
  const rows = await withAgentScope(actor.id, (tx) =>
    tx
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(and(eq(invitations.companyId, actor.companyId), pending))
      .orderBy(desc(invitations.createdAt)),
  );
  const now = Date.now();
  return rows.map((r) => ({ ...r, expired: r.expiresAt.getTime() <= now }));
}

// ─── Accepting an invitation (anonymous, with the link) ─────────────────────

export type InvitationState =
  | { status: "valid"; email: string; role: string; company: string }
  | { status: "invalid" | "used" | "expired" | "revoked" };

async function invitationRowForToken(db: DbOrTx, token: string, lock = false) {
  if (!isWellFormedLinkToken(token)) return null;
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashLinkToken(token)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row && linkTokenMatches(token, row.tokenHash) ? row : null;
}

function stateOf(row: typeof invitations.$inferSelect | null): InvitationState["status"] {
  if (!row) return "invalid";
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= Date.now()) return "expired";
  return "valid";
}

export const INVITATION_STATE_MESSAGES: Record<Exclude<InvitationState["status"], "valid">, string> = {
  invalid: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  used: "This invitation has already been used. Sign in with the username and password you chose.",
  expired: "This invitation has expired. Ask your company's admin to send a new one.",
  revoked: "This invitation was withdrawn. Ask your company's admin if you should have access.",
};

/** What the invitation page shows for a link. */
export async function getInvitationState(token: string): Promise<InvitationState> {
  const db = await getDb();
  const row = await invitationRowForToken(db, token);
  const status = stateOf(row);
  if (status !== "valid" || !row) return { status } as InvitationState;
  return { status, email: row.email, role: row.role, company: await companyName(db, row.companyId) };
}

/**
 * Creates the invited person's account (username and password of their choice) in the
 * inviting company and uses the invitation up. Returns the new user's id. The auth account is
 * the adapter's: a new local one, or under Supabase the one the invitation link signed in.
 */
export async function acceptInvitation(input: { token: string; username: string; password: string }): Promise<{
  userId: string;
}> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await invitationRowForToken(tx, input.token, true);
    const status = stateOf(row);
    if (status !== "valid" || !row) throw new AppError(410, INVITATION_STATE_MESSAGES[status as "invalid"]);
    const taken = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from public.agent_users where lower(username) = lower(${input.username})`,
      ),
    );
    if (Number(taken[0]?.n ?? 0) > 0) throw new AppError(409, "That username is taken. Choose another.");
    if (await accountExists(tx, row.email)) throw new AppError(409, "An account with this e-mail already exists");
    const company = await companyName(tx, row.companyId);
    const userId = await getAuth().createInvitedAccount(tx, {
      email: row.email,
      username: input.username,
      company,
      password: input.password,
    });
    await tx.insert(agentUsers).values({
      id: userId,
      username: input.username,
      email: row.email,
      company,
      role: row.role,
      companyId: row.companyId,
    });
    await tx.update(invitations).set({ acceptedAt: new Date(), acceptedBy: userId }).where(eq(invitations.id, row.id));
    await logActivity(tx, {
      companyId: row.companyId,
      actor: { id: userId, username: input.username },
      action: "invitation_accepted",
      subject: row.email,
      detail: { role: row.role },
    });
    return { userId };
  });
}

// ─── Team (admins) ──────────────────────────────────────────────────────────

export type TeamMember = {
  id: string;
  username: string;
  email: string;
  role: string;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
  openDeals: number;
};

/** Every member of the admin's company, active ones first. */
export async function listMembers(actor: Actor): Promise<TeamMember[]> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    username: string;
    email: string;
    role: string;
    last_sign_in_at: string | Date | null;
    deactivated_at: string | Date | null;
    open_deals: number;
  }>(
    await db.execute(sql`
      select au.id, au.username, au.email, au.role, u.last_sign_in_at, au.deactivated_at,
             (select count(*)::int from public.deals d
               where d.company_id = au.company_id and d.assigned_to = au.id
                 and d.status in (${sql.join(
                   OPEN_STATUSES.map((s) => sql`${s}`),
                   sql`, `,
                 )})) as open_deals
      from public.agent_users au
      left join auth.users u on u.id = au.id
      where au.company_id = ${actor.companyId}
      order by au.deactivated_at is not null, lower(au.username)`),
  );
  const date = (v: string | Date | null) => (v ? new Date(v) : null);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    role: r.role,
    lastSignInAt: date(r.last_sign_in_at),
    deactivatedAt: date(r.deactivated_at),
    openDeals: Number(r.open_deals),
  }));
}

async function lockedMember(tx: Tx, actor: Actor & { companyId: string }, memberId: string) {
  // The company's active admins are locked too, so two admins demoting each other at once
  // cannot leave the workspace without one.
  const admins = await tx
    .select({ id: agentUsers.id })
    .from(agentUsers)
    .where(
      and(eq(agentUsers.companyId, actor.companyId), eq(agentUsers.role, "admin"), isNull(agentUsers.deactivatedAt)),
    )
    .for("update");
  const [member] = await tx
    .select()
    .from(agentUsers)
    .where(and(eq(agentUsers.id, memberId), eq(agentUsers.companyId, actor.companyId)))
    .for("update")
    .limit(1);
  if (!member) throw new AppError(404, "Member not found");
  if (member.deactivatedAt) throw new AppError(409, "This member is deactivated");
  const isLastAdmin = member.role === "admin" && admins.length <= 1;
  return { member, isLastAdmin };
}

export async function changeMemberRole(actor: Actor, memberId: string, role: string): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { member, isLastAdmin } = await lockedMember(tx, actor, memberId);
    if (member.role === role) return;
    if (isLastAdmin) throw new AppError(409, LAST_ADMIN);
    await tx.update(agentUsers).set({ role, updatedAt: new Date() }).where(eq(agentUsers.id, memberId));
    await logActivity(tx, {
      companyId: actor.companyId,
      actor,
      action: "role_changed",
      subject: member.username,
      detail: { from: member.role, to: role },
    });
  });
}

/**
 * Deactivates a member: they can no longer sign in, every session of theirs is refused
 * from the next request on, and their open deals go to `reassignTo` when given.
 */
export async function deactivateMember(
  actor: Actor,
  memberId: string,
  reassignTo: string | null,
): Promise<{ reassigned: number }> {
  assertAdmin(actor);
  if (memberId === actor.id) throw new AppError(409, "You can't deactivate your own account");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { member, isLastAdmin } = await lockedMember(tx, actor, memberId);
    if (isLastAdmin) throw new AppError(409, LAST_ADMIN);
    let target: { id: string; username: string } | undefined;
    if (reassignTo) {
      [target] = await tx
        .select({ id: agentUsers.id, username: agentUsers.username })
        .from(agentUsers)
        .where(
          and(
            eq(agentUsers.id, reassignTo),
            eq(agentUsers.companyId, actor.companyId),
            isNull(agentUsers.deactivatedAt),
            ne(agentUsers.id, memberId),
          ),
        )
        .limit(1);
      if (!target) throw new AppError(400, "Choose an active member of your team to take over the open deals");
    }
    const now = new Date();
    await tx.update(agentUsers).set({ deactivatedAt: now, updatedAt: now }).where(eq(agentUsers.id, memberId));
    await tx
      .update(agentSessions)
      .set({ revokedAt: now })
      .where(
        and(eq(agentSessions.userId, memberId), isNull(agentSessions.revokedAt), gt(agentSessions.expiresAt, now)),
      );
    let reassigned = 0;
    if (target) {
      const moved = await tx
        .update(deals)
        .set({ assignedTo: target.id, updatedAt: now })
        .where(
          and(
            eq(deals.companyId, actor.companyId),
            eq(deals.assignedTo, memberId),
            inArray(deals.status, [...OPEN_STATUSES]),
          ),
        )
        .returning({ id: deals.id });
      reassigned = moved.length;
    }
    await logActivity(tx, {
      companyId: actor.companyId,
      actor,
      action: "member_deactivated",
      subject: member.username,
      detail: target ? { reassigned, to: target.username } : { reassigned },
    });
    return { reassigned };
  });
}
