import { DashboardShell } from "@/components/portal/dashboard-shell";
import { requireAgentPage } from "@/lib/auth";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const agent = await requireAgentPage("/dashboard");
  return <DashboardShell username={agent.username}>{children}</DashboardShell>;
}
