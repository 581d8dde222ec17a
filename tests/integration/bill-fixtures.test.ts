/**
 * Every fixture bill (AT&T, Verizon, T-Mobile layouts; PDF and PNG) through the
 * whole analyzer: the exact total, due date and every line's number and charges.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeBillBytes } from "@/lib/bills/analyze-bill";
import { ocrWorkerStarts, terminateOcr } from "@/lib/bills/extract-text";
import { setupTestDatabase } from "../helpers/db";
import {
  FIXTURE_CARRIERS,
  makeBills,
  makeLines,
  openShooter,
  renderStatement,
  statementHtml,
  type FixtureBill,
} from "../fixtures/make-bills";

setupTestDatabase();

const dir = mkdtempSync(path.join(tmpdir(), "bill-fixtures-"));
let bills: FixtureBill[] = [];

beforeAll(async () => {
  bills = await makeBills(dir);
}, 120_000);

afterAll(async () => {
  await terminateOcr();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(FIXTURE_CARRIERS)("%s bill", (carrier) => {
  it.each(["pdf", "png"] as const)(
    "reads the %s exactly",
    async (format) => {
      const bill = bills.find((b) => b.carrier === carrier)!;
      const file = format === "pdf" ? bill.pdf : bill.png!;
      const expected = bill.expected;
      const analysis = await analyzeBillBytes(new Uint8Array(readFileSync(file)));

      expect(analysis.totalMonthlyBill).toBe(expected.totalMonthlyBill);
      expect(analysis.dueDate).toBe(expected.dueDate);
      expect(analysis.details?.currentProviderId).toBe(carrier);
      expect(analysis.details?.accountNumber).toBe(expected.accountNumber);
      expect(analysis.lines).toHaveLength(expected.lines.length);
      expected.lines.forEach((want, i) => {
        const got = analysis.lines[i]!;
        expect({
          phoneNumber: got.phoneNumber,
          department: got.department,
          planName: got.planName,
          planCost: got.planCost,
          dataUsageGB: got.dataUsageGB,
          equipment: got.equipment,
          internationalCost: got.internationalCost,
          countries: got.countries,
          totalCharges: got.totalCharges,
          lineType: got.lineType,
        }).toEqual(want);
      });

      // Computed fields agree with the lines.
      const data = Math.round(expected.lines.reduce((s, l) => s + l.dataUsageGB, 0) * 100) / 100;
      expect(analysis.totalDataUsageGB).toBe(data);
      const intl = expected.lines.reduce((s, l) => s + l.internationalCost, 0);
      expect(analysis.businessMetrics.internationalUsage.cost).toBe(intl);
      expect(analysis.businessMetrics.internationalUsage.countries.length).toBeGreaterThan(0);
      const deptLines = Object.values(analysis.departmentBreakdown).reduce((s, d) => s + d.lines, 0);
      expect(deptLines).toBe(expected.lines.length);
      expect(analysis.businessMetrics.complianceStatus.policyCompliant).toBe(false);
      expect(analysis.businessMetrics.complianceStatus.issues.some((i) => i.includes("International charges"))).toBe(
        true,
      );
      expect(analysis.competitiveAnalysis.currentProvider).toBe(
        { att: "AT&T", verizon: "Verizon", tmobile: "T-Mobile" }[carrier],
      );
      // Line charges plus taxes make the total: no mismatch issue.
      expect(
        analysis.businessMetrics.complianceStatus.issues.some((i) => i.includes("differ from the amount due")),
      ).toBe(false);
    },
    60_000,
  );
});

describe("JPEG bill", () => {
  it("is read by OCR like a PNG", async () => {
    const { rows, expected } = renderStatement("verizon", makeLines("verizon", 4, 1));
    const file = path.join(dir, "verizon-bill.jpg");
    const shooter = await openShooter();
    try {
      await shooter.shoot(statementHtml(rows), file);
    } finally {
      await shooter.close();
    }
    const analysis = await analyzeBillBytes(new Uint8Array(readFileSync(file)));
    expect(analysis.totalMonthlyBill).toBe(expected.totalMonthlyBill);
    expect(analysis.dueDate).toBe(expected.dueDate);
    expect(analysis.lines.map((l) => [l.phoneNumber, l.planCost, l.totalCharges])).toEqual(
      expected.lines.map((l) => [l.phoneNumber, l.planCost, l.totalCharges]),
    );
  }, 90_000);
});

describe("an image that cannot be decoded", () => {
  it("is refused with 422 and keeps the OCR worker for the next bill", async () => {
    const bill = bills.find((b) => b.png)!;
    await analyzeBillBytes(new Uint8Array(readFileSync(bill.png!)));
    const starts = ocrWorkerStarts();
    const junk = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length: 500 }, (_, i) => (i * 37) & 255),
    ]);
    for (let i = 0; i < 3; i++) {
      await expect(analyzeBillBytes(junk)).rejects.toMatchObject({
        status: 422,
        message: expect.stringMatching(/could not be read/),
      });
    }
    const analysis = await analyzeBillBytes(new Uint8Array(readFileSync(bill.png!)));
    expect(analysis.totalMonthlyBill).toBe(bill.expected.totalMonthlyBill);
    expect(ocrWorkerStarts()).toBe(starts);
  }, 90_000);
});
