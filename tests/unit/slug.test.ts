import { describe, expect, it } from "vitest";
import { slugCandidate, slugify } from "@/lib/slug";
import { createPostSchema, EMPTY_SLUG_MESSAGE, suggestReadTime } from "@/lib/validation/blog";

describe("slugify", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("How AI Is Changing Telecom Distribution")).toBe("how-ai-is-changing-telecom-distribution");
  });

  it("turns every run of symbols and spaces into one hyphen", () => {
    expect(slugify("AT&T vs. T-Mobile: 5G -- who wins?!")).toBe("at-t-vs-t-mobile-5g-who-wins");
    expect(slugify("a   b\t\nc")).toBe("a-b-c");
    expect(slugify("100% #1 (really) @ $20/line")).toBe("100-1-really-20-line");
    expect(slugify("snake_case and dots.in.names")).toBe("snake-case-and-dots-in-names");
  });

  it("trims leading and trailing separators", () => {
    expect(slugify("  --Hello, World!--  ")).toBe("hello-world");
    expect(slugify("...Q4 Roadmap...")).toBe("q4-roadmap");
    expect(slugify("-a-")).toBe("a");
  });

  it("strips accents instead of splitting the word", () => {
    expect(slugify("Café Déjà Vu")).toBe("cafe-deja-vu");
    expect(slugify("Crème brûlée für Señor Müller")).toBe("creme-brulee-fur-senor-muller");
    expect(slugify("ÀÉÎÕÜ Ångström")).toBe("aeiou-angstrom");
    // Compatibility forms fold to plain letters and digits.
    expect(slugify("ﬁnance Ｑ３ ²")).toBe("finance-q3-2");
  });

  it("treats letters without a Latin form as separators", () => {
    expect(slugify("Straße über Øresund")).toBe("stra-e-uber-resund");
    expect(slugify("Привет world")).toBe("world");
  });

  it("yields an empty slug when nothing is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("!!! ??? ---")).toBe("");
    expect(slugify("日本語")).toBe("");
    expect(slugify("🚀🚀")).toBe("");
  });

  it("keeps digits and is idempotent", () => {
    expect(slugify("2026 Plans")).toBe("2026-plans");
    const once = slugify("Quoting Business Wireless: Without Carrier Portals");
    expect(slugify(once)).toBe(once);
  });

  it("numbers taken slugs -2, -3, …", () => {
    expect(slugCandidate("post", 1)).toBe("post");
    expect(slugCandidate("post", 2)).toBe("post-2");
    expect(slugCandidate("post", 3)).toBe("post-3");
  });
});

describe("create-post validation", () => {
  const valid = { title: "Hello", excerpt: "Short", content: "Body", author: "demo", readTime: 5 };

  it("accepts a complete post and a read time given as text", () => {
    expect(createPostSchema.safeParse(valid).success).toBe(true);
    expect(createPostSchema.parse({ ...valid, readTime: "7" }).readTime).toBe(7);
  });

  it("refuses a title that yields an empty slug with a clear message", () => {
    const result = createPostSchema.safeParse({ ...valid, title: "!!!" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMPTY_SLUG_MESSAGE);
  });

  it("requires every field (whitespace counts as blank)", () => {
    for (const [field, message] of [
      ["title", "Title is required"],
      ["excerpt", "Excerpt is required"],
      ["content", "Content is required"],
      ["author", "Author is required"],
    ] as const) {
      const result = createPostSchema.safeParse({ ...valid, [field]: "   " });
      expect(result.error?.issues[0]?.message).toBe(message);
    }
    expect(createPostSchema.safeParse({ ...valid, readTime: "" }).error?.issues[0]?.message).toBe(
      "Read time is required",
    );
  });

  it("keeps the read time a whole number of at least 1", () => {
    expect(createPostSchema.safeParse({ ...valid, readTime: 0 }).error?.issues[0]?.message).toBe(
      "Read time must be at least 1 minute",
    );
    expect(createPostSchema.safeParse({ ...valid, readTime: 2.5 }).success).toBe(false);
    expect(createPostSchema.safeParse({ ...valid, readTime: "abc" }).error?.issues[0]?.message).toBe(
      "Read time must be a number",
    );
  });

  it("suggests a read time at ~200 words a minute", () => {
    expect(suggestReadTime("")).toBe(1);
    expect(suggestReadTime("word ".repeat(200))).toBe(1);
    expect(suggestReadTime("word ".repeat(201))).toBe(2);
    expect(suggestReadTime("word ".repeat(1000))).toBe(5);
  });
});
