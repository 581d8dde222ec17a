import { describe, expect, it } from "vitest";
import { findPhones, normalisePhone } from "@/lib/lang/phone";

describe("findPhones: US numbers in every common format, anywhere in a row", () => {
  it.each([
    ["(206) 555-0148", "(206) 555-0148"],
    ["214.555.0142", "(214) 555-0142"],
    ["512-555-0134", "(512) 555-0134"],
    ["+1 415 555 0101", "(415) 555-0101"],
    ["+1-415-555-0101", "(415) 555-0101"],
    ["1-206-555-0148", "(206) 555-0148"],
    ["4155550101", "(415) 555-0101"],
    ["206 555 0148", "(206) 555-0148"],
    ["(206)555-0148", "(206) 555-0148"],
    ["(2O6) 555-O148", "(206) 555-0148"],
  ])("%s → %s", (text, national) => {
    expect(findPhones(text).map((p) => p.national)).toEqual([national]);
    expect(normalisePhone(text)).toBe(national);
  });

  it("finds numbers after a name, between cells and before figures", () => {
    const row = "Maria Lopez | 214.555.0142 | Go5G Business | 40.00 | 12.5 GB";
    const [phone] = findPhones(row);
    expect(phone).toMatchObject({ national: "(214) 555-0142", e164: "+12145550142" });
    expect(row.slice(phone!.start, phone!.end)).toBe("214.555.0142");
    expect(findPhones("Line 1: (206) 555-0148, Line 2: 206.555.0149").map((p) => p.national)).toEqual([
      "(206) 555-0148",
      "(206) 555-0149",
    ]);
  });

  it("leaves a name's own number before a number written with points or dashes: 'Van 1 469.555.0117'", () => {
    for (const [row, number] of [
      ["Van 1 469.555.0117", "469.555.0117"],
      ["Store 21 303-555-0171 $54.00", "303-555-0171"],
      ["Front desk 1-206-555-0148", "1-206-555-0148"],
      ["Kiosk 1.206.555.0148", "1.206.555.0148"],
      ["Lobby 1 (206) 555-0148", "1 (206) 555-0148"],
    ] as const) {
      const [phone] = findPhones(row);
      expect(row.slice(phone!.start, phone!.end), row).toBe(number);
    }
  });

  it("does not take amounts, dates, short numbers or account numbers of the wrong length for phones", () => {
    expect(findPhones("$1,234.56 due 12/07/2026")).toEqual([]);
    expect(findPhones("Account 123456789")).toEqual([]);
    expect(findPhones("555-0148")).toEqual([]);
    expect(normalisePhone("12345")).toBeNull();
  });
});
