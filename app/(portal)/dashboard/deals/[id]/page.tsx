import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { z } from "zod";
import { DealRecordView } from "@/components/deals/deal-record";
import { requireAgentPage } from "@/lib/auth";
import { getDealRecord, getDealTimeline } from "@/lib/db/queries/deals";
import { TaskSection } from "@/components/tasks/task-section";

export const metadata: Metadata = { title: "Deal" };

/** One deal of the agent's company: its fields to correct, commission, notes and activity. */
export default async function DealPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const agent = await requireAgentPage(`/dashboard/deals/${encodeURIComponent(id)}`);
  if (!z.string().uuid().safeParse(id).success) notFound();
  const [deal, timeline] = await Promise.all([
    getDealRecord(agent.companyId, id),
    getDealTimeline(agent.companyId, id),
  ]);
  if (!deal) notFound();
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <Link
          href="/dashboard/deals"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to My Deals
        </Link>
        <h2 className="break-words text-2xl font-semibold tracking-tight" data-testid="deal-heading">
          {deal.title}
        </h2>
      </div>
      <DealRecordView deal={deal} timeline={timeline} />
      <TaskSection
        agent={agent}
        scope={{ scope: "deal", dealId: deal.id }}
        title="Tasks"
        description="Check-ins and follow-ups on this deal"
        emptyText="No tasks on this deal yet."
        add={{ dealId: deal.id, defaultTitle: `Check in on ${deal.title}` }}
        testId="deal-tasks"
      />
    </div>
  );
}
