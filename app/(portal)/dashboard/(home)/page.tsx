import type { Metadata } from "next";
import { DashboardHome } from "@/components/portal/home/dashboard-home";
import { ErrorPanel } from "@/components/portal/error-panel";
import { requireAgentPage } from "@/lib/auth";
import { type DashboardData, getDashboardByCompany } from "@/lib/db/queries/dashboard";
import { toAppError } from "@/lib/errors";
import { RenewalsCard, type RenewalsSummary } from "@/components/renewals/renewals-card";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { getRenewalsSummary } from "@/lib/db/queries/renewals";
import { TaskSection } from "@/components/tasks/task-section";

export const metadata: Metadata = { title: "Dashboard" };

async function HomeData({ companyId }: { companyId: string }) {
  let data: DashboardData | null = null;
  let message = "";
  try {
    data = await getDashboardByCompany(companyId);
  } catch (error) {
    console.error("Failed to load dashboard", error);
    const appError = toAppError(error);
    message = appError.status === 503 ? appError.message : "";
  }
  if (!data)
    return <ErrorPanel message={`Failed to load dashboard.${message ? ` ${message}` : ""}`} testId="dashboard-error" />;
  return <DashboardHome data={data} />;
}

async function RenewalsData({ companyId }: { companyId: string }) {
  let summary: RenewalsSummary | null = null;
  try {
    await refreshPendingCommissions(companyId);
    summary = await getRenewalsSummary(companyId);
  } catch (error) {
    console.error("Failed to load renewals", error);
  }
  if (!summary) return <ErrorPanel message="Failed to load renewals" testId="renewals-card-error" />;
  return <RenewalsCard summary={summary} />;
}

export default async function DashboardPage() {
  const agent = await requireAgentPage("/dashboard");
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Your Telecom at a Glance</h2>
        <p className="text-muted-foreground">
          Welcome back, {agent.username}. Here is where your company&apos;s pipeline stands today.
        </p>
      </div>
      <HomeData companyId={agent.companyId} />
      <TaskSection
        agent={agent}
        scope={{ scope: "mine" }}
        title="Your Tasks"
        description="Check-ins and follow-ups due and upcoming; overdue ones first"
        emptyText="No tasks yet. Schedule a check-in from a customer, a deal or Quick Actions."
        showContext
        testId="home-tasks"
      />
      <RenewalsData companyId={agent.companyId} />
    </div>
  );
}
