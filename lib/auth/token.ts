/**
 * The local adapter's session cookie: a JWT (HS256, jose) naming the session row.
 * The cookie alone never grants access: `getSession` also checks the row, so a
 * signed-out or expired session is refused even with a valid signature.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import { env, isProduction, onNetlify } from "@/lib/env";
import { cameOverHttps } from "@/lib/request-ip";
import type { SessionKind } from "./types";

export const SESSION_COOKIE = "tr_session";
export const SESSION_MAX_AGE_S = env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60;
/** A token older than this is re-issued on the next request (sliding expiry). */
export const SESSION_RENEW_AFTER_S = 24 * 60 * 60;

export type SessionClaims = { sid: string; sub: string; kind: SessionKind; iat: number; exp: number };

let cachedKey: Uint8Array | undefined;

/**
 * `AUTH_SECRET`, or a secret kept in `DATA_DIR` so sessions survive a restart of the embedded
 * server. Signs the session cookies; the key that encrypts two-factor secrets is derived from it.
 */
export function secretKey(): Uint8Array {
  if (cachedKey) return cachedKey;
  let secret = env.AUTH_SECRET;
  if (!secret) {
    if (onNetlify) throw new Error("AUTH_SECRET is not set: it is required on Netlify (at least 32 characters).");
    const dir = path.resolve(env.DATA_DIR);
    const file = path.join(dir, "auth-secret");
    if (existsSync(file)) {
      secret = readFileSync(file, "utf8").trim();
    } else {
      mkdirSync(dir, { recursive: true });
      secret = randomBytes(48).toString("base64url");
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    }
  }
  cachedKey = new TextEncoder().encode(secret);
  return cachedKey;
}

export async function signSessionToken(sid: string, userId: string, kind: SessionKind, maxAgeS = SESSION_MAX_AGE_S) {
  return new SignJWT({ sid, kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeS)
    .sign(secretKey());
}

export async function verifySessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    const kind: SessionKind = payload.kind === "assistant" ? "assistant" : "agent";
    return { sid: payload.sid, sub: payload.sub, kind, iat: payload.iat ?? 0, exp: payload.exp ?? 0 };
  } catch {
    return null;
  }
}

/**
 * The session cookie's attributes. `Secure` when the site's address is https in production,
 * or when the request reached the first proxy over HTTPS (`X-Forwarded-Proto`; a client
 * that claims it on plain http only stops its own browser from sending the cookie back).
 */
export function sessionCookieOptions(maxAgeS: number, requestHeaders?: Headers) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure:
      (isProduction && !env.NEXT_PUBLIC_SITE_URL.startsWith("http://")) ||
      (requestHeaders ? cameOverHttps(requestHeaders) : false),
    path: "/",
    maxAge: maxAgeS,
  };
}

/** The cookie that carries a sign-in between its password step and its code step. */
export const TWO_FACTOR_PENDING_COOKIE = "tr_2fa_pending";
/** How long the code step may follow the password step. */
export const TWO_FACTOR_PENDING_S = 5 * 60;
const TWO_FACTOR_PURPOSE = "two-factor-pending";

/** A short-lived token naming the user whose password was right and whose code is still due. */
export async function signPendingTwoFactorToken(userId: string) {
  return new SignJWT({ purpose: TWO_FACTOR_PURPOSE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TWO_FACTOR_PENDING_S)
    .sign(secretKey());
}

/** The user of a pending sign-in token, or null (expired, forged, or a session token). */
export async function verifyPendingTwoFactorToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"] });
    if (payload.purpose !== TWO_FACTOR_PURPOSE || typeof payload.sub !== "string" || "sid" in payload) return null;
    return payload.sub;
  } catch {
    return null;
  }
}
