"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { addCommissionPlan } from "@/lib/db/queries/commissions";
import { commissionPlanSchema } from "@/lib/validation/commissions";

/** Adds a commission plan row (company admins only); deals it may change are recomputed. */
export async function saveCommissionPlanAction(input: unknown): Promise<ActionResult<{ recomputed: number }>> {
  const result = await runAction(commissionPlanSchema, input, async (plan) => {
    const agent = await requireAgent();
    return addCommissionPlan(agent, plan);
  });
  if (!result.ok && result.status >= 500) return { ...result, error: "Failed to save the commission plan" };
  return result;
}
