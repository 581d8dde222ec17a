import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { ReportsView } from "@/components/reports/reports-view";
import { requireAgentPage } from "@/lib/auth";
import { addDaysIso, isoDay } from "@/lib/format";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  await requireAgentPage("/dashboard/reports");
  return (
    <div className="space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <Link
          href="/dashboard"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Dashboard
        </Link>
        <h2 className="text-2xl font-semibold tracking-tight">Reports</h2>
      </div>
      <ReportsView today={isoDay()} monthAgo={addDaysIso(-30)} />
    </div>
  );
}
