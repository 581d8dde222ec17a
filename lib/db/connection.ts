/**
 * Opens the database: PGlite (embedded Postgres) in `DATA_DIR` by default, the
 * Postgres of `DATABASE_URL` when set. No "server-only" here so that scripts and
 * tests can open databases too; application code uses `lib/db/client.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a multi-statement SQL script (migrations, seed). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
};

/** Extensions the migrations create: pgcrypto (passwords) and pg_trgm (search). */
export const PGLITE_EXTENSIONS = { pgcrypto, pg_trgm };

export async function openPglite(dataDir: string | null): Promise<DbHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): DbHandle {
  const client = postgres(url, {
    max,
    // Supabase's pooler runs in transaction mode, where prepared statements do not survive.
    prepare: false,
    connect_timeout: 5,
    idle_timeout: 20,
    onnotice: () => undefined,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    exec: async (sqlText) => {
      await client.unsafe(sqlText);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Rows of a `db.execute` result for both drivers (PGlite returns `{ rows }`, postgres-js an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
