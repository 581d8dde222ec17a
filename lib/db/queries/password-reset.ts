/**
 * Password recovery: a one-time link by e-mail (rate limited, the same answer whether or not
 * the address has an account), a new password, and every session of the account ended. The
 * auth adapter sends the link (the product's mail, or Supabase Auth's recovery mail that
 * signs the person in on the way) and sets the password.
 */
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getAuth } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { agentUsers, passwordResetTokens } from "@/lib/db/schema";
import { passwordResetEmail, passwordResetPath, passwordResetUrl } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { consume } from "@/lib/rate-limit";
import {
  hashLinkToken,
  isWellFormedLinkToken,
  linkTokenMatches,
  newLinkToken,
  PASSWORD_RESET_TTL_MS,
} from "@/lib/workspaces/tokens";
import { logActivity } from "./workspaces";

export const RESET_BUCKET = "password-reset";
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** Requests per hour: per address asked for, and per client address. */
export const RESET_LIMIT_PER_EMAIL = 3;
export const RESET_LIMIT_PER_IP = 10;
export const RESET_TOO_MANY = "Too many reset requests. Please wait an hour and try again.";
export const RESET_SENT =
  "If an account uses this address, we have sent it a link to choose a new password. The link works once and expires in 1 hour.";

/** Always answers the same for a known and an unknown address (only the limit can refuse). */
export async function requestPasswordReset(email: string, ip: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const byIp = await consume(RESET_BUCKET, `ip:${ip}`, RESET_LIMIT_PER_IP, RESET_WINDOW_MS);
  const byEmail = await consume(RESET_BUCKET, `email:${address}`, RESET_LIMIT_PER_EMAIL, RESET_WINDOW_MS);
  if (!byIp || !byEmail) throw new AppError(429, RESET_TOO_MANY);
  const db = await getDb();
  const [user] = await db
    .select({ id: agentUsers.id, email: agentUsers.email, username: agentUsers.username })
    .from(agentUsers)
    .where(and(sql`lower(${agentUsers.email}) = ${address}`, isNull(agentUsers.deactivatedAt)))
    .limit(1);
  if (user) {
    const { token, hash } = newLinkToken();
    await db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) });
    try {
      await getAuth().sendLink({
        kind: "recovery",
        email: user.email,
        path: passwordResetPath(token),
        mail: passwordResetEmail({ email: user.email, username: user.username, link: passwordResetUrl(token) }),
      });
    } catch (error) {
      // The answer stays the one an unknown address gets: a refusal here would tell them apart.
      console.error("Password reset link not sent", error instanceof Error ? error.message : error);
    }
  }
  return RESET_SENT;
}

export type ResetState = "valid" | "invalid" | "used" | "expired";

export const RESET_STATE_MESSAGES: Record<Exclude<ResetState, "valid">, string> = {
  invalid: "This reset link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
  used: "This reset link has already been used. Sign in with your new password, or ask for a new link.",
  expired: "This reset link has expired. Ask for a new one.",
};

type Db = Awaited<ReturnType<typeof getDb>>;
type TxOrDb = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

async function rowFor(db: TxOrDb, token: string, lock = false) {
  if (!isWellFormedLinkToken(token)) return null;
  const query = db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashLinkToken(token)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row && linkTokenMatches(token, row.tokenHash) ? row : null;
}

function stateOf(row: typeof passwordResetTokens.$inferSelect | null): ResetState {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= Date.now()) return "expired";
  return "valid";
}

export async function getResetState(token: string): Promise<ResetState> {
  return stateOf(await rowFor(await getDb(), token));
}

/** Sets the new password, uses the link (and any other open link of the account) and ends every session. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await rowFor(tx, token, true);
    const state = stateOf(row);
    if (state !== "valid" || !row) throw new AppError(410, RESET_STATE_MESSAGES[state as "invalid"]);
    const [user] = await tx
      .select({ id: agentUsers.id, username: agentUsers.username, companyId: agentUsers.companyId })
      .from(agentUsers)
      .where(and(eq(agentUsers.id, row.userId), isNull(agentUsers.deactivatedAt)))
      .limit(1);
    if (!user) throw new AppError(410, RESET_STATE_MESSAGES.invalid);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    // The adapter sets the password (locally, or through Supabase Auth) and ends every session.
    await getAuth().resetPassword(tx, user.id, password);
    if (user.companyId) {
      await logActivity(tx, {
        companyId: user.companyId,
        actor: user,
        action: "password_reset",
        subject: user.username,
      });
    }
  });
}
