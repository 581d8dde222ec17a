import { notFound } from "next/navigation";
import { BlogIndex, blogIndexMetadata } from "@/components/blog/blog-index";

/**
 * /blog/list/1: the blog list at its former address (its canonical is /blog). Like
 * /blog, rendered on its first visit from this server's database, then served from
 * the cache until a post is created or 5 minutes pass.
 */
export const revalidate = 300;

export function generateStaticParams(): { page: string }[] {
  return [];
}

export const metadata = blogIndexMetadata;

export default async function BlogListPage({ params }: { params: Promise<{ page: string }> }) {
  // Only the first page has an address; "Load More Posts" fetches the others.
  if ((await params).page !== "1") notFound();
  return <BlogIndex />;
}
