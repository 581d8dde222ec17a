/**
 * Faults, on a real PostgreSQL server (run through .ci/with-postgres.sh): the
 * database is stopped mid-run — public pages still serve, the blog shows its
 * database message, APIs answer 503 with a message — and everything recovers when
 * the database returns, without restarting the app. Then a bill upload cut off
 * halfway must leave nothing behind (no rows, no temporary files).
 *
 *   bash .ci/with-postgres.sh npx tsx tests/load/faults.ts [--no-build]
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import postgres from "postgres";
import { openPostgres } from "../../lib/db/connection";
import { runMigrations, runSeedOnce } from "../../lib/db/migrate";
import { ensureBuild, startServer, writeResult } from "../bench/lib";

const { TEST_DATABASE_URL, PG_BIN, PG_DATA, PG_CTL_OPTS, PG_LOG } = process.env;
if (!TEST_DATABASE_URL || !PG_BIN || !PG_DATA || !PG_CTL_OPTS) {
  console.error("Run through .ci/with-postgres.sh (needs TEST_DATABASE_URL, PG_BIN, PG_DATA, PG_CTL_OPTS).");
  process.exit(2);
}

const checks: Array<{ name: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail = "") {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
}

function pgCtl(action: "stop" | "start") {
  const args = ["-u", "postgres", "--", `${PG_BIN}/pg_ctl`, "-D", PG_DATA!, "-w"];
  if (action === "stop") args.push("-m", "fast", "stop");
  else args.push("-l", PG_LOG ?? "/dev/null", "-o", PG_CTL_OPTS!, "start");
  execFileSync("runuser", args, { stdio: "ignore" });
}

async function get(url: string) {
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, text: await res.text() };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

const DB_MESSAGE = "Unable to connect to the database. Please try again later.";
let signup = 0;
const waitlist = (base: string) =>
  postJson(
    `${base}/.netlify/functions/waitlist`,
    { name: "Fault Test", email: `fault-${Date.now()}-${signup++}@example.com`, company: "Faults Inc" },
    {
      "x-forwarded-for": `10.9.${signup}.1`,
    },
  );

ensureBuild();
const name = `faults_${Date.now()}`;
const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => undefined });
await admin.unsafe(`create database ${name}`);
await admin.end();
const dbUrl = new URL(TEST_DATABASE_URL);
dbUrl.pathname = `/${name}`;
const setup = openPostgres(dbUrl.toString(), { max: 1 });
await runMigrations(setup);
await runSeedOnce(setup);
await setup.close();

const server = await startServer({ env: { DATABASE_URL: dbUrl.toString() } });
const base = server.url;
try {
  const before = await get(`${base}/blog`);
  check("blog serves posts while the database is up", before.status === 200 && !before.text.includes(DB_MESSAGE));
  check("waitlist accepts a signup while the database is up", (await waitlist(base)).status === 200);

  pgCtl("stop");
  for (const path of ["/", "/features", "/about", "/login"]) {
    const page = await get(`${base}${path}`);
    check(`public page ${path} serves with the database down`, page.status === 200, `status ${page.status}`);
  }
  // /blog is cached (ISR): it keeps serving the posts it last rendered, or shows its
  // database message when it has none; never an error page.
  const blogDown = await get(`${base}/blog`);
  const blogServes =
    blogDown.status === 200 &&
    (blogDown.text.includes(DB_MESSAGE) || blogDown.text.includes('data-testid="post-card"'));
  check("blog still serves (cached posts or its database message)", blogServes, `status ${blogDown.status}`);
  const moreDown = await fetch(`${base}/api/blog/posts?page=2`);
  const moreBody = (await moreDown.json().catch(() => ({}))) as { error?: unknown };
  check(
    "the blog's Load More answers 503 with a message",
    moreDown.status === 503 && typeof moreBody.error === "string",
    `status ${moreDown.status}`,
  );
  const signupDown = await waitlist(base);
  check(
    "waitlist answers 503 with a message",
    signupDown.status === 503 && typeof signupDown.json.error === "string",
    `status ${signupDown.status}`,
  );
  const loginDown = await postJson(`${base}/api/auth/login`, { username: "demo", password: "demo1234" });
  check(
    "login answers 503 with a message",
    loginDown.status === 503 && typeof loginDown.json.error === "string",
    `status ${loginDown.status}`,
  );
  check(
    "no answer leaks SQL or a stack",
    ![signupDown.text, loginDown.text, blogDown.text].some((t) => /select |insert into|\n\s+at /i.test(t)),
  );

  pgCtl("start");
  let recovered = false;
  const deadline = Date.now() + 30_000;
  while (!recovered && Date.now() < deadline) {
    const page = await get(`${base}/blog`);
    recovered = page.status === 200 && !page.text.includes(DB_MESSAGE) && (await waitlist(base)).status === 200;
    if (!recovered) await new Promise((r) => setTimeout(r, 500));
  }
  check("blog and waitlist recover without restarting the app", recovered);

  // A bill upload cut off halfway.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo1234" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const tmpBefore = new Set(readdirSync(tmpdir()));
  const counts = async () => {
    const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => undefined });
    const [row] =
      await sql`select (select count(*) from quotes)::int as quotes, (select count(*) from email_outbox)::int as mails, (select count(*) from customers)::int as customers`;
    await sql.end();
    return row;
  };
  const rowsBefore = await counts();
  await new Promise<void>((resolve) => {
    const boundary = "cutoff";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const total = 4_000_000;
    const socket = connect(server.port, "127.0.0.1", () => {
      socket.write(
        `POST /api/analyze-bill HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(Buffer.alloc(total / 2, 0x41), () => setTimeout(() => socket.destroy(), 300));
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  await new Promise((r) => setTimeout(r, 1500));
  const health = await get(`${base}/api/health`);
  check("server stays up after a cut-off upload", health.status === 200);
  const rowsAfter = await counts();
  check(
    "a cut-off upload writes no rows",
    JSON.stringify(rowsAfter) === JSON.stringify(rowsBefore),
    JSON.stringify({ rowsBefore, rowsAfter }),
  );
  const leftovers = readdirSync(tmpdir()).filter(
    (f) => !tmpBefore.has(f) && !f.startsWith("bench-") && !f.startsWith("e2e-"),
  );
  check("a cut-off upload leaves no temporary files", leftovers.length === 0, leftovers.join(", "));
} finally {
  await server.stop();
}

const failed = checks.filter((c) => !c.ok);
writeResult("faults", { checks: checks.length, failed: failed.map((c) => c.name) });
if (failed.length) process.exit(1);
