"use client";

import { useEffect } from "react";
import { listNotificationsAction } from "@/app/(portal)/dashboard/notifications/actions";
import { type ServerNotificationItem, useNotificationStore } from "@/lib/stores/notification-store";

/** How often an open portal asks the server for its notification list (and when the tab comes back). */
export const NOTIFICATION_REFRESH_MS = 60_000;

/**
 * Keeps the browser's notification list the server's: the list the page was rendered
 * with, then the server's list again every minute and whenever the tab becomes visible,
 * so a task that falls due or an item read on another device shows here too.
 */
export function ServerNotifications({ items }: { items: ServerNotificationItem[] | null }) {
  useEffect(() => {
    if (items) useNotificationStore.getState().replaceFromServer(items);
  }, [items]);
  useEffect(() => {
    let stopped = false;
    async function refresh() {
      try {
        const result = await listNotificationsAction({});
        if (!stopped && result.ok) useNotificationStore.getState().replaceFromServer(result.data);
      } catch (error) {
        console.error("Failed to refresh notifications", error);
      }
    }
    const timer = window.setInterval(refresh, NOTIFICATION_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return null;
}
