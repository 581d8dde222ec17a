/**
 * The blog on the shared test server: list, post, create form (signed in and
 * refused), XSS, feeds, metadata and accessibility. Other tests may add posts at
 * the same time, so assertions look for this test's own posts, never at counts.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./portal-helpers";

const MESSAGE_NOT_LOGGED_IN = "You must be logged in to create a post";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

async function fillPost(
  page: Page,
  post: { title: string; excerpt?: string; content?: string; author?: string; readTime?: string },
) {
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel("Excerpt").fill(post.excerpt ?? `Excerpt for ${post.title}`);
  await page.getByLabel("Content").fill(post.content ?? `## Section\n\nBody of ${post.title}.`);
  if (post.author !== undefined) await page.getByLabel("Author").fill(post.author);
  if (post.readTime !== undefined) await page.getByLabel("Read time (minutes)").fill(post.readTime);
}

async function createThroughForm(page: Page, post: Parameters<typeof fillPost>[1]): Promise<string> {
  await page.goto("/blog/new");
  await fillPost(page, post);
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.waitForURL((url) => /^\/blog\/[a-z0-9-]+$/.test(url.pathname) && url.pathname !== "/blog/new", {
    timeout: 20_000,
  });
  return new URL(page.url()).pathname.split("/").pop()!;
}

test.describe("blog list", () => {
  test("heading, subtitle, cards and the RSS link; no create link for anonymous visitors", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response!.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Insights on AI-Powered Telecom Distribution" }),
    ).toBeVisible();
    await expect(page.getByText(/telecom distribution trends/i)).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(6);
    const card = page.getByTestId("post-card").first();
    await expect(card.getByTestId("post-card-link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    await expect(card.getByTestId("post-card-date")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(card.getByTestId("post-card-read-time")).toHaveText(/^\d+ min read$/);
    await expect(page.getByRole("button", { name: "Load More Posts" })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/feed\.xml$/,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: "Create New Post" })).toHaveCount(0);
  });

  test("a signed-in user gets 'Create New Post'", async ({ page }) => {
    await signIn(page);
    await page.goto("/blog");
    const link = page.getByRole("link", { name: "Create New Post" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/blog\/new$/);
  });
});

/** Head tags both the list and a post have (with different values). */
const SHARED_HEAD_TAGS = [
  'meta[property="og:type"]',
  'meta[property="og:url"]',
  'link[rel="canonical"]',
  'meta[name="description"]',
];

test.describe("blog post", () => {
  test("shows title, author, long date, read time, markdown content, metadata and Back to Blog", async ({ page }) => {
    // Records every moment (after each DOM change) at which the head holds a tag the
    // list and the post share more than once: during a client-side navigation the
    // list's tags must go in the same change that brings the post's.
    await page.addInitScript((selectors: string[]) => {
      const seen: string[] = [];
      (window as unknown as { __duplicateHeadTags: string[] }).__duplicateHeadTags = seen;
      new MutationObserver(() => {
        for (const selector of selectors) {
          const count = document.head.querySelectorAll(selector).length;
          if (count > 1) seen.push(`${selector} ×${count} at ${location.pathname}`);
        }
      }).observe(document, { childList: true, subtree: true });
    }, SHARED_HEAD_TAGS);
    await page.goto("/blog");
    const first = page.getByTestId("post-card-link").first();
    const title = (await first.textContent())!;
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("post-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId("post-read-time")).toHaveText(/^\d+ min read$/);
    await expect(page.getByTestId("post-author")).not.toBeEmpty();
    await expect(page.getByTestId("markdown")).not.toBeEmpty();

    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    // Each tag the list and the post share is there once, and never was twice.
    for (const shared of SHARED_HEAD_TAGS) expect(await page.locator(shared).count(), shared).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __duplicateHeadTags: string[] }).__duplicateHeadTags),
    ).toEqual([]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      /^\d{4}-\d{2}-\d{2}T/,
    );
    await expect(page.locator('meta[property="article:author"]').first()).toHaveAttribute("content", /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);

    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a post shows 'Loading...' while it loads", async ({ page }) => {
    await page.goto("/blog");
    const first = page.getByTestId("post-card-link").first();
    const href = (await first.getAttribute("href"))!;
    // Hold the post's server answer back so the loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${href}?*`, async (route) => {
      if (route.request().headers()["next-router-prefetch"]) return route.continue();
      await held;
      await route.continue();
    });
    await first.click();
    await expect(first.getByRole("status")).toHaveText("Loading...");
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId("post-title")).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("an unknown slug answers 404 'Post not found'", async ({ page }) => {
    for (const path of ["/blog/no-such-post-anywhere", "/blog/Not%20A%20Slug"]) {
      const res = await page.goto(path);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
    }
  });
});

