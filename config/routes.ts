/** Route access rules read by the proxy (the pages and handlers verify again on the server). */

/** Page prefixes that need a signed-in agent. */
export const PROTECTED_PAGE_PREFIXES = ["/dashboard", "/blog/new", "/blog/edit"] as const;

/** API routes open to anonymous visitors; every other `/api/*` route needs a session. */
export const PUBLIC_API_PREFIXES = [
  "/api/auth/login",
  "/api/auth/logout",
  "/api/assistant/unlock",
  "/api/investor-contact",
  "/api/functions/",
  "/api/health",
  "/api/blog/posts",
] as const;

export function isProtectedPage(pathname: string): boolean {
  return PROTECTED_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isPublicApi(pathname: string): boolean {
  return PUBLIC_API_PREFIXES.some((p) =>
    p.endsWith("/") ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/**
 * Short paths kept from the first release, sent into the portal (307). The proxy
 * answers them: it runs for these paths anyway, whereas a `next.config` redirect is
 * tried on every request, the public pages' included.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  "/customers": "/dashboard/customers",
  "/customers/new": "/dashboard/customers/new",
  "/quotes": "/dashboard/quotes",
};

/** A pathname without its trailing slashes ("/" stays "/"). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Where a legacy short path now lives (a trailing slash is ignored), or null. */
export function legacyRedirect(pathname: string): string | null {
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(LEGACY_REDIRECTS, path) ? LEGACY_REDIRECTS[path]! : null;
}
