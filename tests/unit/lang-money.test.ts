import { describe, expect, it } from "vitest";
import { findMoney, moneyValues, parseAmount, parseMoney, roundCents } from "@/lib/lang/money";

describe("parseMoney: one amount as statements print it", () => {
  it.each([
    ["$40.00", 40],
    ["40.00", 40],
    ["$1,234.56", 1234.56],
    ["1,234.56", 1234.56],
    ["$1,234,567.89", 1234567.89],
    ["$0.99", 0.99],
    ["$40", 40],
    ["-12.00", -12],
    ["-$12.00", -12],
    ["$-12.00", -12],
    ["– $12.00", -12],
    ["(12.00)", -12],
    ["($12.00)", -12],
    ["12.00CR", -12],
    ["$12.00 CR", -12],
    ["12.00 credit", -12],
    ["12.00-", -12],
    ["USD 40.00", 40],
    ["40.00 USD", 40],
    ["US$40.00", 40],
    ["S40.00", 40],
    ["$4O.00", 40],
    ["$1O5.2O", 105.2],
  ])("%s → %d", (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([
    "",
    "forty",
    "12.5 GB",
    "300 MB",
    "45%",
    "40",
    "12/07/26",
    "214.555.0142",
    "1.2.3",
    "$40.00 $5.00",
    "Galaxy S25",
  ])("%s is not one amount", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("findMoney: every amount of a row, wherever it stands", () => {
  it("reads amounts among words, figures and units", () => {
    expect(moneyValues("Plan 40.00 12.5GB 3.20")).toEqual([40, 3.2]);
    expect(moneyValues("Device payment 12 of 36 $22.22 Remaining balance $533.28")).toEqual([22.22, 533.28]);
    expect(moneyValues("Payment received Nov 2, 2026 $380.77CR")).toEqual([-380.77]);
    expect(moneyValues("Multi-line discount (25.00) Sales 2 lines")).toEqual([-25]);
    expect(moneyValues("Data used: 12.45 GB · 30 min · 5 lines")).toEqual([]);
    expect(moneyValues("Samsung Galaxy S25 | 27.78")).toEqual([27.78]);
  });
  it("gives each amount's place in the text", () => {
    const [m] = findMoney("Total (incl. tax) $3.00");
    expect(m).toMatchObject({ value: 3, raw: "$3.00", hasCurrency: true });
    expect("Total (incl. tax) $3.00".slice(m!.start, m!.end)).toBe("$3.00");
  });
  it("needs cents without a currency sign, and can demand them always", () => {
    expect(moneyValues("Lines 12")).toEqual([]);
    expect(moneyValues("Fee $5")).toEqual([5]);
    expect(moneyValues("Fee $5", { requireCents: true })).toEqual([]);
  });
});

describe("one money module for statements and free text", () => {
  it("reads the shorthand of free text and the printed amounts of a statement alike", () => {
    expect(parseAmount("$50k")).toBe(50_000);
    expect(parseMoney("$50,000.00")).toBe(50_000);
  });
});

describe("roundCents: the one rounding rule for money", () => {
  it("rounds half a cent away from zero, after the binary drift of the sum before it", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(1234.5649)).toBe(1234.56);
    expect(roundCents(-0.004)).toBe(0);
    expect(Object.is(roundCents(-0.004), -0)).toBe(false);
    expect(roundCents(19.99 * 3)).toBe(59.97);
  });
});
