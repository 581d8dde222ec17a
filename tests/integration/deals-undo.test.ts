/**
 * The board's Closed Lost filter and Undo of a move, against a real (PGlite or PostgreSQL)
 * database: "all" keeps lost deals off the board, the Closed Lost filter adds their column,
 * and an Undo (a move back with the fields the deal had) restores probability, close date
 * and lost reason through the same compare-and-set as any move.
 */
import { describe, expect, it } from "vitest";
import { DealMoveConflict, getDealBoard, getDealRecord, updateDealStatus } from "@/lib/db/queries/deals";
import { moveDealSchema } from "@/lib/validation/deals";
import { setupTestDatabase } from "../helpers/db";

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const DEAL = "d1000000-0000-4000-8000-000000000007"; // Copperline, lead

setupTestDatabase();

const undoOf = (move: Awaited<ReturnType<typeof updateDealStatus>>) =>
  moveDealSchema.parse({
    dealId: move.dealId,
    from: move.to,
    status: move.from,
    lostReason: move.previous?.lostReason ?? undefined,
    probability: move.previous?.probability,
    closeDate: move.previous?.closeDate,
  });

async function undo(move: Awaited<ReturnType<typeof updateDealStatus>>) {
  const u = undoOf(move);
  return updateDealStatus(DEMO, u.dealId, u.from, u.status, u);
}

describe("Closed Lost on the board and Undo", () => {
  it("undoing Won gives the lead back its own probability and close date, not the reopening defaults", async () => {
    const before = (await getDealRecord(DEMO.companyId, DEAL))!;
    expect(before.status).toBe("lead");
    const won = await updateDealStatus(DEMO, DEAL, "lead", "closed_won");
    expect(won.probability).toBe(100);
    const back = await undo(won);
    expect(back).toMatchObject({ to: "lead", probability: before.probability, closeDate: before.closeDate });
    const after = (await getDealRecord(DEMO.companyId, DEAL))!;
    expect({ status: after.status, probability: after.probability, closeDate: after.closeDate }).toEqual({
      status: "lead",
      probability: before.probability,
      closeDate: before.closeDate,
    });
  });

  it("the Closed Lost filter shows the lost deal's column; undoing a reopen makes it lost again with its reason", async () => {
    await updateDealStatus(DEMO, DEAL, "lead", "closed_lost", { lostReason: "Went with the incumbent" });
    const all = await getDealBoard(DEMO.companyId, { q: "", status: "all", sort: "created_at" });
    expect(all.columns.map((c) => c.status)).not.toContain("closed_lost");
    expect(all.columns.flatMap((c) => c.deals).some((d) => d.id === DEAL)).toBe(false);
    const lost = await getDealBoard(DEMO.companyId, { q: "", status: "closed_lost", sort: "created_at" });
    expect(lost.columns.map((c) => c.status)).toEqual([
      "lead",
      "qualified",
      "proposal",
      "negotiation",
      "closed_won",
      "closed_lost",
    ]);
    expect(lost.columns.at(-1)!.deals.map((d) => d.id)).toContain(DEAL);

    const reopened = await updateDealStatus(DEMO, DEAL, "closed_lost", "qualified");
    expect((await getDealRecord(DEMO.companyId, DEAL))!.lostReason).toBeNull();
    await undo(reopened);
    const again = (await getDealRecord(DEMO.companyId, DEAL))!;
    expect({ status: again.status, probability: again.probability, lostReason: again.lostReason }).toEqual({
      status: "closed_lost",
      probability: 0,
      lostReason: "Went with the incumbent",
    });
  });

  it("an Undo after someone else moved the deal is refused with the deal as it is now", async () => {
    const moved = await updateDealStatus(DEMO, DEAL, "closed_lost", "proposal");
    await updateDealStatus(DEMO, DEAL, "proposal", "negotiation");
    await expect(undo(moved)).rejects.toBeInstanceOf(DealMoveConflict);
    expect((await getDealRecord(DEMO.companyId, DEAL))!.status).toBe("negotiation");
  });
});
