import { expect, test, type APIRequestContext } from "@playwright/test";
import { isProtectedPage } from "../../config/routes";
import { pageRoutes } from "../helpers/routes";

test("pages carry the security headers", async ({ request }) => {
  const res = await request.get("/login");
  const headers = res.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
  // API answers run no script: they carry the baseline policy.
  const api = (await request.get("/api/health")).headers();
  expect(api["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(api["x-content-type-options"]).toBe("nosniff");
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

// ─── Content-Security-Policy with a nonce per page response ───

/** Values for dynamic page segments; a page without one here is checked by its own spec. */
async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const { posts } = (await (await request.get("/api/blog/posts?page=1")).json()) as { posts: { slug: string }[] };
  const dynamic: Record<string, string> = { "/blog/[slug]": `/blog/${posts[0]!.slug}` };
  return pageRoutes()
    .map((route) => dynamic[route] ?? route)
    .filter((route) => !route.includes("["));
}

function scriptPolicy(policy: string): string {
  return policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

test("every page answers with a script policy whose nonce is new each time and on every script", async ({ request, page }) => {
  const paths = await pagePaths(request);
  expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/dashboard", "/login"]));
  // Public pages as a visitor, the portal signed in.
  const signedIn = page.request;
  await signedIn.post("/api/auth/login", { data: { username: "demo", password: "demo1234" } });
  for (const path of paths) {
    const client = isProtectedPage(path) ? signedIn : request;
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await client.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const policy = res.headers()["content-security-policy"] ?? "";
      const scripts = scriptPolicy(policy);
      expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(scripts, path).toContain("'strict-dynamic'");
      expect(scripts, path).not.toContain("unsafe-inline");
      expect(policy, path).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(scripts)![1]!;
      nonces.add(nonce);
      const tags = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size, path).toBe(2);
  }
});

test("no page breaks its own policy in the browser", async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  await page.request.post("/api/auth/login", { data: { username: "demo", password: "demo1234" } });
  for (const path of await pagePaths(page.request)) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The theme's no-flash script ran (it sets the colour scheme), so did the app's.
    await expect(page.locator("html"), path).toHaveAttribute("style", /color-scheme/);
    const seen = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    violations.push(...seen.map((v) => `${path}: ${v}`));
  }
  expect(violations).toEqual([]);
});

test("an inline script without the nonce is not run", async ({ page }) => {
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
    await route.fulfill({ response, body });
  });
  const blocked = page.waitForEvent("console", (msg) => /Content Security Policy/i.test(msg.text()));
  await page.goto("/about");
  await blocked;
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The page's own nonce-carrying script still ran.
  await expect(page.locator("html")).toHaveAttribute("style", /color-scheme/);
});
