import "server-only";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rateLimitEvents } from "@/lib/db/schema";

/**
 * Sliding-window limits counted in Postgres, so a limit holds across every server
 * instance. `bucket` names the limit (e.g. "login-failure"), `key` the subject
 * (an IP, a username, a user id).
 */
export async function countRecent(bucket: string, key: string, windowMs: number): Promise<number> {
  const db = await getDb();
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordEvent(bucket: string, ...keys: string[]): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ bucket, key })));
  // Old events are pruned now and then; no window of the product is longer than a day.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, sql`now() - interval '2 days'`));
  }
}

/** Records one event and says whether the subject is still within `limit` per window. */
export async function consume(bucket: string, key: string, limit: number, windowMs: number): Promise<boolean> {
  const used = await countRecent(bucket, key, windowMs);
  if (used >= limit) return false;
  await recordEvent(bucket, key);
  return true;
}

export async function clearEvents(bucket: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}