test.describe("create post", () => {
  test("anonymous visitors are sent to /login and come back after signing in", async ({ page }) => {
    await page.goto("/blog/new");
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/blog/new");
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await expect(page.getByRole("heading", { name: "Create New Blog Post" })).toBeVisible();
    await expect(page.getByLabel("Author")).toHaveValue("demo");
    await expect(page.getByLabel("Read time (minutes)")).toHaveValue("5");
    await expect(page.getByLabel("Excerpt")).toHaveAttribute("rows", "3");
    await expect(page.getByLabel("Content")).toHaveAttribute("rows", "15");
  });

  test("creation through the form: preview, saving state, the new post, and it shows at once everywhere", async ({
    page,
  }) => {
    await signIn(page);
    const title = unique("Form Created Post");
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    await page.goto("/blog/new");
    await fillPost(page, {
      title,
      excerpt: "An excerpt written in the form.",
      content: `## Plans\n\n| Carrier | Price |\n|---|---|\n| Verizon | $35 |\n\n~~old~~ new\n\n- [x] done\n\n${words}`,
      author: "Form Author",
    });
    await expect(page.getByTestId("read-time-suggestion")).toHaveText("Suggested: 3 min");
    await page.getByTestId("use-suggested-read-time").click();
    await expect(page.getByLabel("Read time (minutes)")).toHaveValue("3");

    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByTestId("content-preview");
    await expect(preview.locator("table td").first()).toHaveText("Verizon");
    await expect(preview.locator("del")).toHaveText("old");
    await page.getByRole("tab", { name: "Write" }).click();

    // Hold the action's request a moment to see the saving state.
    await page.route("**/blog/new", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const submit = page.getByTestId("create-post-submit");
    await submit.click();
    await expect(submit).toHaveText("Creating Post...");
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugOf(title)}$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("post-author")).toHaveText("Form Author");
    await expect(page.getByTestId("post-read-time")).toHaveText("3 min read");
    await expect(page.getByTestId("markdown").locator("table")).toBeVisible();

    // At once on /blog (first page, newest first), in the feed and in the sitemap.
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    // In the server's HTML too: the cached page was replaced, not filled in by the browser.
    expect(await (await page.request.get("/blog")).text()).toContain(`/blog/${slugOf(title)}"`);
    const feed = await (await page.request.get("/feed.xml")).text();
    expect(feed).toContain(`/blog/${slugOf(title)}</link>`);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${slugOf(title)}</loc>`);
    const api = await (await page.request.get("/api/blog/posts?page=1")).json();
    expect(api.posts.map((p: { title: string }) => p.title)).toContain(title);
  });

  test("an author edits a post from its page: same address, the change shows at once, the rules apply", async ({
    page,
  }) => {
    await signIn(page);
    const title = unique("Post Before Editing");
    const slug = await createThroughForm(page, { title, author: "First Author" });
    await page.getByTestId("edit-post-link").click();
    await expect(page).toHaveURL(new RegExp(`/blog/edit/${slug}$`));
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Author")).toHaveValue("First Author");

    // The create rules: an emptied field is named, nothing is saved, the values stay.
    await page.getByLabel("Excerpt").fill("");
    await page.getByTestId("save-post-submit").click();
    await expect(page.getByText("Excerpt is required")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);

    const edited = unique("Post After Editing");
    await page.getByLabel("Title").fill(edited);
    await page.getByLabel("Excerpt").fill("The excerpt after editing.");
    await page.getByLabel("Author").fill("Second Author");
    await page.getByTestId("save-post-submit").click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
    await expect(page.getByTestId("post-author")).toHaveText("Second Author");
    // The cached list and feed were replaced, not filled in by the browser.
    const list = await (await page.request.get("/blog")).text();
    expect(list).toContain(edited);
    expect(list).not.toContain(title);
    expect(await (await page.request.get("/feed.xml")).text()).toContain("The excerpt after editing.");
  });

  test("the editor of an unknown post answers 404", async ({ page }) => {
    await signIn(page);
    const res = await page.goto("/blog/edit/no-such-post-anywhere");
    expect(res?.status()).toBe(404);
  });

  test("a taken title gets -2", async ({ page }) => {
    await signIn(page);
    const title = unique("Twice Titled");
    const first = await createThroughForm(page, { title });
    const second = await createThroughForm(page, { title });
    expect(first).toBe(slugOf(title));
    expect(second).toBe(`${slugOf(title)}-2`);
  });

  test("field errors: every field required, a title without letters or digits, values kept", async ({ page }) => {
    await signIn(page);
    await page.goto("/blog/new");
    await page.getByLabel("Author").fill("");
    await page.getByLabel("Read time (minutes)").fill("");
    // Leaving the field shows its error first (the button moves down), then submit.
    await page.getByLabel("Read time (minutes)").blur();
    await page.getByRole("button", { name: "Create Post" }).click();
    for (const message of [
      "Title is required",
      "Excerpt is required",
      "Content is required",
      "Author is required",
      "Read time is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Title")).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

    await fillPost(page, { title: "!!! ???", author: "Kept Author", readTime: "0" });
    await page.getByLabel("Read time (minutes)").blur();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText(/Title must contain at least one letter or digit/)).toBeVisible();
    await expect(page.getByText("Read time must be at least 1 minute")).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await expect(page.getByLabel("Author")).toHaveValue("Kept Author");
    await expect(page.getByLabel("Excerpt")).toHaveValue("Excerpt for !!! ???");
  });

  test("the create action refuses a visitor whose session ended, and keeps the values", async ({ page }) => {
    await signIn(page);
    await page.goto("/blog/new");
    const title = unique("Refused Post");
    await fillPost(page, { title });
    const logout = await page.request.post("/api/auth/logout");
    expect(logout.ok()).toBe(true);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByTestId("blog-error")).toHaveText(MESSAGE_NOT_LOGGED_IN);
    await expect(page.getByTestId("blog-error")).toHaveAttribute("role", "alert");
    await expect(page.getByRole("button", { name: "Create Post" })).toBeEnabled();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    expect((await page.request.get(`/blog/${slugOf(title)}`)).status()).toBe(404);
  });
});

test("XSS: <script>, <img onerror> and a javascript: link in a post do nothing", async ({ page }) => {
  await signIn(page);
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const title = unique("XSS Attempt");
  const slug = await createThroughForm(page, {
    title,
    excerpt: `<script>alert("excerpt")</script> excerpt of ${title}`,
    content: [
      "Before",
      "",
      '<script>window.__xss = 1; alert("script")</script>',
      "",
      "<img src=x onerror=\"window.__xss = 2; alert('img')\">",
      "",
      "[click me](javascript:alert(1)) and [data](data:text/html,<script>alert(2)</script>)",
      "",
      "After",
    ].join("\n"),
  });
  expect(slug).toBe(slugOf(title));
  const body = page.getByTestId("markdown");
  await expect(body).toContainText('<script>window.__xss = 1; alert("script")</script>');
  await expect(body).toContainText("<img src=x onerror=");
  await expect(body).toContainText("click me");
  await expect(body.locator("script, img, iframe")).toHaveCount(0);
  const hrefs = await body.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of hrefs) expect(href ?? "").not.toMatch(/^(javascript|data|vbscript):/i);
  await page.getByText("click me").click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The list shows the excerpt as text too.
  await page.goto("/blog");
  await expect(page.getByText(`<script>alert("excerpt")</script> excerpt of ${title}`)).toBeVisible();
  expect(dialogs).toEqual([]);

  // The feed escapes it for feed readers (HTML, once) inside well-formed XML: the excerpt shows as the same text.
  const xml = await (await page.request.get("/feed.xml")).text();
  const item = await page.evaluate(
    ({ text, link }) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      const found = [...doc.querySelectorAll("item")].find((i) => i.querySelector("link")?.textContent?.endsWith(link));
      if (!found) return null;
      // A feed reader renders the description as HTML: it must show the excerpt as text, with no element.
      const html = new DOMParser().parseFromString(found.querySelector("description")?.textContent ?? "", "text/html");
      return {
        title: found.querySelector("title")?.textContent,
        description: html.body.textContent,
        elements: html.body.querySelectorAll("*").length,
      };
    },
    { text: xml, link: `/blog/${slug}` },
  );
  expect(item).toEqual({ title, description: `<script>alert("excerpt")</script> excerpt of ${title}`, elements: 0 });
});

test("the RSS feed parses as XML and lists the newest posts first", async ({ page }) => {
  // The list first: a post another test publishes meanwhile expires the feed, which is then served once more
  // from the cache while it renders again (stale while revalidating), so the feed is read until it has them.
  const newest = (await (await page.request.get("/api/blog/posts?page=1")).json()) as {
    posts: { title: string; slug: string }[];
  };
  let xml = "";
  await expect
    .poll(
      async () => {
        const res = await page.request.get("/feed.xml");
        expect(res.status()).toBe(200);
        expect(res.headers()["content-type"]).toContain("application/rss+xml");
        xml = await res.text();
        return newest.posts.slice(0, 3).every((post) => xml.includes(`/blog/${post.slug}<`));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto("/blog");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror");
    const items = [...doc.querySelectorAll("channel > item")].map((item) => ({
      title: item.querySelector("title")?.textContent ?? "",
      link: item.querySelector("link")?.textContent ?? "",
      pubDate: item.querySelector("pubDate")?.textContent ?? "",
    }));
    return {
      error: error?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channelTitle: doc.querySelector("channel > title")?.textContent,
      items,
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channelTitle).toContain("Blog");
  expect(feed.items.length).toBeGreaterThanOrEqual(8);
  // Newest first, and the list's newest posts are all in the feed.
  const dates = feed.items.map((i) => Date.parse(i.pubDate));
  expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const links = feed.items.map((i) => i.link);
  for (const post of newest.posts.slice(0, 3)) expect(links.some((l) => l.endsWith(`/blog/${post.slug}`))).toBe(true);
});

test("the sitemap lists every public page and every published post", async ({ page }) => {
  // The posts first: another test may publish one in between, which the sitemap then also lists.
  const { posts } = (await (await page.request.get("/api/blog/posts?page=1")).json()) as { posts: { slug: string }[] };
  const xml = await (await page.request.get("/sitemap.xml")).text();
  for (const path of ["/features", "/how-it-works", "/about", "/investors", "/blog", "/docs/certified-devices"]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  for (const post of posts) expect(xml).toContain(`/blog/${post.slug}</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: /blog, a post and /blog/new have no violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => {
      localStorage.setItem("theme-storage", JSON.stringify({ state: { theme: t }, version: 0 }));
    }, theme);
    await signIn(page);
    await page.goto("/blog");
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Create New Post" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    await expectAxeClean(page, "list");

    await page.getByTestId("post-card-link").first().click();
    await expect(page.getByTestId("post-title")).toBeVisible();
    await expectAxeClean(page, "post");

    await page.goto("/blog/new");
    await page.getByRole("button", { name: "Create Post" }).click(); // with its field errors showing
    await expect(page.getByText("Title is required")).toBeVisible();
    await expectAxeClean(page, "form");

    await page.goBack();
    await page.getByTestId("edit-post-link").click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expectAxeClean(page, "editor");
  });
}
