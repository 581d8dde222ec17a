import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

export default function PostNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="post-not-found">
        Post not found
      </h1>
      <p className="mt-4 text-muted-foreground">
        The post you are looking for does not exist or is no longer published.
      </p>
      <Link
        href="/blog"
        className={buttonVariants({ variant: "outline", className: "mt-8" })}
        data-testid="back-to-blog"
      >
        <ArrowLeftIcon aria-hidden="true" />
        Back to Blog
      </Link>
    </div>
  );
}
