/**
 * Two-factor sign-in end to end on a real database, through the real route handlers and
 * server actions (only the request's cookie jar is simulated): set up → confirm → the
 * password alone starts no session → a code (never the same one twice) or a recovery code
 * (once) completes it → too many codes are refused → switching off needs a code.
 */
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../helpers/db";

const jar = vi.hoisted(() => {
  process.env.AUTH_SECRET = "two-factor integration test secret, long enough";
  return new Map<string, string>();
});

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const { POST: login } = await import("@/app/api/auth/login/route");
const { POST: loginCode } = await import("@/app/api/auth/login/two-factor/route");
const { POST: unlockAssistant } = await import("@/app/api/assistant/unlock/route");
const actions = await import("@/app/(portal)/dashboard/account/actions");
const { localAdapter } = await import("@/lib/auth/local");
const { SESSION_COOKIE, TWO_FACTOR_PENDING_COOKIE } = await import("@/lib/auth/token");
const { WRONG_CODE_MESSAGE, WRONG_SETUP_CODE_MESSAGE, TOO_MANY_CODES_MESSAGE } = await import("@/lib/auth/two-factor");
const { getAgentProfile } = await import("@/lib/db/queries/account");
const { getDb } = await import("@/lib/db/client");
const { rowsOf } = await import("@/lib/db/connection");

setupTestDatabase();

const SUMMIT = "11111111-1111-4111-8111-111111111111";
const JORDAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", username: "jordan", password: "jordan1234" };
const MORGAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd", username: "morgan", password: "morgan1234" };
const CASEY = { id: "aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc", username: "casey", password: "casey1234" };

function post(url: string, body: unknown) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.50" },
    body: JSON.stringify(body),
  });
}

async function signIn(user: { username: string; password: string }) {
  jar.clear();
  const res = await login(post("/api/auth/login", { username: user.username, password: user.password }), undefined);
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: true; codeRequired?: boolean; user?: { username: string } };
}

async function enterCode(code: string) {
  const res = await loginCode(post("/api/auth/login/two-factor", { code }), undefined);
  return { status: res.status, body: (await res.json()) as { ok?: boolean; error?: string } };
}

