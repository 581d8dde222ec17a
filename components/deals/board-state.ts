/** Pure helpers of the board's local state (optimistic moves and their rollback). */
import type { BoardColumn, BoardDeal } from "@/lib/db/queries/deals";
import { roundCents } from "@/lib/lang/money";
import { weightedCommission } from "@/lib/commissions/model";
import type { DealSort, DealStatus } from "@/lib/validation/deals";

/** What one card adds to its column's commission figure (earned in Closed Won, weighted elsewhere). */
const commissionIn = (deal: BoardDeal, status: DealStatus) =>
  weightedCommission(deal.commission ?? 0, status, deal.probability);

/** The order of cards in a column, as the server sorts them (descending). */
export function compareDeals(sort: DealSort): (a: BoardDeal, b: BoardDeal) => number {
  const tie = (a: BoardDeal, b: BoardDeal) => b.createdDay.localeCompare(a.createdDay);
  switch (sort) {
    case "close_date":
      return (a, b) => {
        if (a.closeDate === b.closeDate) return tie(a, b);
        if (!a.closeDate) return 1;
        if (!b.closeDate) return -1;
        return b.closeDate.localeCompare(a.closeDate);
      };
    case "value":
      return (a, b) => b.value - a.value || tie(a, b);
    case "probability":
      return (a, b) => b.probability - a.probability || tie(a, b);
    default:
      return tie;
  }
}

/** Moves `deal` from `from` to `to` (to no column, when the board does not show `to`), keeping counts and totals right. */
export function applyMove(
  columns: BoardColumn[],
  deal: BoardDeal,
  from: DealStatus,
  to: DealStatus,
  sort: DealSort,
): BoardColumn[] {
  if (from === to) return columns;
  const moved: BoardDeal = { ...deal, status: to };
  return columns.map((column) => {
    if (column.status === from) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        total: roundCents(column.total - deal.value),
        commission: roundCents(column.commission - commissionIn(deal, from)),
        deals: column.deals.filter((d) => d.id !== deal.id),
      };
    }
    if (column.status === to) {
      return {
        ...column,
        count: column.count + 1,
        total: roundCents(column.total + deal.value),
        commission: roundCents(column.commission + commissionIn(deal, to)),
        deals: [...column.deals.filter((d) => d.id !== deal.id), moved].sort(compareDeals(sort)),
      };
    }
    return column;
  });
}

/**
 * After a refused move: the card left `shownIn` (where the board had put it) for
 * where the deal really is (`current`, possibly off the board when Closed Lost or
 * outside the current search), with the deal's current figures. `seenIn` is the
 * status the board had before the move: the deal has left it too.
 */
export function relocateDeal(
  columns: BoardColumn[],
  deal: BoardDeal,
  seenIn: DealStatus,
  shownIn: DealStatus,
  current: Omit<BoardDeal, "status"> & { status: DealStatus },
  sort: DealSort,
): BoardColumn[] {
  const restored = applyMove(columns, deal, shownIn, seenIn, sort);
  const moved: BoardDeal = current;
  return restored.map((column) => {
    if (column.status === seenIn && column.status !== current.status) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        total: roundCents(column.total - deal.value),
        commission: roundCents(column.commission - commissionIn(deal, seenIn)),
        deals: column.deals.filter((d) => d.id !== deal.id),
      };
    }
    if (column.status === current.status) {
      const inColumn = column.deals.some((d) => d.id === deal.id);
      return {
        ...column,
        count: column.status === seenIn ? column.count : column.count + 1,
        total: roundCents(column.total - (inColumn ? deal.value : 0) + current.value),
        commission: roundCents(
          column.commission - (inColumn ? commissionIn(deal, column.status) : 0) + commissionIn(moved, column.status),
        ),
        deals: [...column.deals.filter((d) => d.id !== deal.id), moved].sort(compareDeals(sort)),
      };
    }
    return column;
  });
}
