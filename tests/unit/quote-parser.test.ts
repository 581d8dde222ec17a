import { describe, expect, it } from "vitest";
import { wordsToDigits } from "@/lib/lang/numbers";
import { parseDescription } from "@/lib/quotes/parse-description";
import { DESCRIPTION_SET } from "./quote-description-set";

describe("quote description parser", () => {
  it("reads line counts and carrier of at least 18 of the description set", () => {
    const failures: string[] = [];
    for (const c of DESCRIPTION_SET) {
      const r = parseDescription(c.description);
      const got = { ...r.lines, carrier: r.carrierPreference };
      const want = {
        voice: c.voice,
        mobileInternet: c.mobileInternet,
        fixedWireless: c.fixedWireless,
        wearables: c.wearables,
        carrier: c.carrier,
      };
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        failures.push(`${c.description}\n    want ${JSON.stringify(want)}\n    got  ${JSON.stringify(got)}`);
      }
    }
    const passed = DESCRIPTION_SET.length - failures.length;
    console.log(`quote description set: ${passed}/${DESCRIPTION_SET.length} pass`);
    if (failures.length) console.log(`failing descriptions:\n  ${failures.join("\n  ")}`);
    expect(DESCRIPTION_SET.length).toBeGreaterThanOrEqual(20);
    expect(passed).toBeGreaterThanOrEqual(18);
  });

  it("reads a phone used as a hotspot or modem as a use of that phone, not a line of its own", () => {
    expect(parseDescription("14 field techs who use their phones as a hotspot for laptops").lines).toEqual({
      voice: 14,
      mobileInternet: 0,
      fixedWireless: 0,
      wearables: 0,
    });
    expect(
      parseDescription("6 drivers, phones double as a modem in the cab, plus 2 hotspots for the yard").lines,
    ).toEqual({ voice: 6, mobileInternet: 2, fixedWireless: 0, wearables: 0 });
    // Tethering a computer to a phone, said as a verb: the phones are the lines.
    for (const d of [
      "9 field engineers who hotspot their laptops on site",
      "16 inspectors who tether tablets to their phones",
    ])
      expect(parseDescription(d).lines.mobileInternet, d).toBe(0);
    expect(parseDescription("9 field engineers who hotspot their laptops on site").lines.voice).toBe(9);
    expect(parseDescription("4 hotspot devices and 12 phones").lines).toMatchObject({ voice: 12, mobileInternet: 4 });
    // hotspot, singular without an article, is what the people's phones do; "hotspots" or "a hotspot each" are devices
    expect(parseDescription("11 agents who need decent hotspot").lines).toMatchObject({ voice: 11, mobileInternet: 0 });
    expect(parseDescription("5 reps who need hotspot for their tablets").lines).toMatchObject({
      voice: 5,
      mobileInternet: 0,
    });
    expect(parseDescription("7 drivers who each need a hotspot").lines.mobileInternet).toBe(7);
    expect(parseDescription("3 hotspots for the laptops and 6 phones").lines).toMatchObject({
      voice: 6,
      mobileInternet: 3,
    });
    // "ln" and "lns" are lines as billing systems and agents shorten them.
    expect(parseDescription("a dozen lns for the crew").lines.voice).toBe(12);
  });

  it("turns written numbers into digits", () => {
    expect(wordsToDigits("twenty-five phones")).toBe("25 phones");
    expect(wordsToDigits("a dozen tablets")).toBe("12 tablets");
    expect(wordsToDigits("one hundred and five users")).toBe("105 users");
    expect(wordsToDigits("a couple of hotspots")).toBe("2 hotspots");
  });

  it("reads budget per month and per line", () => {
    expect(parseDescription("10 phones, budget $800/month").budget).toEqual({ amount: 800, per: "month" });
    expect(parseDescription("10 phones at most $35 per line").budget).toEqual({ amount: 35, per: "line" });
    expect(parseDescription("10 phones, keep it under $2.5k").budget).toEqual({ amount: 2500, per: "month" });
    expect(parseDescription("10 phones").budget).toBeNull();
  });

  it("reads the contract term, 24 months by default", () => {
    expect(parseDescription("10 phones").contractMonths).toBe(24);
    expect(parseDescription("10 phones on a 36 month contract").contractMonths).toBe(36);
    expect(parseDescription("10 phones, 3-year agreement").contractMonths).toBe(36);
    expect(parseDescription("10 phones, contract of 12 months").contractMonths).toBe(12);
    expect(parseDescription("10 phones, month-to-month").contractMonths).toBe(1);
  });

  it("reads needs", () => {
    const r = parseDescription("8 phones with hotspot, premium data, 5G and roaming in Mexico");
    expect(r.needs).toEqual({ hotspot: true, premiumData: true, international: true, fiveG: true });
    expect(parseDescription("8 phones").needs).toEqual({
      hotspot: false,
      premiumData: false,
      international: false,
      fiveG: false,
    });
  });

  it("ignores a carrier the customer is leaving", () => {
    expect(parseDescription("Leaving Verizon, 5 phones").carrierPreference).toBeNull();
    expect(parseDescription("Currently on T-Mobile, want AT&T, 5 phones").carrierPreference).toBe("att");
  });

  it("does not count money, terms, data sizes or model numbers as lines", () => {
    const r = parseDescription("5 iPhone 15 Pro phones with 50GB each, $45 per line, 24 month contract, 5G");
    expect(r.lines).toEqual({ voice: 5, mobileInternet: 0, fixedWireless: 0, wearables: 0 });
  });
});
