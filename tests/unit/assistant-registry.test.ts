/**
 * The assistant's tool registry: one folder per tool (schema, execute, answer), one
 * line per tool in the registry, which builds the hosted model's tool set and the
 * offline model's answers. Schemas are shared with the browser and the offline
 * reader, so they never import server-only code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerFor, createAssistantTools, TOOL_UNITS } from "@/lib/ai/tools/registry";

const ROOT = join(process.cwd(), "lib/ai/tools");
const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe("assistant tool registry", () => {
  it("has one unit per folder, each with a schema, an execution and an answer", () => {
    expect(folders.length).toBe(TOOL_UNITS.length);
    const names = TOOL_UNITS.map((u) => u.name);
    expect(new Set(names).size).toBe(names.length);
    for (const folder of folders) {
      const files = readdirSync(join(ROOT, folder));
      expect(files, folder).toEqual(expect.arrayContaining(["schema.ts", "execute.ts", "answer.ts"]));
      // The folder is the tool's name, in kebab case.
      const name = folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(names, folder).toContain(name);
    }
  });

  it("keeps schemas free of server-only imports, and executions server-only", () => {
    for (const folder of folders) {
      const schema = readFileSync(join(ROOT, folder, "schema.ts"), "utf8");
      expect(schema, folder).not.toMatch(/server-only|@\/lib\/db\/(?:client|connection)|from "\.\/execute"/);
      expect(schema.match(/^import (?!type)[^;]*from "([^"]+)"/gm) ?? [], folder).not.toEqual(
        expect.arrayContaining([expect.stringContaining("@/lib/db/queries")]),
      );
      expect(readFileSync(join(ROOT, folder, "execute.ts"), "utf8"), folder).toMatch(/^import "server-only";/);
    }
  });

  it("builds the hosted model's tool set and routes results to each tool's answer", () => {
    const tools = createAssistantTools({ userId: "u", companyId: "c" });
    expect(Object.keys(tools).sort()).toEqual(TOOL_UNITS.map((u) => u.name).sort());
    for (const u of TOOL_UNITS) expect(tools[u.name].description, u.name).toBe(u.description);
    expect(answerFor("noSuchTool", {})).toBe("I received a result I can't describe.");
    expect(answerFor("lookupQuotes", { filters: {}, total: 0, quotes: [], closest: [] }).length).toBeGreaterThan(0);
  });
});
