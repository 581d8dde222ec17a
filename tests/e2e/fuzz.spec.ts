/**
 * Fuzzing: every JSON and multipart endpoint receives FUZZ_CASES (default 10,000) generated bad
 * bodies. None may answer 5xx, each must answer a JSON `{ error }` (or, for a body
 * that happens to be acceptable, a 2xx), the server must stay up, and afterwards the
 * database holds no row from a rejected body. Runs on a server of its own so the
 * database can be inspected when it stops.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "@/lib/db/connection";
import { expect, test } from "@playwright/test";
import { fuzzCase, type EndpointSpec } from "../helpers/fuzz";
import { filesNamed, routeOf } from "../helpers/routes";
import { startServer, type RunningServer } from "../helpers/server";

// Each case is checked in plain code and the failures are collected: Playwright turns every
// `expect` into a step and looks through all earlier steps of the test for each new one,
// so 80,000 cases with an `expect` each would cost time growing with the square of the count.
// 10,000 per endpoint took 36 to 106 s per endpoint and 9.5 minutes for the whole spec on a
// shared 2-core machine.
const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES ?? 10_000);
const CONCURRENCY = 12;
const MARK = "FUZZMARK";

/** One valid example per endpoint that takes a body; a new endpoint must be added here. */
const ENDPOINTS: Record<string, EndpointSpec> = {
  "/api/functions/[name]": {
    path: "/.netlify/functions/waitlist",
    kind: "json",
    example: {
      name: `${MARK} Lee`,
      email: `${MARK}@example.com`,
      company: `${MARK} Wireless`,
      phone: "555-123-4567",
      source: "hero",
    },
  },
  "/api/investor-contact": {
    path: "/api/investor-contact",
    kind: "json",
    example: {
      name: `${MARK} Fund`,
      company: "Capital",
      email: `${MARK}@fund.example`,
      phone: "",
      message: `${MARK} hello`,
    },
  },
  "/api/auth/login": { path: "/api/auth/login", kind: "json", example: { username: `${MARK}`, password: "x" } },
  "/api/auth/logout": { path: "/api/auth/logout", kind: "json", example: {} },
  "/api/auth/login/two-factor": { path: "/api/auth/login/two-factor", kind: "json", example: { code: `${MARK}` } },
  "/api/assistant/unlock": { path: "/api/assistant/unlock", kind: "json", example: { password: `${MARK}` } },
  "/api/chat": {
    path: "/api/chat",
    kind: "json",
    example: { id: `${MARK}`, messages: [{ id: "m1", role: "user", content: `${MARK} cheapest AT&T plan?` }] },
  },
  "/api/generate-quote": {
    path: "/api/generate-quote",
    kind: "json",
    example: {
      description: `${MARK}: 10 voice lines on Verizon`,
      customerInfo: {
        companyName: `${MARK} Co`,
        companyWebsite: "https://example.com",
        contactName: "Pat",
        contactEmail: `${MARK}@example.com`,
      },
    },
  },
  "/api/analyze-bill": { path: "/api/analyze-bill", kind: "multipart", example: { file: `${MARK}` } },
};

/** The example with this case's marker in place of MARK (before the body is built: bodies reach megabytes). */
function marked(example: Record<string, unknown>, marker: string): Record<string, unknown> {
  const mark = (value: unknown): unknown => {
    if (typeof value === "string") return value.replaceAll(MARK, marker);
    if (Array.isArray(value)) return value.map(mark);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]));
    return value;
  };
  return mark(example) as Record<string, unknown>;
}

/** Endpoints fuzzed with the demo agent's session (the others are public). */
const SIGNED_IN = new Set(["/api/chat", "/api/generate-quote", "/api/analyze-bill"]);

/** Route files under app/api that accept a body (POST, PUT, PATCH). */
function bodyRoutes(): string[] {
  return filesNamed(path.join("app", "api"), "route.ts")
    .filter((file) =>
      /export const (POST|PUT|PATCH)\b|export async function (POST|PUT|PATCH)\b/.test(readFileSync(file, "utf8")),
    )
    .map(routeOf)
    .sort();
}

let server: RunningServer;
let cookie = "";

test.describe.configure({ timeout: 45 * 60_000 });

