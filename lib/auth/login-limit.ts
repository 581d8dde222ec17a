import "server-only";
import { getAccountIdBySignInName } from "@/lib/db/queries/account";
import { AppError } from "@/lib/errors";
import { clearEvents, countRecent, recordEvent } from "@/lib/rate-limit";

/**
 * Failed sign-ins, counted so that a stranger can neither guess freely nor lock anyone out
 * (per 15 minutes):
 * - per (account, address) pair: 5 failures stop that address from trying that account;
 * - per address: 20 failures stop the address from trying any account;
 * - per account, from every address: past 30 failures, only addresses that have already
 *   failed on the account are stopped. An address with no failure on the account (the
 *   real user's) still signs in with the right password.
 * The account is the user behind the name typed (username or e-mail address: one
 * counter); a name that matches no user is counted under itself. A successful sign-in
 * forgets its own pair's failures only.
 */
export const LOGIN_PAIR_LIMIT = 5;
export const LOGIN_ADDRESS_LIMIT = 20;
export const LOGIN_ACCOUNT_LIMIT = 30;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const BUCKET = "login-failure";

async function accountKey(identifier: string): Promise<string> {
  const name = identifier.trim().toLowerCase();
  const id = name ? await getAccountIdBySignInName(name) : null;
  return id ? `account:${id}` : `name:${name}`;
}

async function keysOf(identifier: string, ip: string) {
  const account = await accountKey(identifier);
  return { account, address: `ip:${ip}`, pair: `pair:${account}|${ip}` };
}

export async function assertLoginAllowed(identifier: string, ip: string): Promise<void> {
  const keys = await keysOf(identifier, ip);
  const [account, address, pair] = await Promise.all(
    [keys.account, keys.address, keys.pair].map((k) => countRecent(BUCKET, k, LOGIN_FAILURE_WINDOW_MS)),
  );
  const locked =
    pair! >= LOGIN_PAIR_LIMIT || address! >= LOGIN_ADDRESS_LIMIT || (account! >= LOGIN_ACCOUNT_LIMIT && pair! > 0);
  if (locked) throw new AppError(429, LOGIN_LOCKED_MESSAGE);
}

export async function recordLoginFailure(identifier: string, ip: string): Promise<void> {
  const keys = await keysOf(identifier, ip);
  await recordEvent(BUCKET, LOGIN_FAILURE_WINDOW_MS, keys.account, keys.address, keys.pair);
}

/** Forgets the failures of this account from this address (not the address's others, nor the account's). */
export async function recordLoginSuccess(identifier: string, ip: string): Promise<void> {
  await clearEvents(BUCKET, (await keysOf(identifier, ip)).pair);
}

export const INVALID_CREDENTIALS = "Invalid credentials";
