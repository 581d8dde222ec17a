/**
 * Commission statements against a real database: the column mapping asked once per
 * source, reconciliation stored with the rows, a re-upload refused, bad files
 * refused with nothing changed, .xlsx read by exceljs, and received to date.
 */
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import {
  getCommissionsReport,
  getReceivedToDate,
  getStatementReconciliation,
  getStatementSources,
  uploadStatement,
} from "@/lib/db/queries/statements";
import { setupTestDatabase } from "../helpers/db";
import { xlsxOf } from "../helpers/hostile-files";

class RollBack extends Error {}
const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const RIDGELINE = "d1000000-0000-4000-8000-000000000001"; // AT&T, won this month

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));
const text = (s: string) => new TextEncoder().encode(s);
const counts = async () =>
  (
    await all<{ s: number; p: number; src: number }>(sql`select (select count(*)::int from commission_statements) as s,
    (select count(*)::int from commission_payments) as p, (select count(*)::int from statement_sources) as src`)
  )[0]!;

let period = "";
let upfront = 0;

describe("commission statements", () => {
  it("asks for the columns the first time, then reconciles and remembers the mapping for the source", async () => {
    await refreshPendingCommissions(DEMO.companyId);
    const [r] = await all<{ period: string; upfront: number }>(sql`
      select to_char(close_date, 'YYYY-MM') as period, commission_upfront::float8 as upfront from deals where id = ${RIDGELINE}`);
    period = r!.period;
    upfront = r!.upfront;
    const csv = `Account,Paid Amount,Pay Date,Type\r\n"Ridgeline HVAC - 57-line fleet refresh","$${upfront.toFixed(2)}",${period}-28,Upfront\r\nNobody We Know,12.50,${period}-28,Residual\r\n`;
    const first = await uploadStatement(DEMO, {
      source: { name: "AT&T Alliance", carrier: "ATT" },
      period,
      filename: "att.csv",
      bytes: text(csv),
    });
    expect(first).toEqual({
      kind: "needs-mapping",
      headers: ["Account", "Paid Amount", "Pay Date", "Type"],
      guess: expect.objectContaining({ reference: "Account" }),
    });
    expect(await counts()).toEqual({ s: 0, p: 0, src: 0 });

    const done = await uploadStatement(DEMO, {
      source: { name: "AT&T Alliance", carrier: "ATT" },
      period,
      filename: "att.csv",
      bytes: text(csv),
      columnMap: { reference: "Account", amount: "Paid Amount", paidOn: "Pay Date", kind: "Type" },
    });
    if (done.kind !== "reconciled") throw new Error("not reconciled");
    expect(done.rows).toBe(2);
    const ridgeline = done.reconciliation.lines.find((l) => l.dealId === RIDGELINE)!;
    expect(ridgeline).toMatchObject({ outcome: "matched", expected: upfront, paid: upfront });
    expect(done.reconciliation.lines.filter((l) => l.outcome === "unexpected").map((l) => l.reference)).toEqual([
      "Nobody We Know",
    ]);
    expect(await counts()).toEqual({ s: 1, p: 2, src: 1 });
    const [payment] = await all<{ deal_id: string; paid_on: string; kind: string }>(sql`
      select deal_id, paid_on::text as paid_on, kind from commission_payments where row_number = 2`);
    expect(payment).toEqual({ deal_id: RIDGELINE, paid_on: `${period}-28`, kind: "Upfront" });

    const sources = await getStatementSources(DEMO.companyId);
    expect(sources).toEqual([
      expect.objectContaining({
        name: "AT&T Alliance",
        carrier: "ATT",
        columnMap: expect.objectContaining({ reference: "Account" }),
      }),
    ]);
    const again = await getStatementReconciliation(DEMO.companyId, done.statementId);
    expect(again!.reconciliation.counts).toEqual(done.reconciliation.counts);
    expect(await getStatementReconciliation(HARBOR.companyId, done.statementId)).toBeNull();
  });

  it("recognises a statement uploaded before (same content) and does not count it twice", async () => {
    const before = await counts();
    const csv = `Account,Paid Amount,Pay Date,Type\r\n"Ridgeline HVAC - 57-line fleet refresh","$${upfront.toFixed(2)}",${period}-28,Upfront\r\nNobody We Know,12.50,${period}-28,Residual\r\n`;
    const source = (await getStatementSources(DEMO.companyId))[0]!;
    await expect(
      uploadStatement(DEMO, { source: { id: source.id }, period, filename: "renamed.csv", bytes: text(csv) }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        /^This statement was already uploaded on [A-Z][a-z]{2} \d{1,2}, \d{4} \(att\.csv\); it was not counted again\.$/,
      ),
    });
    expect(await counts()).toEqual(before);
    // The same rows written otherwise: line endings, blank lines, spacing, number formats, column and row order, .xlsx.
    const variants: [string, Uint8Array][] = [
      ["lf.csv", text(csv.replace(/\r\n/g, "\n"))],
      ["blank-lines.csv", text(`\n${csv.replace(/\r\n/g, "\r\n\r\n")}\r\n`)],
      [
        "spaced.csv",
        text(
          `Account , Paid Amount ,Pay Date,Type\n"Ridgeline  HVAC - 57-line fleet refresh", ${upfront.toFixed(2)} ,${period}-28,Upfront\nNobody We Know,$12.5,${period}-28,Residual\n`,
        ),
      ],
      [
        "reordered.csv",
        text(
          `Type,Pay Date,Paid Amount,Account\nResidual,${period}-28,12.500,Nobody We Know\nUpfront,${period}-28,"${upfront.toLocaleString("en-US", { minimumFractionDigits: 2 })}",Ridgeline HVAC - 57-line fleet refresh\n`,
        ),
      ],
      [
        "saved-as.xlsx",
        xlsxOf([
          ["Account", "Paid Amount", "Pay Date", "Type"],
          ["Ridgeline HVAC - 57-line fleet refresh", `$${upfront.toFixed(2)}`, `${period}-28`, "Upfront"],
          ["Nobody We Know", "12.50", `${period}-28`, "Residual"],
        ]),
      ],
    ];
    for (const [filename, bytes] of variants) {
      await expect(
        uploadStatement(DEMO, { source: { id: source.id }, period, filename, bytes }),
        filename,
      ).rejects.toMatchObject({ status: 409, message: expect.stringContaining("(att.csv)") });
    }
    expect(await counts()).toEqual(before);
    const received = (await getReceivedToDate(DEMO.companyId)).find((r) => r.dealId === RIDGELINE)!;
    expect(received.received).toBe(upfront);
  });

  it("refuses bad files with a clear message and changes nothing", async () => {
    const before = await counts();
    const source = { id: (await getStatementSources(DEMO.companyId))[0]!.id };
    const bad: [string, Uint8Array, RegExp][] = [
      ["empty.csv", text(""), /^The file is empty\. Nothing was saved\.$/],
      ["photo.csv", new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10, 0x4a]), /not a CSV text file/],
      ["statement.pdf", text("%PDF-1.7"), /Upload the statement as a \.csv or \.xlsx file/],
      ["broken.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), /damaged or not a spreadsheet/],
      ["header-only.csv", text("Account,Paid Amount\r\n"), /has a header row but no rows/],
      [
        "other-columns.csv",
        text("Customer,Total\r\nX,1\r\n"),
        /The column "Account" \(Deal reference.*\) is not in this file/,
      ],
      [
        "bad-amount.csv",
        text("Account,Paid Amount,Pay Date,Type\r\nA,12.00,,\r\nB,twelve-ish,,\r\n"),
        /^Row 3: "twelve-ish" is not an amount\. Nothing was saved\.$/,
      ],
      [
        "bad-date.csv",
        text("Account,Paid Amount,Pay Date,Type\r\nA,12.00,someday,\r\n"),
        /^Row 2: "someday" is not a date/,
      ],
      ["quote.csv", text('Account,Paid Amount,Pay Date,Type\r\n"A,12.00,,\r\n'), /unclosed quote/],
    ];
    for (const [filename, bytes, message] of bad) {
      await expect(uploadStatement(DEMO, { source, period, filename, bytes }), filename).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("reads .xlsx statements (numbers, dates, formulas) with exceljs; chargebacks in parentheses are negative", async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet("Payouts");
    ws.addRow(["Account", "Paid Amount", "Pay Date", "Type"]);
    ws.addRow(["Ridgeline HVAC - 57-line fleet refresh", 100, new Date(`${period}-15T00:00:00Z`), "Residual"]);
    ws.addRow(["Ridgeline HVAC - 57-line fleet refresh", "(40.00)", `${period}-20`, "Chargeback"]);
    ws.addRow([
      "Bluewater Dental - Internet Air backup for 4 offices",
      { formula: "10*2", result: 20 },
      null,
      "Residual",
    ]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const source = { id: (await getStatementSources(DEMO.companyId))[0]!.id };
    const done = await uploadStatement(DEMO, { source, period, filename: "att.xlsx", bytes });
    if (done.kind !== "reconciled") throw new Error("not reconciled");
    expect(done.rows).toBe(3);
    const amounts = await all<{ amount: number; paid_on: string | null }>(sql`
      select p.amount::float8 as amount, p.paid_on::text as paid_on from commission_payments p
      join commission_statements s on s.id = p.statement_id where s.filename = 'att.xlsx' order by p.row_number`);
    expect(amounts).toEqual([
      { amount: 100, paid_on: `${period}-15` },
      { amount: -40, paid_on: `${period}-20` },
      { amount: 20, paid_on: null },
    ]);
    // Bluewater is AT&T too; Ridgeline now received upfront + 100 − 40
    const received = (await getReceivedToDate(DEMO.companyId)).find((r) => r.dealId === RIDGELINE)!;
    expect(received.received).toBeCloseTo(upfront + 60, 2);
  });

  it("the Commissions report sums expected and received by month, carrier and agent", async () => {
    const rows = await getCommissionsReport(DEMO.companyId, { from: null, to: null });
    const row = (carrier: string, agent: string) =>
      rows.find((r) => r.month === period && r.carrier === carrier && r.agent === agent);
    expect(row("ATT", "demo")!.received).toBeCloseTo(upfront + 60, 2);
    expect(row("ATT", "demo")!.expected).toBeGreaterThanOrEqual(upfront);
    expect(row("ATT", "Unmatched")).toMatchObject({ expected: 0, received: 12.5 });
    expect(rows.every((r) => r.month <= new Date().toISOString().slice(0, 7))).toBe(true);
    const harbor = await getCommissionsReport(HARBOR.companyId, { from: null, to: null });
    expect(harbor.every((r) => r.received === 0)).toBe(true);
  });

  it("a Period column holding the month paid for (2026-10, Oct 2026, 10/2026) means that month", async () => {
    const [y, m] = period.split("-").map(Number) as [number, number];
    const short = new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
    const csv = `Account,Paid Amount,Period\r\nMonthly One,1.00,${period}\r\nMonthly Two,2.00,${short} ${y}\r\nMonthly Three,3.00,${m}/${y}\r\n`;
    const done = await uploadStatement(DEMO, {
      source: { name: "Verizon Partner", carrier: "VERIZON" },
      period,
      filename: "months.csv",
      bytes: text(csv),
      columnMap: { reference: "Account", amount: "Paid Amount", paidOn: "Period" },
    });
    expect(done.kind).toBe("reconciled");
    const stored = await all<{ paid_on: string }>(sql`
      select p.paid_on::text as paid_on from commission_payments p
      join commission_statements s on s.id = p.statement_id where s.filename = 'months.csv' order by p.row_number`);
    expect(stored).toEqual([{ paid_on: `${period}-01` }, { paid_on: `${period}-01` }, { paid_on: `${period}-01` }]);
  });

  it("statement tables are closed to other companies under row-level security", async () => {
    const { db } = database();
    let seen: unknown[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: HARBOR.id })}, true)`);
        await tx.execute(sql.raw("set local role authenticated"));
        seen = [
          ...rowsOf(await tx.execute(sql`select id from public.statement_sources`)),
          ...rowsOf(await tx.execute(sql`select id from public.commission_statements`)),
          ...rowsOf(await tx.execute(sql`select id from public.commission_payments`)),
          ...rowsOf(await tx.execute(sql`update public.commission_payments set amount = 0 returning id`)),
        ];
        throw new RollBack();
      })
      .catch((e) => {
        if (!(e instanceof RollBack)) throw e;
      });
    expect(seen).toEqual([]);
    expect((await counts()).p).toBeGreaterThan(0);
  });
});
