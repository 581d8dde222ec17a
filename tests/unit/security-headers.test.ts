import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, isCrossSiteWrite, securityHeaders } from "@/lib/security/headers";

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

  it("builds a page policy that runs only scripts with the response's nonce", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const directives = Object.fromEntries(
      contentSecurityPolicy(nonce, false)
        .split("; ")
        .map((d) => [d.split(" ")[0], d]),
    );
    expect(directives["script-src"]).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(directives["base-uri"]).toBe("base-uri 'self'");
    expect(directives["worker-src"]).toContain("'self'");
    expect(contentSecurityPolicy(nonce, true)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(nonce, false)).not.toContain("unsafe-eval");
  });
});
