import type { Metadata } from "next";
import { EditorPage } from "@/components/blog/editor-page";
import { PostForm } from "@/components/blog/post-form";
import { requireAgentPage } from "@/lib/auth";
import { isBlogAuthor } from "@/lib/db/queries/blog";

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
  return (
    <EditorPage
      heading="Create New Blog Post"
      back={{ href: "/blog", label: "Back to Blog" }}
      canPublish={await isBlogAuthor(agent.id)}
    >
      <PostForm defaultAuthor={agent.username} />
    </EditorPage>
  );
}
