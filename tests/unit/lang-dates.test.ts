import { describe, expect, it } from "vitest";
import { findDates, findYearlessDates, parseDate } from "@/lib/lang/dates";

const REFERENCE = new Date(2026, 10, 1);

describe("parseDate: absolute dates in every common style", () => {
  it.each([
    ["Dec 7, 2026", "2026-12-07"],
    ["Dec 07, 2026", "2026-12-07"],
    ["Dec. 7, 2026", "2026-12-07"],
    ["Dec 7 2026", "2026-12-07"],
    ["DEC 7, 2026", "2026-12-07"],
    ["December 7, 2026", "2026-12-07"],
    ["December 07, 2026", "2026-12-07"],
    ["December 7th, 2026", "2026-12-07"],
    ["Monday, December 7, 2026", "2026-12-07"],
    ["Mon, Dec 7, 2026", "2026-12-07"],
    ["Sept 3, 2026", "2026-09-03"],
    ["Sep 3, 2026", "2026-09-03"],
    ["07 Dec 2026", "2026-12-07"],
    ["7 December 2026", "2026-12-07"],
    ["7 December, 2026", "2026-12-07"],
    ["7-Dec-2026", "2026-12-07"],
    ["7-Dec-26", "2026-12-07"],
    ["12/07/26", "2026-12-07"],
    ["12/07/2026", "2026-12-07"],
    ["12/7/2026", "2026-12-07"],
    ["12-07-2026", "2026-12-07"],
    ["12.07.2026", "2026-12-07"],
    ["2026-12-07", "2026-12-07"],
    ["2026/12/07", "2026-12-07"],
    ["2026.12.07", "2026-12-07"],
    ["25/12/2026", "2026-12-25"],
    ["1/2/27", "2027-01-02"],
    ["Feb 29, 2028", "2028-02-29"],
  ])("%s → %s", (text, iso) => {
    expect(parseDate(text, REFERENCE)).toBe(iso);
  });

  it.each([
    "Feb 30, 2026",
    "13/13/2026",
    "2026-02-30",
    "Feb 29, 2027",
    "December",
    "12/07",
    "yesterday",
    "",
    "214.555.0142",
    "Smarch 3, 2026",
  ])("%s is not a date", (text) => {
    expect(parseDate(text, REFERENCE)).toBeNull();
  });
});

describe("findDates: dates anywhere in a row", () => {
  it("finds each date with its place, and not phone numbers or amounts", () => {
    const text = "DUE BY 11/30/26 | Statement 2026-11-02 | Call 214.555.0142 | $40.00";
    expect(findDates(text, REFERENCE).map((d) => d.iso)).toEqual(["2026-11-30", "2026-11-02"]);
    const [first] = findDates(text, REFERENCE);
    expect(text.slice(first!.start, first!.end)).toBe("11/30/26");
  });
  it("reads both ends of a billing period", () => {
    expect(findDates("Service period Oct 12, 2026 - Nov 11, 2026", REFERENCE).map((d) => d.iso)).toEqual([
      "2026-10-12",
      "2026-11-11",
    ]);
  });
});

describe("findYearlessDates: due dates printed without a year follow the statement", () => {
  const statement = new Date(2026, 10, 16);
  it.each([
    ["Pay by Dec 7", "2026-12-07"],
    ["Due 12/07", "2026-12-07"],
    ["due Dec 7th", "2026-12-07"],
    ["Due on Jan 5", "2027-01-05"],
    ["7 December", "2026-12-07"],
  ])("%s → %s", (text, iso) => {
    expect(findYearlessDates(text, statement).map((d) => d.iso)).toEqual([iso]);
  });
  it("leaves dates with a year and figures alone", () => {
    expect(findYearlessDates("$40.00 · 12.5 GB", statement)).toEqual([]);
  });
});
