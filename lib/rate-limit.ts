import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";

/**
 * Sliding-window limits counted in Postgres, so a limit holds across every server
 * instance. `bucket` names the limit (e.g. "login-failure"), `key` the subject (an IP,
 * a username, a user id); a bucket always uses the same window.
 *
 * Each (bucket, key) has one row in `rate_limit_counters`: the window is cut into
 * SLOTS slots and the row keeps a ring of SLOTS + 1 slot counters. A request counts
 * the slots that still overlap the window (so an event counts for between one window
 * and one window plus a slot: the limit holds in every window, and a subject that hit
 * it waits at most a slot longer) and advances the ring, in one
 * `INSERT … ON CONFLICT … DO UPDATE … WHERE` on that row. The work per request does
 * not grow with the number of requests, and concurrent requests on one subject are
 * serialised by the row lock, so no more than `limit` get through.
 * Time is the database's clock (`now()`), the same for every instance; `at` is for tests.
 */
export const RATE_LIMIT_SLOTS = 10;
const RING = RATE_LIMIT_SLOTS + 1;
const NO_LIMIT = 2_147_483_647;
const PRUNE_EVERY_MS = 60_000;

let lastPrune = 0;

/** Index of the slot that `at` (or the database's now()) falls in, for a window. */
const slotOf = (windowMs: number, at?: Date) =>
  sql`floor(extract(epoch from coalesce(${at?.toISOString() ?? null}::timestamptz, now())) * 1000 * ${RATE_LIMIT_SLOTS}::int / ${windowMs}::int)::bigint`;

/** Whether ring position `i` of row `c` holds a slot still inside the window that ends in slot `s`. */
const live = (s: ReturnType<typeof sql>, windowMs: number) =>
  sql`c.window_ms = ${windowMs}::int and c.slot - mod(c.slot - (i - 1), ${RING}::int) > ${s} - ${RING}::int`;

function checkWindow(windowMs: number) {
  if (!Number.isInteger(windowMs) || windowMs < RATE_LIMIT_SLOTS || windowMs > NO_LIMIT) {
    throw new RangeError(`Rate limit window must be a whole number of milliseconds, got ${windowMs}`);
  }
}

/**
 * Adds `amount` events for (bucket, key) when the window still has room for them under
 * `limit`; answers whether it did. One statement, atomic under concurrency.
 */
async function add(
  bucket: string,
  key: string,
  windowMs: number,
  amount: number,
  limit: number,
  at?: Date,
): Promise<boolean> {
  checkWindow(windowMs);
  const db = await getDb();
  const result = await db.execute(sql`
    with p as (select ${slotOf(windowMs, at)} as s)
    insert into rate_limit_counters as c (bucket, key, window_ms, slot, counts, expires_at)
    select ${bucket}::text, ${key}::text, ${windowMs}::int, p.s,
      (select array_agg(case when i - 1 = mod(p.s, ${RING}::int) then ${amount}::int else 0 end order by i)
         from generate_series(1, ${RING}::int) i),
      to_timestamp((p.s + 1 + ${RATE_LIMIT_SLOTS}::int) * ${windowMs}::float8 / ${RATE_LIMIT_SLOTS}::int / 1000)
    from p
    where ${amount}::int <= ${limit}::int
    on conflict (bucket, key) do update set
      counts = (select array_agg(
                   case when ${live(sql`excluded.slot`, windowMs)} then c.counts[i] else 0 end
                   + case when i - 1 = mod(excluded.slot, ${RING}::int) then ${amount}::int else 0 end
                   order by i)
                 from generate_series(1, ${RING}::int) i),
      slot = case when c.window_ms = excluded.window_ms then greatest(c.slot, excluded.slot) else excluded.slot end,
      window_ms = excluded.window_ms,
      expires_at = case when c.window_ms = excluded.window_ms then greatest(c.expires_at, excluded.expires_at) else excluded.expires_at end
    where (select coalesce(sum(c.counts[i]), 0) from generate_series(1, ${RING}::int) i
           where ${live(sql`excluded.slot`, windowMs)}) + ${amount}::int <= ${limit}::int
    returning 1 as ok`);
  await pruneNowAndThen();
  return rowsOf<{ ok: number }>(result).length > 0;
}

/** Events of (bucket, key) in the window ending now (or at `at`). */
export async function countRecent(bucket: string, key: string, windowMs: number, at?: Date): Promise<number> {
  checkWindow(windowMs);
  const db = await getDb();
  const result = await db.execute(sql`
    with p as (select ${slotOf(windowMs, at)} as s)
    select coalesce(sum(c.counts[i]), 0)::int as n
    from p, rate_limit_counters c, generate_series(1, ${RING}::int) i
    where c.bucket = ${bucket}::text and c.key = ${key}::text and ${live(sql`p.s`, windowMs)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Records one event for each key (a key given twice counts twice), whatever the limit. */
export async function recordEvent(bucket: string, windowMs: number, ...keys: string[]): Promise<void> {
  const amounts = new Map<string, number>();
  for (const key of keys) amounts.set(key, (amounts.get(key) ?? 0) + 1);
  for (const [key, amount] of amounts) await add(bucket, key, windowMs, amount, NO_LIMIT);
}

/** Records one event and says whether the subject is still within `limit` per window. */
export async function consume(
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
  at?: Date,
): Promise<boolean> {
  return add(bucket, key, windowMs, 1, limit, at);
}

/** Forgets every event of (bucket, key) for each key given. */
export async function clearEvents(bucket: string, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await getDb();
  await db.execute(
    sql`delete from rate_limit_counters where bucket = ${bucket}::text and key in (${sql.join(
      keys.map((k) => sql`${k}::text`),
      sql`, `,
    )})`,
  );
}

/** Deletes the rows whose every slot has left its window; returns how many. */
export async function pruneExpired(at?: Date): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    delete from rate_limit_counters
    where expires_at < coalesce(${at?.toISOString() ?? null}::timestamptz, now())
    returning 1 as gone`);
  return rowsOf<{ gone: number }>(result).length;
}

/** Old rows are pruned at most once a minute per server instance. */
async function pruneNowAndThen(): Promise<void> {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await pruneExpired();
}
