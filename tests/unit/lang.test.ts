import { describe, expect, it } from "vitest";
import { currentCarrier, findCarriers, preferredCarrier, withoutCarriers } from "@/lib/lang/carriers";
import { findTermMonths, parseDateRange } from "@/lib/lang/dates";
import { findNeeds, findPlanFeatures, findFeatureFocus } from "@/lib/lang/features";
import { findDeviceTypes, findPlanType, findPromoCategory } from "@/lib/lang/lines";
import { findAmounts, parseAmount, parseAmountRange, withoutAmounts } from "@/lib/lang/money";
import { findCount, parseNumber, parseOrdinal, wordsToDigits } from "@/lib/lang/numbers";

const LINES = "lines?|phones?|users?|person|people|employees?|techs?";

describe("numbers", () => {
  it("reads numbers in digits and words", () => {
    expect(wordsToDigits("twenty-five phones")).toBe("25 phones");
    expect(wordsToDigits("Twenty Five phones")).toBe("25 phones");
    expect(wordsToDigits("a dozen tablets")).toBe("12 tablets");
    expect(wordsToDigits("half a dozen tablets")).toBe("6 tablets");
    expect(wordsToDigits("3 dozen radios")).toBe("36 radios");
    expect(wordsToDigits("a couple of hotspots")).toBe("2 hotspots");
    expect(wordsToDigits("a pair of routers")).toBe("2 routers");
    expect(wordsToDigits("one hundred and five users")).toBe("105 users");
    expect(wordsToDigits("two thousand five hundred lines")).toBe("2500 lines");
    expect(wordsToDigits("1,200 lines")).toBe("1200 lines");
    expect(wordsToDigits("a hundred lines")).toBe("100 lines");
    expect(wordsToDigits("a plan")).toBe("a plan");
    expect(parseNumber("forty-two")).toBe(42);
    expect(parseNumber("1,500")).toBe(1500);
    expect(parseNumber("phones")).toBeUndefined();
    expect(parseOrdinal("third")).toBe(3);
    expect(parseOrdinal("21st")).toBe(21);
    expect(parseOrdinal("twenty-first")).toBe(21);
  });

  it("finds counts of lines however they are written", () => {
    expect(findCount("price for twenty-five lines", LINES)).toBe(25);
    expect(findCount("a 60-person company", LINES)).toBe(60);
    expect(findCount("10 new voice lines", LINES)).toBe(10);
    // A model's number is no count.
    expect(findCount("compare iphone 16 vs galaxy s25", "iphones?|phones?")).toBeUndefined();
    expect(findCount("iphones: 12", "iphones?|phones?")).toBe(12);
    expect(findCount("a dozen field techs", LINES)).toBe(12);
    expect(findCount("lines: 14", LINES)).toBe(14);
    expect(findCount("the cheapest one for 5 lines", LINES)).toBe(5);
    expect(findCount("under $40 per line", LINES)).toBeUndefined();
    expect(findCount("the iPhone 16 for lines", LINES)).toBeUndefined();
  });
});

describe("carriers", () => {
  it("knows names, abbreviations, nicknames and misspellings", () => {
    const cases: [string, string[]][] = [
      ["AT&T plans", ["att"]],
      ["at and t", ["att"]],
      ["att vs vzw", ["att", "verizon"]],
      ["A.T.&T.", ["att"]],
      ["Verizon Wireless", ["verizon"]],
      ["verison deals", ["verizon"]],
      ["vz or tmo", ["verizon", "tmobile"]],
      ["t mobile", ["tmobile"]],
      ["T-Mobile for Business", ["tmobile"]],
      ["magenta", ["tmobile"]],
      ["tmobile", ["tmobile"]],
      ["at the office", []],
      ["attention to detail", []],
      ["a vzw-free zone", ["verizon"]],
    ];
    for (const [text, expected] of cases) expect(findCarriers(text), text).toEqual(expected);
    expect(withoutCarriers("AT&T and Verizon plans").replace(/\s+/g, " ").trim()).toBe("and plans");
  });

  it("tells the carrier a customer wants from the one they are on", () => {
    expect(preferredCarrier("switching from Verizon, they want AT&T")).toBe("att");
    expect(preferredCarrier("no T-Mobile please, Verizon is fine")).toBe("verizon");
    expect(currentCarrier("a 20-person firm currently on Verizon")).toBe("verizon");
    expect(currentCarrier("unhappy with AT&T coverage")).toBe("att");
    expect(currentCarrier("a T-Mobile customer with 12 lines")).toBe("tmobile");
    expect(currentCarrier("they want Verizon")).toBeNull();
  });
});

