/**
 * The blog when its database cannot be reached: a server of its own whose
 * DATABASE_URL points at a closed port (connection refused).
 */
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../helpers/server";

const MESSAGE = "Unable to connect to the database. Please try again later.";

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    env: { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
    // /api/health answers 503 without a database; the blog page itself must still answer.
    readyPath: "/blog",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("/blog still renders its frame and says the database cannot be reached", async ({ page }) => {
  for (let visit = 0; visit < 3; visit++) {
    const response = await page.goto(`${server.url}/blog`);
    expect([200, 503]).toContain(response!.status());
    await expect(
      page.getByRole("heading", { level: 1, name: "Insights on AI-Powered Telecom Distribution" }),
    ).toBeVisible();
    const box = page.getByTestId("blog-error");
    await expect(box).toHaveText(MESSAGE);
    await expect(box).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("post-card")).toHaveCount(0);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await expect(page.getByText("Loading posts...")).toHaveCount(0);
    // Served again a moment later (after any background re-render), it is the same.
    await page.waitForTimeout(1200);
  }
});

test("the Load More API answers 503 JSON", async ({ request }) => {
  for (const p of [1, 2]) {
    const res = await request.get(`${server.url}/api/blog/posts?page=${p}`);
    expect(res.status()).toBe(503);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toEqual({ error: MESSAGE });
  }
});

test("a post that cannot be fetched sends the reader to /blog", async ({ page }) => {
  await page.goto(`${server.url}/blog/how-ai-is-changing-telecom-distribution`);
  await expect(page).toHaveURL(`${server.url}/blog`);
  await expect(page.getByTestId("blog-error")).toHaveText(MESSAGE);
});

test("the feed answers 503 and the sitemap fails instead of listing no posts", async ({ request }) => {
  const feed = await request.get(`${server.url}/feed.xml`);
  expect(feed.status()).toBe(503);
  const sitemap = await request.get(`${server.url}/sitemap.xml`);
  expect(sitemap.status()).toBeGreaterThanOrEqual(500);
});
