/**
 * Response headers every page and API answer carries. The script policy with
 * per-request nonces is added by the proxy; these are the static ones.
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
