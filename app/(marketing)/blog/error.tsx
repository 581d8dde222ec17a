"use client";

import { BlogError } from "@/components/blog/blog-error";
import { buttonClass } from "@/components/marketing/button-classes";
import { FETCH_POSTS_FAILED_MESSAGE } from "@/lib/validation/blog-constants";

/** Anything the blog pages could not render (details stay in the server log). */
export default function BlogErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-16 sm:px-6 lg:px-8">
      <BlogError message={FETCH_POSTS_FAILED_MESSAGE} />
      <button type="button" className={buttonClass({ variant: "outline" })} onClick={reset}>
        Try again
      </button>
    </div>
  );
}
