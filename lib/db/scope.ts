import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "./client";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs `fn` in a transaction as Postgres' `authenticated` role with the agent's id
 * as the JWT subject, exactly as Supabase's API does, so row-level security holds
 * even if a query forgets its company filter. Portal queries still filter by company
 * explicitly; this is the second lock.
 */
export async function withAgentScope<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claims = JSON.stringify({ sub: userId, role: "authenticated" });
    await tx.execute(sql`select set_config('request.jwt.claims', ${claims}, true)`);
    await tx.execute(sql.raw("set local role authenticated"));
    return fn(tx);
  });
}
