/**
 * Shared pieces of the benchmark scripts: building once, percentiles, resident
 * memory, and writing results into bench-results/ (servers: tests/helpers/server.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";

export { freePort, startServer, tempDataDir, type RunningServer } from "../helpers/server";

export const root = process.cwd();
export const resultsDir = path.join(root, "bench-results");

/** Builds the production bundle unless `--no-build` was given and a build exists. */
export function ensureBuild(): void {
  const skip = process.argv.includes("--no-build") && existsSync(path.join(root, ".next", "BUILD_ID"));
  if (skip) return;
  execFileSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}

/** The reference app: a bare Next.js app of the same versions with one prerendered page. */
export const bareAppDir = path.join(root, "tests", "bench", "bare");

/** The same app and page with a proxy whose matcher leaves the page out (tests/bench/bare-proxy/proxy.js). */
export const bareProxyAppDir = path.join(root, "tests", "bench", "bare-proxy");

/** Builds the reference apps once (again with `--rebuild-bare`, or when a build is missing). */
export function ensureBareBuild(): void {
  for (const dir of [bareAppDir, bareProxyAppDir]) {
    const built = existsSync(path.join(dir, ".next", "BUILD_ID"));
    if (built && !process.argv.includes("--rebuild-bare")) continue;
    execFileSync("npx", ["next", "build", dir], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  }
}

/** Resident memory (MiB) of a process and all its descendants. */
export function residentMemoryMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // process ended
    }
  }
  let kib = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop()!;
    try {
      const status = readFileSync(`/proc/${current}/status`, "utf8");
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // process ended
    }
    queue.push(...(children.get(current) ?? []));
  }
  return Math.round((kib / 1024) * 10) / 10;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 100) / 100;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Writes bench-results/<name>.json with the machine's core count and the date. */
export function writeResult(name: string, data: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const payload = {
    benchmark: name,
    date: new Date().toISOString(),
    cores: cpus().length,
    node: process.version,
    ...data,
  };
  writeFileSync(file, JSON.stringify(payload, null, 2) + "\n");
  console.log(JSON.stringify(payload, null, 2));
  return file;
}
