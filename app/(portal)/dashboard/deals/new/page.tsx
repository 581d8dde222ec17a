import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { NewDealForm } from "@/components/deals/new-deal-form";
import { requireAgentPage } from "@/lib/auth";
import { getRatePlans } from "@/lib/db/queries/catalog";
import { addDaysIso } from "@/lib/deals/format";

export const metadata: Metadata = { title: "New Deal" };

export default async function NewDealPage() {
  await requireAgentPage("/dashboard/deals/new");
  let plans: Awaited<ReturnType<typeof getRatePlans>> = [];
  try {
    plans = await getRatePlans({ carrier: "att" });
  } catch (error) {
    console.error("Failed to load rate plans", error);
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <Link
          href="/dashboard/deals"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to My Deals
        </Link>
        <h2 className="text-2xl font-semibold tracking-tight">New Deal</h2>
      </div>
      <NewDealForm
        defaultCloseDate={addDaysIso(30)}
        initialPlans={plans.map((p) => ({ id: p.id, plan: p.plan, planType: p.planType, pricePerLine: p.pricePerLine }))}
      />
    </div>
  );
}
