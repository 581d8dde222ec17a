import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { agentSessions } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertLoginAllowed, INVALID_CREDENTIALS, recordLoginFailure, recordLoginSuccess } from "./login-limit";
import { hasConfirmedTwoFactor } from "@/lib/db/queries/two-factor";
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  sessionCookieOptions,
  signPendingTwoFactorToken,
  signSessionToken,
  TWO_FACTOR_PENDING_COOKIE,
  TWO_FACTOR_PENDING_S,
  verifyPendingTwoFactorToken,
  verifySessionToken,
} from "./token";
import {
  checkSecondFactor,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorEnrolment,
  WRONG_CODE_MESSAGE,
} from "./two-factor";
import { sendMail } from "@/lib/email/mailer";
import { isOperator } from "./roles";
import type { AuthAdapter, SessionKind, SessionUser, TwoFactorProvider } from "./types";

type UserRow = {
  id: string;
  email: string;
  username: string;
  role: string;
  company_id: string | null;
  is_operator: boolean;
};

function toSessionUser(row: UserRow, kind: SessionKind): SessionUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    companyId: row.company_id,
    operator: isOperator({ email: row.email, isOperator: row.is_operator }),
    kind,
  };
}

async function findUserByCredentials(identifier: string, password: string): Promise<UserRow | null> {
  const db = await getDb();
  const result = await db.execute(sql`
    select au.id, au.email, au.username, au.role, au.company_id, au.is_operator, au.deactivated_at,
           u.encrypted_password = crypt(${password}, u.encrypted_password) as ok
    from public.agent_users au
    join auth.users u on u.id = au.id
    where lower(au.username) = lower(${identifier}) or lower(au.email) = lower(${identifier})
    limit 1`);
  const row = rowsOf<UserRow & { ok: boolean; deactivated_at: string | null }>(result)[0];
  // A deactivated member is answered like a wrong password.
  if (row?.deactivated_at) return null;
  if (!row) {
    // An unknown username costs the same bcrypt work as a wrong password.
    await db.execute(sql`select crypt(${password}, gen_salt('bf'))`);
    return null;
  }
  return row.ok ? row : null;
}

async function loadSessionUser(sid: string, userId: string, kind: SessionKind): Promise<SessionUser | null> {
  const db = await getDb();
  const result = await db.execute(sql`
    select au.id, au.email, au.username, au.role, au.company_id, au.is_operator, s.expires_at
    from public.agent_sessions s
    join public.agent_users au on au.id = s.user_id
    where s.id = ${sid} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
      and au.deactivated_at is null
    limit 1`);
  const row = rowsOf<UserRow & { expires_at: string | Date }>(result)[0];
  if (!row) return null;
  // Sliding expiry: a session in its second half is extended.
  const expiresAt = new Date(row.expires_at).getTime();
  if (kind === "agent" && expiresAt - Date.now() < (SESSION_MAX_AGE_S * 1000) / 2) {
    await db
      .update(agentSessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) })
      .where(eq(agentSessions.id, sid));
  }
  return toSessionUser(row, kind);
}

/** Ends every open session of a user (deactivation, password reset). */
export async function endAllSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(agentSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(agentSessions.userId, userId), isNull(agentSessions.revokedAt)));
}

/** Starts a session row and sets its cookie. */
export async function startSession(userId: string, kind: SessionKind, maxAgeS = SESSION_MAX_AGE_S): Promise<void> {
  const db = await getDb();
  const [session] = await db
    .insert(agentSessions)
    .values({ userId, kind, expiresAt: new Date(Date.now() + maxAgeS * 1000) })
    .returning({ id: agentSessions.id });
  const token = await signSessionToken(session!.id, userId, kind, maxAgeS);
  (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(maxAgeS, await headers()));
}

