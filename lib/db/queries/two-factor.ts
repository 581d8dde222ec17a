import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { agentRecoveryCodes, agentTwoFactor, agentUsers } from "@/lib/db/schema";

export type TwoFactorRecord = { secretEncrypted: string; confirmed: boolean; lastTimeStep: number | null };

/** An agent's authenticator record (confirmed or still being set up), or null. */
export async function getTwoFactorRecord(userId: string): Promise<TwoFactorRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      secretEncrypted: agentTwoFactor.secretEncrypted,
      confirmedAt: agentTwoFactor.confirmedAt,
      lastTimeStep: agentTwoFactor.lastTimeStep,
    })
    .from(agentTwoFactor)
    .where(eq(agentTwoFactor.userId, userId))
    .limit(1);
  return row
    ? { secretEncrypted: row.secretEncrypted, confirmed: row.confirmedAt !== null, lastTimeStep: row.lastTimeStep }
    : null;
}

/** Whether sign-in asks this agent for a second factor (a confirmed authenticator exists). */
export async function hasConfirmedTwoFactor(userId: string): Promise<boolean> {
  return (await getTwoFactorRecord(userId))?.confirmed === true;
}

/**
 * Keeps a new, unconfirmed secret (replacing an earlier unconfirmed one). False when the
 * agent already has a confirmed authenticator: that one is never replaced silently.
 */
export async function saveTwoFactorEnrolment(userId: string, secretEncrypted: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(agentTwoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: agentTwoFactor.userId,
      set: { secretEncrypted, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(agentTwoFactor.confirmedAt),
    })
    .returning({ userId: agentTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Switches two-factor sign-in on: the enrolment is confirmed at `timeStep`, the recovery
 * codes (their hashes) replace any earlier ones, and the profile flag follows. One
 * transaction; false when there was no unconfirmed enrolment to confirm.
 */
export async function confirmTwoFactor(userId: string, timeStep: number, codeHashes: string[]): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(agentTwoFactor)
      .set({ confirmedAt: sql`now()`, lastTimeStep: timeStep })
      .where(and(eq(agentTwoFactor.userId, userId), isNull(agentTwoFactor.confirmedAt)))
      .returning({ userId: agentTwoFactor.userId });
    if (confirmed.length === 0) return false;
    await tx.delete(agentRecoveryCodes).where(eq(agentRecoveryCodes.userId, userId));
    await tx.insert(agentRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    await tx.update(agentUsers).set({ twoFactorEnabled: true, updatedAt: sql`now()` }).where(eq(agentUsers.id, userId));
    return true;
  });
}

/**
 * Takes a TOTP time step as used when it is newer than the last one taken, in one
 * statement: two requests with the same code cannot both pass.
 */
export async function acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(agentTwoFactor)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(agentTwoFactor.userId, userId),
        isNotNull(agentTwoFactor.confirmedAt),
        or(isNull(agentTwoFactor.lastTimeStep), lt(agentTwoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: agentTwoFactor.userId });
  return rows.length > 0;
}

/** Marks an unused recovery code (by hash) used, in one statement; false when there is none. */
export async function spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(agentRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(agentRecoveryCodes.userId, userId),
        eq(agentRecoveryCodes.codeHash, codeHash),
        isNull(agentRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: agentRecoveryCodes.id });
  return rows.length > 0;
}

/** How many recovery codes the agent has left. */
export async function countUnusedRecoveryCodes(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentRecoveryCodes)
    .where(and(eq(agentRecoveryCodes.userId, userId), isNull(agentRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Switches two-factor sign-in off: the secret and the recovery codes are deleted. */
export async function deleteTwoFactor(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(agentRecoveryCodes).where(eq(agentRecoveryCodes.userId, userId));
    await tx.delete(agentTwoFactor).where(eq(agentTwoFactor.userId, userId));
    await tx
      .update(agentUsers)
      .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
      .where(eq(agentUsers.id, userId));
  });
}
