"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";

export type NotificationType = "success" | "warning" | "error" | "info";

export type AppNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ms since epoch */
  timestamp: number;
  read: boolean;
  /** For notifications made by the server: its key, so the same one is never listed twice. */
  key?: string;
};

type NotificationState = {
  notifications: AppNotification[];
  add(input: { type?: string; title: string; message: string; key?: string; timestamp?: number }): AppNotification;
  markRead(id: string): void;
  markAllRead(): void;
  remove(id: string): void;
  clear(): void;
};

export const NOTIFICATION_STORAGE_KEY = "notification-storage";

function normaliseType(type: string | undefined): NotificationType {
  return type === "success" || type === "warning" || type === "error" ? type : "info";
}

/**
 * Notifications of the portal, kept in the browser under 'notification-storage'.
 * New items go to the top. Created by real events (a deal won or lost, a quote
 * saved, a bill analysed, an export finished, a check-in scheduled) and, from the
 * server, renewal reminders (taken in once by `ServerNotifications`).
 */
export const useNotificationStore = create<NotificationState>()(
  persist(
    (set) => ({
      notifications: [],
      add: ({ type, title, message, key, timestamp }) => {
        const item: AppNotification = {
          id: crypto.randomUUID(),
          type: normaliseType(type),
          title,
          message,
          timestamp: timestamp ?? Date.now(),
          read: false,
          ...(key ? { key } : {}),
        };
        set((state) =>
          key && state.notifications.some((n) => n.key === key)
            ? state
            : { notifications: [item, ...state.notifications] },
        );
        return item;
      },
      markRead: (id) =>
        set((state) => ({ notifications: state.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)) })),
      markAllRead: () => set((state) => ({ notifications: state.notifications.map((n) => ({ ...n, read: true })) })),
      remove: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
      clear: () => set({ notifications: [] }),
    }),
    { name: NOTIFICATION_STORAGE_KEY },
  ),
);

/** Adds a notification from anywhere in client code (outside React too). */
export function notify(type: NotificationType, title: string, message: string): AppNotification {
  return useNotificationStore.getState().add({ type, title, message });
}

export const unreadCount = (notifications: AppNotification[]) => notifications.filter((n) => !n.read).length;
