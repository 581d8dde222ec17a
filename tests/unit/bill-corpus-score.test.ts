/**
 * The corpus scoring the held-out test and the benchmark rely on: a perfect
 * reading scores every printed field, each wrong or missing field costs one
 * (counted as wrong, or as unread when the analysis gives nothing for it),
 * fields a statement does not print are not counted, lines are matched by number.
 */
import { describe, expect, it } from "vitest";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import { listBillLayouts, scoreBill } from "../fixtures/bills/corpus";
import type { ExpectedBill } from "../fixtures/bills/spec";

/** The analysis a perfect reader would return for `e` (only the fields the score reads). */
function perfect(e: ExpectedBill): BillAnalysis {
  return {
    totalMonthlyBill: e.currentCharges,
    dueDate: e.dueDate,
    lines: e.lines.map((l) => ({
      lineType: l.lineType ?? "voice",
      department: l.department ?? "",
      phoneNumber: `(${l.number.slice(0, 3)}) ${l.number.slice(3, 6)}-${l.number.slice(6)}`,
      user: l.user ?? "someone",
      planName: l.plan,
      planCost: l.planCharge,
      equipment: l.installment
        ? {
            deviceName: l.deviceName ?? "Phone",
            monthlyPayment: l.installment,
            remainingBalance: l.remainingBalance ?? 0,
          }
        : null,
      surcharges: l.surcharges ?? 1.23,
      taxes: l.taxes ?? 4.56,
      dataUsageGB: l.dataGB ?? 7,
      totalCharges: l.total,
    })),
    details: {
      currentProviderId: e.provider,
      totalDue: e.totalDue,
      currentCharges: e.currentCharges,
      accountCharges: e.accountCharges,
      credits: -e.credits,
      reconciliation: { status: "reconciled" },
    },
  } as unknown as BillAnalysis;
}

const layouts = listBillLayouts();

describe("scoreBill", () => {
  it("gives a perfect reading every field of every layout, and counts only printed fields", () => {
    for (const { expected } of layouts) {
      const score = scoreBill(expected, perfect(expected));
      expect(score.right).toBe(score.expected);
      expect(score.reconciled).toBe(true);
      const printed = expected.lines.reduce((n, l) => n + Object.values(l).filter((v) => v !== null).length, 0);
      expect(score.expected).toBe(7 + printed);
    }
  });

  it("costs one field per wrong value, a line's printed fields when the line is missing, everything when nothing was read", () => {
    const { expected } = layouts.find((l) => l.expected.lines.some((x) => x.remainingBalance))!;
    const full = scoreBill(expected, perfect(expected)).expected;

    const wrongTotal = perfect(expected);
    wrongTotal.details!.totalDue = expected.totalDue + 1;
    expect(scoreBill(expected, wrongTotal).right).toBe(full - 1);

    const wrongLine = perfect(expected);
    wrongLine.lines[0]!.planCost! += 0.01;
    expect(scoreBill(expected, wrongLine).right).toBe(full - 1);

    const missing = perfect(expected);
    missing.lines.splice(0, 1);
    const lost = Object.values(expected.lines[0]!).filter((v) => v !== null).length;
    // The line's fields and the line count.
    expect(scoreBill(expected, missing).right).toBe(full - lost - 1);

    const reordered = perfect(expected);
    reordered.lines.reverse();
    expect(scoreBill(expected, reordered).right).toBe(full);

    const unreconciled = perfect(expected);
    unreconciled.details!.reconciliation = {
      status: "unattributed",
      stated: 1,
      linesTotal: 0,
      accountCharges: 0,
      credits: 0,
      unattributed: 1,
    };
    expect(scoreBill(expected, unreconciled).reconciled).toBe(false);

    expect(scoreBill(expected, null)).toEqual({
      right: 0,
      unread: full,
      wrong: 0,
      expected: full,
      reconciled: false,
      wrongBy: {},
    });
    // A wrong field is counted under its name.
    expect(scoreBill(expected, wrongLine).wrongBy).toEqual({ planCharge: 1 });
  });

  it("tells unread fields (nothing given) from wrong ones, a missing device installment being unread rather than 0", () => {
    const { expected } = layouts.find(
      (l) => l.expected.lines.some((x) => x.remainingBalance) && l.expected.lines.some((x) => x.installment === 0),
    )!;
    const full = scoreBill(expected, perfect(expected)).expected;
    const reading = perfect(expected);
    const financed = expected.lines.findIndex((l) => l.installment);
    const unfinanced = expected.lines.findIndex((l) => l.installment === 0);
    const got = (i: number) =>
      reading.lines.find((l) => l.phoneNumber.replace(/\D/g, "") === expected.lines[i]!.number)!;
    got(financed).equipment = null;
    got(unfinanced).equipment = null;
    reading.details!.totalDue = null;
    reading.details!.currentCharges = expected.currentCharges + 5;
    const score = scoreBill(expected, reading);
    // The financed line's installment and balance (and device name when printed) are unread; the other line's "no device" is right.
    const deviceFields = expected.lines[financed]!.deviceName === null ? 2 : 3;
    expect(score).toEqual({
      right: full - deviceFields - 2,
      unread: deviceFields + 1,
      wrong: 1,
      expected: full,
      reconciled: true,
      wrongBy: { currentCharges: 1 },
    });
  });

  it("scores the device name ignoring case, spaces and punctuation, and the department and line kind where printed", () => {
    const { expected } = layouts.find((l) => l.expected.lines.some((x) => x.deviceName && x.department && x.lineType))!;
    const full = scoreBill(expected, perfect(expected)).expected;
    const reading = perfect(expected);
    const i = expected.lines.findIndex((l) => l.deviceName && l.department);
    const line = reading.lines.find((l) => l.phoneNumber.replace(/\D/g, "") === expected.lines[i]!.number)!;
    line.equipment!.deviceName = expected.lines[i]!.deviceName!.toUpperCase().replace(/ /g, "-");
    // A plan's name in capitals as statements print it is the same name; another name is wrong.
    line.planName = expected.lines[i]!.plan.toUpperCase();
    expect(scoreBill(expected, reading).right).toBe(full);
    line.planName = `${expected.lines[i]!.plan} 5GB`;
    expect(scoreBill(expected, reading).wrongBy).toEqual({ plan: 1 });
    line.planName = expected.lines[i]!.plan;
    line.department = "";
    line.lineType = line.lineType === "voice" ? "wearable" : "voice";
    expect(scoreBill(expected, reading)).toMatchObject({ right: full - 2, unread: 1, wrong: 1 });
  });
});
