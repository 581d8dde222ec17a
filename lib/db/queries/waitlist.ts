import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { waitlistSignups } from "@/lib/db/schema";

export type NewWaitlistSignup = {
  name: string;
  email: string;
  company: string;
  phone?: string | null;
  source: string;
};

/**
 * Stores a signup unless the e-mail (in any letter case) is already on the list.
 * Returns the new row's id, or null when the address was already there.
 */
export async function createWaitlistSignup(signup: NewWaitlistSignup): Promise<{ id: string } | null> {
  const db = await getDb();
  const rows = await db
    .insert(waitlistSignups)
    .values({
      name: signup.name,
      email: signup.email,
      company: signup.company,
      phone: signup.phone ?? null,
      source: signup.source,
    })
    // The unique index waitlist_signups_email_lower_key makes a repeat (any case) a no-op.
    .onConflictDoNothing()
    .returning({ id: waitlistSignups.id });
  return rows[0] ?? null;
}

/** The signup of one e-mail address (any case), or null. */
export async function getWaitlistSignupByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(waitlistSignups)
    .where(sql`lower(${waitlistSignups.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function countWaitlistSignups(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistSignups);
  return Number(row?.n ?? 0);
}
