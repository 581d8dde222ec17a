/**
 * Load: 500 concurrent clients for 30 s each on the waitlist, the blog and the
 * assistant (`/api/chat`, offline model) against `next start` on loopback; then
 * the same waitlist run against a real PostgreSQL server when TEST_DATABASE_URL
 * is set (CI). Fails on any error or non-2xx answer; records p99 in
 * bench-results/load.json. Bounded: about 2.5 minutes plus start-up.
 *
 *   npx tsx tests/load/load.ts [--no-build] [--connections N] [--seconds S]
 */
import autocannon, { type Result } from "autocannon";
import postgres from "postgres";
import { openPostgres } from "../../lib/db/connection";
import { runMigrations, runSeedOnce } from "../../lib/db/migrate";
import { ensureBuild, startServer, writeResult, type RunningServer } from "../bench/lib";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 500);
const SECONDS = arg("seconds", 30);
/** Limits that protect production are lifted for the load run (each is an env variable of the product). */
// The offline model's typing pause is a display choice; the load run measures the server.
const LOAD_ENV = { WAITLIST_LIMIT_PER_10_MIN: "100000", CHAT_DAILY_LIMIT: "1000000", OFFLINE_MODEL_TOKEN_DELAY_MS: "0" };

type Summary = { requests: number; errors: number; timeouts: number; non2xx: number; p50Ms: number; p99Ms: number; reqPerSec: number };

function summarise(result: Result): Summary {
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    reqPerSec: Math.round(result.requests.average),
  };
}

let counter = 0;
async function run(url: string, options: Partial<autocannon.Options>): Promise<Summary> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 20, ...options });
  return summarise(result);
}

function waitlistOptions(runId: string): Partial<autocannon.Options> {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const n = counter++;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ name: `Load ${n}`, email: `load-${runId}-${n}@example.com`, company: "Load Test Wireless", source: "direct" }),
          };
        },
      },
    ],
  };
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const failures: string[] = [];
function check(name: string, s: Summary) {
  console.log(`${name}: ${s.requests} requests, ${s.reqPerSec} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, errors ${s.errors}, timeouts ${s.timeouts}, non-2xx ${s.non2xx}`);
  if (s.errors || s.timeouts || s.non2xx || s.requests === 0) failures.push(name);
}

ensureBuild();
const results: Record<string, Summary> = {};

const embedded = await startServer({ env: LOAD_ENV });
try {
  results.waitlistEmbedded = await run(`${embedded.url}/.netlify/functions/waitlist`, waitlistOptions("pglite"));
  check("waitlist (embedded)", results.waitlistEmbedded);
  results.blog = await run(`${embedded.url}/blog`, {});
  check("blog", results.blog);
  const cookie = await signIn(embedded);
  results.chat = await run(`${embedded.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ messages: [{ id: "m1", role: "user", content: "What is the cheapest AT&T plan?" }] }),
  });
  check("chat", results.chat);
} finally {
  await embedded.stop();
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `load_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 1 });
  await runMigrations(handle);
  await runSeedOnce(handle);
  await handle.close();
  const pgServer = await startServer({ env: { ...LOAD_ENV, DATABASE_URL: url.toString(), DB_POOL_MAX: "20" } });
  try {
    results.waitlistPostgres = await run(`${pgServer.url}/.netlify/functions/waitlist`, waitlistOptions("postgres"));
    check("waitlist (PostgreSQL)", results.waitlistPostgres);
  } finally {
    await pgServer.stop();
  }
}

writeResult("load", { connections: CONNECTIONS, seconds: SECONDS, results, failures });
if (failures.length) {
  console.error(`Load run failed for: ${failures.join(", ")}`);
  process.exit(1);
}
