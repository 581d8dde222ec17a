/**
 * Response headers every page and API answer carries. The page policy with a
 * per-request script nonce (`contentSecurityPolicy`) is added by the proxy; the
 * Content-Security-Policy here is the baseline for every other response (API
 * answers, files), which runs no script.
 */
export function securityHeaders(production: boolean): Array<{ key: string; value: string }> {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    {
      key: "Content-Security-Policy",
      value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}

/** A fresh, unguessable nonce for one page response (128 random bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy. Scripts run only when they carry this response's nonce (Next.js
 * puts it on its own scripts when it finds it in the request's policy, the root
 * layout on the theme's no-flash script); `'strict-dynamic'` lets those scripts
 * load the app's chunks. No `'unsafe-inline'` for scripts; inline styles stay
 * allowed (React style attributes, the toaster). `next dev` also needs eval and its
 * reload socket.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Blog posts may show images from other sites; images cannot run code.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

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
