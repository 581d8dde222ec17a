import "server-only";
import { format } from "date-fns";
import { and, desc, eq, like, or } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/client";
import { agentUsers, blogPosts } from "@/lib/db/schema";
import { withAgentScope } from "@/lib/db/scope";
import { AppError, DatabaseUnavailableError, isConnectionError } from "@/lib/errors";
import { slugCandidate, slugify } from "@/lib/slug";
import {
  BLOG_CACHE_TAG,
  BLOG_PAGE_SIZE,
  EMPTY_SLUG_MESSAGE,
  type BlogPostSummary,
  type BlogPostsPage,
  type CreatePostInput,
} from "@/lib/validation/blog";

export { BLOG_CACHE_TAG };
/** Cached reads are refreshed at least this often even without a write through the app. */
const BLOG_CACHE_SECONDS = 300;
/** Upper bound of slug attempts for one title ("-2" … "-N"). */
const MAX_SLUG_ATTEMPTS = 1000;

export type BlogPost = BlogPostSummary & {
  content: string;
  /** "MMMM d, yyyy", formatted on the server. */
  longDateLabel: string;
};

export type BlogSitemapEntry = { slug: string; createdAt: string };

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
};

/** A post's summary as the database returns it (before the date is formatted). */
type SummaryRow = Omit<BlogPostSummary, "createdAt" | "dateLabel"> & { createdAt: Date | string };

function toSummary(row: SummaryRow): BlogPostSummary {
  const created = new Date(row.createdAt);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    readTime: row.readTime,
    createdAt: created.toISOString(),
    dateLabel: format(created, "MMM d, yyyy"),
  };
}

/** Runs a read, turning "cannot reach the database" into `DatabaseUnavailableError`. */
async function reading<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isConnectionError(error)) throw new DatabaseUnavailableError();
    throw error;
  }
}

/** One page (1-based) of published posts, newest first; `hasMore` when the page is full (a short page is the last). */
export async function getPublishedPostsPage(page: number): Promise<BlogPostsPage> {
  return reading(async () => {
    const db = await getDb();
    const rows = await db
      .select(summaryColumns)
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset(BLOG_PAGE_SIZE * (page - 1));
    return { posts: rows.map(toSummary), hasMore: rows.length === BLOG_PAGE_SIZE };
  });
}

/** The newest published posts (the RSS feed). */
export async function getLatestPublishedPosts(limit: number): Promise<BlogPostSummary[]> {
  return reading(async () => {
    const db = await getDb();
    const rows = await db
      .select(summaryColumns)
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(limit);
    return rows.map(toSummary);
  });
}

/** Every published post's slug and date (the sitemap). */
export async function getPublishedPostSlugs(): Promise<BlogSitemapEntry[]> {
  return reading(async () => {
    const db = await getDb();
    const rows = await db
      .select({ slug: blogPosts.slug, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt));
    return rows.map((r) => ({ slug: r.slug, createdAt: new Date(r.createdAt).toISOString() }));
  });
}

/** A published post by slug, or null (unknown and unpublished slugs alike). */
export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  return reading(async () => {
    const db = await getDb();
    const [row] = await db
      .select({ ...summaryColumns, content: blogPosts.content })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
      .limit(1);
    if (!row) return null;
    const summary = toSummary(row);
    return { ...summary, content: row.content, longDateLabel: format(new Date(row.createdAt), "MMMM d, yyyy") };
  });
}

/**
 * Creates a published post by the signed-in agent (row-level security applies: the
 * row's author_id must be the agent). The slug is the title's (`slugify`); when it is
 * taken the insert retries with "-2", "-3", … Each attempt is an
 * `insert … on conflict (slug) do nothing returning`, so simultaneous creations with
 * the same title all succeed with different slugs — the unique index decides, never
 * a read-then-write check. A read of the taken suffixes only picks where to start.
 */
/** Whether the user is one of the platform's blog authors (they alone publish on the public blog). */
export async function isBlogAuthor(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ author: agentUsers.blogAuthor })
    .from(agentUsers)
    .where(eq(agentUsers.id, userId))
    .limit(1);
  return row?.author === true;
}

