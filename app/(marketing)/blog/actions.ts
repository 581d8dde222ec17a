"use server";

import { revalidatePath, updateTag } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions";
import { getSessionUser } from "@/lib/auth";
import {
  BLOG_CACHE_TAG,
  blogRendersSettled,
  createBlogPost,
  isBlogAuthor,
  unpublishBlogPost,
} from "@/lib/db/queries/blog";
import { toAppError } from "@/lib/errors";
import { createPostSchema, NOT_AN_AUTHOR_MESSAGE, NOT_LOGGED_IN_MESSAGE } from "@/lib/validation/blog";

export type BlogViewer = { signedIn: boolean; canPublish: boolean };

/** Whether the visitor is signed in and one of the blog's authors (the blog list shows its create links then). */
export async function getBlogViewerAction(): Promise<BlogViewer> {
  try {
    const user = await getSessionUser();
    const signedIn = Boolean(user && user.kind === "agent");
    return { signedIn, canPublish: signedIn && (await isBlogAuthor(user!.id)) };
  } catch {
    return { signedIn: false, canPublish: false };
  }
}

/**
 * Creates a published post: validate → authenticate (a signed-in agent, else
 * "You must be logged in to create a post") → authorise (one of the platform's blog
 * authors: the blog is the product's own site, not the reseller workspaces') → insert with a unique slug → expire
 * the cached list, post, feed and sitemap so the post shows everywhere at once,
 * including over a render that read the posts just before the insert.
 */
export async function createPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const parsed = createPostSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid post", status: 400 };
  }
  let slug: string;
  try {
    const user = await getSessionUser();
    if (!user || user.kind !== "agent") return { ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 };
    if (!(await isBlogAuthor(user.id))) return { ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 };
    ({ slug } = await createBlogPost(user.id, parsed.data));
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) console.error(error);
    return { ok: false, error: appError.message, status: appError.status };
  }
  // The list, the post, the feed and the sitemap all read through this tag. Expire it
  // once the renders that read the posts before the insert have stored their pages
  // (entries stored before the call to updateTag are the ones it expires).
  await blogRendersSettled();
  updateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  return { ok: true, data: { slug } };
}

const unpublishSchema = z.object({ slug: z.string().trim().min(1, "Post not found").max(300) });

/**
 * Unpublishes a post: validate → authenticate (a signed-in agent) → authorise (one of the
 * blog's authors) → unpublish → expire the cached list, post, feed and sitemap.
 */
export async function unpublishPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const parsed = unpublishSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid post", status: 400 };
  try {
    const user = await getSessionUser();
    if (!user || user.kind !== "agent") return { ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 };
    if (!(await isBlogAuthor(user.id))) return { ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 };
    if (!(await unpublishBlogPost(user.id, parsed.data.slug)))
      return { ok: false, error: "Post not found", status: 404 };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) console.error(error);
    return { ok: false, error: appError.message, status: appError.status };
  }
  await blogRendersSettled();
  updateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  return { ok: true, data: { slug: parsed.data.slug } };
}
