import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe(".env.example", () => {
  it("documents every variable the typed env module reads", () => {
    const source = readFileSync("lib/env.ts", "utf8");
    const declared = [...source.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    const documented = readFileSync(".env.example", "utf8");
    const missing = declared.filter(
      (name) => !["NODE_ENV", "NETLIFY"].includes(name) && !documented.includes(`${name}=`),
    );
    expect(declared.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
