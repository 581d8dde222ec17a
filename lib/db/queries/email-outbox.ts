import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";

export type OutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: string;
};

/** Keeps a mail that was not sent over SMTP (no SMTP_URL, or the server refused it). */
export async function createOutboxEmail(mail: OutboxEmail): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...mail, html: mail.html ?? null })
    .returning({ id: emailOutbox.id });
  return row!;
}

/** Stored mails to one address, newest first. */
export async function getOutboxEmailsTo(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
}

/** The newest stored mails (the outbox page). */
export async function listOutbox(limit = 100) {
  const db = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
