import { describe, expect, it } from "vitest";
import { settleDealStatus, type DealStatusFields } from "@/lib/deals/status-rules";

const TODAY = "2026-11-26";
const open: DealStatusFields = { status: "negotiation", probability: 35, closeDate: "2027-01-15", lostReason: null };

describe("the deal status rule", () => {
  it("Closed Won: probability 100, the close date is the day it was won unless given", () => {
    expect(settleDealStatus(open, { status: "closed_won" }, TODAY)).toEqual({
      status: "closed_won",
      probability: 100,
      closeDate: TODAY,
      lostReason: null,
    });
    expect(
      settleDealStatus(open, { status: "closed_won", closeDate: "2026-11-02", probability: 50 }, TODAY),
    ).toMatchObject({
      probability: 100,
      closeDate: "2026-11-02",
    });
    // staying won keeps the day it was won
    const won = settleDealStatus(open, { status: "closed_won" }, "2026-10-01");
    expect(settleDealStatus(won, { status: "closed_won" }, TODAY).closeDate).toBe("2026-10-01");
  });

  it("Closed Lost: probability 0 and its reason; reopening clears the reason and takes the status's probability", () => {
    const lost = settleDealStatus(open, { status: "closed_lost", lostReason: "  Went with cable  " }, TODAY);
    expect(lost).toEqual({ status: "closed_lost", probability: 0, closeDate: TODAY, lostReason: "Went with cable" });
    expect(settleDealStatus(lost, { status: "qualified" }, TODAY)).toEqual({
      status: "qualified",
      probability: 40,
      closeDate: TODAY,
      lostReason: null,
    });
    expect(settleDealStatus(lost, { status: "proposal", probability: 55 }, TODAY).probability).toBe(55);
  });

  it("between open statuses the probability and close date stay unless given", () => {
    expect(settleDealStatus(open, { status: "proposal" }, TODAY)).toEqual({ ...open, status: "proposal" });
    expect(settleDealStatus(null, { status: "lead", probability: 10, closeDate: null }, TODAY)).toMatchObject({
      probability: 10,
      closeDate: null,
    });
  });
});
