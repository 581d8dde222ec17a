import { describe, expect, it } from "vitest";
import { editDistance, typoOf } from "@/lib/lang/typos";
import { withVocabularyTyposFixed } from "@/lib/lang/vocabulary";

describe("typos in a word", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("cascdae", "cascade")).toBe(1);
    expect(editDistance("granit", "granite")).toBe(1);
    expect(editDistance("status", "state")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("northwind", "northwind")).toBe(0);
    // Stops early: anything over the limit is the limit plus one.
    expect(editDistance("lakeshore", "prairie", 2)).toBe(3);
  });

  it("reads a word as the one name it is a typo of, never as one of two, never a short word", () => {
    const names = ["lakeshore", "magnolia", "granite", "harborview", "tidewater", "state", "dental"];
    expect(typoOf("magnoila", names)).toBe("magnolia");
    expect(typoOf("harbrview", names)).toBe("harborview");
    expect(typoOf("tidewatr", names)).toBe("tidewater");
    expect(typoOf("status", names)).toBeUndefined();
    expect(typoOf("deal", names)).toBeUndefined();
    expect(typoOf("grnt", names)).toBeUndefined();
    expect(typoOf("barker", ["baker", "banker"])).toBeUndefined();
  });
});

describe("misspelt words of what agents ask about", () => {
  it("reads a misspelt word of the vocabulary as that word", () => {
    expect(withVocabularyTyposFixed("samsung tablts on att")).toBe("samsung tablets on att");
    expect(withVocabularyTyposFixed("deals in negociation")).toBe("deals in negotiation");
    expect(withVocabularyTyposFixed("how many qoutes, any promtions?")).toBe("how many quotes, any promotions?");
    expect(withVocabularyTyposFixed("the bigest deal")).toBe("the biggest deal");
  });

  it("keeps English words, short words, words with digits and names that are no typo of the vocabulary", () => {
    for (const text of [
      "clothing store with 10 lines",
      "a lins and lnes",
      "galaxy s25fe on tmobile",
      "Bluewater Dental and Brightpath Charter",
      "Copperline Electrical",
    ])
      expect(withVocabularyTyposFixed(text)).toBe(text);
  });
});
