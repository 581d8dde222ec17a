/**
 * One-time link tokens (invitations, password resets): 32 random bytes in the link,
 * only their SHA-256 in the database, compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether `token` hashes to `storedHash` (constant time in the hash length). */
export function linkTokenMatches(token: string, storedHash: string): boolean {
  const computed = Buffer.from(hashLinkToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === computed.length && timingSafeEqual(stored, computed);
}

/** A token from a link has this shape; anything else is refused before any lookup. */
export function isWellFormedLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
