import "server-only";
import { AppError } from "@/lib/errors";
import { countRecent, recordEvent } from "@/lib/rate-limit";

/** At most 10 failed sign-ins per IP and per username in 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const BUCKET = "login-failure";

const keys = (identifier: string, ip: string) => [`ip:${ip}`, `user:${identifier.trim().toLowerCase()}`];

export async function assertLoginAllowed(identifier: string, ip: string): Promise<void> {
  const counts = await Promise.all(keys(identifier, ip).map((k) => countRecent(BUCKET, k, LOGIN_FAILURE_WINDOW_MS)));
  if (counts.some((n) => n >= LOGIN_FAILURE_LIMIT)) throw new AppError(429, LOGIN_LOCKED_MESSAGE);
}

export async function recordLoginFailure(identifier: string, ip: string): Promise<void> {
  await recordEvent(BUCKET, LOGIN_FAILURE_WINDOW_MS, ...keys(identifier, ip));
}

export const INVALID_CREDENTIALS = "Invalid credentials";
