import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";
import { PostArticle, postMetadata } from "@/components/blog/post-article";

/**
 * /blog (no segment) and its posts, /blog/<slug>. One optional catch-all route
 * serves both, so /blog answers from its own route, with no rewrite for the server
 * to apply on each request. No parameters are generated at build (the build reads
 * no database, every process has its own, see DATA_DIR): each page is rendered on
 * its first visit from this server's database, then served from the cache. Creating
 * a post expires them all through the blog's tag; otherwise each is re-rendered in
 * the background at most every 5 minutes.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!slug) return blogIndexMetadata;
  return slug.length === 1 ? postMetadata(slug[0]!) : { title: "Post not found", robots: { index: false } };
}

export default async function BlogPage({ params }: Props) {
  const { slug } = await params;
  if (!slug) return <BlogIndex />;
  if (slug.length !== 1) notFound();
  return <PostArticle slug={slug[0]!} />;
}
