/** Pure helpers of the board's local state (optimistic moves and their rollback). */
import type { BoardColumn, BoardDeal } from "@/lib/db/queries/deals";
import type { BoardStatus, DealSort, DealStatus } from "@/lib/validation/deals";

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

const isBoardStatus = (s: DealStatus): s is BoardStatus => s !== "closed_lost";

/** Moves `deal` from `from` to `to` (closed_lost leaves the board), keeping counts and totals right. */
export function applyMove(
  columns: BoardColumn[],
  deal: BoardDeal,
  from: DealStatus,
  to: DealStatus,
  sort: DealSort,
): BoardColumn[] {
  if (from === to) return columns;
  const moved: BoardDeal = { ...deal, status: isBoardStatus(to) ? to : deal.status };
  return columns.map((column) => {
    if (column.status === from) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        total: Math.round((column.total - deal.value) * 100) / 100,
        deals: column.deals.filter((d) => d.id !== deal.id),
      };
    }
    if (column.status === to) {
      return {
        ...column,
        count: column.count + 1,
        total: Math.round((column.total + deal.value) * 100) / 100,
        deals: [...column.deals.filter((d) => d.id !== deal.id), moved].sort(compareDeals(sort)),
      };
    }
    return column;
  });
}