test.beforeAll(async () => {
  server = await startServer({
    env: {
      WAITLIST_LIMIT_PER_10_MIN: "100000",
      CHAT_DAILY_LIMIT: "1000000",
      CHAT_CONCURRENT_PER_AGENT: "100000",
      OFFLINE_MODEL_TOKEN_DELAY_MS: "0",
    },
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  await server?.stop();
});

test("every endpoint that takes a body has a fuzz spec", () => {
  const missing = bodyRoutes().filter((route) => !ENDPOINTS[route]);
  expect(missing, "add these endpoints to ENDPOINTS in fuzz.spec.ts").toEqual([]);
});

test("thousands of bad bodies per endpoint: no 5xx, JSON errors, server up, no rows from rejected bodies", async () => {
  const accepted = new Set<string>();
  const counts: Record<string, Record<string, number>> = {};
  let sequence = 0;

  for (const [route, endpoint] of Object.entries(ENDPOINTS)) {
    if (!bodyRoutes().includes(route)) continue;
    const tally: Record<string, number> = {};
    counts[route] = tally;
    let next = 0;
    const failures: string[] = [];
    let resent = 0;
    const worker = async () => {
      // A failing endpoint stops early; the first failures are reported below.
      while (next < CASES_PER_ENDPOINT && failures.length < 20) {
        const n = next++;
        const marker = `${MARK}${sequence++}X`;
        const fuzz = fuzzCase({ ...endpoint, example: marked(endpoint.example, marker) }, n, 7);
        const body = fuzz.body as Uint8Array<ArrayBuffer>;
        const headers: Record<string, string> = { "x-forwarded-for": `203.0.${(n >> 8) & 255}.${n & 255}` };
        if (fuzz.contentType) headers["content-type"] = fuzz.contentType;
        if (SIGNED_IN.has(route)) headers.cookie = cookie;
        const send = async () => {
          const res = await fetch(`${server.url}${endpoint.path}`, { method: "POST", headers, body });
          return { res, text: await res.text() };
        };
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send();
        } catch {
          // A connection closed while a body was still being sent (the server may close after
          // an early 413; keep-alive races) is tried once more; a second failure is reported.
          resent++;
          try {
            answer = await send();
          } catch (error) {
            failures.push(`${route} case ${n} (${fuzz.label}): no answer: ${String((error as Error).cause ?? error)}`);
            continue;
          }
        }
        const { res, text } = answer;
        tally[res.status] = (tally[res.status] ?? 0) + 1;
        const where = `${route} case ${n} (${fuzz.label}) → ${res.status}`;
        if (res.status >= 500) {
          failures.push(`${where}: ${text.slice(0, 120)}`);
          continue;
        }
        if (res.ok) {
          accepted.add(marker);
          continue;
        }
        let json: { error?: unknown } = {};
        try {
          json = JSON.parse(text) as { error?: unknown };
        } catch {
          // reported below
        }
        if (typeof json.error !== "string") failures.push(`${where}: not a JSON { error }: ${text.slice(0, 120)}`);
        else if (/select |insert into|stack|\n\s+at /i.test(json.error))
          failures.push(`${where}: leaks internals: ${json.error.slice(0, 120)}`);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures, `${route}: no 5xx, every refusal a JSON { error } without internals`).toEqual([]);
    expect(next, `${route}: every case sent`).toBe(CASES_PER_ENDPOINT);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status, `server up after ${route}`).toBe(200);
    console.log(
      `fuzz ${route}: ${CASES_PER_ENDPOINT} bodies in ${Math.round((Date.now() - started) / 1000)} s, statuses ${JSON.stringify(tally)}, sent again ${resent}`,
    );
  }

  // The database, read after the server stops: every marked row comes from an accepted body.
  await server.stop();
  const db = new PGlite(server.dataDir, { extensions: PGLITE_EXTENSIONS });
  const tables = (
    await db.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public'`)
  ).rows.map((r) => r.t);
  const stray: string[] = [];
  for (const table of tables) {
    const rows = (await db.query<Record<string, unknown>>(`select * from public."${table}"`)).rows;
    for (const row of rows) {
      for (const match of JSON.stringify(row).matchAll(new RegExp(`${MARK}\\d+X`, "g"))) {
        if (!accepted.has(match[0])) stray.push(`${table}: ${match[0]}`);
      }
    }
  }
  await db.close();
  expect(stray, "rows written from rejected bodies").toEqual([]);
  expect(Object.keys(counts).length).toBeGreaterThanOrEqual(7);
});
