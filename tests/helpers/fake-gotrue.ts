/**
 * A loopback stand-in for Supabase Auth (GoTrue), answering the endpoints the product calls
 * with GoTrue's request and response shapes (supabase/auth `internal/api`): the password,
 * refresh and PKCE grants, the current user and its update, logout with its scopes, the
 * admin invite (service-role key only), password recovery, the e-mail link (`/verify`, by
 * POST with a token hash or by GET from the mail with a redirect), and TOTP factors
 * (enroll, challenge, verify, unenroll) with the session's assurance level (aal1/aal2).
 * Errors carry GoTrue's body for the API version the client asks for
 * (`{ code, message }` for 2024-01-01). Mails GoTrue would send are kept in `mails`.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { SignJWT } from "jose";
import { generateSecret, generateURI, verify } from "otplib";

type Factor = {
  id: string;
  friendly_name: string;
  status: "verified" | "unverified";
  secret: string;
  created_at: string;
};

export type FakeAccount = {
  id: string;
  email: string;
  /** Unset for an invited person who has not chosen one yet. */
  password?: string;
  confirmed?: boolean;
  user_metadata?: Record<string, unknown>;
  factors?: Factor[];
  invitedAt?: string;
};

/** A mail GoTrue would have sent: its template's variables. */
export type FakeMail = {
  type: "invite" | "recovery";
  email: string;
  /** `{{ .TokenHash }}` */
  tokenHash: string;
  /** `{{ .RedirectTo }}` */
  redirectTo: string;
  /** `{{ .ConfirmationURL }}`: GoTrue's own /verify link, which redirects to `redirectTo`. */
  confirmationUrl: string;
  /** `{{ .Data }}`: the user's metadata (the invite's `data`). */
  data: Record<string, unknown>;
};

export type RecordedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  authorization: string;
  apikey: string;
};

export type FakeGoTrue = {
  url: string;
  requests: string[];
  calls: RecordedCall[];
  mails: FakeMail[];
  accounts: FakeAccount[];
  serviceRoleKey: string;
  /** Makes the next request to `path` fail with a 500 whose body holds internals (a leak test). */
  failNext(path: string): void;
  close(): Promise<void>;
};

const secret = new TextEncoder().encode("fake-gotrue-secret-for-tests-only-32chars");
export const FAKE_SERVICE_ROLE_KEY = "service-role-key-for-tests";

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { __invalid: text };
  }
}

/** GoTrue's `crypto.GenerateTokenHash`: SHA-224 of the address and the one-time token, hex. */
function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

type Session = { id: string; userId: string; aal: "aal1" | "aal2"; amr: { method: string; timestamp: number }[] };

