/**
 * Uploads read within limits: compression bombs, huge declared images and oversized
 * cells are refused quickly with a clear message, from the reading worker's checks,
 * and well-formed files still read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeBillBytes } from "@/lib/bills/analyze-bill";
import { extractPdfText } from "@/lib/bills/extract-text";
import { declaredImageSize } from "@/lib/bills/file-type";
import { readStatementFile, StatementFileError } from "@/lib/commissions/statement-file";
import { closeReadPool } from "@/lib/uploads/pool";
import {
  hugeCellXlsx,
  pdfFlateBomb,
  pdfWithText,
  pngDeclaring,
  sharedStringsBomb,
  xlsxOf,
} from "../helpers/hostile-files";

afterAll(async () => {
  await closeReadPool();
});

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string; ms: number }> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    const e = error as { status?: number; message: string };
    return { status: e.status ?? 0, message: e.message, ms: performance.now() - started };
  }
  throw new Error("expected a refusal");
}

describe("bills", () => {
  it("refuses a PDF whose page content inflates to 1 GiB, before pdf.js inflates it", async () => {
    const bomb = await pdfFlateBomb();
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const rss = process.memoryUsage.rss();
    const r = await refusal(() => extractPdfText(bomb));
    expect(r.status).toBe(413);
    expect(r.message).toMatch(/expands beyond/);
    expect(r.ms).toBeLessThan(2_000);
    expect(process.memoryUsage.rss() - rss).toBeLessThan(256 * 1024 * 1024);
  }, 60_000);

  it("still reads a well-formed PDF's text in the worker", async () => {
    const { text, pages } = await extractPdfText(pdfWithText("Amount due $123.45"));
    expect(pages).toBe(1);
    expect(text).toContain("Amount due $123.45");
  });

  it("reads an image's declared size from its header and refuses one over the pixel budget before decoding", async () => {
    const png = pngDeclaring(30_000, 30_000);
    expect(declaredImageSize(png, "png")).toEqual({ width: 30_000, height: 30_000 });
    const r = await refusal(() => analyzeBillBytes(png, null));
    expect(r.status).toBe(413);
    expect(r.message).toMatch(/30,000 × 30,000 pixels/);
    expect(r.ms).toBeLessThan(500);
  });

  it("reads a JPEG's size from its frame header", () => {
    // SOI, APP0 (length 16), SOF0: length 17, precision 8, height 600, width 800.
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Buffer.from("JFIF\0"),
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x02,
      0x58,
      0x03,
      0x20,
      0x03,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]);
    expect(declaredImageSize(jpeg, "jpeg")).toEqual({ width: 800, height: 600 });
  });
});

describe("statements", () => {
  // Built before the tests: deflating 200 MB takes seconds, many more on a loaded machine.
  let hugeCell: Buffer;
  beforeAll(() => {
    hugeCell = hugeCellXlsx();
  }, 180_000);

  it("refuses a workbook of 5 million shared strings before a spreadsheet reader opens it", async () => {
    const bomb = sharedStringsBomb();
    expect(bomb.length).toBeLessThan(1_000_000);
    const r = await refusal(() => readStatementFile(bomb, "statement.xlsx"));
    expect(r.status).toBe(413);
    expect(r.ms).toBeLessThan(2_000);
  });

  it("refuses a workbook with a 200 MB cell", async () => {
    const bomb = hugeCell;
    expect(bomb.length).toBeLessThan(1_000_000);
    const r = await refusal(() => readStatementFile(bomb, "statement.xlsx"));
    expect(r.status).toBe(413);
    expect(r.ms).toBeLessThan(2_000);
  });

  it("refuses a cell longer than any reference, naming its row, in CSV and .xlsx", async () => {
    const long = "x".repeat(5_000);
    const csv = new TextEncoder().encode(`Deal,Amount\nok,1.00\n${long},2.00\n`);
    await expect(readStatementFile(csv, "s.csv")).rejects.toThrow(/Row 3 has a cell of 5,000 characters/);
    const book = xlsxOf([
      ["Deal", "Amount"],
      ["ok", "1.00"],
      [long, "2.00"],
    ]);
    const r = await refusal(() => readStatementFile(book, "s.xlsx"));
    expect(r.message).toMatch(/Row 3 has a cell of 5,000 characters/);
    expect(r.status).toBe(400);
  });

  it("still reads a well-formed workbook in the worker", async () => {
    const book = xlsxOf([
      ["Deal", "Amount"],
      ["Acme", "120.50"],
    ]);
    const table = await readStatementFile(book, "s.xlsx");
    expect(table.headers).toEqual(["Deal", "Amount"]);
    expect(table.records).toEqual([{ Deal: "Acme", Amount: "120.50" }]);
    await expect(readStatementFile(new TextEncoder().encode("Deal\n"), "s.csv")).rejects.toBeInstanceOf(
      StatementFileError,
    );
  });
});
