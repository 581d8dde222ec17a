import { describe, expect, it } from "vitest";
import { csvField, neutraliseFormula, toCsv } from "@/lib/exports/cells";

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
});
