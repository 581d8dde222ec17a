/**
 * The per-response Content-Security-Policy of the portal, sign-in, the assistant,
 * /docs and the APIs (the proxy sets it; public pages carry the fixed policy of
 * headers.ts instead).
 */
import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "@/lib/theme-script";
import { sharedPageDirectives } from "./headers";

/** Hash of the theme's no-flash script, which the (static) root layout renders without a nonce. */
export const THEME_SCRIPT_HASH = `sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`;

/**
 * Scripts run only when they carry this response's nonce (Next.js puts it on its
 * scripts when it finds it in the request's policy) or are the theme script (by its
 * hash); `'strict-dynamic'` lets those scripts load the app's chunks. No
 * `'unsafe-inline'`. `next dev` also needs eval and its reload socket.
 */
export function nonceSecurityPolicy(
  nonce: string,
  { production, development = false }: { production: boolean; development?: boolean },
): string {
  return [
    `script-src 'self' 'nonce-${nonce}' '${THEME_SCRIPT_HASH}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    ...sharedPageDirectives(),
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
