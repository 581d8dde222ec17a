/** Route access rules read by the proxy (the pages and handlers verify again on the server). */

/** Page prefixes that need a signed-in agent. */
export const PROTECTED_PAGE_PREFIXES = ["/dashboard", "/blog/new"] as const;

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
  return PUBLIC_API_PREFIXES.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)));
}
