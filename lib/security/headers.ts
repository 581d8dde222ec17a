/**
 * Response headers, and which pages get which Content-Security-Policy.
 *
 * Two page policies:
 * - Public pages (marketing, the blog and its posts, the feed, sitemap, robots) are
 *   prerendered, or rendered once, and served from Next's cache and the CDN, so they
 *   cannot carry a per-response nonce: their policy is fixed (`publicPagePolicy`),
 *   allowing inline scripts (Next's inline RSC payload, the theme script) and keeping
 *   every other directive strict. They hold no session and no user-supplied HTML.
 * - Sign-in, the portal, the assistant, /docs and the APIs are rendered per request
 *   and run only scripts carrying that response's nonce (`nonceSecurityPolicy` in
 *   nonce-policy.ts, set by the proxy), with `'strict-dynamic'`. Other paths (a 404)
 *   get the fixed policy from the proxy: the not-found page is prerendered.
 */
import { withoutTrailingSlash } from "../../config/routes";
import { BLOG_CACHE_TAG } from "../validation/blog-constants";

type Header = { key: string; value: string };

/** Headers every answer carries (pages, APIs, files). */
export function securityHeaders(production: boolean): Header[] {
  const headers: Header[] = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    // Baseline for answers that run no script (files, API answers); pages override it.
    {
      key: "Content-Security-Policy",
      value: "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'",
    },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}

// ─── Which policy a path gets ───

/** The marketing pages (no data, prerendered at build). */
const MARKETING_PATHS = ["/", "/features", "/how-it-works", "/about", "/investors"] as const;

/** The blog list, feed and sitemap: rendered on their first request, then cached until a post is created. */
const BLOG_PATHS = ["/blog", "/feed.xml", "/sitemap.xml"] as const;

/** Prerendered files with no data: robots and the social images. */
const STATIC_ROUTE_PATHS = ["/robots.txt", "/opengraph-image", "/twitter-image"] as const;

/** A post: `/blog/<slug>`, but not the post editor `/blog/new`. */
function isPostPath(pathname: string): boolean {
  return /^\/blog\/[^/]+$/.test(pathname) && pathname !== "/blog/new";
}

/**
 * Whether a path is a public, prerendered page or file: served with the fixed policy
 * and CDN caching, and not passed through the proxy (see the matcher in proxy.ts).
 */
export function isPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return (
    (MARKETING_PATHS as readonly string[]).includes(path) ||
    (BLOG_PATHS as readonly string[]).includes(path) ||
    (STATIC_ROUTE_PATHS as readonly string[]).includes(path) ||
    isPostPath(path)
  );
}

/**
 * Paths whose pages get the per-response nonce policy: sign-in and its link pages (password
 * recovery, invitations, the Supabase Auth link callback and its error page), the portal, the
 * outbox, the assistant gate, the docs.
 */
const NONCE_PAGE_PREFIXES = [
  "/login",
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/invite",
  "/outbox",
  "/assistant",
  "/dashboard",
  "/docs",
  "/blog/new",
  "/blog/edit",
] as const;

export function isNoncePagePath(pathname: string): boolean {
  return NONCE_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** API routes, including the Netlify function path that is rewritten to one after the proxy. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/.netlify/functions/");
}

// ─── The two page policies ───

/** Directives both page policies share (exported for the nonce policy in nonce-policy.ts): everything but scripts, connections and upgrades. */
export function sharedPageDirectives(): string[] {
  return [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Blog posts may show images from other sites; images cannot run code.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * The fixed policy of the public pages (Next.js's documented CSP without nonces for
 * prerendered pages). Scripts: this site's files and inline scripts (Next's inline
 * RSC payload, the theme script); no eval outside `next dev`, no other origin.
 * Connections: this site only (the waitlist, the blog's list and viewer calls).
 */
export function publicPagePolicy({
  production,
  development = false,
}: {
  production: boolean;
  development?: boolean;
}): string {
  return [
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    ...sharedPageDirectives(),
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

// ─── Caching ───

/** Seconds a shared cache (CDN) may serve a public page before asking again. */
export const PUBLIC_S_MAXAGE_S = 300;
/** Seconds after that it may still serve the old copy while it fetches the new one. */
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 86_400;

/** Cache-Control of public pages: any shared cache may keep them. */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${PUBLIC_S_MAXAGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;

/**
 * Netlify's CDN keeps public pages until a deploy or a purge of their cache tag
 * (a created post purges `BLOG_CACHE_TAG`); `durable` shares the copy across its edges.
 */
export const NETLIFY_CDN_CACHE_CONTROL = "public, durable, s-maxage=31536000, stale-while-revalidate=31536000";

/** Cache-Control of the portal, sign-in and APIs: never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A path list as a regular expression alternative for a Next.js path pattern (dots escaped, no leading slash). */
function alternatives(paths: readonly string[]): string {
  return paths.map((p) => p.slice(1).replace(/\./g, "\\.")).join("|");
}

/**
 * `next.config.ts` header rules for the public pages (which the proxy does not see):
 * the fixed policy and the CDN caching headers. Two rules, one per set of headers,
 * each matching its paths with one pattern: the server tries every rule on every
 * request, so one rule a path would cost the portal's answers too. The patterns are
 * unnamed groups: a rule whose source has a named parameter makes the server compile
 * every header value holding a colon (the policy's `data:`, `https:`) as a path
 * template on each answer, a cost the public pages' throughput cannot carry.
 */
function publicPageHeaderRules(production: boolean): Array<{ source: string; headers: Header[] }> {
  const policy = { key: "Content-Security-Policy", value: publicPagePolicy({ production }) };
  const cache = [
    { key: "Cache-Control", value: PUBLIC_CACHE_CONTROL },
    { key: "Netlify-CDN-Cache-Control", value: NETLIFY_CDN_CACHE_CONTROL },
  ];
  const blogTag = { key: "Netlify-Cache-Tag", value: BLOG_CACHE_TAG };
  // "/" is the empty alternative; a post is `blog/<slug>` except the editor `blog/new`.
  const pages = alternatives([...MARKETING_PATHS, ...STATIC_ROUTE_PATHS]);
  const blog = `${alternatives(BLOG_PATHS)}|blog/(?!new$)[^/]+`;
  return [
    { source: `/(${pages})`, headers: [policy, ...cache] },
    { source: `/(${blog})`, headers: [policy, ...cache, blogTag] },
  ];
}

/** `next.config.ts` header rules: the baseline on every answer (an unnamed pattern, see above), then the public pages'. */
export function headerRules(production: boolean): Array<{ source: string; headers: Header[] }> {
  return [{ source: "/(.*)", headers: securityHeaders(production) }, ...publicPageHeaderRules(production)];
}

// ─── Requests ───

/** Methods that change state: a cross-site Origin on them is refused. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a request that changes state comes from another site. Requests without
 * an Origin header (curl, server-to-server) are not cross-site by this rule; the
 * session cookie is SameSite=Lax, which covers browsers that omit it.
 */
export function isCrossSiteWrite(method: string, origin: string | null, host: string | null): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase()) || !origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
