/**
 * One rule for a deal's status, probability, close date and lost reason, applied by
 * every write (board moves, the deal page's edits, New Deal):
 * - Closed Won: probability 100; the close date is the day it was won unless one is given.
 * - Closed Lost: probability 0; the close date is the day it was lost unless one is given;
 *   a lost reason is required (the forms and the move schema ask for it).
 * - Back to an open status from Won or Lost reopens it: the lost reason is cleared and the
 *   probability becomes the status's usual one unless one is given.
 */
import type { DealStatus } from "@/lib/validation/deals";

export type DealStatusFields = {
  status: DealStatus;
  probability: number;
  /** 'yyyy-MM-dd' or null */
  closeDate: string | null;
  lostReason: string | null;
};

/** The usual probability of an open status, taken when a won or lost deal reopens there. */
export const REOPEN_PROBABILITY: Record<Exclude<DealStatus, "closed_won" | "closed_lost">, number> = {
  lead: 20,
  qualified: 40,
  proposal: 60,
  negotiation: 80,
};

const isClosed = (s: DealStatus | undefined) => s === "closed_won" || s === "closed_lost";

/**
 * The fields after a change to `next.status`. `before` is the deal as stored (null on create);
 * a field of `next` left undefined was not given by the agent and follows the rule.
 */
export function settleDealStatus(
  before: DealStatusFields | null,
  next: { status: DealStatus; probability?: number; closeDate?: string | null; lostReason?: string | null },
  today: string,
): DealStatusFields {
  const status = next.status;
  if (status === "closed_won" || status === "closed_lost") {
    const stayed = before?.status === status;
    const closeDate = next.closeDate !== undefined ? next.closeDate : stayed ? before!.closeDate : today;
    return {
      status,
      probability: status === "closed_won" ? 100 : 0,
      closeDate: closeDate ?? today,
      lostReason: status === "closed_lost" ? next.lostReason?.trim() || before?.lostReason || null : null,
    };
  }
  const reopened = isClosed(before?.status);
  return {
    status,
    probability: next.probability ?? (reopened || !before ? REOPEN_PROBABILITY[status] : before.probability),
    closeDate: next.closeDate !== undefined ? next.closeDate : (before?.closeDate ?? null),
    lostReason: null,
  };
}
