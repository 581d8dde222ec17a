import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { DEAL_EXPORT_COLUMNS } from "@/components/reports/columns";
import { buildWorkbookInChunks } from "@/components/reports/workbook-export";
import { csvField, excelDay, neutraliseFormula, toCsv } from "@/lib/exports/cells";
import type { DealExportRow } from "@/lib/db/queries/deals";

describe("spreadsheet cells", () => {
  it("neutralises text a spreadsheet would run as a formula", () => {
    for (const danger of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x"]) {
      expect(neutraliseFormula(danger)).toBe(`'${danger}`);
    }
    expect(neutraliseFormula("Galaxy S25")).toBe("Galaxy S25");
  });

  it("quotes CSV fields per RFC 4180", () => {
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField(null)).toBe("");
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it("builds a CRLF document with a header row", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"]])).toBe('A,B\r\n1,"x,y"\r\n');
  });

  it("writes days as spreadsheet dates: serial numbers, nothing for what is not a day", () => {
    expect(excelDay("1900-03-01")).toBe(61);
    expect(excelDay("2026-10-05")).toBe(46300);
    expect(excelDay("2026-10-05T23:59:00Z")).toBe(46300);
    expect([excelDay("2026-02-30"), excelDay(""), excelDay(null), excelDay("Oct 5, 2026")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("the deals export", () => {
  it("has date cells shown as MMM d, yyyy and carriers by name", async () => {
    const deal: DealExportRow = {
      title: "Fleet refresh",
      customer: "Harborview Logistics Group",
      status: "closed_won",
      value: 12000,
      closeDate: "2026-10-05",
      probability: 100,
      carrier: "TMOBILE",
      productType: "Phone",
      monthlyRevenue: 500,
      oneTimeRevenue: 0,
      totalRevenue: 12000,
      assignedTo: "demo",
      createdDay: "2026-01-15",
    };
    const bytes = await buildWorkbookInChunks({ sheet: "Deals", columns: DEAL_EXPORT_COLUMNS, rows: [deal] });
    const ws = XLSX.read(new Uint8Array(bytes), { type: "array", cellNF: true }).Sheets.Deals!;
    const at = (header: string) =>
      ws[XLSX.utils.encode_cell({ r: 1, c: DEAL_EXPORT_COLUMNS.findIndex((c) => c.header === header) })];
    expect(at("Close Date")).toMatchObject({ t: "n", v: 46300, z: "mmm d, yyyy", w: "Oct 5, 2026" });
    expect(at("Created At")).toMatchObject({ t: "n", z: "mmm d, yyyy", w: "Jan 15, 2026" });
    expect(at("Carrier").v).toBe("T-Mobile");
  });
});
