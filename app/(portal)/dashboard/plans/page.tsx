import type { Metadata } from "next";
import { ErrorPanel } from "@/components/portal/error-panel";
import { PlanComparison } from "@/components/portal/plans/plan-comparison";
import { requireAgentPage } from "@/lib/auth";
import { getCatalogPlans } from "@/lib/db/queries/catalog";
import type { PricedPlan } from "@/lib/quotes/pricing";

export const metadata: Metadata = { title: "Plan Comparison" };

async function loadPlans(): Promise<PricedPlan[] | null> {
  try {
    return await getCatalogPlans();
  } catch (error) {
    console.error("Failed to load rate plans", error);
    return null;
  }
}

export default async function PlansPage() {
  await requireAgentPage("/dashboard/plans");
  const plans = await loadPlans();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Plan Comparison</h2>
        <p className="text-muted-foreground">Compare business rate plans across AT&amp;T, Verizon and T-Mobile.</p>
      </div>
      {plans === null ? (
        <ErrorPanel message="Failed to load rate plans" testId="plans-error" />
      ) : (
        <PlanComparison plans={plans} />
      )}
    </div>
  );
}
