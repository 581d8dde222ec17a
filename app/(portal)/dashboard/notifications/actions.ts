"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import {
  addNotification,
  dismissNotifications,
  getNotifications,
  markNotificationsRead,
  type ServerNotification,
} from "@/lib/db/queries/notifications";
import { newNotificationSchema, notificationIdsSchema } from "@/lib/validation/tasks";
import { z } from "zod";

/** The agent's notification list as the server holds it (reminders that fell due are made first). */
export async function listNotificationsAction(input: unknown): Promise<ActionResult<ServerNotification[]>> {
  return runAction(z.object({}).strict(), input ?? {}, async () => {
    const agent = await requireAgent();
    return getNotifications(agent);
  });
}

/** Records an event of the portal (a deal won, a quote saved, an export ready) in the agent's own list. */
export async function addNotificationAction(input: unknown): Promise<ActionResult<ServerNotification>> {
  return runAction(newNotificationSchema, input, async (event) => {
    const agent = await requireAgent();
    return addNotification(agent, event);
  });
}

/** Marks notifications read on the server, so every device shows them read. */
export async function markNotificationsReadAction(input: unknown): Promise<ActionResult<{ marked: number }>> {
  return runAction(notificationIdsSchema, input, async (which) => {
    const agent = await requireAgent();
    return { marked: await markNotificationsRead(agent, which) };
  });
}

/** Removes notifications from the agent's list on every device. */
export async function dismissNotificationsAction(input: unknown): Promise<ActionResult<{ removed: number }>> {
  return runAction(notificationIdsSchema, input, async (which) => {
    const agent = await requireAgent();
    return { removed: await dismissNotifications(agent, which) };
  });
}
