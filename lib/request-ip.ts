/**
 * Whose address a request comes from, for the limits that count per address (sign-in,
 * waitlist, investor form, assistant gate). Only what the client cannot forge counts:
 *
 * - On Netlify, its edge's own header `x-nf-client-connection-ip` (Netlify sets it and
 *   replaces any value a client sent).
 * - Elsewhere, `X-Forwarded-For` read from the right: every proxy appends the address
 *   it received the request from, so the right-most entries are written by proxies we
 *   run and the left-most by whoever sent the request. `TRUSTED_PROXY_HOPS` says how
 *   many proxies stand in front of the server (0 for a bare `next start`); the address
 *   is the entry that many places left of the socket's. Under `next start` the server
 *   appends the socket's address itself (`instrumentation.ts`), so with 0 hops the
 *   socket's address counts and a forged header changes nothing.
 */
import { env, onNetlify } from "@/lib/env";

export const NETLIFY_CLIENT_IP_HEADER = "x-nf-client-connection-ip";

/** The client's address as the trusted parts of the request say it ("local" when none does). */
export function clientIp(headers: Headers, hops = env.TRUSTED_PROXY_HOPS): string {
  if (onNetlify) {
    const netlify = headers.get(NETLIFY_CLIENT_IP_HEADER)?.trim();
    if (netlify) return netlify;
  }
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "local";
  // Fewer entries than trusted hops: the request did not come through all of them; the
  // left-most entry is the furthest any proxy saw.
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/** Whether the request reached the first proxy over HTTPS (as `X-Forwarded-Proto` says; Next sets it otherwise). */
export function cameOverHttps(headers: Headers): boolean {
  const proto = headers.get("x-forwarded-proto") ?? "";
  return proto.split(",")[0]!.trim().toLowerCase() === "https";
}
