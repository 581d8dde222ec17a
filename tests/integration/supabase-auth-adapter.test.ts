/**
 * The Supabase Auth adapter at its HTTP boundary: the product's own code (queries, the adapter,
 * `@supabase/ssr`) against the loopback GoTrue stand-in, on a real database. Checks the requests
 * Supabase Auth receives (paths, bodies, keys, redirects), the product's records, and that
 * Supabase's refusals become clear messages without its internals. Only the request's cookie
 * jar is simulated.
 */
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../helpers/db";
import { rejection } from "../helpers/rejection";
import { DEMO as DEMO_ADMIN, OPERATOR } from "../helpers/seed-actors";

const { jar, gotrue } = await vi.hoisted(async () => {
  const { startFakeGoTrue, FAKE_SERVICE_ROLE_KEY } = await import("../helpers/fake-gotrue");
  const server = await startFakeGoTrue([
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee", email: "operator@telcopilot.example", password: "operator1234" },
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", email: "demo@summitwireless.example", password: "demo1234" },
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", email: "jordan@summitwireless.example", password: "jordan1234" },
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd", email: "morgan@summitwireless.example", password: "morgan1234" },
    { id: "99999999-9999-4999-8999-999999999999", email: "taken@elsewhere.example", password: "whatever1" },
  ]);
  // supabase-js builds a realtime client that looks up a global WebSocket, which Node 20 lacks
  // (the product runs on Node 24); nothing here opens one.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= class {};
  process.env.AUTH_SECRET = "supabase adapter integration test secret, long enough";
  process.env.NEXT_PUBLIC_SUPABASE_URL = server.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "anon-key-for-tests";
  process.env.SUPABASE_SERVICE_ROLE_KEY = FAKE_SERVICE_ROLE_KEY;
  process.env.NEXT_PUBLIC_SITE_URL = "https://app.telcopilot.example";
  return { jar: new Map<string, string>(), gotrue: server };
});

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0 || value === "") jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const { getAuth } = await import("@/lib/auth");
const { supabaseAdapter, completeEmailLink, WRONG_AUTHENTICATOR_CODE, LINK_SESSION_MISSING } = await import(
  "@/lib/auth/supabase"
);
const { WRONG_SETUP_CODE_MESSAGE } = await import("@/lib/auth/two-factor");
const { approveWaitlistEntry, acceptInvitation, inviteMember, searchWaitlist } = await import(
  "@/lib/db/queries/workspaces"
);
const { createWaitlistSignup } = await import("@/lib/db/queries/waitlist");
const { requestPasswordReset, resetPassword, RESET_SENT } = await import("@/lib/db/queries/password-reset");
const { rowsOf } = await import("@/lib/db/connection");

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));

afterAll(() => gotrue.close());
beforeEach(() => jar.clear());

const DEMO = { ...DEMO_ADMIN, kind: "agent" as const };

const callsTo = (path: string) => gotrue.calls.filter((c) => c.path === path);
const sessionCookie = () => [...jar.keys()].some((k) => /^sb-.*-auth-token(\.\d+)?$/.test(k));

async function signIn(username: string, password: string) {
  jar.clear();
  return supabaseAdapter.signIn({ identifier: username, password, ip: "203.0.113.77" });
}

