"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { BlogError } from "@/components/blog/blog-error";
import { PostCard } from "@/components/blog/post-card";
import { useBlogViewer } from "@/components/blog/blog-viewer";
import { buttonClass } from "@/components/marketing/button-classes";
import {
  DATABASE_UNREACHABLE_MESSAGE,
  FETCH_POSTS_FAILED_MESSAGE,
  type BlogPostSummary,
  type BlogPostsPage,
} from "@/lib/validation/blog-constants";

async function fetchPage(page: number): Promise<BlogPostsPage> {
  let response: Response;
  try {
    response = await fetch(`/api/blog/posts?page=${page}`, { headers: { accept: "application/json" } });
  } catch {
    throw new Error(FETCH_POSTS_FAILED_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as (Partial<BlogPostsPage> & { error?: string }) | null;
  if (response.status === 503) throw new Error(DATABASE_UNREACHABLE_MESSAGE);
  if (!response.ok || !body || !Array.isArray(body.posts)) throw new Error(body?.error || FETCH_POSTS_FAILED_MESSAGE);
  return { posts: body.posts, hasMore: Boolean(body.hasMore) };
}

/**
 * The grid of post cards. The first page arrives rendered by the server; "Load More
 * Posts" appends the next page of 6 without a reload and disappears once a page has
 * fewer than 6. A failed load clears the list and shows the error instead of a partial list. With no
 * first page (`initial` null), it loads page 1 itself.
 */
export function PostList({ initial }: { initial: BlogPostsPage | null }) {
  const viewer = useBlogViewer();
  const [posts, setPosts] = useState<BlogPostSummary[]>(initial?.posts ?? []);
  const [page, setPage] = useState(initial ? 1 : 0);
  const [hasMore, setHasMore] = useState(initial?.hasMore ?? false);
  const [loading, setLoading] = useState(initial === null);
  const [error, setError] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);

  const apply = useCallback((next: number, result: BlogPostsPage) => {
    setPosts((current) => {
      const seen = new Set(current.map((p) => p.id));
      return [...current, ...result.posts.filter((p) => !seen.has(p.id))];
    });
    setPage(next);
    setHasMore(result.hasMore);
    // Keyboard users continue at the first appended post.
    if (next > 1) setFocusId(result.posts[0]?.id ?? null);
    setLoading(false);
  }, []);

  const fail = useCallback((e: unknown) => {
    setPosts([]);
    setHasMore(false);
    setError(e instanceof Error && e.message ? e.message : FETCH_POSTS_FAILED_MESSAGE);
    setLoading(false);
  }, []);

  function loadMore() {
    setLoading(true);
    setError(null);
    fetchPage(page + 1).then((result) => apply(page + 1, result), fail);
  }

  useEffect(() => {
    if (initial !== null) return;
    let alive = true;
    fetchPage(1).then(
      (result) => alive && apply(1, result),
      (e: unknown) => alive && fail(e),
    );
    return () => {
      alive = false;
    };
  }, [initial, apply, fail]);

  useEffect(() => {
    if (!focusId) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-post-id="${focusId}"] a`)?.focus();
  }, [focusId]);

  if (error) return <BlogError message={error} />;

  if (posts.length === 0) {
    if (loading) {
      return (
        <p role="status" className="py-12 text-center text-muted-foreground" data-testid="blog-loading">
          Loading posts...
        </p>
      );
    }
    return (
      <div className="py-12 text-center" data-testid="blog-empty">
        <p className="text-lg text-muted-foreground">No posts found.</p>
        {viewer?.canPublish ? (
          <Link
            href="/blog/new"
            className="mt-4 inline-block font-medium text-primary underline underline-offset-4 hover:no-underline"
            data-testid="create-first-post-link"
          >
            Create your first post!
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
        {posts.map((post) => (
          <li key={post.id} data-post-id={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "lg" })}
            onClick={loadMore}
            disabled={loading}
            data-testid="load-more"
          >
            {loading ? "Loading posts..." : "Load More Posts"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
