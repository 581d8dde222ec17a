/**
 * Load: 500 concurrent clients for 30 s each against `next start` on loopback —
 * the waitlist, /blog and the assistant (`/api/chat`, offline model) on the
 * embedded database (PGlite), then the waitlist again on a real PostgreSQL server
 * when TEST_DATABASE_URL is set (`npm run test:load` starts one through
 * .ci/with-postgres.sh).
 *
 * What each scenario expects (anything else is a failure):
 * - waitlist: every answer 200. Each request is a new signup from its own client
 *   address (x-forwarded-for, which lib/request-ip.ts reads from the right past
 *   TRUSTED_PROXY_HOPS proxies; the server runs with one, standing for the client), so the production limit of 5 signups per address per 10 minutes
 *   stays on and no legitimate signup meets a 429.
 * - /blog: every answer 200.
 * - /api/chat: every answer 200, a complete data stream. One demo agent asks all
 *   questions, far more than an agent's daily allowance, so CHAT_DAILY_LIMIT is
 *   raised for the run; the offline model keeps its default pause between tokens,
 *   so answers stream for about a second and a half each, as in the browser.
 *
 * A client waits at most 30 s for an answer, from sending the request to its last
 * byte (an assistant answer, a stream, up to 60 s: the route's maxDuration). Under
 * 500 clients on a couple of cores a request may queue for seconds, which p50/p99
 * show; a request that waits longer counts as a timeout. The 500 clients connect
 * (one cheap request each) before the 30 s start: Node accepts about one new
 * connection per event-loop turn while it is saturated, so 500 handshakes in the
 * same millisecond would measure that queue, not the routes (tests/load/clients.ts).
 * Any error, timeout, incomplete chat stream or unexpected status fails the run
 * (exit code 1). Between scenarios the server is given time to finish what it
 * queued, and it must still answer /api/health quickly afterwards.
 *
 * Results: a table on stdout and bench-results/load.json.
 *
 *   npx tsx tests/load/load.ts [--no-build] [--connections N] [--seconds S] [--only waitlist,blog,chat,postgres]
 */
import postgres from "postgres";
import { openPostgres } from "../../lib/db/connection";
import { runMigrations, runSeedOnce } from "../../lib/db/migrate";
import { ensureBuild, startServer, writeResult, type RunningServer } from "../bench/lib";
import { runClients, type ClientsResult, type Request } from "./clients";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const CONNECTIONS = Number(arg("connections", "500"));
const SECONDS = Number(arg("seconds", "30"));
const ONLY = new Set(arg("only", "waitlist,blog,chat,postgres").split(","));
/** How long one client waits for an answer (sent to last byte) before counting a timeout. */
const CLIENT_TIMEOUT_S = 30;
/** An assistant answer is a stream; it may take as long as the route allows (maxDuration of app/api/chat). */
const CHAT_TIMEOUT_S = 60;
/** Product limits lifted for the run (each is an environment variable of the product); see above. */
// One demo agent stands for every client of the chat scenario: its allowances are raised.
const LOAD_ENV = { CHAT_DAILY_LIMIT: "1000000", CHAT_CONCURRENT_PER_AGENT: "100000" };

type Summary = ClientsResult & {
  timeoutS: number;
  /** Answers with a status other than the scenario expects. */
  unexpected: number;
  serverUpAfter: boolean;
};