/**
 * Takes a published post off the blog (it stays stored, unpublished). Row-level security
 * lets only the blog's authors change posts. Returns whether a published post had the slug.
 */
export async function unpublishBlogPost(userId: string, slug: string): Promise<boolean> {
  return reading(() =>
    withAgentScope(userId, async (tx) => {
      const rows = await tx
        .update(blogPosts)
        .set({ published: false })
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    }),
  );
}

/**
 * Changes a published post's title, excerpt, content, author and read time; its web
 * address stays (links to it keep working). Row-level security lets only the blog's
 * authors change posts. Returns whether a published post had the slug.
 */
export async function updateBlogPost(userId: string, slug: string, input: CreatePostInput): Promise<boolean> {
  return reading(() =>
    withAgentScope(userId, async (tx) => {
      const rows = await tx
        .update(blogPosts)
        .set({
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          author: input.author,
          readTime: input.readTime,
        })
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    }),
  );
}

export async function createBlogPost(authorId: string, input: CreatePostInput): Promise<{ id: string; slug: string }> {
  const base = slugify(input.title);
  if (!base) throw new AppError(400, EMPTY_SLUG_MESSAGE);
  return reading(() =>
    withAgentScope(authorId, async (tx) => {
      const taken = await tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
      let attempt = 1;
      if (taken.some((t) => t.slug === base)) {
        const suffixes = taken
          .map((t) => t.slug.slice(base.length + 1))
          .filter((s) => /^[1-9][0-9]{0,5}$/.test(s))
          .map(Number);
        attempt = Math.max(1, ...suffixes) + 1;
      }
      for (let tries = 0; tries < MAX_SLUG_ATTEMPTS; tries++, attempt++) {
        const slug = slugCandidate(base, attempt);
        const [row] = await tx
          .insert(blogPosts)
          .values({
            title: input.title,
            slug,
            excerpt: input.excerpt,
            content: input.content,
            author: input.author,
            readTime: input.readTime,
            published: true,
            authorId,
          })
          .onConflictDoNothing({ target: blogPosts.slug })
          .returning({ id: blogPosts.id, slug: blogPosts.slug });
        if (row) return row;
      }
      throw new AppError(409, "Could not find a free web address for this title. Please change the title.");
    }),
  );
}

// ─── Cached reads (served from Next's data cache; `BLOG_CACHE_TAG` expires them) ───

/**
 * How long after a cached read began the page or feed rendered from it is taken to
 * have been stored. Next.js judges a stored entry fresh when it was stored after the
 * tag's last expiry, whenever its render began: a render that read the posts just
 * before an insert and stores just after its expiry would keep the old list until the
 * next post or BLOG_CACHE_SECONDS. A render reads the posts and stores its page in
 * tens of milliseconds; this bound is far above that on a loaded machine too.
 */
export const BLOG_RENDER_SETTLE_MS = 2000;

/** When the newest cached read in this process began (epoch ms). */
let lastCachedReadAt = 0;

function tracked<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    lastCachedReadAt = Date.now();
    return read(...args);
  };
}

/**
 * Resolves once every render in this process that read the posts before now has had
 * BLOG_RENDER_SETTLE_MS to store its result, at once when none read them lately. A
 * write calls it between its insert and the tag's expiry, so the expiry also covers
 * what those renders store. (Another server process is not seen here; its entries
 * still expire by BLOG_CACHE_SECONDS.)
 */
export async function blogRendersSettled(): Promise<void> {
  const wait = lastCachedReadAt + BLOG_RENDER_SETTLE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const cacheOptions = { tags: [BLOG_CACHE_TAG], revalidate: BLOG_CACHE_SECONDS };

export const getCachedPublishedPostsPage = tracked(
  unstable_cache(getPublishedPostsPage, ["blog", "page"], cacheOptions),
);

export const getCachedPublishedPostBySlug = tracked(
  unstable_cache(getPublishedPostBySlug, ["blog", "post"], cacheOptions),
);

export const getCachedLatestPublishedPosts = tracked(
  unstable_cache(getLatestPublishedPosts, ["blog", "latest"], cacheOptions),
);

export const getCachedPublishedPostSlugs = tracked(
  unstable_cache(getPublishedPostSlugs, ["blog", "slugs"], cacheOptions),
);
