/**
 * The blog's constants, messages and shapes, without the validation library: the
 * blog's client components import them from here and stay small.
 */

/** Cache tag of every cached blog read and page (list, posts, feed, sitemap); creating a post expires it. */
export const BLOG_CACHE_TAG = "blog-posts";

/** Blog constants: 6 posts a page, read time 1 to 600 minutes (5 by default). */
export const BLOG_PAGE_SIZE = 6;
export const MIN_READ_TIME = 1;
export const MAX_READ_TIME = 600;
export const DEFAULT_READ_TIME = 5;
/** Reading speed behind the "Suggested: N min" hint. */
export const WORDS_PER_MINUTE = 200;

export const MAX_TITLE_LENGTH = 200;
export const MAX_EXCERPT_LENGTH = 500;
export const MAX_AUTHOR_LENGTH = 100;
export const MAX_CONTENT_LENGTH = 100_000;

/** The blog's error messages, word for word as readers see them. */
export const NOT_LOGGED_IN_MESSAGE = "You must be logged in to create a post";
/** The blog is the platform's own marketing site: only its authors publish on it. */
export const NOT_AN_AUTHOR_MESSAGE =
  "You must be one of TelcoPilot's blog authors to create a post. The blog is TelcoPilot's own site: posts are published by the TelcoPilot team, not by reseller workspaces.";
export const CREATE_FAILED_MESSAGE = "Failed to create post";
export const SAVE_FAILED_MESSAGE = "Failed to save the post";
export const DATABASE_UNREACHABLE_MESSAGE = "Unable to connect to the database. Please try again later.";
export const FETCH_POSTS_FAILED_MESSAGE = "Failed to fetch posts";
export const EMPTY_SLUG_MESSAGE =
  "Title must contain at least one letter or digit (a-z, 0-9) so the post gets a web address";

/** Words of a markdown text (whitespace-separated runs). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Read time in minutes at ~200 words a minute, never below the minimum. */
export function suggestReadTime(content: string): number {
  return Math.min(MAX_READ_TIME, Math.max(MIN_READ_TIME, Math.ceil(countWords(content) / WORDS_PER_MINUTE)));
}

/** What the list shows of a post (and what the list API sends). */
export type BlogPostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  readTime: number;
  /** ISO timestamp. */
  createdAt: string;
  /** "MMM d, yyyy", formatted on the server. */
  dateLabel: string;
};

export type BlogPostsPage = { posts: BlogPostSummary[]; hasMore: boolean };
