import { DashboardShell } from "@/components/portal/dashboard-shell";
import { ServerNotifications } from "@/components/portal/server-notifications";
import { type Agent, requireAgentPage } from "@/lib/auth";
import type { NavLink } from "@/components/portal/tool-nav";
import { getNotifications, type ServerNotification } from "@/lib/db/queries/notifications";
import "@/app/portal-styles";

function roleLinks(agent: Agent): NavLink[] {
  const links: NavLink[] = [];
  if (agent.role === "admin") links.push({ href: "/dashboard/team", label: "Team" });
  if (agent.operator) {
    links.push({ href: "/dashboard/operator/waitlist", label: "Waitlist" }, { href: "/outbox", label: "Outbox" });
  }
  return links;
}

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const agent = await requireAgentPage("/dashboard");
  // The agent's notification list from the server (reminders that fell due are made
  // first); null when it cannot be read, so the browser keeps the list it has.
  let notifications: ServerNotification[] | null = null;
  try {
    notifications = await getNotifications(agent);
  } catch (error) {
    console.error("Failed to load notifications", error);
  }
  return (
    <DashboardShell username={agent.username} links={roleLinks(agent)}>
      <ServerNotifications items={notifications} />
      {children}
    </DashboardShell>
  );
}
