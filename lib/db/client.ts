import "server-only";
import { env, onNetlify } from "@/lib/env";
import { DatabaseUnavailableError, isConnectionError } from "@/lib/errors";
import { openPglite, openPostgres, type Database, type DbHandle } from "./connection";
import { runMigrations, runSeedOnce } from "./migrate";

export type { Database } from "./connection";

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: env.DB_POOL_MAX });
  if (onNetlify) {
    throw new Error(
      "DATABASE_URL is not set. On Netlify the file system is temporary, so the embedded database " +
        "would lose every write: set DATABASE_URL to your Supabase Postgres connection string.",
    );
  }
  const handle = await openPglite(env.DATA_DIR);
  await runMigrations(handle);
  await runSeedOnce(handle, { demoUsername: env.DEMO_USERNAME, demoPassword: env.DEMO_PASSWORD });
  return handle;
}

/** The process-wide database (opened, migrated and seeded on first use when embedded). */
export async function getDb(): Promise<Database> {
  if (!globalForDb.__dbHandle) {
    globalForDb.__dbHandle = open().catch((error: unknown) => {
      globalForDb.__dbHandle = undefined;
      if (isConnectionError(error)) throw new DatabaseUnavailableError();
      throw error;
    });
  }
  return (await globalForDb.__dbHandle).db;
}

/** Which engine serves this process. */
export async function getDbKind(): Promise<DbHandle["kind"]> {
  await getDb();
  return (await globalForDb.__dbHandle!).kind;
}
