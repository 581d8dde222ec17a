import { describe, expect, it } from "vitest";
import {
  guessColumnMap,
  parseStatementAmount,
  parseStatementDate,
  readStatementFile,
  StatementFileError,
  toStatementRows,
} from "@/lib/commissions/statement-file";

const text = (s: string) => new TextEncoder().encode(s);

describe("statement cells", () => {
  it("reads amounts as statements write them, chargebacks negative", () => {
    expect(
      ["$1,234.56", "1234.56", " 12 ", "$0.50", "-45.00", "(45.00)", "($1,000.00)", "$-7.25", "−3"].map(
        parseStatementAmount,
      ),
    ).toEqual([1234.56, 1234.56, 12, 0.5, -45, -45, -1000, -7.25, -3]);
    expect(parseStatementAmount(99.999)).toBe(100);
    expect(["", "abc", "12abc", "$", "1,2,3"].map(parseStatementAmount)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("reads payment dates in the usual styles, months paid for and Excel serial numbers", () => {
    expect(
      [
        "2026-10-28",
        "10/28/2026",
        "10/28/26",
        "Oct 28, 2026",
        "October 28, 2026",
        "28 Oct 2026",
        "2026/10/28",
        46323,
      ].map(parseStatementDate),
    ).toEqual([
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
      "2026-10-28",
    ]);
    expect(
      ["2026-10", "Oct 2026", "10/2026", "october 2026", "Oct. 2026", "Sept 2026", "2026/09", "9-2026"].map(
        parseStatementDate,
      ),
    ).toEqual([
      "2026-10-01",
      "2026-10-01",
      "2026-10-01",
      "2026-10-01",
      "2026-10-01",
      "2026-09-01",
      "2026-09-01",
      "2026-09-01",
    ]);
    expect(["someday", "13/45/2026", "", 5, "13/2026", "2026-13", "Oct 26"].map(parseStatementDate)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("statement files", () => {
  it("reads a CSV with a BOM, quoted commas and blank lines", async () => {
    const table = await readStatementFile(
      text('\uFEFFAccount, Amount \r\n"Acme, Inc.","$1,200.00"\r\n\r\nBeta,5\r\n'),
      "s.csv",
    );
    expect(table.headers).toEqual(["Account", "Amount"]);
    expect(toStatementRows(table, { reference: "Account", amount: "Amount" })).toEqual([
      { row: 2, reference: "Acme, Inc.", amount: 1200, paidOn: null, kind: null },
      { row: 3, reference: "Beta", amount: 5, paidOn: null, kind: null },
    ]);
  });

  it("refuses what it cannot read, saying why", async () => {
    const refused = async (bytes: Uint8Array, name: string) => {
      try {
        await readStatementFile(bytes, name);
      } catch (e) {
        expect(e).toBeInstanceOf(StatementFileError);
        return (e as Error).message;
      }
      return "read";
    };
    expect(await refused(text("A,A\r\n1,2\r\n"), "dup.csv")).toBe('The column "A" appears twice in the header row.');
    expect(await refused(text("A,B\r\n1,2,3\r\n"), "wide.csv")).toMatch(
      /different number of columns than the header on row 2/,
    );
    expect(await refused(text("x"), "notes.docx")).toBe("Upload the statement as a .csv or .xlsx file.");
    expect(await refused(new Uint8Array(1_000_001).fill(65), "huge.csv")).toMatch(/larger than 1 MB/);
  });

  it("guesses the usual column names", () => {
    expect(guessColumnMap(["Customer Account", "Commission Amount", "Pay Date", "Payment Type"])).toEqual({
      reference: "Customer Account",
      amount: "Commission Amount",
      paidOn: "Pay Date",
      kind: "Payment Type",
    });
  });
});
