import { AppError, isConnectionError } from "@/lib/errors";
import { apiRoute, describeZodError } from "@/lib/http";
import { getCachedPublishedPostsPage } from "@/lib/db/queries/blog";
import { DATABASE_UNREACHABLE_MESSAGE, postsPageSchema, type BlogPostsPage } from "@/lib/validation/blog";

export const dynamic = "force-dynamic";

/** GET /api/blog/posts?page=N — one page of published posts for "Load More Posts" (public). */
export const GET = apiRoute(async (request: Request) => {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const parsed = postsPageSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  try {
    const body: BlogPostsPage = await getCachedPublishedPostsPage(parsed.data);
    return Response.json(body);
  } catch (error) {
    if (isConnectionError(error)) {
      return Response.json({ error: DATABASE_UNREACHABLE_MESSAGE }, { status: 503 });
    }
    throw error;
  }
});
