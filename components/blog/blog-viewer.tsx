"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { PencilIcon, PlusIcon } from "lucide-react";
import { getBlogViewerAction, unpublishPostAction, type BlogViewer } from "@/app/(marketing)/blog/actions";
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

/**
 * "Edit" and "Unpublish", on a post, for a signed-in blog author only: the editor keeps
 * the post's address; unpublishing takes the post off the blog.
 */
export function PostAuthorTools({ slug }: { slug: string }) {
  const viewer = useBlogViewer();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  if (!viewer?.canPublish) return null;
  const unpublish = async () => {
    if (!window.confirm("Unpublish this post? It will no longer appear on the blog.")) return;
    setPending(true);
    const result = await unpublishPostAction({ slug }).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      toast.error(result?.error ?? "The post could not be unpublished. Please try again.");
      return;
    }
    toast.success("Post unpublished");
    router.push("/blog");
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={`/blog/edit/${slug}`} className={buttonClass()} data-testid="edit-post-link">
        <PencilIcon aria-hidden="true" />
        Edit
      </Link>
      <button
        type="button"
        className={buttonClass()}
        onClick={unpublish}
        disabled={pending}
        data-testid="unpublish-post"
      >
        Unpublish
      </button>
    </div>
  );
}