/** The code of the current time step, or of the next one (`ahead`), as the app shows it. */
const codeOf = (secret: string, ahead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

async function enrol(user: { username: string; password: string }) {
  await signIn(user);
  const started = await actions.startTwoFactorAction({});
  if (!started.ok) throw new Error(started.error);
  const confirmed = await actions.confirmTwoFactorAction({ code: await codeOf(started.data.secret) });
  if (!confirmed.ok) throw new Error(confirmed.error);
  // The local sign-in always gives recovery codes.
  return {
    secret: started.data.secret,
    recoveryCodes: confirmed.data.recoveryCodes ?? [],
    qrCode: started.data.qrCode,
  };
}

beforeEach(() => jar.clear());

describe("two-factor sign-in", () => {
  let secret = "";
  let recoveryCodes: string[] = [];

  it("sets up an authenticator: QR code and key once, secret encrypted, on only after a right first code", async () => {
    expect((await signIn(JORDAN)).codeRequired).toBeUndefined();
    const started = await actions.startTwoFactorAction({});
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    secret = started.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.data.uri).toContain(`secret=${secret}`);
    expect(Buffer.from(started.data.qrCode.split(",")[1]!, "base64").toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const db = await getDb();
    const [stored] = rowsOf<{ secret_encrypted: string; confirmed_at: unknown }>(
      await db.execute(sql`select secret_encrypted, confirmed_at from agent_two_factor where user_id = ${JORDAN.id}`),
    );
    expect(stored!.secret_encrypted).not.toContain(secret);
    expect(stored!.confirmed_at).toBeNull();
    // Not confirmed yet: the switch is still off and the password alone still signs in.
    expect((await getAgentProfile(JORDAN.id, SUMMIT))!.twoFactorEnabled).toBe(false);
    expect((await signIn(JORDAN)).codeRequired).toBeUndefined();

    const wrong = await actions.confirmTwoFactorAction({ code: "000000" });
    expect(wrong).toEqual({ ok: false, status: 400, error: WRONG_SETUP_CODE_MESSAGE });
    expect(await actions.confirmTwoFactorAction({ code: "" })).toMatchObject({ ok: false, status: 400 });

    const confirmed = await actions.confirmTwoFactorAction({ code: await codeOf(secret) });
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    recoveryCodes = confirmed.data.recoveryCodes ?? [];
    expect(recoveryCodes).toHaveLength(10);
    expect((await getAgentProfile(JORDAN.id, SUMMIT))!.twoFactorEnabled).toBe(true);
    const hashes = rowsOf<{ code_hash: string }>(
      await db.execute(sql`select code_hash from agent_recovery_codes where user_id = ${JORDAN.id}`),
    ).map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(hashes.some((h) => h.includes(code) || h.includes(code.replace("-", "")))).toBe(false);
    }
    // A confirmed authenticator is never replaced, nor its secret sent again.
    expect(await actions.startTwoFactorAction({})).toMatchObject({ ok: false, status: 409 });
  });

  it("asks for a code after the password: no session before it, a wrong or replayed code refused", async () => {
    expect(await signIn(JORDAN)).toEqual({ ok: true, codeRequired: true });
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect(jar.has(TWO_FACTOR_PENDING_COOKIE)).toBe(true);
    expect(await localAdapter.getSession()).toBeNull();
    // The pending cookie is no session cookie.
    jar.set(SESSION_COOKIE, jar.get(TWO_FACTOR_PENDING_COOKIE)!);
    expect(await localAdapter.getSession()).toBeNull();
    jar.delete(SESSION_COOKIE);

    expect(await enterCode("123456")).toEqual({ status: 400, body: { error: WRONG_CODE_MESSAGE } });
    expect(await enterCode("not a code")).toEqual({ status: 400, body: { error: WRONG_CODE_MESSAGE } });
    // The code that confirmed the setup was taken: the same step is never accepted again.
    expect((await enterCode(await codeOf(secret))).status).toBe(400);
    expect(jar.has(SESSION_COOKIE)).toBe(false);

    const next = await codeOf(secret, 1);
    expect(await enterCode(`${next.slice(0, 3)} ${next.slice(3)}`)).toEqual({ status: 200, body: { ok: true } });
    expect(jar.has(TWO_FACTOR_PENDING_COOKIE)).toBe(false);
    expect((await localAdapter.getSession())?.username).toBe("jordan");
  });

  it("refuses the code step without a pending sign-in, or with a forged one", async () => {
    expect(await enterCode("123456")).toMatchObject({ status: 401 });
    await signIn(CASEY);
    jar.set(TWO_FACTOR_PENDING_COOKIE, jar.get(SESSION_COOKIE)!);
    expect(await enterCode(recoveryCodes[9]!)).toMatchObject({ status: 401 });
  });

  it("takes a recovery code in place of an app code, once", async () => {
    expect((await signIn(JORDAN)).codeRequired).toBe(true);
    expect(await enterCode(recoveryCodes[0]!)).toEqual({ status: 200, body: { ok: true } });
    expect((await localAdapter.getSession())?.username).toBe("jordan");

    expect((await signIn(JORDAN)).codeRequired).toBe(true);
    expect(await enterCode(recoveryCodes[0]!)).toEqual({ status: 400, body: { error: WRONG_CODE_MESSAGE } });
    expect(await localAdapter.getSession()).toBeNull();
    // Typed loosely: capitals, a space instead of the dash.
    expect((await enterCode(recoveryCodes[1]!.toUpperCase().replace("-", " "))).status).toBe(200);
  });

  it("switches off only with a current code or a recovery code", async () => {
    // Codes count against a limit per agent (every attempt): a fresh agent here.
    const morgan = await enrol(MORGAN);
    expect((await signIn(MORGAN)).codeRequired).toBe(true);
    expect((await enterCode(morgan.recoveryCodes[0]!)).status).toBe(200);
    expect(await actions.disableTwoFactorAction({ code: "000000" })).toEqual({
      ok: false,
      status: 400,
      error: WRONG_CODE_MESSAGE,
    });
    // A used recovery code does not switch it off.
    expect(await actions.disableTwoFactorAction({ code: morgan.recoveryCodes[0]! })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await getAgentProfile(MORGAN.id, SUMMIT))!.twoFactorEnabled).toBe(true);

    expect(await actions.disableTwoFactorAction({ code: await codeOf(morgan.secret, 1) })).toEqual({
      ok: true,
      data: { enabled: false },
    });
    expect((await getAgentProfile(MORGAN.id, SUMMIT))!.twoFactorEnabled).toBe(false);
    const db = await getDb();
    const left = rowsOf<{ n: number }>(
      await db.execute(sql`select (select count(*) from agent_two_factor where user_id = ${MORGAN.id})
        + (select count(*) from agent_recovery_codes where user_id = ${MORGAN.id}) as n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await signIn(MORGAN)).codeRequired).toBeUndefined();
    expect(await actions.disableTwoFactorAction({ code: "123456" })).toMatchObject({ ok: false, status: 409 });
  });

  it("limits codes to 10 per agent in 15 minutes: past it even a right code is refused", async () => {
    const casey = await enrol(CASEY);
    // The confirmation was the first of the ten.
    expect((await signIn(CASEY)).codeRequired).toBe(true);
    for (let i = 0; i < 9; i++) expect((await enterCode("000000")).status).toBe(400);
    expect(await enterCode(casey.recoveryCodes[0]!)).toEqual({ status: 429, body: { error: TOO_MANY_CODES_MESSAGE } });
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("keeps the assistant's password-only gate shut for an account with two-factor sign-in on", async () => {
    const DEMO = { username: "demo", password: "demo1234" };
    const unlock = () => unlockAssistant(post("/api/assistant/unlock", { password: DEMO.password }), undefined);
    expect((await unlock()).status).toBe(200);
    await enrol(DEMO);
    jar.clear();
    const refused = await unlock();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("two-factor sign-in on");
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("is refused to anyone not signed in", async () => {
    jar.clear();
    expect(await actions.startTwoFactorAction({})).toMatchObject({ ok: false, status: 401 });
    expect(await actions.confirmTwoFactorAction({ code: "123456" })).toMatchObject({ ok: false, status: 401 });
    expect(await actions.disableTwoFactorAction({ code: "123456" })).toMatchObject({ ok: false, status: 401 });
  });
});
