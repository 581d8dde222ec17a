"use client";

import { useEffect } from "react";
import { listNotificationsAction } from "@/app/(portal)/dashboard/notifications/actions";
import { type ServerNotificationItem, useNotificationStore } from "@/lib/stores/notification-store";
import { useServerRefresh } from "./use-server-refresh";

/**
 * Keeps the browser's notification list the server's: the list the page was rendered
 * with, then the server's list again every minute and whenever the tab becomes visible,
 * so a task that falls due or an item read on another device shows here too.
 */
export function ServerNotifications({ items }: { items: ServerNotificationItem[] | null }) {
  useEffect(() => {
    if (items) useNotificationStore.getState().replaceFromServer(items);
  }, [items]);
  useServerRefresh(async () => {
    const result = await listNotificationsAction({});
    if (result.ok) useNotificationStore.getState().replaceFromServer(result.data);
  });
  return null;
}