export async function startFakeGoTrue(accounts: FakeAccount[]): Promise<FakeGoTrue> {
  const sessions = new Map<string, Session>(); // session id → session
  const accessTokens = new Map<string, string>(); // access token → session id
  const refreshTokens = new Map<string, string>(); // refresh token → session id
  const oneTimeTokens = new Map<string, { userId: string; type: "invite" | "recovery"; flowId?: string }>();
  const flows = new Map<string, { userId: string; challenge: string; method: string; authCode: string }>();
  const challenges = new Map<string, { factorId: string; expiresAt: number }>();
  const requests: string[] = [];
  const calls: RecordedCall[] = [];
  const mails: FakeMail[] = [];
  const failing = new Set<string>();

  const userJson = (a: FakeAccount) => ({
    id: a.id,
    aud: "authenticated",
    role: "authenticated",
    email: a.email,
    email_confirmed_at: a.confirmed === false ? null : "2026-01-01T00:00:00Z",
    invited_at: a.invitedAt ?? null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: a.user_metadata ?? {},
    identities: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    is_anonymous: false,
    ...(a.factors?.length
      ? {
          factors: a.factors.map((f) => ({
            id: f.id,
            friendly_name: f.friendly_name,
            factor_type: "totp",
            status: f.status,
            created_at: f.created_at,
            updated_at: f.created_at,
          })),
        }
      : {}),
  });

  async function issueSession(account: FakeAccount, method: string, previous?: Session) {
    const now = Math.floor(Date.now() / 1000);
    const session: Session = previous
      ? { ...previous, aal: "aal2", amr: [{ method, timestamp: now }, ...previous.amr] }
      : { id: randomUUID(), userId: account.id, aal: "aal1", amr: [{ method, timestamp: now }] };
    sessions.set(session.id, session);
    const accessToken = await new SignJWT({
      role: "authenticated",
      email: account.email,
      session_id: session.id,
      aal: session.aal,
      amr: session.amr,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(account.id)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(secret);
    const refreshToken = randomBytes(12).toString("hex");
    accessTokens.set(accessToken, session.id);
    refreshTokens.set(refreshToken, session.id);
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: refreshToken,
      user: userJson(account),
    };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const body = req.method === "GET" || req.method === "DELETE" ? {} : await readBody(req);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
    };
    calls.push({
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: header("authorization"),
      apikey: header("apikey"),
    });
    const apiVersion = header("x-supabase-api-version");
    const send = (status: number, payload?: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        ...(apiVersion ? { "x-supabase-api-version": apiVersion } : {}),
        ...extra,
      });
      res.end(payload === undefined ? "" : JSON.stringify(payload));
    };
    /** GoTrue's error body: `{ code, message }` from API version 2024-01-01 on, else the older shape. */
    const fail = (status: number, code: string, message: string) =>
      apiVersion >= "2024-01-01"
        ? send(status, { code, message }, { "x-sb-error-code": code })
        : send(status, { code: status, error_code: code, msg: message }, { "x-sb-error-code": code });

    if (failing.delete(url.pathname)) {
      return send(500, {
        code: "unexpected_failure",
        message: 'pq: relation "auth.flow_state" does not exist at /gotrue/internal/models/flow.go:42',
      });
    }

    const bearer = header("authorization").replace(/^Bearer\s+/i, "");
    const session = sessions.get(accessTokens.get(bearer) ?? "");
    const current = session ? accounts.find((a) => a.id === session.userId) : undefined;
    const isServiceRole = bearer === FAKE_SERVICE_ROLE_KEY;
    const redirectTo = url.searchParams.get("redirect_to") ?? "";
    const path = url.pathname;

    // ─── Tokens ───
    if (req.method === "POST" && path === "/auth/v1/token") {
      const grant = url.searchParams.get("grant_type");
      if (grant === "password") {
        const account = accounts.find(
          (a) => a.email === body.email && a.password !== undefined && a.password === body.password,
        );
        if (!account) return fail(400, "invalid_credentials", "Invalid login credentials");
        return send(200, await issueSession(account, "password"));
      }
      if (grant === "refresh_token") {
        const sid = refreshTokens.get(String(body.refresh_token ?? ""));
        const s = sid ? sessions.get(sid) : undefined;
        const account = s && accounts.find((a) => a.id === s.userId);
        if (!s || !account)
          return fail(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        refreshTokens.delete(String(body.refresh_token));
        return send(200, await issueSession(account, s.amr[0]?.method ?? "password", s.aal === "aal2" ? s : undefined));
      }
      if (grant === "pkce") {
        const flowEntry = [...flows].find(([, f]) => f.authCode === body.auth_code);
        if (!flowEntry || typeof body.code_verifier !== "string") {
          return fail(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
        }
        const [flowId, flow] = flowEntry;
        const computed = createHash("sha256").update(body.code_verifier).digest("base64url");
        if (flow.method !== "s256" || computed !== flow.challenge) {
          return fail(403, "bad_code_verifier", "code challenge does not match previously saved code verifier");
        }
        flows.delete(flowId);
        const account = accounts.find((a) => a.id === flow.userId)!;
        return send(200, await issueSession(account, "recovery"));
      }
      return fail(400, "validation_failed", "unsupported_grant_type");
    }

    // ─── The current user ───
    if (path === "/auth/v1/user" && req.method === "GET") {
      return current
        ? send(200, userJson(current))
        : fail(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    }
    if (path === "/auth/v1/user" && req.method === "PUT") {
      if (!current || !session) return fail(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
      if (typeof body.password === "string") {
        if (body.password.length < 6) {
          return send(422, {
            code: "weak_password",
            message: "Password should be at least 6 characters.",
            weak_password: { reasons: ["length"] },
          });
        }
        if (body.password === current.password) {
          return fail(422, "same_password", "New password should be different from the old password.");
        }
        current.password = body.password;
        current.confirmed = true;
      }
      return send(200, userJson(current));
    }
    if (path === "/auth/v1/logout" && req.method === "POST") {
      if (!session) return fail(403, "session_not_found", "Session from session_id claim in JWT does not exist");
      const scope = url.searchParams.get("scope") ?? "global";
      if (!["global", "local", "others"].includes(scope)) {
        return fail(400, "validation_failed", `Unsupported logout scope "${scope}"`);
      }
      for (const [id, s] of sessions) {
        const ends =
          scope === "local"
            ? id === session.id
            : scope === "others"
              ? s.userId === session.userId && id !== session.id
              : s.userId === session.userId;
        if (ends) sessions.delete(id);
      }
      return send(204);
    }

    // ─── Links: invite (admin), recovery, verify ───
    const mailLink = (account: FakeAccount, type: "invite" | "recovery", flowId?: string) => {
      const otp = randomBytes(16).toString("hex");
      const hash = tokenHash(account.email, otp);
      oneTimeTokens.set(hash, { userId: account.id, type, flowId });
      const base = `http://${req.headers.host}/auth/v1/verify`;
      mails.push({
        type,
        email: account.email,
        tokenHash: hash,
        redirectTo,
        confirmationUrl: `${base}?${new URLSearchParams({ token: hash, type, redirect_to: redirectTo })}`,
        data: account.user_metadata ?? {},
      });
    };
    if (req.method === "POST" && path === "/auth/v1/invite") {
      if (!isServiceRole || header("apikey") !== FAKE_SERVICE_ROLE_KEY) {
        return fail(403, "not_admin", "User not allowed");
      }
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        return fail(400, "email_address_invalid", "Unable to validate email address: invalid format");
      }
      let account = accounts.find((a) => a.email === email);
      if (account && account.confirmed !== false) {
        return fail(422, "email_exists", "A user with this email address has already been registered");
      }
      if (!account) {
        account = {
          id: randomUUID(),
          email,
          confirmed: false,
          user_metadata: (body.data as Record<string, unknown>) ?? {},
        };
        accounts.push(account);
      }
      account.invitedAt = new Date().toISOString();
      mailLink(account, "invite");
      return send(200, userJson(account));
    }
    if (req.method === "POST" && path === "/auth/v1/recover") {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const account = accounts.find((a) => a.email === email);
      // GoTrue answers the same for an unknown address.
      if (account) {
        let flowId: string | undefined;
        if (typeof body.code_challenge === "string" && body.code_challenge) {
          flowId = randomUUID();
          flows.set(flowId, {
            userId: account.id,
            challenge: body.code_challenge,
            method: String(body.code_challenge_method ?? ""),
            authCode: randomUUID(),
          });
        }
        mailLink(account, "recovery", flowId);
      }
      return send(200, {});
    }
    if (path === "/auth/v1/verify") {
      const type = req.method === "GET" ? url.searchParams.get("type") : body.type;
      const hash = req.method === "GET" ? url.searchParams.get("token") : body.token_hash;
      const entry = typeof hash === "string" ? oneTimeTokens.get(hash) : undefined;
      const valid = entry && entry.type === type;
      if (req.method === "POST") {
        if (!valid) return fail(403, "otp_expired", "Email link is invalid or has expired");
        oneTimeTokens.delete(hash as string);
        const account = accounts.find((a) => a.id === entry.userId)!;
        account.confirmed = true;
        return send(200, await issueSession(account, "otp"));
      }
      if (req.method === "GET") {
        if (!valid) {
          const target = new URL(redirectTo);
          target.hash = new URLSearchParams({
            error: "access_denied",
            error_code: "otp_expired",
            error_description: "Email link is invalid or has expired",
          }).toString();
          res.writeHead(303, { location: target.toString() });
          return res.end();
        }
        oneTimeTokens.delete(hash as string);
        const account = accounts.find((a) => a.id === entry.userId)!;
        account.confirmed = true;
        const target = new URL(redirectTo);
        const flow = entry.flowId ? flows.get(entry.flowId) : undefined;
        if (flow) {
          target.searchParams.set("code", flow.authCode);
        } else {
          const s = await issueSession(account, "otp");
          target.hash = new URLSearchParams({
            access_token: s.access_token,
            refresh_token: s.refresh_token,
            expires_in: String(s.expires_in),
            token_type: "bearer",
            type: String(type),
          }).toString();
        }
        res.writeHead(303, { location: target.toString() });
        return res.end();
      }
    }

    // ─── An account's factors, for the admin (service-role key) ───
    const adminFactors = /^\/auth\/v1\/admin\/users\/([^/]+)\/factors$/.exec(path);
    if (req.method === "GET" && adminFactors) {
      if (!isServiceRole) return fail(403, "not_admin", "User not allowed");
      const account = accounts.find((a) => a.id === adminFactors[1]);
      if (!account) return fail(404, "user_not_found", "User not found");
      return send(200, userJson(account).factors ?? []);
    }

    // ─── TOTP factors ───
    if (path.startsWith("/auth/v1/factors")) {
      if (!current || !session) return fail(401, "no_authorization", "This endpoint requires a valid Bearer token");
      current.factors ??= [];
      const [, , , , factorId, step] = path.split("/");
      if (req.method === "POST" && !factorId) {
        if (body.factor_type !== "totp") {
          return fail(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
        }
        const name = typeof body.friendly_name === "string" ? body.friendly_name : "";
        if (current.factors.some((f) => f.friendly_name === name)) {
          return fail(
            422,
            "mfa_factor_name_conflict",
            `A factor with the friendly name "${name}" for this user already exists`,
          );
        }
        if (current.factors.some((f) => f.status === "verified") && session.aal !== "aal2") {
          return fail(403, "insufficient_aal", "AAL2 required to enroll a new factor");
        }
        const factorSecret = generateSecret({ length: 20 });
        const issuer = typeof body.issuer === "string" && body.issuer ? body.issuer : "localhost";
        const uri = generateURI({ issuer, label: current.email, secret: factorSecret });
        const factor: Factor = {
          id: randomUUID(),
          friendly_name: name,
          status: "unverified",
          secret: factorSecret,
          created_at: new Date().toISOString(),
        };
        current.factors.push(factor);
        return send(200, {
          id: factor.id,
          type: "totp",
          friendly_name: name,
          totp: {
            qr_code: `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>`,
            secret: factorSecret,
            uri,
          },
        });
      }
      const factor = current.factors.find((f) => f.id === factorId);
      if (!factor) return fail(404, "mfa_factor_not_found", "Factor not found");
      if (req.method === "POST" && step === "challenge") {
        const id = randomUUID();
        const expiresAt = Math.floor(Date.now() / 1000) + 300;
        challenges.set(id, { factorId: factor.id, expiresAt });
        return send(200, { id, type: "totp", expires_at: expiresAt });
      }
      if (req.method === "POST" && step === "verify") {
        const challenge = challenges.get(String(body.challenge_id ?? ""));
        if (!challenge || challenge.factorId !== factor.id) {
          return fail(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
        }
        if (challenge.expiresAt < Date.now() / 1000) {
          return fail(422, "mfa_challenge_expired", `MFA challenge ${body.challenge_id} has expired`);
        }
        const result = await verify({
          secret: factor.secret,
          token: String(body.code ?? ""),
          period: 30,
          epochTolerance: 30,
        }).catch(() => ({ valid: false }));
        if (!result.valid) return fail(422, "mfa_verification_failed", "Invalid TOTP code entered");
        challenges.delete(String(body.challenge_id));
        factor.status = "verified";
        current.factors = current.factors.filter((f) => f.status === "verified");
        // Sessions below aal2 end once a factor is verified (GoTrue's InvalidateSessionsWithAALLessThan).
        for (const [id, s] of sessions)
          if (s.userId === current.id && s.aal !== "aal2" && id !== session.id) sessions.delete(id);
        return send(200, await issueSession(current, "totp", session));
      }
      if (req.method === "DELETE" && !step) {
        if (factor.status === "verified" && session.aal !== "aal2") {
          return fail(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
        }
        current.factors = current.factors.filter((f) => f.id !== factor.id);
        return send(200, { id: factor.id });
      }
    }
    fail(404, "not_found", "Not Found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls,
    mails,
    accounts,
    serviceRoleKey: FAKE_SERVICE_ROLE_KEY,
    failNext: (p: string) => failing.add(p),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
