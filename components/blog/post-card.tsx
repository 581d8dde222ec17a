import Link from "next/link";
import type { BlogPostSummary } from "@/lib/validation/blog-constants";
import { LinkPending } from "./link-pending";
import { PostByline } from "./post-byline";

/** A post in the blog list: title linking to the post, excerpt, author, date and read time. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article
      className="flex h-full flex-col rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
      data-testid="post-card"
    >
      <h2 className="text-xl font-semibold leading-tight tracking-tight">
        <Link
          href={`/blog/${post.slug}`}
          className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          data-testid="post-card-link"
        >
          {post.title}
          <LinkPending />
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
      <PostByline
        author={post.author}
        createdAt={post.createdAt}
        dateLabel={post.dateLabel}
        readTime={post.readTime}
        testId="post-card"
        className="mt-4 text-sm"
      />
    </article>
  );
}
