/**
 * `npm run bench:startup`: cold start to first page on an empty DATA_DIR (the
 * embedded database is created, migrated and seeded), warm start on the same
 * folder, login latency over 200 sign-ins, and the server's resident memory.
 */
import { ensureBuild, percentile, residentMemoryMiB, round, startServer, tempDataDir, writeResult } from "./lib";

const LOGINS = 200;

async function timeToFirstPage(dataDir: string) {
  const started = performance.now();
  const server = await startServer({ dataDir });
  const page = await fetch(`${server.url}/login`);
  if (!page.ok) throw new Error(`/login answered ${page.status}`);
  await page.text();
  return { server, ms: round(performance.now() - started) };
}

ensureBuild();
const dataDir = tempDataDir("bench-startup-");

const cold = await timeToFirstPage(dataDir);
const coldMemory = residentMemoryMiB(cold.server.child.pid!);
await cold.server.stop();

const warm = await timeToFirstPage(dataDir);
const { url } = warm.server;

const latencies: number[] = [];
for (let i = 0; i < LOGINS; i++) {
  const t = performance.now();
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  if (res.status !== 200) throw new Error(`login ${i} answered ${res.status}`);
  await res.arrayBuffer();
  latencies.push(performance.now() - t);
}
const memoryAfterLogins = residentMemoryMiB(warm.server.child.pid!);
await warm.server.stop();

writeResult("startup", {
  coldStartToFirstPageMs: cold.ms,
  warmStartToFirstPageMs: warm.ms,
  login: { count: LOGINS, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) },
  residentMemoryMiB: { afterColdStart: coldMemory, after200Logins: memoryAfterLogins },
});
