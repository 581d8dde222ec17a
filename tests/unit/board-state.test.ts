import { describe, expect, it } from "vitest";
import { applyMove, relocateDeal } from "@/components/deals/board-state";
import type { BoardColumn, BoardDeal } from "@/lib/db/queries/deals";

const card = (id: string, status: BoardDeal["status"], value: number): BoardDeal => ({
  id,
  status,
  title: id,
  value,
  probability: 20,
  closeDate: null,
  createdDay: "2026-01-01",
  customerName: null,
  companyName: null,
  assignedTo: null,
  commission: value * 2,
  commissionUpfront: value,
  commissionResidualMonthly: value / 24,
});

function board(): BoardColumn[] {
  const a = card("a", "lead", 100);
  const b = card("b", "qualified", 50);
  return [
    { status: "lead", count: 3, total: 300, commission: 120, deals: [a] },
    { status: "qualified", count: 1, total: 50, commission: 20, deals: [b] },
    { status: "proposal", count: 0, total: 0, commission: 0, deals: [] },
    { status: "negotiation", count: 0, total: 0, commission: 0, deals: [] },
    { status: "closed_won", count: 0, total: 0, commission: 0, deals: [] },
  ];
}

const summary = (columns: BoardColumn[]) =>
  Object.fromEntries(
    columns.map((c) => [
      c.status,
      `${c.count}/${c.total}/${c.commission}/${c.deals
        .map((d) => d.id)
        .sort()
        .join(",")}`,
    ]),
  );

describe("relocating a card after a refused move", () => {
  it("takes the card from where it was dropped to where the deal really is, with its current value", () => {
    const a = board()[0]!.deals[0]!;
    const optimistic = applyMove(board(), a, "lead", "proposal", "created_at");
    const fixed = relocateDeal(
      optimistic,
      a,
      "lead",
      "proposal",
      { ...a, status: "qualified", value: 120, commission: 300 },
      "created_at",
    );
    expect(summary(fixed)).toEqual({
      lead: "2/200/80/",
      qualified: "2/170/80/a,b",
      proposal: "0/0/0/",
      negotiation: "0/0/0/",
      closed_won: "0/0/0/",
    });
  });

  it("removes the card from the board when the deal is now Closed Lost", () => {
    const a = board()[0]!.deals[0]!;
    const optimistic = applyMove(board(), a, "lead", "closed_won", "created_at");
    const fixed = relocateDeal(optimistic, a, "lead", "closed_won", { ...a, status: "closed_lost" }, "created_at");
    expect(summary(fixed)).toEqual({
      lead: "2/200/80/",
      qualified: "1/50/20/b",
      proposal: "0/0/0/",
      negotiation: "0/0/0/",
      closed_won: "0/0/0/",
    });
  });

  it("keeps the card once when the deal is where it was dropped", () => {
    const a = board()[0]!.deals[0]!;
    const optimistic = applyMove(board(), a, "lead", "qualified", "created_at");
    const fixed = relocateDeal(optimistic, a, "lead", "qualified", { ...a, status: "qualified" }, "created_at");
    expect(summary(fixed).qualified).toBe("2/150/60/a,b");
    expect(summary(fixed).lead).toBe("2/200/80/");
  });

  it("a card moved to Closed Won counts its whole commission there (earned), not weighted", () => {
    const a = board()[0]!.deals[0]!;
    const moved = applyMove(board(), a, "lead", "closed_won", "created_at");
    expect(summary(moved).closed_won).toBe("1/100/200/a");
    expect(summary(moved).lead).toBe("2/200/80/");
  });
});
