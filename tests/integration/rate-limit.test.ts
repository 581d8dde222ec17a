/**
 * The Postgres rate limiter (lib/rate-limit.ts) on PGlite, and on a real PostgreSQL
 * server when TEST_DATABASE_URL is set: exact limits, atomic under concurrency, the
 * sliding window, clearing, pruning, and work per request that does not grow.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { rateLimitCounters } from "@/lib/db/schema";
import { clearEvents, consume, countRecent, pruneExpired, RATE_LIMIT_SLOTS, recordEvent } from "@/lib/rate-limit";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase({ seed: false });

const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;
const SLOT = WINDOW / RATE_LIMIT_SLOTS;
/**
 * The start of the current slot, so that tests can move through the window slot by slot.
 * Not in the past: the limiter prunes, by the real clock, rows whose window has passed.
 */
const T0 = new Date(Math.floor(Date.now() / SLOT) * SLOT);
const at = (ms: number) => new Date(T0.getTime() + ms);
const key = () => randomUUID();

async function consumeMany(bucket: string, k: string, times: number, limit: number, when?: Date) {
  const results: boolean[] = [];
  for (let i = 0; i < times; i++) results.push(await consume(bucket, k, limit, WINDOW, when));
  return results;
}

describe("rate limiter", () => {
  it("lets exactly `limit` through in a window and refuses the rest", async () => {
    const k = key();
    const results = await consumeMany("test-exact", k, 8, 5, at(0));
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
    expect(await countRecent("test-exact", k, WINDOW, at(0))).toBe(5);
    // Refused requests are not counted.
    expect(await countRecent("test-exact", k, WINDOW, at(SLOT * 3))).toBe(5);
  });

  it("keeps subjects and buckets apart", async () => {
    const a = key();
    const b = key();
    await consumeMany("test-apart", a, 3, 3, at(0));
    expect(await consume("test-apart", a, 3, WINDOW, at(0))).toBe(false);
    expect(await consume("test-apart", b, 3, WINDOW, at(0))).toBe(true);
    expect(await consume("test-apart-other", a, 3, WINDOW, at(0))).toBe(true);
  });

  it("with limit 250, exactly 250 of 500 concurrent consumes get through", async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 500 }, () => consume("test-concurrent", k, 250, WINDOW)));
    expect(results.filter(Boolean)).toHaveLength(250);
    expect(await countRecent("test-concurrent", k, WINDOW)).toBe(250);
    expect(await consume("test-concurrent", k, 250, WINDOW)).toBe(false);
  });

  it("slides: an event counts for the whole window, then leaves it", async () => {
    const k = key();
    // 2 events in the first slot, 3 in the fifth.
    await consumeMany("test-slide", k, 2, 5, at(1_000));
    await consumeMany("test-slide", k, 3, 5, at(4 * SLOT + 1_000));
    expect(await consume("test-slide", k, 5, WINDOW, at(4 * SLOT + 2_000))).toBe(false);
    // Still refused at the end of the window that holds the first events (and one slot
    // more, which keeps the limit true for every window of that length).
    expect(await consume("test-slide", k, 5, WINDOW, at(WINDOW - 1))).toBe(false);
    expect(await consume("test-slide", k, 5, WINDOW, at(WINDOW + SLOT - 1))).toBe(false);
    // Once the first slot has left, its 2 events are free again, and no more.
    expect(await countRecent("test-slide", k, WINDOW, at(WINDOW + SLOT))).toBe(3);
    expect(await consumeMany("test-slide", k, 3, 5, at(WINDOW + SLOT))).toEqual([true, true, false]);
    // Long after, everything has left the window.
    expect(await countRecent("test-slide", k, WINDOW, at(10 * WINDOW))).toBe(0);
    expect(await consumeMany("test-slide", k, 6, 5, at(10 * WINDOW))).toEqual([true, true, true, true, true, false]);
  });

  it("never lets more than `limit` into any window of its length", async () => {
    const k = key();
    const limit = 4;
    const admitted: number[] = [];
    // One attempt every 7 seconds for 4 windows.
    for (let t = 0; t < 4 * WINDOW; t += 7_000) {
      if (await consume("test-any-window", k, limit, WINDOW, at(t))) admitted.push(t);
    }
    for (const start of admitted) {
      expect(admitted.filter((t) => t >= start && t < start + WINDOW).length).toBeLessThanOrEqual(limit);
    }
    // And the limiter is not stricter than a window plus one slot requires.
    expect(admitted.length).toBeGreaterThanOrEqual(Math.floor((4 * WINDOW) / (WINDOW + SLOT)) * limit);
  });

  it("counts recorded events whatever the limit, and clears them", async () => {
    const ip = `ip:${key()}`;
    const user = `user:${key()}`;
    await recordEvent("test-record", 15 * MINUTE, ip, user);
    await recordEvent("test-record", 15 * MINUTE, ip, ip, ip);
    expect(await countRecent("test-record", ip, 15 * MINUTE)).toBe(4);
    expect(await countRecent("test-record", user, 15 * MINUTE)).toBe(1);
    await clearEvents("test-record", ip);
    expect(await countRecent("test-record", ip, 15 * MINUTE)).toBe(0);
    expect(await countRecent("test-record", user, 15 * MINUTE)).toBe(1);
    expect(await consume("test-record", ip, 1, 15 * MINUTE)).toBe(true);
    expect(await consume("test-record", ip, 1, 15 * MINUTE)).toBe(false);
  });

  it("keeps one row per subject and prunes it once its window has passed", async () => {
    const k = key();
    await consumeMany("test-prune", k, 20, 100, at(0));
    await consumeMany("test-prune", k, 20, 100, at(3 * SLOT));
    const rows = () => database().db.select().from(rateLimitCounters).where(sql`bucket = 'test-prune'`);
    expect(await rows()).toHaveLength(1);
    await pruneExpired(at(WINDOW + 3 * SLOT));
    expect(await rows()).toHaveLength(1);
    await pruneExpired(at(WINDOW + 5 * SLOT));
    expect(await rows()).toHaveLength(0);
  });

  it("does the same work for the 10,000th request of a subject as for the first", async () => {
    const k = key();
    await recordEvent("test-flat", WINDOW, ...Array.from({ length: 10_000 }, () => k));
    // One row holds them all: a request reads and writes that row, however many came before.
    const rows = rowsOf<{ n: number }>(
      await database().db.execute(
        sql`select count(*)::int as n from rate_limit_counters where bucket = 'test-flat' and key = ${k}`,
      ),
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await countRecent("test-flat", k, WINDOW)).toBe(10_000);
    expect(await consume("test-flat", k, 10_001, WINDOW)).toBe(true);
    expect(await consume("test-flat", k, 10_001, WINDOW)).toBe(false);
  });

  it("is closed to the browser-facing roles (row-level security, no policy)", async () => {
    await consume("test-rls", key(), 5, WINDOW);
    for (const role of ["anon", "authenticated"]) {
      let seen: number | "denied" = "denied";
      await database()
        .db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local role ${role}`));
          seen = rowsOf(await tx.execute(sql`select * from public.rate_limit_counters`)).length;
          tx.rollback();
        })
        .catch(() => undefined);
      expect([0, "denied"], role).toContain(seen);
    }
    const owner = rowsOf(
      await database().db.execute(sql`select * from public.rate_limit_counters where bucket = 'test-rls'`),
    );
    expect(owner).toHaveLength(1);
  });

  it("refuses a window it cannot cut into slots", async () => {
    await expect(consume("test-bad", key(), 1, 0)).rejects.toThrow(RangeError);
    await expect(consume("test-bad", key(), 1, 1.5)).rejects.toThrow(RangeError);
  });
});
