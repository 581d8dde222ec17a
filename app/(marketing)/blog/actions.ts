"use server";

import { revalidatePath, updateTag } from "next/cache";
import { z } from "zod";
import { runAction, type ActionResult } from "@/lib/actions";
import { getSessionUser } from "@/lib/auth";
import {
  BLOG_CACHE_TAG,
  blogRendersSettled,
  createBlogPost,
  isBlogAuthor,
  unpublishBlogPost,
  updateBlogPost,
} from "@/lib/db/queries/blog";
import { AppError } from "@/lib/errors";
import {
  createPostSchema,
  editPostSchema,
  NOT_AN_AUTHOR_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  postSlugSchema,
} from "@/lib/validation/blog";

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
 * Runs `act` for the signed-in blog author: "You must be logged in to create a post" for
 * anyone not signed in as an agent, the authors-only message for an agent who is not one
 * of the platform's blog authors (the blog is the product's own site, not the reseller
 * workspaces'), and any failure of `act` as its message. Then expires the cached list,
 * post, feed and sitemap (they all read through one tag) once the renders that read the
 * posts before the change have stored their pages (entries stored before the call to
 * updateTag are the ones it expires), so the change shows everywhere at once.
 */
async function asBlogAuthor<S extends z.ZodTypeAny, T>(
  schema: S,
  input: unknown,
  act: (userId: string, data: z.infer<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const result = await runAction(schema, input, async (data) => {
    const user = await getSessionUser();
    if (!user || user.kind !== "agent") throw new AppError(401, NOT_LOGGED_IN_MESSAGE);
    if (!(await isBlogAuthor(user.id))) throw new AppError(403, NOT_AN_AUTHOR_MESSAGE);
    return act(user.id, data);
  });
  if (!result.ok) return result;
  await blogRendersSettled();
  updateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  return result;
}

/** Creates a published post: validate → authenticate and authorise (a blog author) → insert with a unique slug. */
export async function createPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  return asBlogAuthor(createPostSchema, input, async (userId, post) => ({
    slug: (await createBlogPost(userId, post)).slug,
  }));
}

/** Saves an edited post: validate → authenticate and authorise (a blog author) → update; the address stays. */
export async function updatePostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const result = await asBlogAuthor(editPostSchema, input, async (userId, { slug, ...post }) => {
    if (!(await updateBlogPost(userId, slug, post))) throw new AppError(404, "Post not found");
    return { slug };
  });
  // The post's page may be in the author's browser from before the edit: that copy goes too.
  if (result.ok) revalidatePath(`/blog/${result.data.slug}`);
  return result;
}

const unpublishSchema = z.object({ slug: postSlugSchema });

/** Unpublishes a post: validate → authenticate and authorise (a blog author) → unpublish. */
export async function unpublishPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  return asBlogAuthor(unpublishSchema, input, async (userId, { slug }) => {
    if (!(await unpublishBlogPost(userId, slug))) throw new AppError(404, "Post not found");
    return { slug };
  });
}
