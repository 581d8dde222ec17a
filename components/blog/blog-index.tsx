import type { Metadata } from "next";
import { BlogViewerProvider, CreatePostLink } from "@/components/blog/blog-viewer";
import { PostList } from "@/components/blog/post-list";
import { siteConfig } from "@/config/site";
import { getCachedPublishedPostsPage } from "@/lib/db/queries/blog";
import { isConnectionError } from "@/lib/errors";
import type { BlogPostsPage } from "@/lib/validation/blog";

const DESCRIPTION =
  "Expert perspectives on telecom distribution trends, AI-powered quoting and how resellers grow with AT&T, Verizon and T-Mobile business plans.";

/** The blog list's metadata: its canonical address is /blog, with the RSS feed beside it. */
export const blogIndexMetadata: Metadata = {
  title: "Blog",
  description: DESCRIPTION,
  alternates: {
    canonical: "/blog",
    types: { "application/rss+xml": [{ url: "/feed.xml", title: `${siteConfig.name} Blog` }] },
  },
  openGraph: { type: "website", title: `Blog | ${siteConfig.name}`, description: DESCRIPTION, url: "/blog" },
};

/**
 * The first page for the server render, from the data cache. `null` when the
 * database cannot be reached: the page still renders its frame and the browser
 * loads the posts, or shows "Unable to connect to the database…".
 */
async function firstPage(): Promise<BlogPostsPage | null> {
  try {
    return await getCachedPublishedPostsPage(1);
  } catch (error) {
    if (isConnectionError(error)) return null;
    throw error;
  }
}

/** The blog list: its heading, the first page of posts, and "Load More Posts" for the others. */
export async function BlogIndex() {
  const initial = await firstPage();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <BlogViewerProvider>
        <div className="mb-12 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
              Insights on AI-Powered Telecom Distribution
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">
              Stay ahead of telecom distribution trends with practical insights on AI-powered quoting, carrier plans,
              device certification and growing a reseller business.
            </p>
          </div>
          <div className="min-h-10 shrink-0">
            <CreatePostLink />
          </div>
        </div>
        <PostList initial={initial} />
      </BlogViewerProvider>
    </div>
  );
}
