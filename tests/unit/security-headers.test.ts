import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, securityHeaders } from "@/lib/security/headers";

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
});
