"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { getUpcomingRenewals, markNotificationsDelivered, type RenewalRow } from "@/lib/db/queries/renewals";
import { renewalsQuerySchema } from "@/lib/validation/renewals";
import { z } from "zod";

/** Every renewal date the page shows (its window and filters), for the xlsx export. */
export async function exportRenewalsAction(input: unknown): Promise<ActionResult<RenewalRow[]>> {
  return runAction(renewalsQuerySchema, input, async (query) => {
    const agent = await requireAgent();
    return getUpcomingRenewals(agent.companyId, query);
  });
}

/** The browser took these server-made notifications into its list: they are not sent again. */
export async function ackNotificationsAction(input: unknown): Promise<ActionResult<{ marked: number }>> {
  return runAction(z.object({ ids: z.array(z.string().uuid()).max(50) }), input, async ({ ids }) => {
    const agent = await requireAgent();
    return { marked: await markNotificationsDelivered(agent, ids) };
  });
}
