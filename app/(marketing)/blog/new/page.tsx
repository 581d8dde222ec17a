import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { CreatePostForm } from "@/components/blog/create-post-form";
import { buttonVariants } from "@/components/ui/button";
import { requireAgentPage } from "@/lib/auth";
import { isBlogAuthor } from "@/lib/db/queries/blog";
import { NOT_AN_AUTHOR_MESSAGE } from "@/lib/validation/blog";
import { cn } from "@/lib/utils";

export const metadata: Metadata = {
  title: "Create New Blog Post",
  robots: { index: false, follow: false },
};

/**
 * Signed-in blog authors only: checked here on the server (the proxy also turns anonymous
 * visitors away); another signed-in agent is told who publishes on the blog.
 */
export default async function NewBlogPostPage() {
  const agent = await requireAgentPage("/blog/new");
  if (!(await isBlogAuthor(agent.id))) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="mb-4 text-3xl font-bold tracking-tight sm:text-4xl">Create New Blog Post</h1>
        <p className="text-muted-foreground" role="alert" data-testid="not-an-author">
          {NOT_AN_AUTHOR_MESSAGE}
        </p>
        <Link href="/blog" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-6")}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Blog
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <Link href="/blog" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3 mb-8")}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Blog
      </Link>
      <h1 className="mb-8 text-3xl font-bold tracking-tight sm:text-4xl">Create New Blog Post</h1>
      <CreatePostForm defaultAuthor={agent.username} />
    </div>
  );
}
