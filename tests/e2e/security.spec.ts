import { expect, test } from "@playwright/test";

test("pages carry the security headers", async ({ request }) => {
  const res = await request.get("/login");
  const headers = res.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("state-changing API calls from another site are refused", async ({ request }) => {
  const res = await request.post("/api/auth/login", {
    data: { username: "demo", password: "demo1234" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toMatch(/Cross-site/);
  const sameSite = await request.post("/api/auth/login", {
    data: { username: "demo", password: "demo1234" },
    headers: { origin: new URL(res.url()).origin },
  });
  expect(sameSite.status()).toBe(200);
});
