"use client";

import { BlogError } from "@/components/blog/blog-error";
import { Button } from "@/components/ui/button";

/** The editor could not be opened (e.g. the session could not be checked); details stay in the server log. */
export default function NewPostError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Create New Blog Post</h1>
      <BlogError message="The editor could not be opened. Please try again later." />
      <Button type="button" variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
