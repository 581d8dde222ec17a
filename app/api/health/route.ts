import { sql } from "drizzle-orm";
import { getDb, getDbKind } from "@/lib/db/client";
import { apiRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Readiness: answers once the database is open, migrated and seeded. */
export const GET = apiRoute(async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return Response.json({ ok: true, database: await getDbKind() });
});
