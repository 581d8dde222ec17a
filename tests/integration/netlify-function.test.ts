/**
 * The waitlist function as Netlify runs it: bundled by `npm run build:functions`
 * (netlify.toml's functions directory), loaded by a plain Node process without
 * Next.js or React's server build, and called with Web Requests. Against a fresh
 * embedded database, or a new database on `TEST_DATABASE_URL`'s server.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, rowsOf, type DbHandle } from "@/lib/db/connection";
import { emailOutbox } from "@/lib/db/schema";
import { EMAIL_MESSAGE } from "@/lib/validation/waitlist";
import { buildFunctions } from "../../scripts/build-functions";
import { createTestDatabase, type TestDatabase } from "../helpers/db";

const run = promisify(execFile);
const OUT = path.join(process.cwd(), "build", "functions-test");

/** Loads the bundle in a new Node process and posts each body to it in turn. */
const CALLER = `
const { default: handler } = await import(process.env.BUNDLE);
const answers = [];
for (const body of JSON.parse(process.env.BODIES)) {
  const res = await handler(new Request("http://localhost/.netlify/functions/waitlist", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
    body: JSON.stringify(body),
  }));
  answers.push({ status: res.status, body: await res.json() });
}
console.log(JSON.stringify(answers));
process.exit(0);
`;

let bundle: string;
let server: TestDatabase | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  [bundle] = (await buildFunctions(OUT)).filter((f) => f.endsWith("waitlist.mjs"));
  if (process.env.TEST_DATABASE_URL) server = await createTestDatabase({ seed: false });
  else dataDir = mkdtempSync(path.join(tmpdir(), "netlify-fn-"));
});

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(OUT, { recursive: true, force: true });
});

describe("netlify/functions/waitlist bundled for Netlify", () => {
  it("does not pull in the server-only marker's throwing entry", () => {
    const code = readFileSync(bundle!, "utf8");
    expect(code).not.toMatch(/(?:import|from|require\()\s*["']server-only["']/);
    expect(code).toContain("handleWaitlist");
  });

  it("stores a signup once, answers a repeat alike, refuses a bad address, and queues one mail", async () => {
    const email = `netlify.${Date.now()}@example.com`;
    const bodies = [
      { name: "Riley Park", email, company: "Park Wireless", source: "hero" },
      { name: "Riley Park", email: email.toUpperCase(), company: "Park Wireless", source: "cta" },
      { name: "Riley Park", email: "not-an-address", company: "Park Wireless" },
      { name: "Bot", email: "bot@example.com", company: "Bots", website: "https://spam.example" },
    ];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production" as const,
      BUNDLE: bundle!,
      BODIES: JSON.stringify(bodies),
      ...(server ? { DATABASE_URL: server.url! } : { DATA_DIR: dataDir!, DATABASE_URL: "" }),
      SMTP_URL: "",
    };
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", CALLER], { env, cwd: process.cwd() });
    const answers = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      status: number;
      body: Record<string, unknown>;
    }[];
    expect(answers).toEqual([
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
      { status: 400, body: { error: EMAIL_MESSAGE } },
      { status: 200, body: { success: true } },
    ]);

    const db: DbHandle = server ?? (await openPglite(dataDir!));
    try {
      const signups = rowsOf<{ email: string; source: string }>(
        await db.db.execute(
          sql`select email, source from waitlist_signups where lower(email) in (${email}, 'bot@example.com')`,
        ),
      );
      expect(signups).toEqual([{ email, source: "hero" }]);
      const mails = await db.db.select({ to: emailOutbox.to }).from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mails).toHaveLength(1);
    } finally {
      if (!server) await db.close();
    }
  }, 120_000);
});
