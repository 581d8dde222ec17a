"use client";

import { useEffect } from "react";
import { ackNotificationsAction } from "@/app/(portal)/dashboard/renewals/actions";
import { useNotificationStore } from "@/lib/stores/notification-store";

export type ServerNotification = {
  id: string;
  key: string;
  type: string;
  title: string;
  message: string;
  createdAt: string;
};

/**
 * Takes the notifications the server made for this agent (renewal reminders) into
 * the browser's notification list once, then tells the server they arrived. If the
 * acknowledgement is lost they come again and their key keeps them from doubling.
 */
export function ServerNotifications({ items }: { items: ServerNotification[] }) {
  useEffect(() => {
    if (items.length === 0) return;
    const add = useNotificationStore.getState().add;
    for (const n of items) {
      const at = Date.parse(n.createdAt.replace(" ", "T"));
      add({
        type: n.type,
        title: n.title,
        message: n.message,
        key: n.key,
        timestamp: Number.isNaN(at) ? undefined : at,
      });
    }
    ackNotificationsAction({ ids: items.map((n) => n.id) }).catch((error) =>
      console.error("Failed to acknowledge notifications", error),
    );
  }, [items]);
  return null;
}
