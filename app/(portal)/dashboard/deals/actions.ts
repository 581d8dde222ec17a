"use server";

import { z } from "zod";
import { CARRIER_CODES, findCarrier } from "@/config/carriers";
import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { getRatePlans } from "@/lib/db/queries/catalog";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { revalidatePath } from "next/cache";
import {
  addDealNote,
  archiveDeal,
  createDealWithCustomer,
  DealEditConflict,
  deleteDeal,
  restoreDeal,
  updateDeal,
  type DealRecord,
  getBoardColumnPage,
  getDealsForExport,
  updateDealStatus,
  DealMoveConflict,
  type BoardDeal,
  type CurrentDeal,
  type DealExportRow,
  type DealMove,
} from "@/lib/db/queries/deals";
import {
  archiveDealSchema,
  boardQuerySchema,
  columnPageSchema,
  dealNoteSchema,
  deleteDealSchema,
  editDealSchema,
  moveDealSchema,
  newDealSchema,
} from "@/lib/validation/deals";

export type MoveDealResult = ActionResult<DealMove> | { ok: false; error: string; status: 409; current: CurrentDeal };

/**
 * Drops a card on a column: statuses validated, deal checked against the agent's
 * company, changed only if it still has the status the agent saw (else 409 with
 * the deal as it is now), change recorded.
 */
export async function moveDealAction(input: unknown): Promise<MoveDealResult> {
  let conflict: DealMoveConflict | undefined;
  const result = await runAction(
    moveDealSchema,
    input,
    async ({ dealId, from, status, lostReason, probability, closeDate }) => {
      const agent = await requireAgent();
      try {
        return await updateDealStatus(agent, dealId, from, status, { lostReason, probability, closeDate });
      } catch (error) {
        if (error instanceof DealMoveConflict) conflict = error;
        throw error;
      }
    },
  );
  if (conflict) return { ok: false, error: conflict.message, status: 409, current: conflict.current };
  return result;
}

/** "Show more" of one board column. */
export async function loadBoardColumnAction(input: unknown): Promise<ActionResult<BoardDeal[]>> {
  return runAction(columnPageSchema, input, async (query) => {
    const agent = await requireAgent();
    return getBoardColumnPage(agent.companyId, query);
  });
}

/** Every deal the board currently shows (its search, status filter and sort), for the xlsx export. */
export async function exportDealsAction(input: unknown): Promise<ActionResult<DealExportRow[]>> {
  return runAction(boardQuerySchema, input, async (query) => {
    const agent = await requireAgent();
    return getDealsForExport(agent.companyId, query);
  });
}

export type DealFormRatePlan = Pick<PricedPlan, "id" | "plan" | "planType" | "pricePerLine">;

/** Rate plans of one carrier for the New Deal form (ordered by Plan Type, then Price Per Line). */
export async function ratePlansAction(input: unknown): Promise<ActionResult<DealFormRatePlan[]>> {
  return runAction(z.object({ carrier: z.enum(CARRIER_CODES) }), input, async ({ carrier }) => {
    await requireAgent();
    const plans = await getRatePlans({ carrier: findCarrier(carrier)!.id });
    return plans.map((p) => ({ id: p.id, plan: p.plan, planType: p.planType, pricePerLine: p.pricePerLine }));
  });
}

/** New Deal: the customer, the deal (value recomputed here) and its first event in one transaction. */
export async function createDealAction(input: unknown): Promise<ActionResult<{ dealId: string }>> {
  const result = await runAction(newDealSchema, input, async (deal) => {
    const agent = await requireAgent();
    const created = await createDealWithCustomer(agent, deal);
    return { dealId: created.dealId };
  });
  if (!result.ok && result.status >= 500) return { ...result, error: "Failed to create deal" };
  return result;
}

export type SaveDealResult = ActionResult<DealRecord> | { ok: false; error: string; status: 409; current: DealRecord };

/**
 * The deal page's edit: New Deal's rules, the agent's company checked, saved only if the deal
 * is still the version the agent opened (else 409 with the deal as it is now).
 */
export async function updateDealAction(input: unknown): Promise<SaveDealResult> {
  let conflict: DealEditConflict | undefined;
  const result = await runAction(editDealSchema, input, async (edit) => {
    const agent = await requireAgent();
    try {
      return await updateDeal(agent, edit);
    } catch (error) {
      if (error instanceof DealEditConflict) conflict = error;
      throw error;
    }
  });
  if (conflict) return { ok: false, error: conflict.message, status: 409, current: conflict.current };
  if (result.ok) revalidatePath(`/dashboard/deals/${result.data.id}`);
  return result;
}

/** A note on the deal's timeline. */
export async function addDealNoteAction(input: unknown): Promise<ActionResult<null>> {
  const result = await runAction(dealNoteSchema, input, async ({ dealId, text }) => {
    const agent = await requireAgent();
    await addDealNote(agent, dealId, text);
    return null;
  });
  if (result.ok) revalidatePath(`/dashboard/deals/${(input as { dealId: string }).dealId}`);
  return result;
}

/** Deletes the deal (after the page's confirmation), if it is still the version the agent opened. */
export async function deleteDealAction(input: unknown): Promise<ActionResult<{ title: string }>> {
  return runAction(deleteDealSchema, input, async ({ dealId, version }) => {
    const agent = await requireAgent();
    return deleteDeal(agent, dealId, version);
  });
}

export type ArchiveDealResult =
  | ActionResult<DealRecord>
  | { ok: false; error: string; status: 409; current: DealRecord };

/** Archive or restore through one path: validated, the agent's company checked, compare-and-set on the version. */
async function changeArchived(input: unknown, archive: boolean): Promise<ArchiveDealResult> {
  let conflict: DealEditConflict | undefined;
  const result = await runAction(archiveDealSchema, input, async ({ dealId, version }) => {
    const agent = await requireAgent();
    try {
      return await (archive ? archiveDeal : restoreDeal)(agent, dealId, version);
    } catch (error) {
      if (error instanceof DealEditConflict) conflict = error;
      throw error;
    }
  });
  if (conflict) return { ok: false, error: conflict.message, status: 409, current: conflict.current };
  if (result.ok) {
    revalidatePath(`/dashboard/deals/${result.data.id}`);
    revalidatePath("/dashboard/deals");
  }
  return result;
}

/** Takes the deal off the board (after the page's confirmation), if it is still the version the agent opened. */
export async function archiveDealAction(input: unknown): Promise<ArchiveDealResult> {
  return changeArchived(input, true);
}

/** Puts an archived deal back on the board (the page's button, or Undo after archiving). */
export async function restoreDealAction(input: unknown): Promise<ArchiveDealResult> {
  return changeArchived(input, false);
}
