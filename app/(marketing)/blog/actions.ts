"use server";

import { revalidatePath, updateTag } from "next/cache";
import { runAction, type ActionResult } from "@/lib/actions";
import { getSessionUser } from "@/lib/auth";
import { BLOG_CACHE_TAG, blogRendersSettled, createBlogPost } from "@/lib/db/queries/blog";
import { AppError } from "@/lib/errors";
import { createPostSchema, NOT_LOGGED_IN_MESSAGE } from "@/lib/validation/blog";

export type BlogViewer = { signedIn: boolean };

/** Whether the visitor is signed in (the blog list shows its create links then). */
export async function getBlogViewerAction(): Promise<BlogViewer> {
  try {
    const user = await getSessionUser();
    return { signedIn: Boolean(user && user.kind === "agent") };
  } catch {
    return { signedIn: false };
  }
}

/**
 * Creates a published post: validate → authenticate (a signed-in agent, else
 * "You must be logged in to create a post") → insert with a unique slug → expire
 * the cached list, post, feed and sitemap so the post shows everywhere at once,
 * including over a render that read the posts just before the insert.
 */
export async function createPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const result = await runAction(createPostSchema, input, async (post) => {
    const user = await getSessionUser();
    if (!user || user.kind !== "agent") throw new AppError(401, NOT_LOGGED_IN_MESSAGE);
    return createBlogPost(user.id, post);
  });
  if (!result.ok) return result;
  // The list, the post, the feed and the sitemap all read through this tag. Expire it
  // once the renders that read the posts before the insert have stored their pages
  // (entries stored before the call to updateTag are the ones it expires).
  await blogRendersSettled();
  updateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  return { ok: true, data: { slug: result.data.slug } };
}
