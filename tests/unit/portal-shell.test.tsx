// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/dashboard/devices",
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }),
}));

// The notification list lives on the server: its actions are stood in for, and each call is checked.
const actions = vi.hoisted(() => ({
  addNotificationAction: vi.fn(async (input: { type: string; title: string; message: string }) => ({
    ok: true as const,
    data: { ...input, id: crypto.randomUUID(), createdAt: new Date().toISOString(), read: false },
  })),
  markNotificationsReadAction: vi.fn(async () => ({ ok: true as const, data: { marked: 1 } })),
  dismissNotificationsAction: vi.fn(async () => ({ ok: true as const, data: { removed: 1 } })),
}));
vi.mock("@/app/(portal)/dashboard/notifications/actions", () => actions);

import { NotificationsPanel } from "@/components/portal/notifications-panel";
import { ToolNav } from "@/components/portal/tool-nav";
import { notify, useNotificationStore } from "@/lib/stores/notification-store";

afterEach(cleanup);
beforeEach(() => {
  useNotificationStore.setState({ notifications: [] });
  localStorage.clear();
});

describe("ToolNav", () => {
  it("marks the current tool, disables Analytics and filters with 'No results found'", () => {
    render(<ToolNav username="demo" showIdentity />);
    expect(screen.getByRole("link", { name: /Certified Devices/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("tool-Analytics")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByTestId("signed-in-as")).toHaveTextContent("Signed in as demo");
    const search = screen.getByPlaceholderText("Search tools...");
    fireEvent.change(search, { target: { value: "spreadsheet nothing" } });
    expect(screen.getByText("No results found")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "bill" } });
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining("Bill Analyzer")]),
    );
    expect(screen.queryByRole("link", { name: /Plan Comparison/ })).toBeNull();
  });
});

describe("NotificationsPanel", () => {
  it("counts unread items on the bell and formats timestamps 'MMM d, yyyy h:mm a'", async () => {
    render(<NotificationsPanel />);
    expect(screen.getByTestId("notifications-bell")).toHaveAttribute("aria-label", "Notifications");
    act(() => {
      notify("success", "Deal won", "Ridgeline HVAC closed");
      notify("warning", "Quote pending", "Follow up");
    });
    expect(screen.getByTestId("notifications-unread-badge")).toHaveTextContent("2");
    fireEvent.click(screen.getByTestId("notifications-bell"));
    const items = await screen.findAllByTestId("notification-item");
    expect(items[0]).toHaveTextContent("Quote pending");
    expect(items[0]!.querySelector("time")!.textContent).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/,
    );
    // Each event is saved on the server, then known by the server's id.
    expect(actions.addNotificationAction).toHaveBeenCalledTimes(2);
    expect(actions.addNotificationAction).toHaveBeenCalledWith({
      type: "success",
      title: "Deal won",
      message: "Ridgeline HVAC closed",
    });
    await vi.waitFor(() =>
      expect(useNotificationStore.getState().notifications.every((n) => !n.id.startsWith("local:"))).toBe(true),
    );
    const firstId = useNotificationStore.getState().notifications[0]!.id;
    fireEvent.click(screen.getAllByTestId("notification-mark-read")[0]!);
    expect(screen.getByTestId("notifications-unread-badge")).toHaveTextContent("1");
    expect(actions.markNotificationsReadAction).toHaveBeenCalledWith({ ids: [firstId] });
    fireEvent.click(screen.getByText("Clear all notifications"));
    expect(screen.getByText("No notifications yet")).toBeInTheDocument();
    expect(screen.queryByText("Clear all notifications")).toBeNull();
    expect(actions.dismissNotificationsAction).toHaveBeenCalledWith({ all: true });
  });
});
