"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { ServerNotification } from "@/lib/db/queries/notifications";
import {
  addNotificationAction,
  dismissNotificationsAction,
  markNotificationsReadAction,
} from "@/app/(portal)/dashboard/notifications/actions";

export type NotificationType = "success" | "warning" | "error" | "info";

export type AppNotification = {
  /** The server's id; `local:…` while the server has not confirmed the item yet. */
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ms since epoch */
  timestamp: number;
  read: boolean;
};

/** A notification as the server lists it. */
export type ServerNotificationItem = ServerNotification;

type NotificationState = {
  notifications: AppNotification[];
  /** Replaces the list with the server's (items not confirmed by the server yet stay on top). */
  replaceFromServer(items: ServerNotificationItem[]): void;
  add(input: { type?: string; title: string; message: string }): AppNotification;
  markRead(id: string): void;
  markAllRead(): void;
  remove(id: string): void;
  clear(): void;
};

export const NOTIFICATION_STORAGE_KEY = "notification-storage";

const LOCAL_PREFIX = "local:";
/** How long an item not yet confirmed by the server is kept through a refresh of the list. */
const PENDING_MS = 30_000;
const isLocal = (id: string) => id.startsWith(LOCAL_PREFIX);

function normaliseType(type: string | undefined): NotificationType {
  return type === "success" || type === "warning" || type === "error" ? type : "info";
}

function fromServer(item: ServerNotificationItem): AppNotification {
  const at = Date.parse(item.createdAt);
  return {
    id: item.id,
    type: normaliseType(item.type),
    title: item.title,
    message: item.message,
    timestamp: Number.isNaN(at) ? Date.now() : at,
    read: item.read,
  };
}

/** Sends a change to the server; a failure is logged (the next refresh shows the server's state). */
function send(promise: Promise<{ ok: boolean; error?: string }>, what: string) {
  promise
    .then((result) => {
      if (!result.ok) console.error(`Failed to ${what}: ${result.error}`);
    })
    .catch((error) => console.error(`Failed to ${what}`, error));
}

/**
 * Notifications of the portal. The server holds the list (every device and every
 * sign-in shows the same items, read or not); the browser keeps the last list it saw
 * under 'notification-storage' as a cache, so the bell shows at once. Events of the
 * portal (a deal won or lost, a quote saved, a bill analysed, an export finished) are
 * reported to the server; reminders (renewals, tasks falling due) are made there.
 * New items go to the top.
 */
export const useNotificationStore = create<NotificationState>()(
  persist(
    (set, get) => ({
      notifications: [],
      replaceFromServer: (items) =>
        set((state) => {
          const listed = new Set(items.map((i) => i.id));
          // Items still on their way to the server; one the server never took (saving failed) is dropped.
          const pending = state.notifications.filter(
            (n) => isLocal(n.id) && !listed.has(n.id) && Date.now() - n.timestamp < PENDING_MS,
          );
          return { notifications: [...pending, ...items.map(fromServer)] };
        }),
      add: ({ type, title, message }) => {
        const item: AppNotification = {
          id: `${LOCAL_PREFIX}${crypto.randomUUID()}`,
          type: normaliseType(type),
          title,
          message,
          timestamp: Date.now(),
          read: false,
        };
        set((state) => ({ notifications: [item, ...state.notifications] }));
        addNotificationAction({ type: item.type, title: title.slice(0, 120), message: message.slice(0, 500) })
          .then((result) => {
            if (!result.ok) {
              console.error(`Failed to save notification: ${result.error}`);
              return;
            }
            const saved = fromServer(result.data);
            const local = get().notifications.find((n) => n.id === item.id);
            set((state) => ({
              notifications: state.notifications.some((n) => n.id === saved.id)
                ? state.notifications.filter((n) => n.id !== item.id)
                : state.notifications.map((n) => (n.id === item.id ? { ...saved, read: n.read } : n)),
            }));
            // Read or removed before the server confirmed it: tell the server now.
            if (!local) send(dismissNotificationsAction({ ids: [saved.id] }), "remove notification");
            else if (local.read) send(markNotificationsReadAction({ ids: [saved.id] }), "mark notification read");
          })
          .catch((error) => console.error("Failed to save notification", error));
        return item;
      },
      markRead: (id) => {
        set((state) => ({ notifications: state.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
        if (!isLocal(id)) send(markNotificationsReadAction({ ids: [id] }), "mark notification read");
      },
      markAllRead: () => {
        set((state) => ({ notifications: state.notifications.map((n) => ({ ...n, read: true })) }));
        send(markNotificationsReadAction({ all: true }), "mark notifications read");
      },
      remove: (id) => {
        set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
        if (!isLocal(id)) send(dismissNotificationsAction({ ids: [id] }), "remove notification");
      },
      clear: () => {
        set({ notifications: [] });
        send(dismissNotificationsAction({ all: true }), "clear notifications");
      },
    }),
    { name: NOTIFICATION_STORAGE_KEY, version: 1, migrate: () => ({ notifications: [] }) },
  ),
);

/** Adds a notification from anywhere in client code (outside React too); the server keeps it for every device. */
export function notify(type: NotificationType, title: string, message: string): AppNotification {
  return useNotificationStore.getState().add({ type, title, message });
}

export const unreadCount = (notifications: AppNotification[]) => notifications.filter((n) => !n.read).length;
