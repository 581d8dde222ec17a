import type { Metadata } from "next";
import { BackLink } from "@/components/portal/back-link";
import { ReportsView } from "@/components/reports/reports-view";
import { requireAgentPage } from "@/lib/auth";
import { addDaysIso, isoDay } from "@/lib/format";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  await requireAgentPage("/dashboard/reports");
  return (
    <div className="space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <BackLink />
        <h2 className="text-2xl font-semibold tracking-tight">Reports</h2>
      </div>
      <ReportsView today={isoDay()} monthAgo={addDaysIso(-30)} />
    </div>
  );
}
