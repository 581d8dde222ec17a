"use client";

import Link from "next/link";
import { createContext, useContext, useEffect, useState } from "react";
import { PlusIcon } from "lucide-react";
import { getBlogViewerAction, type BlogViewer } from "@/app/(marketing)/blog/actions";
import { buttonClass } from "@/components/marketing/button-classes";

/**
 * Who is reading the blog. The list page is served from the static cache, so the
 * signed-in extras ("Create New Post", "Create your first post!") are decided by
 * asking the server once the page is in the browser.
 */
const ViewerContext = createContext<BlogViewer | null>(null);

export function BlogViewerProvider({ children }: { children: React.ReactNode }) {
  const [viewer, setViewer] = useState<BlogViewer | null>(null);
  useEffect(() => {
    let alive = true;
    getBlogViewerAction()
      .then((v) => alive && setViewer(v))
      .catch(() => alive && setViewer({ signedIn: false, canPublish: false }));
    return () => {
      alive = false;
    };
  }, []);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useBlogViewer(): BlogViewer | null {
  return useContext(ViewerContext);
}

/** "Create New Post", for a signed-in blog author only. */
export function CreatePostLink() {
  const viewer = useBlogViewer();
  if (!viewer?.canPublish) return null;
  return (
    <Link href="/blog/new" className={buttonClass()} data-testid="create-post-link">
      <PlusIcon aria-hidden="true" />
      Create New Post
    </Link>
  );
}
