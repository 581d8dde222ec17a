/**
 * Blog list states that need a known set of posts, on a server of its own:
 * the empty blog (anonymous and signed in), then 13 posts paged 6 + 6 + 1.
 */
import { expect, test, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "../helpers/server";
import { prepareDataDir } from "./blog-server";
import { DEMO, signIn } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

const THIRTEEN = Array.from({ length: 13 }, (_, i) => ({
  title: `Paging Post ${String(i + 1).padStart(2, "0")}`,
  slug: `paging-post-${String(i + 1).padStart(2, "0")}`,
}));

test.describe("an empty blog", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({ dataDir: await prepareDataDir([]) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("says 'No posts found.' and offers nothing else to an anonymous visitor", async ({ page }) => {
    await page.goto(`${server.url}/blog`);
    await expect(page.getByText("No posts found.")).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(0);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    // The viewer check has answered (anonymous) once the page is idle; no create links.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("Create your first post!")).toHaveCount(0);
    await expect(page.getByText("Create New Post")).toHaveCount(0);
  });

  test("offers 'Create your first post!' and 'Create New Post' to a signed-in user", async ({ page }) => {
    await signIn(page, DEMO, server.url);
    await page.goto(`${server.url}/blog`);
    await expect(page.getByText("No posts found.")).toBeVisible();
    const first = page.getByRole("link", { name: "Create your first post!" });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("href", "/blog/new");
    await expect(page.getByRole("link", { name: "Create New Post" })).toHaveAttribute("href", "/blog/new");
    await first.click();
    await expect(page).toHaveURL(`${server.url}/blog/new`);
    await expect(page.getByRole("heading", { name: "Create New Blog Post" })).toBeVisible();
  });
});

test.describe("13 published posts", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({ dataDir: await prepareDataDir(THIRTEEN) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const titles = (page: Page) => page.getByTestId("post-card-link").allTextContents();

  test("pages of 6, newest first: 6, then 12, then 13 and the button is gone — without a reload", async ({ page }) => {
    // Twice: the first visit may get the build's shell (loaded in the browser), the second the server-rendered page.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`${server.url}/blog`);
      await expect(page.getByTestId("post-card")).toHaveCount(6);
      await page.waitForTimeout(1100);
    }
    const html = await (await page.request.get(`${server.url}/blog`)).text();
    expect(html).toContain("Paging Post 01"); // the first page is in the server's HTML
    expect(await titles(page)).toEqual(THIRTEEN.slice(0, 6).map((p) => p.title));
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    const loadMore = page.getByRole("button", { name: "Load More Posts" });
    await loadMore.click();
    await expect(page.getByTestId("post-card")).toHaveCount(12);
    expect(await titles(page)).toEqual(THIRTEEN.slice(0, 12).map((p) => p.title));
    // Focus moves to the first appended post for keyboard users.
    await expect(page.getByRole("link", { name: "Paging Post 07" })).toBeFocused();
    await expect(loadMore).toBeVisible();

    await loadMore.click();
    await expect(page.getByTestId("post-card")).toHaveCount(13);
    expect(await titles(page)).toEqual(THIRTEEN.map((p) => p.title));
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await expect(page.getByText("Hidden Draft")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("each card shows title link, excerpt, author, 'MMM d, yyyy' and 'N min read'", async ({ page }) => {
    await page.goto(`${server.url}/blog`);
    const card = page.getByTestId("post-card").first();
    await expect(card.getByRole("link", { name: "Paging Post 01" })).toHaveAttribute("href", "/blog/paging-post-01");
    await expect(card).toContainText("Excerpt of Paging Post 01");
    await expect(card.getByTestId("post-card-author")).toHaveText("Test Author");
    await expect(card.getByTestId("post-card-date")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(card.getByTestId("post-card-read-time")).toHaveText("1 min read");
  });

  test("the API pages the same way and refuses a bad page number", async ({ request }) => {
    const pages = [];
    for (const n of [1, 2, 3, 4]) {
      const res = await request.get(`${server.url}/api/blog/posts?page=${n}`);
      expect(res.status()).toBe(200);
      pages.push((await res.json()) as { posts: { title: string }[]; hasMore: boolean });
    }
    expect(pages.map((p) => p.posts.length)).toEqual([6, 6, 1, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false, false]);
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const res = await request.get(`${server.url}/api/blog/posts?page=${bad}`);
      expect(res.status()).toBe(400);
      expect((await res.json()).error).toBeTruthy();
    }
  });

  test("an unpublished post answers 404 'Post not found'", async ({ page }) => {
    const res = await page.goto(`${server.url}/blog/hidden-draft`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  });
});