describe("money", () => {
  it("reads amounts and limits", () => {
    expect(parseAmount("$1,200.50")).toBe(1200.5);
    expect(parseAmount("50k")).toBe(50000);
    expect(parseAmount("$1.2m")).toBe(1200000);
    expect(parseAmount("forty dollars")).toBe(40);
    expect(parseAmount("phones")).toBeUndefined();
    expect(findAmounts("budget of $2,000 a month and $35/line").map((a) => [a.amount, a.per])).toEqual([
      [2000, "month"],
      [35, "line"],
    ]);
    expect(parseAmountRange("deals over $50k")).toEqual({ min: 50000, per: null });
    expect(parseAmountRange("plans under 40 a line")).toEqual({ max: 40, per: "line" });
    expect(parseAmountRange("less than $1,000")).toEqual({ max: 1000, per: null });
    // a span whose upper end carries the scale scales its lower end too
    expect(parseAmountRange("between 20 and 80 thousand")).toMatchObject({ min: 20000, max: 80000 });
    expect(parseAmountRange("anything from 15 to 60k")).toMatchObject({ min: 15000, max: 60000 });
    expect(parseAmountRange("between 2 and 3 million")).toMatchObject({ min: 2000000, max: 3000000 });
    expect(parseAmountRange("between $900 and 2k")).toMatchObject({ min: 900, max: 2000 });
    expect(parseAmountRange("between $30 and $45 per line")).toEqual({ min: 30, max: 45, per: "line" });
    expect(parseAmountRange("worth more than 100 thousand")).toEqual({ min: 100000, per: null });
    expect(parseAmountRange("over 50k")).toEqual({ min: 50000, per: null });
    expect(parseAmountRange("plans for 10 lines")).toBeUndefined();
    expect(parseAmountRange("deals south of 20 grand")).toEqual({ max: 20000, per: null });
    expect(parseAmountRange("deals bigger than fifty thousand")).toEqual({ min: 50000, per: null });
    expect(parseAmountRange("deals closing within 2 weeks")).toBeUndefined();
  });

  it("blanks out amounts and their limit words, keeping counts and names", () => {
    const words = (t: string) => withoutAmounts(t).split(/\s+/).filter(Boolean).join(" ");
    expect(words("deals north of 100k with Acme")).toBe("deals with Acme");
    expect(words("verizon deals above $30,000")).toBe("verizon deals");
    expect(words("deals under twenty thousand dollars")).toBe("deals");
    expect(words("deals closing within 2 weeks")).toBe("deals closing within 2 weeks");
    expect(words("plans under 40 a line")).toBe("plans under 40 a line");
  });
});

