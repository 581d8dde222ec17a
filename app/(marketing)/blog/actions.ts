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

type Refusal = { ok: false; error: string; status: number };

/**
 * Runs `act` for the signed-in blog author: "You must be logged in to create a post" for
 * anyone not signed in as an agent, the authors-only message for an agent who is not one
 * of the platform's blog authors (the blog is the product's own site, not the reseller
 * workspaces'), and any failure of `act` as its message. Then expires the cached list,
 * post, feed and sitemap (they all read through one tag) once the renders that read the
 * posts before the change have stored their pages (entries stored before the call to
 * updateTag are the ones it expires), so the change shows everywhere at once.
 */
async function asBlogAuthor<T>(act: (userId: string) => Promise<T | Refusal>): Promise<ActionResult<T>> {
  let data: T;
  try {
    const user = await getSessionUser();
    if (!user || user.kind !== "agent") return { ok: false, error: NOT_LOGGED_IN_MESSAGE, status: 401 };
    if (!(await isBlogAuthor(user.id))) return { ok: false, error: NOT_AN_AUTHOR_MESSAGE, status: 403 };
    const result = await act(user.id);
    if (result && typeof result === "object" && "ok" in result && result.ok === false) return result;
    data = result as T;
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) console.error(error);
    return { ok: false, error: appError.message, status: appError.status };
  }
  await blogRendersSettled();
  updateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  return { ok: true, data };
}

/** Creates a published post: validate → authenticate and authorise (a blog author) → insert with a unique slug. */
export async function createPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const parsed = createPostSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid post", status: 400 };
  }
  return asBlogAuthor(async (userId) => ({ slug: (await createBlogPost(userId, parsed.data)).slug }));
}

const unpublishSchema = z.object({ slug: z.string().trim().min(1, "Post not found").max(300) });

/** Unpublishes a post: validate → authenticate and authorise (a blog author) → unpublish. */
export async function unpublishPostAction(input: unknown): Promise<ActionResult<{ slug: string }>> {
  const parsed = unpublishSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid post", status: 400 };
  const { slug } = parsed.data;
  return asBlogAuthor(
    async (userId): Promise<{ slug: string } | Refusal> =>
      (await unpublishBlogPost(userId, slug)) ? { slug } : { ok: false, error: "Post not found", status: 404 },
  );
}
