// Next's request storage, as `next start` sets it up, before the proxy's modules load.
import "next/dist/server/node-environment-baseline";
import { createHash } from "node:crypto";
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { NextRequest } from "next/server";
import { config as proxyConfig, proxy } from "@/proxy";
import { THEME_SCRIPT } from "@/lib/theme-script";
import {
  isCrossSiteWrite,
  isNoncePagePath,
  isPublicPath,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  publicPagePolicy,
  securityHeaders,
} from "@/lib/security/headers";
import { createNonce, nonceSecurityPolicy, THEME_SCRIPT_HASH } from "@/lib/security/nonce-policy";

/** A policy as directive name → the whole directive. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d]));
}

const PUBLIC = [
  "/",
  "/features",
  "/how-it-works",
  "/about",
  "/investors",
  "/blog",
  "/blog/why-resellers-win",
  "/blog/a-1",
  "/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/opengraph-image",
];
const NOT_PUBLIC = [
  "/login",
  "/assistant",
  "/dashboard",
  "/dashboard/quotes/abc",
  "/docs/certified-devices",
  "/blog/new",
  "/blog/edit/a-post",
  "/blog/a/b",
  "/api/health",
  "/api/blog/posts",
  "/.netlify/functions/waitlist",
  "/aboutus",
  "/features/x",
  "/no-such-page",
];

describe("security headers", () => {
  it("sets nosniff, referrer, permissions and frame-ancestors, and HSTS only in production", () => {
    const dev = Object.fromEntries(securityHeaders(false).map((h) => [h.key, h.value]));
    expect(dev["X-Content-Type-Options"]).toBe("nosniff");
    expect(dev["Referrer-Policy"]).toBeTruthy();
    expect(dev["Permissions-Policy"]).toContain("camera=()");
    expect(dev["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(dev["Strict-Transport-Security"]).toBeUndefined();
    const prod = Object.fromEntries(securityHeaders(true).map((h) => [h.key, h.value]));
    expect(prod["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("refuses state-changing requests from another origin only", () => {
    expect(isCrossSiteWrite("POST", "https://evil.example", "app.example")).toBe(true);
    expect(isCrossSiteWrite("DELETE", "null", "app.example")).toBe(true);
    expect(isCrossSiteWrite("POST", "https://app.example", "app.example")).toBe(false);
    expect(isCrossSiteWrite("POST", null, "app.example")).toBe(false);
    expect(isCrossSiteWrite("GET", "https://evil.example", "app.example")).toBe(false);
  });

  it("builds a portal policy that runs only scripts with the response's nonce, or the theme script", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const d = directives(nonceSecurityPolicy(nonce, { production: true }));
    expect(d["script-src"]).toBe(`script-src 'self' 'nonce-${nonce}' '${THEME_SCRIPT_HASH}' 'strict-dynamic'`);
    expect(THEME_SCRIPT_HASH).toBe(`sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`);
    expect(d["object-src"]).toBe("object-src 'none'");
    expect(d["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(d["base-uri"]).toBe("base-uri 'none'");
    expect(d["connect-src"]).toBe("connect-src 'self'");
    expect(d["upgrade-insecure-requests"]).toBeDefined();
    expect(nonceSecurityPolicy(nonce, { production: false, development: true })).toContain("'unsafe-eval'");
    expect(nonceSecurityPolicy(nonce, { production: true })).not.toContain("unsafe-eval");
    expect(nonceSecurityPolicy(nonce, { production: false })).not.toContain("upgrade-insecure-requests");
  });

  it("builds a fixed public policy without nonces, every other directive strict", () => {
    const policy = publicPagePolicy({ production: true });
    expect(policy).not.toMatch(/nonce|sha256|strict-dynamic|unsafe-eval/);
    const d = directives(policy);
    // A hash or nonce beside 'unsafe-inline' would switch it off: the policy has neither.
    expect(d["script-src"]).toBe("script-src 'self' 'unsafe-inline'");
    expect(d["default-src"]).toBe("default-src 'self'");
    expect(d["object-src"]).toBe("object-src 'none'");
    expect(d["base-uri"]).toBe("base-uri 'none'");
    expect(d["form-action"]).toBe("form-action 'self'");
    expect(d["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(d["connect-src"]).toBe("connect-src 'self'");
    expect(d["upgrade-insecure-requests"]).toBeDefined();
    expect(publicPagePolicy({ production: false })).not.toContain("upgrade-insecure-requests");
  });

  it("sorts paths into public and per-response pages", () => {
    for (const path of PUBLIC) expect(isPublicPath(path), path).toBe(true);
    for (const path of NOT_PUBLIC) expect(isPublicPath(path), path).toBe(false);
    for (const path of [
      "/login",
      "/assistant",
      "/dashboard/deals",
      "/docs/certified-devices",
      "/blog/new",
      "/blog/edit/a-post",
    ]) {
      expect(isNoncePagePath(path), path).toBe(true);
    }
    for (const path of PUBLIC) expect(isNoncePagePath(path), path).toBe(false);
  });

  it("keeps the public pages out of the proxy and everything else in it", () => {
    const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url });
    for (const path of PUBLIC) expect(runsProxy(path), path).toBe(false);
    for (const path of NOT_PUBLIC) expect(runsProxy(path), path).toBe(true);
    // Client navigations ask for the same paths with an RSC query.
    expect(runsProxy("/blog?_rsc=abc")).toBe(false);
    expect(runsProxy("/dashboard?_rsc=abc")).toBe(true);
    // Static files never pass through it.
    expect(runsProxy("/_next/static/chunks/app.js")).toBe(false);
    expect(runsProxy("/resources/guide.pdf")).toBe(false);
  });

  it("gives the public pages their policy and CDN caching in next.config.ts, and no other page", async () => {
    const headersFor = async (path: string) =>
      (await unstable_getResponseFromNextConfig({ url: `https://telcopilot.example${path}`, nextConfig })).headers;
    for (const path of PUBLIC) {
      const headers = await headersFor(path);
      expect(headers.get("content-security-policy"), path).toBe(
        publicPagePolicy({ production: process.env.NODE_ENV === "production" }),
      );
      expect(headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(headers.get("netlify-cdn-cache-control"), path).toMatch(/\bdurable\b/);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    for (const path of ["/blog", "/blog/a-1", "/feed.xml", "/sitemap.xml"]) {
      expect((await headersFor(path)).get("netlify-cache-tag"), path).toBe("blog-posts");
    }
    for (const path of NOT_PUBLIC) {
      const headers = await headersFor(path);
      expect(headers.get("cache-control"), path).toBeNull();
      expect(headers.get("netlify-cdn-cache-control"), path).toBeNull();
      // The baseline only; the proxy sets the page's policy.
      expect(headers.get("content-security-policy"), path).not.toContain("script-src");
    }
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(PRIVATE_CACHE_CONTROL).toBe("private, no-store");
  });

  it("matches header rules without named parameters, so no header value is compiled per answer", async () => {
    const rules = (await nextConfig.headers!()) as Array<{
      source: string;
      headers: Array<{ key: string; value: string }>;
    }>;
    // A named parameter (`:path*`, `:page(...)`) makes the server compile every header value holding a colon.
    for (const rule of rules) expect(rule.source, rule.source).not.toMatch(/:[A-Za-z_]/);
    expect(rules.some((rule) => rule.headers.some((h) => h.value.includes(":")))).toBe(true);
  });

  it("sends the legacy short paths into the portal from the proxy, keeping the query, with no rule in next.config", async () => {
    for (const [from, to] of [
      ["/customers", "/dashboard/customers"],
      ["/customers/", "/dashboard/customers"],
      ["/customers/new?company=Acme", "/dashboard/customers/new?company=Acme"],
      ["/quotes", "/dashboard/quotes"],
    ]) {
      const response = await proxy(new NextRequest(`https://telcopilot.example${from}`));
      expect(response.status, from).toBe(307);
      expect(response.headers.get("location"), from).toBe(`https://telcopilot.example${to}`);
    }
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: "/customers" })).toBe(true);
    expect(nextConfig.redirects).toBeUndefined();
    const notMoved = await proxy(new NextRequest("https://telcopilot.example/customersx"));
    expect(notMoved.status).not.toBe(307);
  });
});
