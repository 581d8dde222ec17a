/**
 * `npm run bench`: builds once, runs every benchmark script in tests/bench (each
 * writes bench-results/<name>.json), then writes bench-results/summary.json and
 * bench-results/summary.md — one table of every measured figure, with the
 * machine's core count and the date, so runs can be compared.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { ensureBuild, resultsDir, root } from "./lib";

const benchDir = path.join(root, "tests", "bench");
const scripts = readdirSync(benchDir)
  .filter((f) => f.endsWith(".ts") && !["lib.ts", "run-all.ts"].includes(f))
  .sort();

ensureBuild();
const outcomes: Record<string, { ok: boolean; seconds: number; error?: string }> = {};
for (const script of scripts) {
  const name = script.replace(/\.ts$/, "");
  const started = Date.now();
  console.log(`\n== bench ${name}`);
  try {
    execFileSync("npx", ["tsx", path.join(benchDir, script), "--no-build"], { stdio: "inherit", cwd: root });
    outcomes[name] = { ok: true, seconds: Math.round((Date.now() - started) / 1000) };
  } catch (error) {
    outcomes[name] = {
      ok: false,
      seconds: Math.round((Date.now() - started) / 1000),
      error: String((error as Error).message).slice(0, 200),
    };
  }
}

/** Flattens numeric and short string leaves into "a.b.c" → value rows. */
function flatten(value: unknown, prefix = ""): Array<[string, string]> {
  if (value === null || value === undefined) return [];
  if (typeof value === "number" || typeof value === "boolean") return [[prefix, String(value)]];
  if (typeof value === "string") return value.length <= 60 ? [[prefix, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    flatten(v, prefix ? `${prefix}.${k}` : k),
  );
}

const results: Record<string, unknown> = {};
const rows: string[] = [];
for (const name of Object.keys(outcomes)) {
  const file = path.join(resultsDir, `${name}.json`);
  if (!outcomes[name]!.ok || !existsSync(file)) {
    rows.push(`| ${name} | (failed) | ${outcomes[name]!.error ?? "no result file"} |`);
    continue;
  }
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  results[name] = data;
  for (const [metric, value] of flatten(data)) {
    if (["benchmark", "date", "cores", "node"].includes(metric)) continue;
    rows.push(`| ${name} | ${metric} | ${value} |`);
  }
}

mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString();
const summary = { date, cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, outcomes, results };
writeFileSync(path.join(resultsDir, "summary.json"), JSON.stringify(summary, null, 2) + "\n");
const markdown = [
  `# Benchmarks ${date}`,
  "",
  `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`,
  "",
  "| benchmark | metric | value |",
  "|---|---|---|",
  ...rows,
  "",
].join("\n");
writeFileSync(path.join(resultsDir, "summary.md"), markdown);
console.log(`\n${markdown}`);
if (Object.values(outcomes).some((o) => !o.ok)) process.exitCode = 1;
