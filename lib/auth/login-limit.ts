import "server-only";
import { AppError } from "@/lib/errors";
import { clearEvents, countRecent, recordEvent } from "@/lib/rate-limit";

/**
 * At most 10 failed sign-ins per IP and per username in 15 minutes. A successful
 * sign-in forgets the username's failures (not the address's: signing in to one's
 * own account must not reset a count that guards every other account).
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const BUCKET = "login-failure";

const userKey = (identifier: string) => `user:${identifier.trim().toLowerCase()}`;
const keys = (identifier: string, ip: string) => [`ip:${ip}`, userKey(identifier)];

export async function assertLoginAllowed(identifier: string, ip: string): Promise<void> {
  const counts = await Promise.all(keys(identifier, ip).map((k) => countRecent(BUCKET, k, LOGIN_FAILURE_WINDOW_MS)));
  if (counts.some((n) => n >= LOGIN_FAILURE_LIMIT)) throw new AppError(429, LOGIN_LOCKED_MESSAGE);
}

export async function recordLoginFailure(identifier: string, ip: string): Promise<void> {
  await recordEvent(BUCKET, LOGIN_FAILURE_WINDOW_MS, ...keys(identifier, ip));
}

/** Forgets the failures counted under each name the account signs in with (as typed, username, e-mail). */
export async function recordLoginSuccess(...identifiers: Array<string | null | undefined>): Promise<void> {
  const names = identifiers.filter((name): name is string => Boolean(name?.trim())).map(userKey);
  await clearEvents(BUCKET, ...new Set(names));
}

export const INVALID_CREDENTIALS = "Invalid credentials";