async function finishSignIn(userId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update auth.users set last_sign_in_at = now() where id = ${userId}`);
  await startSession(userId, "agent");
}

export const SIGN_IN_EXPIRED_MESSAGE = "Your sign-in has expired. Enter your username and password again.";

/**
 * The code step of a sign-in whose password was right: a current authenticator code, or an
 * unused recovery code (used up). Starts the session and drops the pending cookie.
 */
export async function completeTwoFactorSignIn(code: string): Promise<void> {
  const store = await cookies();
  const userId = await verifyPendingTwoFactorToken(store.get(TWO_FACTOR_PENDING_COOKIE)?.value);
  if (!userId) throw new AppError(401, SIGN_IN_EXPIRED_MESSAGE);
  if (!(await checkSecondFactor(userId, code))) throw new AppError(400, WRONG_CODE_MESSAGE);
  store.delete(TWO_FACTOR_PENDING_COOKIE);
  await finishSignIn(userId);
}

/** Checks a password against a user's hash. */
export async function verifyPassword(userId: string, password: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.execute(
    sql`select encrypted_password = crypt(${password}, encrypted_password) as ok from auth.users where id = ${userId}`,
  );
  return rowsOf<{ ok: boolean }>(result)[0]?.ok === true;
}

/** Two-factor sign-in kept by the product itself (otplib; encrypted secrets; recovery codes). */
const localTwoFactor: TwoFactorProvider = {
  recoveryCodes: true,
  status: (user) => getTwoFactorStatus(user.id),
  isOn: hasConfirmedTwoFactor,
  start: (user) => startTwoFactorEnrolment(user),
  confirm: async (user, code) => ({ recoveryCodes: await confirmTwoFactorEnrolment(user.id, code) }),
  disable: (user, code) => disableTwoFactor(user.id, code),
  completeSignIn: completeTwoFactorSignIn,
};

export const localAdapter: AuthAdapter = {
  name: "local",

  async signIn({ identifier, password, ip }) {
    await assertLoginAllowed(identifier, ip);
    const user = await findUserByCredentials(identifier.trim(), password);
    if (!user) {
      await recordLoginFailure(identifier, ip);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await recordLoginSuccess(identifier, ip);
    if (await hasConfirmedTwoFactor(user.id)) {
      // The password alone starts no session: a signed, five-minute cookie waits for the code.
      const store = await cookies();
      store.delete(SESSION_COOKIE);
      store.set(
        TWO_FACTOR_PENDING_COOKIE,
        await signPendingTwoFactorToken(user.id),
        sessionCookieOptions(TWO_FACTOR_PENDING_S, await headers()),
      );
      return { status: "code-required" };
    }
    await finishSignIn(user.id);
    return { status: "signed-in", user: toSessionUser(user, "agent") };
  },

  async getSession() {
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value);
    if (!claims) return null;
    return loadSessionUser(claims.sid, claims.sub, claims.kind);
  },

  async signOut() {
    const store = await cookies();
    const claims = await verifySessionToken(store.get(SESSION_COOKIE)?.value);
    if (claims) {
      const db = await getDb();
      await db
        .update(agentSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(agentSessions.id, claims.sid), isNull(agentSessions.revokedAt)));
    }
    store.delete(SESSION_COOKIE);
  },

  async changePassword(user, currentPassword, newPassword) {
    if (!(await verifyPassword(user.id, currentPassword))) {
      throw new AppError(400, "Current password is incorrect");
    }
    const db = await getDb();
    await db.execute(
      sql`update auth.users set encrypted_password = crypt(${newPassword}, gen_salt('bf')), updated_at = now() where id = ${user.id}`,
    );
    // Other sessions of this user end; this one stays.
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value);
    await db
      .update(agentSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(agentSessions.userId, user.id),
          isNull(agentSessions.revokedAt),
          gt(agentSessions.expiresAt, new Date()),
          claims ? sql`${agentSessions.id} <> ${claims.sid}` : sql`true`,
        ),
      );
  },
  async sendLink(link) {
    await sendMail(link.mail);
  },

  async createInvitedAccount(tx, { email, username, company, password }) {
    const created = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                raw_user_meta_data, created_at, updated_at)
        values ('00000000-0000-0000-0000-000000000000'::uuid, gen_random_uuid(), 'authenticated', 'authenticated',
                ${email}, crypt(${password}, gen_salt('bf')), now(),
                jsonb_build_object('username', ${username}::text, 'company', ${company}::text), now(), now())
        returning id`),
    );
    return created[0]!.id;
  },

  startInvitedSession: (userId) => startSession(userId, "agent"),

  async resetPassword(tx, userId, password) {
    await tx.execute(
      sql`update auth.users set encrypted_password = crypt(${password}, gen_salt('bf')), updated_at = now() where id = ${userId}`,
    );
    await tx
      .update(agentSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(agentSessions.userId, userId), isNull(agentSessions.revokedAt)));
  },

  twoFactor: localTwoFactor,
};
