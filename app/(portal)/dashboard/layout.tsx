import { DashboardShell } from "@/components/portal/dashboard-shell";
import { ServerNotifications, type ServerNotification } from "@/components/portal/server-notifications";
import { type Agent, requireAgentPage } from "@/lib/auth";
import type { NavLink } from "@/components/portal/tool-nav";
import { createDueRenewalReminders, getUndeliveredNotifications } from "@/lib/db/queries/renewals";
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
  // Reminders are made on requests (no timer that a stopped server would miss): due ones
  // not made yet are made now, then this agent's undelivered ones go to the browser.
  let pending: ServerNotification[] = [];
  try {
    await createDueRenewalReminders(agent);
    pending = await getUndeliveredNotifications(agent);
  } catch (error) {
    console.error("Failed to prepare notifications", error);
  }
  return (
    <DashboardShell username={agent.username} links={roleLinks(agent)}>
      <ServerNotifications items={pending} />
      {children}
    </DashboardShell>
  );
}
