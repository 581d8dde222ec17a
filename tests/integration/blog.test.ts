/**
 * The blog's data layer and create action on a fresh seeded database: published-only
 * pages of 6 newest first, unique slugs under concurrency, and the action's refusal
 * of anonymous visitors.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { setupTestDatabase } from "../helpers/db";

vi.mock("@/lib/auth", () => ({ getSessionUser: vi.fn() }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  updateTag: vi.fn(),
  revalidatePath: vi.fn(),
  // Outside a Next.js server there is no data cache: the cached reads read the database.
  unstable_cache: <F>(read: F) => read,
}));

const { getSessionUser } = await import("@/lib/auth");
const { revalidatePath, updateTag } = await import("next/cache");
const { createPostAction, unpublishPostAction, updatePostAction } = await import("@/app/(marketing)/blog/actions");
const blog = await import("@/lib/db/queries/blog");
const { BLOG_PAGE_SIZE, NOT_AN_AUTHOR_MESSAGE, NOT_LOGGED_IN_MESSAGE, EMPTY_SLUG_MESSAGE } = await import(
  "@/lib/validation/blog"
);

const DEMO_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const JORDAN_AGENT = "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb";
const HARBOR_AGENT = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const database = setupTestDatabase();

const agent = (id = DEMO_AGENT) => ({
  id,
  email: "demo@summitwireless.example",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent" as const,
});

const post = (title: string) => ({
  title,
  excerpt: `About ${title}`,
  content: `# ${title}\n\nBody text.`,
  author: "Demo Agent",
  readTime: 3,
});

async function publishedCount(): Promise<number> {
  const result = await database().db.execute(sql`select count(*)::int as n from blog_posts where published`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

beforeEach(() => {
  vi.mocked(getSessionUser).mockReset();
  vi.mocked(updateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

describe("reading published posts", () => {
  it("pages of 6, newest first, only published, hasMore while a page is full", async () => {
    const { db } = database();
    await db.execute(sql`
      insert into blog_posts (title, slug, excerpt, content, author, read_time, published, created_at)
      values ('Draft in the future', 'draft-in-the-future', 'x', 'x', 'x', 1, false, now() + interval '1 day')`);
    const total = await publishedCount();
    expect(total).toBeGreaterThanOrEqual(8);

    const pages = [];
    for (let n = 1; n <= Math.ceil(total / BLOG_PAGE_SIZE) + 1; n++) pages.push(await blog.getPublishedPostsPage(n));
    const all = pages.flatMap((p) => p.posts);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((p) => p.id)).size).toBe(total);
    expect(all.map((p) => p.slug)).not.toContain("draft-in-the-future");
    const times = all.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(pages[0]!.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(pages[0]!.hasMore).toBe(true);
    for (const page of pages) expect(page.hasMore).toBe(page.posts.length === BLOG_PAGE_SIZE);
    expect(pages.at(-1)!.posts.length).toBeLessThan(BLOG_PAGE_SIZE);
    expect(all[0]!.dateLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    expect(await blog.getPublishedPostBySlug("draft-in-the-future")).toBeNull();
    expect(await blog.getPublishedPostBySlug("no-such-post")).toBeNull();
    const first = await blog.getPublishedPostBySlug(all[0]!.slug);
    expect(first?.title).toBe(all[0]!.title);
    expect(first?.content.length).toBeGreaterThan(0);
    expect(first?.longDateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const latest = await blog.getLatestPublishedPosts(3);
    expect(latest.map((p) => p.id)).toEqual(all.slice(0, 3).map((p) => p.id));
    const slugs = await blog.getPublishedPostSlugs();
    expect(slugs.map((s) => s.slug).sort()).toEqual(all.map((p) => p.slug).sort());
  });
});

describe("creating posts", () => {
  it("saves a published post by the agent with the title's slug, then -2, -3", async () => {
    // A second platform author besides the demo account.
    await database().db.execute(sql`update agent_users set blog_author = true where id = ${JORDAN_AGENT}`);
    const a = await blog.createBlogPost(DEMO_AGENT, post("Fibre & Broadband: What's Next?"));
    expect(a.slug).toBe("fibre-broadband-what-s-next");
    const b = await blog.createBlogPost(JORDAN_AGENT, post("Fibre  & broadband — what's next"));
    expect(b.slug).toBe("fibre-broadband-what-s-next-2");
    const c = await blog.createBlogPost(DEMO_AGENT, post("FIBRE BROADBAND WHAT S NEXT"));
    expect(c.slug).toBe("fibre-broadband-what-s-next-3");

    const result = await database().db.execute(
      sql`select slug, published, author_id, read_time, title from blog_posts where id = ${b.id}`,
    );
    expect(rowsOf(result)[0]).toMatchObject({
      slug: "fibre-broadband-what-s-next-2",
      published: true,
      author_id: JORDAN_AGENT,
      read_time: 3,
      title: "Fibre  & broadband — what's next",
    });
    expect((await blog.getPublishedPostsPage(1)).posts[0]!.slug).toBe(c.slug);
  });

  it("gives simultaneous creations with the same title distinct slugs, all succeeding", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        blog.createBlogPost(i % 2 ? JORDAN_AGENT : DEMO_AGENT, post("Same Title Race")),
      ),
    );
    expect(results.map((r) => r.slug).sort()).toEqual([
      "same-title-race",
      "same-title-race-2",
      "same-title-race-3",
      "same-title-race-4",
      "same-title-race-5",
    ]);
  });

  it("does not count a longer slug with the same start as taken", async () => {
    await blog.createBlogPost(DEMO_AGENT, post("Unique Prefix Extra Words"));
    const r = await blog.createBlogPost(DEMO_AGENT, post("Unique Prefix"));
    expect(r.slug).toBe("unique-prefix");
  });

  it("refuses a title without letters or digits", async () => {
    await expect(blog.createBlogPost(DEMO_AGENT, post("!!! ???"))).rejects.toMatchObject({
      status: 400,
      message: EMPTY_SLUG_MESSAGE,
    });
  });

  it("cannot write a post in another agent's name (row-level security)", async () => {
    const { db } = database();
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: DEMO_AGENT })}, true)`);
      await tx.execute(sql.raw("set local role authenticated"));
      await tx.execute(sql`
        insert into blog_posts (title, slug, excerpt, content, author, read_time, published, author_id)
        values ('Spoof', 'spoof', 'x', 'x', 'x', 1, true, ${JORDAN_AGENT})`);
    });
    await expect(attempt).rejects.toThrow();
  });
});

describe("createPostAction", () => {
  it("refuses anonymous visitors with the spec's message and writes nothing", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(null);
    const before = await publishedCount();
    const result = await createPostAction(post("Anonymous Attempt"));
    expect(result).toEqual({ ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 });
    expect(await publishedCount()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses an agent who is not one of the blog's authors, saying who publishes, and writes nothing", async () => {
    vi.mocked(getSessionUser).mockResolvedValue({
      ...agent(HARBOR_AGENT),
      companyId: "22222222-2222-4222-8222-222222222222",
    });
    const before = await publishedCount();
    const result = await createPostAction(post("Reseller Attempt"));
    expect(result).toEqual({ ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 });
    expect(NOT_AN_AUTHOR_MESSAGE).toMatch(/blog authors.*published by the TelcoPilot team/);
    // The database refuses it too (row-level security), whatever calls it.
    await expect(blog.createBlogPost(HARBOR_AGENT, post("Reseller Direct"))).rejects.toThrow();
    expect(await publishedCount()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses assistant-only sessions the same way", async () => {
    vi.mocked(getSessionUser).mockResolvedValue({ ...agent(), kind: "assistant" });
    const result = await createPostAction(post("Assistant Attempt"));
    expect(result).toMatchObject({ ok: false, error: NOT_LOGGED_IN_MESSAGE });
  });

  it("validates before anything else and reports the first problem", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(agent());
    expect(await createPostAction({ ...post("Ok"), excerpt: " " })).toMatchObject({
      ok: false,
      error: "Excerpt is required",
      status: 400,
    });
    expect(await createPostAction({ ...post("Ok"), readTime: 0 })).toMatchObject({
      ok: false,
      error: "Read time must be at least 1 minute",
    });
    expect(await createPostAction("not an object")).toMatchObject({ ok: false, status: 400 });
  });

  it("creates the post for a signed-in agent and expires the cached posts the list, post, feed and sitemap read", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(agent());
    const result = await createPostAction({ ...post("Action Created Post"), readTime: "4" });
    expect(result).toEqual({ ok: true, data: { slug: "action-created-post" } });
    expect(updateTag).toHaveBeenCalledWith(blog.BLOG_CACHE_TAG);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain("/blog");
    const saved = await blog.getPublishedPostBySlug("action-created-post");
    expect(saved).toMatchObject({ readTime: 4, author: "Demo Agent" });
  });

  it("expires the cache only after a render that read the posts before the insert has had time to store its page", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(agent());
    let expiredAt = 0;
    vi.mocked(updateTag).mockImplementationOnce(() => {
      expiredAt = Date.now();
    });
    // A render of /blog reads the list just before the post is inserted...
    const readAt = Date.now();
    await blog.getCachedPublishedPostsPage(1);
    const result = await createPostAction(post("Written During A Render"));
    expect(result).toMatchObject({ ok: true });
    // ...so the expiry comes after the time that render needs to store the old list, not before it.
    expect(expiredAt).toBeGreaterThanOrEqual(readAt + blog.BLOG_RENDER_SETTLE_MS);
    expect(expiredAt).toBeLessThan(readAt + blog.BLOG_RENDER_SETTLE_MS + 1500);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain("/blog");
  });
});

describe("unpublishPostAction", () => {
  it("lets a blog author take a post off the blog, and refuses anyone else", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(agent());
    const created = await createPostAction(post("Post To Unpublish"));
    if (!created.ok) throw new Error(created.error);
    const slug = created.data.slug;

    vi.mocked(getSessionUser).mockResolvedValue({
      ...agent(HARBOR_AGENT),
      companyId: "22222222-2222-4222-8222-222222222222",
    });
    expect(await unpublishPostAction({ slug })).toEqual({ ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 });
    vi.mocked(getSessionUser).mockResolvedValue(null);
    expect(await unpublishPostAction({ slug })).toEqual({ ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 });
    expect(await blog.getPublishedPostBySlug(slug)).not.toBeNull();

    vi.mocked(getSessionUser).mockResolvedValue(agent());
    vi.mocked(updateTag).mockClear();
    expect(await unpublishPostAction({ slug })).toEqual({ ok: true, data: { slug } });
    expect(updateTag).toHaveBeenCalledWith(blog.BLOG_CACHE_TAG);
    expect(await blog.getPublishedPostBySlug(slug)).toBeNull();
    expect(await unpublishPostAction({ slug })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("updatePostAction", () => {
  it("lets a blog author change a published post at the same address, with the create rules, and refuses anyone else", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(agent());
    const created = await createPostAction(post("Post To Edit"));
    if (!created.ok) throw new Error(created.error);
    const slug = created.data.slug;
    const edited = { ...post("A Better Title"), excerpt: "A sharper excerpt", readTime: 4, slug };

    // The create rules apply: nothing is saved from an invalid edit.
    expect(await updatePostAction({ ...edited, title: "  " })).toMatchObject({ ok: false, status: 400 });
    expect((await blog.getPublishedPostBySlug(slug))?.title).toBe("Post To Edit");

    vi.mocked(getSessionUser).mockResolvedValue({
      ...agent(HARBOR_AGENT),
      companyId: "22222222-2222-4222-8222-222222222222",
    });
    expect(await updatePostAction(edited)).toEqual({ ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 });
    vi.mocked(getSessionUser).mockResolvedValue(null);
    expect(await updatePostAction(edited)).toEqual({ ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 });
    expect((await blog.getPublishedPostBySlug(slug))?.title).toBe("Post To Edit");

    vi.mocked(getSessionUser).mockResolvedValue(agent());
    vi.mocked(updateTag).mockClear();
    expect(await updatePostAction(edited)).toEqual({ ok: true, data: { slug } });
    expect(updateTag).toHaveBeenCalledWith(blog.BLOG_CACHE_TAG);
    const saved = await blog.getPublishedPostBySlug(slug);
    expect(saved).toMatchObject({ slug, title: "A Better Title", excerpt: "A sharper excerpt", readTime: 4 });

    // An unknown or unpublished post is not found; nothing is created.
    const before = await publishedCount();
    expect(await updatePostAction({ ...edited, slug: "no-such-post" })).toMatchObject({ ok: false, status: 404 });
    expect(await unpublishPostAction({ slug })).toMatchObject({ ok: true });
    expect(await updatePostAction(edited)).toMatchObject({ ok: false, status: 404 });
    expect(await publishedCount()).toBe(before - 1);
  });
});
