/**
 * Applies the committed SQL migrations (`supabase/migrations`) and, once per
 * database, the seed (`supabase/seed.sql`). Shared by the embedded start-up, the
 * `db:*` scripts and the tests.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { DbHandle } from "./connection";
import { appMeta } from "./schema";

const root = process.cwd();
export const migrationsFolder = path.join(root, "supabase", "migrations");
export const seedFile = path.join(root, "supabase", "seed.sql");

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
}

export type SeedOptions = { demoUsername?: string; demoPassword?: string };

/** Runs the seed unless this database has been seeded already. Returns whether it ran. */
export async function runSeedOnce(handle: DbHandle, options: SeedOptions = {}): Promise<boolean> {
  const done = await handle.db.select().from(appMeta).where(eq(appMeta.key, "seeded")).limit(1);
  if (done.length > 0) return false;
  await handle.exec(await readFile(seedFile, "utf8"));
  const { demoUsername, demoPassword } = options;
  if (demoUsername && demoUsername !== "demo") {
    await handle.db.execute(sql`update public.agent_users set username = ${demoUsername} where username = 'demo'`);
  }
  if (demoPassword && demoPassword !== "demo1234") {
    await handle.db.execute(sql`
      update auth.users set encrypted_password = crypt(${demoPassword}, gen_salt('bf'))
      where id = (select id from public.agent_users where lower(username) = lower(${demoUsername ?? "demo"}))`);
  }
  await handle.db.insert(appMeta).values({ key: "seeded", value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
