import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { NewDealForm } from "@/components/deals/new-deal-form";
import { requireAgentPage } from "@/lib/auth";
import { getRatePlans } from "@/lib/db/queries/catalog";
import { getCommissionPlans, type CommissionPlan } from "@/lib/db/queries/commissions";
import { addDaysIso, isoDay } from "@/lib/format";

export const metadata: Metadata = { title: "New Deal" };

export default async function NewDealPage() {
  const agent = await requireAgentPage("/dashboard/deals/new");
  let plans: Awaited<ReturnType<typeof getRatePlans>> = [];
  let commissionPlans: CommissionPlan[] = [];
  try {
    [plans, commissionPlans] = await Promise.all([
      getRatePlans({ carrier: "att" }),
      getCommissionPlans(agent.companyId),
    ]);
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
        initialPlans={plans.map((p) => ({
          id: p.id,
          plan: p.plan,
          planType: p.planType,
          pricePerLine: p.pricePerLine,
        }))}
        commissionPlans={commissionPlans.map((p) => ({
          id: p.id,
          carrier: p.carrier,
          product: p.product,
          upfrontMultiple: p.upfrontMultiple,
          residualPercent: p.residualPercent,
          chargebackDays: p.chargebackDays,
          effectiveFrom: p.effectiveFrom,
        }))}
        today={isoDay()}
      />
    </div>
  );
}