describe("invitations through Supabase Auth", () => {
  it("approving a waitlist entry calls the admin invite with the service-role key and the callback; the link signs in and the invitation makes the admin", async () => {
    expect(getAuth().name).toBe("supabase");
    await createWaitlistSignup({
      name: "Ada Byron",
      email: "ada@ridgewire.example",
      company: "Ridgewire",
      source: "hero",
    });
    const [entry] = await searchWaitlist(OPERATOR, "ada@");
    const { companyId } = await approveWaitlistEntry(OPERATOR, entry!.id);

    const [invite] = callsTo("/auth/v1/invite");
    expect(invite!.method).toBe("POST");
    expect(invite!.authorization).toBe(`Bearer ${gotrue.serviceRoleKey}`);
    expect(invite!.apikey).toBe(gotrue.serviceRoleKey);
    expect(invite!.body).toEqual({
      email: "ada@ridgewire.example",
      data: { name: "Ada Byron", company: "Ridgewire", role: "admin" },
    });
    const redirect = new URL(invite!.query.redirect_to!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe("https://app.telcopilot.example/auth/confirm");
    const next = redirect.searchParams.get("next")!;
    expect(next).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    // Supabase Auth sends the mail: nothing in the product's outbox.
    expect(await all(sql`select 1 from public.email_outbox where "to" = 'ada@ridgewire.example'`)).toEqual([]);

    // Without the link's session, the invitation cannot be taken.
    const token = next.split("/").pop()!;
    expect((await rejection(acceptInvitation({ token, username: "ada", password: "ada-secret-1" }))).message).toBe(
      LINK_SESSION_MISSING,
    );

    const mail = gotrue.mails.find((m) => m.email === "ada@ridgewire.example" && m.type === "invite")!;
    expect(await completeEmailLink({ tokenHash: "0".repeat(56), type: "invite" })).toBe(false);
    expect(await completeEmailLink({ tokenHash: mail.tokenHash, type: "invite" })).toBe(true);
    expect(callsTo("/auth/v1/verify").at(-1)!.body).toMatchObject({ token_hash: mail.tokenHash, type: "invite" });
    expect(sessionCookie()).toBe(true);

    const { userId } = await acceptInvitation({ token, username: "ada", password: "ada-secret-1" });
    const supabaseUser = gotrue.accounts.find((a) => a.email === "ada@ridgewire.example")!;
    expect(userId).toBe(supabaseUser.id);
    expect(supabaseUser.password).toBe("ada-secret-1");
    expect(
      callsTo("/auth/v1/user")
        .filter((c) => c.method === "PUT")
        .at(-1)!.body,
    ).toMatchObject({
      password: "ada-secret-1",
      data: { username: "ada" },
    });
    expect(
      await all(sql`select role, company_id from public.agent_users where id = ${userId} and username = 'ada'`),
    ).toEqual([{ role: "admin", company_id: companyId }]);
    expect((await getAuth().getSession())?.username).toBe("ada");
  });

  it("an admin's invitation names the company and role; an address Supabase already knows is refused clearly and leaves no invitation", async () => {
    await inviteMember(DEMO, { email: "new.agent@summitwireless.example", role: "agent" });
    expect(callsTo("/auth/v1/invite").at(-1)!.body).toEqual({
      email: "new.agent@summitwireless.example",
      data: { company: "Summit Wireless Partners", role: "agent", invited_by: "demo" },
    });

    const refused = await rejection(inviteMember(DEMO, { email: "taken@elsewhere.example", role: "agent" }));
    expect(refused).toEqual({
      status: 409,
      message: "This address already has an account with the sign-in provider, so it cannot be invited.",
    });
    expect(await all(sql`select 1 from public.invitations where email = 'taken@elsewhere.example'`)).toEqual([]);
    expect(await all(sql`select 1 from public.activity_log where subject = 'taken@elsewhere.example'`)).toEqual([]);
  });

  it("a failure inside Supabase Auth is a plain message, never its internals; an approval it refuses is undone", async () => {
    await createWaitlistSignup({
      name: "Bo Chen",
      email: "bo@other.example",
      company: "Other Cellular",
      source: "hero",
    });
    const [entry] = await searchWaitlist(OPERATOR, "bo@");
    gotrue.failNext("/auth/v1/invite");
    const failed = await rejection(approveWaitlistEntry(OPERATOR, entry!.id));
    expect(failed.status).toBe(502);
    expect(failed.message).toBe("Supabase Auth could not send the invitation. Please try again.");
    expect(failed.message).not.toMatch(/pq:|flow\.go|relation/);
    const [after] = await searchWaitlist(OPERATOR, "bo@");
    expect(after!.status).toBe("pending");
    expect(await all(sql`select 1 from public.companies where name = 'Other Cellular'`)).toEqual([]);
  });
});

describe("password recovery through Supabase Auth", () => {
  it("asks for the recovery mail with PKCE and the reset page as redirect; the same answer for an unknown address", async () => {
    const before = callsTo("/auth/v1/recover").length;
    expect(await requestPasswordReset("nobody@nowhere.example", "192.0.2.31")).toBe(RESET_SENT);
    expect(callsTo("/auth/v1/recover").length).toBe(before);

    expect(await requestPasswordReset("Jordan@summitwireless.example", "192.0.2.32")).toBe(RESET_SENT);
    const recover = callsTo("/auth/v1/recover").at(-1)!;
    expect(recover.body).toMatchObject({ email: "jordan@summitwireless.example", code_challenge_method: "s256" });
    expect(recover.body.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const next = new URL(recover.query.redirect_to!).searchParams.get("next")!;
    expect(next).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);

    const linkBrowser = new Map(jar);
    const token = next.split("/").pop()!;

    // Another browser signed in as Jordan loses its session with the reset.
    expect((await signIn("jordan", "jordan1234")).status).toBe("signed-in");
    const otherJar = new Map(jar);

    // Without the link's session (a browser that never opened it) the reset is refused.
    jar.clear();
    expect((await rejection(resetPassword(token, "jordan-new-5678"))).message).toBe(LINK_SESSION_MISSING);

    // The mail's link goes to GoTrue's /verify, which sends the browser back with a PKCE code.
    jar.clear();
    for (const [k, v] of linkBrowser) jar.set(k, v);
    const mail = gotrue.mails
      .filter((m) => m.email === "jordan@summitwireless.example" && m.type === "recovery")
      .at(-1)!;
    const verify = await fetch(mail.confirmationUrl, { redirect: "manual" });
    const back = new URL(verify.headers.get("location")!);
    expect(back.pathname).toBe("/auth/confirm");
    expect(back.searchParams.get("next")).toBe(next);
    expect(await completeEmailLink({ code: back.searchParams.get("code")! })).toBe(true);
    const exchange = callsTo("/auth/v1/token").at(-1)!;
    expect(exchange.query.grant_type).toBe("pkce");
    expect(Object.keys(exchange.body).sort()).toEqual(["auth_code", "code_verifier"]);
    expect(sessionCookie()).toBe(true);

    await resetPassword(token, "jordan-new-5678");
    expect(callsTo("/auth/v1/logout").at(-1)!.query.scope).toBe("global");
    expect(sessionCookie()).toBe(false);

    jar.clear();
    for (const [k, v] of otherJar) jar.set(k, v);
    expect(await getAuth().getSession()).toBeNull();
    expect((await rejection(signIn("jordan", "jordan1234"))).status).toBe(401);
    expect((await signIn("jordan", "jordan-new-5678")).status).toBe("signed-in");
    expect(
      await all(sql`select action from public.activity_log where action = 'password_reset' and subject = 'jordan'`),
    ).toHaveLength(1);
  });

  it("a password Supabase Auth refuses is said plainly", async () => {
    await signIn("demo", "demo1234");
    const same = await rejection(supabaseAdapter.changePassword(DEMO, "demo1234", "demo1234"));
    expect(same).toEqual({ status: 400, message: "Choose a password different from your current one." });
    const weak = await rejection(supabaseAdapter.changePassword(DEMO, "demo1234", "abc"));
    expect(weak.message).toBe("That password is too weak for the sign-in provider. Choose a longer, less common one.");
  });
});

describe("two-factor sign-in with Supabase Auth's TOTP factors", () => {
  it("enrolls, confirms with a code, then asks for a code at sign-in; switches off only with a right code", async () => {
    const morgan = {
      ...DEMO,
      id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd",
      email: "morgan@summitwireless.example",
      username: "morgan",
      role: "agent",
    };
    expect((await signIn("morgan", "morgan1234")).status).toBe("signed-in");
    const tf = getAuth().twoFactor;
    expect(tf.recoveryCodes).toBe(false);
    expect(await tf.status(morgan)).toEqual({ enabled: false, recoveryCodesLeft: null });

    const enrolment = await tf.start(morgan);
    expect(callsTo("/auth/v1/factors").at(-1)!.body).toEqual({
      factor_type: "totp",
      friendly_name: "TelcoPilot authenticator",
      issuer: "TelcoPilot",
    });
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.uri).toContain(enrolment.secret);
    // A set-up left unfinished is replaced, not refused as a name conflict.
    const again = await tf.start(morgan);
    expect(again.secret).not.toBe(enrolment.secret);

    expect((await rejection(tf.confirm(morgan, "000000"))).message).toBe(WRONG_SETUP_CODE_MESSAGE);
    expect(await tf.confirm(morgan, await generate({ secret: again.secret }))).toEqual({ recoveryCodes: null });
    const verifyCall = gotrue.calls.filter((c) => c.path.endsWith("/verify") && c.path.includes("/factors/")).at(-1)!;
    expect(Object.keys(verifyCall.body).sort()).toEqual(["challenge_id", "code"]);
    expect(await tf.status(morgan)).toEqual({ enabled: true, recoveryCodesLeft: null });
    // The assistant's gate reads it without Morgan's session, with the service-role key.
    expect(await tf.isOn(morgan.id)).toBe(true);
    const adminRead = gotrue.calls.at(-1)!;
    expect(`${adminRead.method} ${adminRead.path}`).toBe(`GET /auth/v1/admin/users/${morgan.id}/factors`);
    expect(adminRead.authorization).toBe(`Bearer ${gotrue.serviceRoleKey}`);

    // The password alone now leaves an aal1 session that is no session for the portal.
    expect(await signIn("morgan", "morgan1234")).toEqual({ status: "code-required" });
    expect(await getAuth().getSession()).toBeNull();
    expect((await rejection(tf.completeSignIn("123456"))).message).toBe(WRONG_AUTHENTICATOR_CODE);
    expect(await getAuth().getSession()).toBeNull();
    await tf.completeSignIn(await generate({ secret: again.secret }));
    expect((await getAuth().getSession())?.username).toBe("morgan");

    expect((await rejection(tf.disable(morgan, "000000"))).message).toBe(WRONG_AUTHENTICATOR_CODE);
    await tf.disable(morgan, await generate({ secret: again.secret }));
    expect(gotrue.calls.at(-1)!.method).toBe("DELETE");
    expect(await tf.status(morgan)).toEqual({ enabled: false, recoveryCodesLeft: null });
    expect(await tf.isOn(morgan.id)).toBe(false);
    expect((await signIn("morgan", "morgan1234")).status).toBe("signed-in");
  });
});
