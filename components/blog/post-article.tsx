import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { BlogViewerProvider, PostAuthorTools } from "@/components/blog/blog-viewer";
import { Markdown } from "@/components/blog/markdown";
import { PostByline } from "@/components/blog/post-byline";
import { buttonVariants } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { getCachedPublishedPostBySlug, type BlogPost } from "@/lib/db/queries/blog";
import { cn } from "@/lib/utils";

/** The published post, null when there is none; a failed fetch sends the reader back to the list at /blog. */
async function loadPost(slug: string): Promise<BlogPost | null> {
  // Slugs are [a-z0-9] runs joined by single hyphens; anything else cannot be a post.
  if (slug.length > 300 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  try {
    return await getCachedPublishedPostBySlug(slug);
  } catch (error) {
    console.error(error);
    redirect("/blog");
  }
}

/** A post's title, description, canonical address and Open Graph article. */
export async function postMetadata(slug: string): Promise<Metadata> {
  const post = await loadPost(slug);
  if (!post) return { title: "Post not found", robots: { index: false } };
  const url = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    authors: [{ name: post.author }],
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: post.title,
      description: post.excerpt,
      siteName: siteConfig.name,
      publishedTime: post.createdAt,
      authors: [post.author],
    },
    twitter: { card: "summary", title: post.title, description: post.excerpt },
  };
}

/** A published post at /blog/<slug>; the blog's "Post not found" page for any other slug. */
export async function PostArticle({ slug }: { slug: string }) {
  const post = await loadPost(slug);
  if (!post) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <Link
        href="/blog"
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3 mb-8")}
        data-testid="back-to-blog"
      >
        <ArrowLeftIcon aria-hidden="true" />
        Back to Blog
      </Link>
      <article>
        <header className="mb-10 border-b pb-8">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl" data-testid="post-title">
            {post.title}
          </h1>
          <PostByline
            author={post.author}
            createdAt={post.createdAt}
            dateLabel={post.longDateLabel}
            readTime={post.readTime}
            testId="post"
            className="mt-6"
          />
          <BlogViewerProvider>
            <div className="mt-6 empty:hidden">
              <PostAuthorTools slug={post.slug} />
            </div>
          </BlogViewerProvider>
        </header>
        <Markdown content={post.content} />
      </article>
    </div>
  );
}