describe("dates", () => {
  const today = new Date(2026, 10, 18); // Wednesday, Nov 18, 2026
  it("reads relative dates as day ranges", () => {
    expect(parseDateRange("closing this month", today)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(parseDateRange("next week", today)).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    // "the next week", "the coming month" are from today; "next week" is the calendar week
    expect(parseDateRange("due in the next week", today)).toMatchObject({ from: "2026-11-18", to: "2026-11-25" });
    expect(parseDateRange("ending over the coming month", today)).toMatchObject({
      from: "2026-11-18",
      to: "2026-12-18",
    });
    expect(parseDateRange("by Friday", today)).toMatchObject({ from: "2026-11-18", to: "2026-11-20" });
    expect(parseDateRange("next friday", today)).toMatchObject({ from: "2026-11-27", to: "2026-11-27" });
    expect(parseDateRange("before end of quarter", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-31" });
    expect(parseDateRange("in the next 30 days", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-18" });
    expect(parseDateRange("contracts expiring in 30 days", today)).toMatchObject({
      from: "2026-11-18",
      to: "2026-12-18",
    });
    expect(parseDateRange("in two weeks", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-02" });
    expect(parseDateRange("due next month", today)).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(parseDateRange("in Q1 2027", today)).toMatchObject({ from: "2027-01-01", to: "2027-03-31" });
    expect(parseDateRange("overdue deals", today)).toMatchObject({ from: undefined, to: "2026-11-17" });
    expect(parseDateRange("closing in January", today)).toMatchObject({ from: "2027-01-01", to: "2027-01-31" });
    expect(parseDateRange("closing before March", today)).toMatchObject({ from: undefined, to: "2027-02-28" });
    expect(parseDateRange("ending by March", today)).toMatchObject({ from: undefined, to: "2027-03-31" });
    expect(parseDateRange("cheapest plan", today)).toBeUndefined();
  });

  it("reads one day however it is named: a date with or without its year, 'the 15th', a holiday", () => {
    expect(parseDateRange("closing before december 25", today)).toMatchObject({ from: undefined, to: "2026-12-24" });
    expect(parseDateRange("due by 1/8", today)).toMatchObject({ from: "2026-11-18", to: "2027-01-08" });
    expect(parseDateRange("signed on Oct 2", today)).toMatchObject({ from: "2026-10-02", to: "2026-10-02" });
    expect(parseDateRange("anything by the 30th", today)).toMatchObject({ from: "2026-11-18", to: "2026-11-30" });
    expect(parseDateRange("on the 3rd", today)).toMatchObject({ from: "2026-12-03", to: "2026-12-03" });
    expect(parseDateRange("before thanksgiving", today)).toMatchObject({ from: undefined, to: "2026-11-25" });
    expect(parseDateRange("after new year's", today)).toMatchObject({ from: "2027-01-01" });
    expect(parseDateRange("by labor day", today)).toMatchObject({ to: "2027-09-06" });
    expect(parseDateRange("in the next fortnight", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-02" });
    expect(parseDateRange("10 lines for 24 months", today)).toBeUndefined();
  });

  it("reads units written short", () => {
    expect(parseDateRange("closing this qtr", today)).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(parseDateRange("in 2 wks", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-02" });
    expect(parseDateRange("in 3 mos", today)).toMatchObject({ from: "2026-11-18", to: "2027-02-18" });
    expect(parseDateRange("next yr", today)).toMatchObject({ from: "2027-01-01", to: "2027-12-31" });
  });

  it("reads spans of years, quarters and halves as months, and keeps the calendar ones", () => {
    const sixMonths = { from: "2026-11-18", to: "2027-05-18" };
    expect(parseDateRange("over the next half year", today)).toMatchObject(sixMonths);
    expect(parseDateRange("within half a year", today)).toMatchObject(sixMonths);
    expect(parseDateRange("in the next 2 quarters", today)).toMatchObject(sixMonths);
    expect(parseDateRange("next two quarters", today)).toMatchObject(sixMonths);
    expect(parseDateRange("in a year and a half", today)).toMatchObject({ from: "2026-11-18", to: "2028-05-18" });
    expect(parseDateRange("within the next 2 years", today)).toMatchObject({ from: "2026-11-18", to: "2028-11-18" });
    expect(parseDateRange("in half a month", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-02" });
    // A year said as a span is twelve months from today.
    const aYear = { from: "2026-11-18", to: "2027-11-18" };
    expect(parseDateRange("during the coming year", today)).toMatchObject(aYear);
    expect(parseDateRange("within one year", today)).toMatchObject(aYear);
    expect(parseDateRange("in the next yr", today)).toMatchObject(aYear);
    expect(parseDateRange("next year", today)).toMatchObject({ from: "2027-01-01", to: "2027-12-31" });
    expect(parseDateRange("next quarter", today)).toMatchObject({ from: "2027-01-01", to: "2027-03-31" });
    expect(parseDateRange("10 lines on a 2 year contract", today)).toBeUndefined();
  });

  it("reads a span between two dates (chrono-node), a part of a month, a week of a date, a weekend and a half year", () => {
    expect(parseDateRange("deals closing between dec 3 and dec 18", today)).toMatchObject({
      from: "2026-12-03",
      to: "2026-12-18",
    });
    expect(parseDateRange("anything from jan 5 to feb 2", today)).toMatchObject({
      from: "2027-01-05",
      to: "2027-02-02",
    });
    expect(parseDateRange("closing 12/3-12/10", today)).toMatchObject({ from: "2026-12-03", to: "2026-12-10" });
    expect(parseDateRange("dec 1 through dec 9", today)).toMatchObject({ from: "2026-12-01", to: "2026-12-09" });
    expect(parseDateRange("early january", today)).toMatchObject({ from: "2027-01-01", to: "2027-01-10" });
    expect(parseDateRange("closing late next month", today)).toMatchObject({ from: "2026-12-21", to: "2026-12-31" });
    expect(parseDateRange("by mid december", today)).toMatchObject({ from: "2026-11-18", to: "2026-12-20" });
    expect(parseDateRange("the week of dec 14", today)).toMatchObject({ from: "2026-12-14", to: "2026-12-20" });
    expect(parseDateRange("this weekend", today)).toMatchObject({ from: "2026-11-21", to: "2026-11-22" });
    expect(parseDateRange("first half of next year", today)).toMatchObject({ from: "2027-01-01", to: "2027-06-30" });
    expect(parseDateRange("h2 2027", today)).toMatchObject({ from: "2027-07-01", to: "2027-12-31" });
    expect(parseDateRange("won since monday", today)).toMatchObject({ from: "2026-11-16", to: "2026-11-18" });
    expect(parseDateRange("by new year", today)).toMatchObject({ from: "2026-11-18", to: "2027-01-01" });
    // The end of a period said the other way round.
    expect(parseDateRange("anything closing before month end?", today)).toMatchObject({
      from: "2026-11-18",
      to: "2026-11-30",
    });
    expect(parseDateRange("by quarter-end", today)).toMatchObject({ to: "2026-12-31" });
    // "late" before a period is a part of it; alone it is overdue.
    expect(parseDateRange("deals running late", today)).toMatchObject({ to: "2026-11-17" });
  });

  it("reads contract terms however they are written", () => {
    expect(findTermMonths("40 lines on a 36 month contract")).toBe(36);
    expect(findTermMonths("contract total for 25 lines, 36 mo")).toBe(36);
    expect(findTermMonths("the 3 year total for 6 lines")).toBe(36);
    expect(findTermMonths("two-year cost of 15 lines")).toBe(24);
    expect(findTermMonths("10 lines, 2 years")).toBe(24);
    expect(findTermMonths("5 lines for 6 months?")).toBe(6);
    expect(findTermMonths("month to month")).toBe(1);
    expect(findTermMonths("25 lines essentials 36 months")).toBe(36);
    expect(findTermMonths("8 lines on 24 mos")).toBe(24);
    // A year said with "a": one year.
    expect(findTermMonths("what do 9 tablets cost over a full year")).toBe(12);
    expect(findTermMonths("4 hotspot lines for an yr")).toBe(12);
    expect(findTermMonths("renewals in a year")).toBeUndefined();
    // A span of time that is no term.
    expect(findTermMonths("deals closed 3 months ago")).toBeUndefined();
    expect(findTermMonths("what did we sell the last 6 months")).toBeUndefined();
    expect(findTermMonths("contracts ending within 6 months")).toBeUndefined();
    expect(findTermMonths("10 phones with 12 months of bill credits")).toBeUndefined();
    expect(findTermMonths("renewals in the next 3 months")).toBeUndefined();
    expect(findTermMonths("promos ending in 2 months")).toBeUndefined();
  });
});

describe("plan, line and device words", () => {
  it("reads plan types, features, device types and needs", () => {
    expect(findPlanType("home internet for the office")).toBe("Fixed Wireless");
    // internet for a number of sites, or a carrier's internet, is fixed wireless
    expect(findPlanType("t-mobile internet for 4 branches")).toBe("Fixed Wireless");
    expect(findPlanType("internet at all of our clinics")).toBe("Fixed Wireless");
    expect(findPlanType("internet at our 2 warehouses")).toBe("Fixed Wireless");
    expect(findPlanType("phones for the internet team")).toBeUndefined();
    expect(findPlanType("plans for iPads")).toBe("Data Only");
    expect(findPlanType("smartwatch lines")).toBe("Wearable");
    expect(findPlanType("cheapest unlimited")).toBe("Unlimited");
    expect(findPlanType("unlimited hotspot plan")).toBe("Hotspot");
    // Laptops online through a phone's hotspot need a phone plan.
    expect(findPlanType("techs who hotspot their laptops")).toBeUndefined();
    expect(findPlanType("phones as wifi for laptops")).toBeUndefined();
    expect(findPlanType("cheapest laptop plan")).toBe("Data Only");
    expect(findPlanType("hotspot-only plans on AT&T")).toBe("Hotspot");
    expect(findPlanFeatures("with unlimited hotspot and 4K streaming")).toEqual(["unlimited_hotspot", "4k_video"]);
    expect(findPlanFeatures("includes premium data")).toEqual(["premium_data"]);
    expect(findFeatureFocus("best plan for streaming video")).toBe("video");
    expect(findFeatureFocus("best for tethering laptops")).toBe("hotspot");
    expect(findDeviceTypes("any flip phones?")).toEqual(["Feature Phone"]);
    expect(findDeviceTypes("mifi devices")).toEqual(["Hotspot"]);
    expect(findDeviceTypes("hotspots certified on AT&T")).toEqual(["Hotspot"]);
    expect(findDeviceTypes("the biggest hotspot allowance")).toEqual([]);
    expect(findDeviceTypes("the biggest hotspot on Verizon")).toEqual([]);
    expect(findDeviceTypes("apple watches")).toEqual(["Smartwatch", "Wearable"]);
    expect(findDeviceTypes("fixed wireless gateways")).toEqual(["FWA"]);
    expect(findPromoCategory("deals on iPhones")).toBe("phones");
    expect(findNeeds("field techs who tether laptops and travel to Mexico")).toEqual({
      hotspot: true,
      premiumData: false,
      international: true,
      fiveG: false,
    });
  });
});

describe("places", () => {
  it("reads US states by name or by code where a place is expected", async () => {
    const { findUsState } = await import("@/lib/lang/places");
    expect(findUsState("customers in Washington")?.code).toBe("WA");
    expect(findUsState("clients in new york")?.code).toBe("NY");
    expect(findUsState("customers based in CO")?.code).toBe("CO");
    expect(findUsState("tell me about it or me")).toBeUndefined();
  });
});
