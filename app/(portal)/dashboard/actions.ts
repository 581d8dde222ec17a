"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { searchPortal } from "@/lib/db/queries/portal-search";
import { portalSearchSchema, type PortalSearchResults } from "@/lib/validation/search";

/** The portal's search from anywhere (Ctrl+K): the agent's company's records, the catalogue and the portal's pages. */
export async function portalSearchAction(input: unknown): Promise<ActionResult<PortalSearchResults>> {
  return runAction(portalSearchSchema, input, async ({ q }) => {
    const agent = await requireAgent();
    return searchPortal({ userId: agent.id, companyId: agent.companyId }, q);
  });
}
