import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/connection";
import { agentNotifications } from "@/lib/db/schema";
import { withAgentScope } from "@/lib/db/scope";
import { createDueRenewalReminders } from "./renewals";
import { createDueTaskNotifications } from "./tasks";

/**
 * The agent's notification list, kept on the server so that every device and every
 * new sign-in shows the same items, read or not. Rows are the agent's own (row-level
 * security: another agent neither reads nor marks them).
 */

type Actor = { id: string; companyId: string };

export type ServerNotification = {
  id: string;
  type: string;
  title: string;
  message: string;
  /** ISO 8601 instant. */
  createdAt: string;
  read: boolean;
};

/** Most notifications the list holds (the newest). */
export const NOTIFICATION_LIST_LIMIT = 100;

/**
 * Makes the reminders that have fallen due (renewals, tasks) and returns the agent's
 * list, newest first. Reminders are made on requests, not by a timer that a stopped
 * server would miss.
 */
export async function getNotifications(actor: Actor): Promise<ServerNotification[]> {
  await createDueRenewalReminders(actor);
  await createDueTaskNotifications(actor);
  return withAgentScope(actor.id, async (tx) =>
    rowsOf<{ id: string; type: string; title: string; message: string; created_at: string | Date; read: boolean }>(
      await tx.execute(sql`
        select id, type, title, message, created_at, read_at is not null as read
        from public.agent_notifications
        where user_id = ${actor.id} and company_id = ${actor.companyId} and dismissed_at is null
        order by created_at desc, id desc limit ${NOTIFICATION_LIST_LIMIT}`),
    ).map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      message: r.message,
      createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
      read: Boolean(r.read),
    })),
  );
}

/** Records an event of the portal (a deal won, an export ready) in the agent's own list. */
export async function addNotification(
  actor: Actor,
  input: { type: string; title: string; message: string },
): Promise<ServerNotification> {
  return withAgentScope(actor.id, async (tx) => {
    const [row] = await tx
      .insert(agentNotifications)
      .values({
        companyId: actor.companyId,
        userId: actor.id,
        key: `event:${crypto.randomUUID()}`,
        type: input.type,
        title: input.title,
        message: input.message,
      })
      .returning({ id: agentNotifications.id, createdAt: agentNotifications.createdAt });
    return { ...input, id: row!.id, createdAt: row!.createdAt.toISOString(), read: false };
  });
}

type Selection = { ids: string[] } | { all: true };

function selected(actor: Actor, which: Selection) {
  const own = sql`user_id = ${actor.id} and company_id = ${actor.companyId} and dismissed_at is null`;
  if ("all" in which) return own;
  return sql`${own} and id in (${sql.join(
    which.ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Marks the agent's notifications read (the given ones, or all); returns how many changed. */
export async function markNotificationsRead(actor: Actor, which: Selection): Promise<number> {
  return withAgentScope(
    actor.id,
    async (tx) =>
      rowsOf(
        await tx.execute(sql`
        update public.agent_notifications set read_at = now()
        where ${selected(actor, which)} and read_at is null returning id`),
      ).length,
  );
}

/** Removes the agent's notifications from their list (the given ones, or all); returns how many. */
export async function dismissNotifications(actor: Actor, which: Selection): Promise<number> {
  return withAgentScope(
    actor.id,
    async (tx) =>
      rowsOf(
        await tx.execute(sql`
        update public.agent_notifications set dismissed_at = now(), read_at = coalesce(read_at, now())
        where ${selected(actor, which)} returning id`),
      ).length,
  );
}