/** Waits until the server answers /api/health quickly again (it has worked off what it queued). */
async function settle(server: RunningServer): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok && Date.now() - started < 250) return true;
    } catch {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function run(
  server: RunningServer,
  expected: number[],
  next: (n: number) => Request,
  { checkBody, timeoutS = CLIENT_TIMEOUT_S }: { checkBody?: (body: string) => boolean; timeoutS?: number } = {},
): Promise<Summary> {
  await settle(server);
  const result = await runClients({
    url: server.url,
    clients: CONNECTIONS,
    seconds: SECONDS,
    timeoutMs: timeoutS * 1000,
    warmPath: "/robots.txt",
    next,
    checkBody,
  });
  const unexpected = Object.entries(result.statuses)
    .filter(([code]) => !expected.includes(Number(code)))
    .reduce((n, [, count]) => n + count, 0);
  return { ...result, timeoutS, unexpected, serverUpAfter: await settle(server) };
}

/** Each request a new signup from its own client address (10.x.y.z). */
function waitlistRequest(runId: string) {
  return (n: number): Request => ({
    method: "POST",
    path: "/.netlify/functions/waitlist",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Load ${n}`,
      email: `load-${runId}-${n}@example.com`,
      company: "Load Test Wireless",
      source: "direct",
    }),
  });
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A complete answer of the assistant: text, then the finish line of the data stream. */
const completeChatAnswer = (body: string) => body.includes('\n0:"') && /\nd:\{"finishReason":"stop"/.test(body);

const results: Record<string, Summary> = {};
const failures: string[] = [];
function record(name: string, s: Summary) {
  results[name] = s;
  if (s.errors || s.timeouts || s.unexpected || s.requests === 0 || !s.serverUpAfter) failures.push(name);
}

ensureBuild();
const started = Date.now();

if (["waitlist", "blog", "chat"].some((s) => ONLY.has(s))) {
  const embedded = await startServer({ env: LOAD_ENV });
  try {
    if (ONLY.has("waitlist"))
      record("waitlist (PGlite)", await run(embedded, [200], waitlistRequest(`pglite-${started}`)));
    if (ONLY.has("blog")) {
      // The list is rendered once before the run, as after any deploy's first visitor.
      await fetch(`${embedded.url}/blog`);
      record("blog", await run(embedded, [200], () => ({ method: "GET", path: "/blog" })));
    }
    if (ONLY.has("chat")) {
      const cookie = await signIn(embedded);
      const body = JSON.stringify({
        messages: [{ id: "m1", role: "user", content: "What is the cheapest AT&T plan?" }],
      });
      const chat: Request = {
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", cookie },
        body,
      };
      record(
        "chat (PGlite)",
        await run(embedded, [200], () => chat, { checkBody: completeChatAnswer, timeoutS: CHAT_TIMEOUT_S }),
      );
    }
  } finally {
    await embedded.stop();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl && ONLY.has("postgres")) {
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
    record("waitlist (PostgreSQL)", await run(pgServer, [200], waitlistRequest(`postgres-${started}`)));
  } finally {
    await pgServer.stop();
  }
} else if (ONLY.has("postgres")) {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL scenario is skipped (npm run test:load starts a server).");
}

const seconds = Math.round((Date.now() - started) / 1000);
const rows = Object.entries(results).map(
  ([name, s]) =>
    `| ${name} | ${s.requests} | ${s.reqPerSec} | ${s.p50Ms} | ${s.p99Ms} | ${s.maxMs} | ${s.errors} | ${s.timeouts} | ${s.unexpected} | ${s.serverUpAfter ? "yes" : "NO"} |`,
);
const table = [
  `Load: ${CONNECTIONS} clients x ${SECONDS} s per scenario, client timeout ${CLIENT_TIMEOUT_S} s (chat ${CHAT_TIMEOUT_S} s), ${seconds} s in all`,
  "",
  "| scenario | requests | req/s | p50 ms | p99 ms | max ms | errors | timeouts | unexpected status | server up after |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ...rows,
].join("\n");

writeResult("load", {
  connections: CONNECTIONS,
  seconds: SECONDS,
  env: LOAD_ENV,
  totalSeconds: seconds,
  results,
  failures,
});
console.log(`\n${table}\n`);
if (failures.length || Object.keys(results).length === 0) {
  console.error(`Load run failed for: ${failures.join(", ") || "no scenario ran"}`);
  process.exit(1);
}
