"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { getUpcomingRenewals, type RenewalRow } from "@/lib/db/queries/renewals";
import { renewalsQuerySchema } from "@/lib/validation/renewals";

/** Every renewal date the page shows (its window and filters), for the xlsx export. */
export async function exportRenewalsAction(input: unknown): Promise<ActionResult<RenewalRow[]>> {
  return runAction(renewalsQuerySchema, input, async (query) => {
    const agent = await requireAgent();
    return getUpcomingRenewals(agent.companyId, query);
  });
}
