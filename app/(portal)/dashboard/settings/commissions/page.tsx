import type { Metadata } from "next";
import { CommissionPlansView } from "@/components/commissions/commission-plans";
import { ErrorPanel } from "@/components/portal/error-panel";
import { requireAgentPage } from "@/lib/auth";
import { getCommissionPlans, type CommissionPlan } from "@/lib/db/queries/commissions";
import { isoDay } from "@/lib/format";

export const metadata: Metadata = { title: "Commission Plans" };

export default async function CommissionPlansPage() {
  const agent = await requireAgentPage("/dashboard/settings/commissions");
  let plans: CommissionPlan[] | null = null;
  try {
    plans = await getCommissionPlans(agent.companyId);
  } catch (error) {
    console.error("Failed to load commission plans", error);
  }
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Commission Plans</h2>
        <p className="text-muted-foreground">
          What each carrier pays your company per product: an upfront multiple of monthly recurring revenue, a monthly
          residual and a chargeback window. Every deal&apos;s expected commission uses the plan in effect on its close
          date.
        </p>
      </div>
      {plans ? (
        <CommissionPlansView plans={plans} canEdit={agent.role === "admin"} today={isoDay()} />
      ) : (
        <ErrorPanel message="Failed to load commission plans" testId="commission-plans-error" />
      )}
    </div>
  );
}
