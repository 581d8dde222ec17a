import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { apiRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 `{ ok: true, status: "ok" }` once the database is open, migrated and
 * seeded, else 503 `{ ok: false, status: "degraded" }`. It says nothing else (which
 * database, which version): anyone may call it.
 */
export const GET = apiRoute(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch {
    return Response.json({ ok: false, status: "degraded" }, { status: 503, headers: { "retry-after": "5" } });
  }
  return Response.json({ ok: true, status: "ok" });
});
