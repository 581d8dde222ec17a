/**
 * A fresh, migrated and seeded database for one test file: embedded PGlite by
 * default, or a new database on the PostgreSQL server of `TEST_DATABASE_URL` (CI
 * runs the integration tests a second time that way). `setupTestDatabase()` also
 * makes it the database that application code (`getDb()`) sees.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/connection";
import { runMigrations, runSeedOnce } from "@/lib/db/migrate";

/** `url` is set on a PostgreSQL server (for a process outside the tests to connect). */
export type TestDatabase = DbHandle & { name: string; url?: string };

export async function createTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  let name = "pglite";
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    name = `test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = openPostgres(databaseUrl, { max: 5 });
    dropDatabase = async () => {
      const again = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    handle = await openPglite(null);
  }
  await runMigrations(handle);
  if (seed) await runSeedOnce(handle);
  return {
    ...handle,
    name,
    url: databaseUrl,
    close: async () => {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

/** Opens a test database before the file's tests and hands it to `getDb()`. */
export function setupTestDatabase(options?: { seed?: boolean }): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
    globalForDb.__dbHandle = Promise.resolve(database);
  });
  afterAll(async () => {
    globalForDb.__dbHandle = undefined;
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("The test database is not open yet");
    return database;
  };
}
