"use client";

import { format } from "date-fns";
import { AlertTriangle, Bell, Check, CheckCircle2, Info, Trash2, XCircle } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { type AppNotification, unreadCount, useNotificationStore } from "@/lib/stores/notification-store";
import { cn } from "@/lib/utils";

const subscribeNothing = () => () => {};
function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const TYPE_ICON = {
  success: { Icon: CheckCircle2, className: "text-success", label: "Success" },
  warning: { Icon: AlertTriangle, className: "text-warning", label: "Warning" },
  error: { Icon: XCircle, className: "text-destructive", label: "Error" },
  info: { Icon: Info, className: "text-primary", label: "Info" },
} as const;

export const NOTIFICATION_TIME_FORMAT = "MMM d, yyyy h:mm a";

function NotificationItem({ item }: { item: AppNotification }) {
  const markRead = useNotificationStore((s) => s.markRead);
  const remove = useNotificationStore((s) => s.remove);
  const { Icon, className, label } = TYPE_ICON[item.type] ?? TYPE_ICON.info;
  return (
    <li
      className={cn("flex gap-3 rounded-md border p-3", !item.read && "border-primary/40 bg-accent/40")}
      data-testid="notification-item"
      data-read={item.read ? "true" : "false"}
    >
      <Icon aria-label={label} role="img" className={cn("mt-0.5 size-5 shrink-0", className)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{item.title}</p>
        <p className="text-sm text-muted-foreground">{item.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={new Date(item.timestamp).toISOString()}>
            {format(item.timestamp, NOTIFICATION_TIME_FORMAT)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {!item.read ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => markRead(item.id)}
            aria-label={`Mark as read: ${item.title}`}
            data-testid="notification-mark-read"
          >
            <Check aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          onClick={() => remove(item.id)}
          aria-label={`Remove notification: ${item.title}`}
          data-testid="notification-remove"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The header bell (unread count) and the notifications drawer from the right. */
export function NotificationsPanel() {
  const mounted = useMounted();
  const notifications = useNotificationStore((s) => s.notifications);
  const markAllRead = useNotificationStore((s) => s.markAllRead);
  const clear = useNotificationStore((s) => s.clear);
  const list = mounted ? notifications : [];
  const unread = unreadCount(list);

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
          data-testid="notifications-bell"
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold leading-5 text-destructive-foreground"
              data-testid="notifications-unread-badge"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 p-0 sm:max-w-md" data-testid="notifications-panel">
        <SheetHeader className="border-b p-4 pr-12">
          <div className="flex items-center gap-2">
            <SheetTitle>Notifications</SheetTitle>
            {unread > 0 ? (
              <Badge data-testid="notifications-panel-unread" aria-label={`${unread} unread`}>
                {unread}
              </Badge>
            ) : null}
          </div>
          <SheetDescription className="sr-only">Recent events of your portal</SheetDescription>
          <div>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={markAllRead}
              disabled={unread === 0}
              data-testid="notifications-mark-all"
            >
              Mark all as read
            </Button>
          </div>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          {list.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground" data-testid="notifications-empty">
              No notifications yet
            </p>
          ) : (
            <ul className="space-y-2" aria-label="Notifications list">
              {list.map((item) => (
                <NotificationItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </div>
        {list.length > 0 ? (
          <div className="border-t p-4">
            <Button variant="outline" className="w-full" onClick={clear} data-testid="notifications-clear">
              Clear all notifications
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
