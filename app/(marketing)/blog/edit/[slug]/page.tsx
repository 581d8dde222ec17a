import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditorPage } from "@/components/blog/editor-page";
import { PostForm } from "@/components/blog/post-form";
import { requireAgentPage } from "@/lib/auth";
import { getPublishedPostBySlug, isBlogAuthor } from "@/lib/db/queries/blog";
import { postSlugSchema } from "@/lib/validation/blog";

export const metadata: Metadata = {
  title: "Edit Blog Post",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ slug: string }> };

/**
 * A published post's editor, for the blog's authors (checked on the server; the proxy
 * also turns anonymous visitors away). Another signed-in agent is told who publishes;
 * an unknown or unpublished post is not found.
 */
export default async function EditBlogPostPage({ params }: Props) {
  const { slug: raw } = await params;
  const slug = postSlugSchema.safeParse(decodeURIComponent(raw));
  const agent = await requireAgentPage(`/blog/edit/${raw}`);
  if (!slug.success) notFound();
  const canPublish = await isBlogAuthor(agent.id);
  const post = canPublish ? await getPublishedPostBySlug(slug.data) : null;
  if (canPublish && !post) notFound();
  return (
    <EditorPage
      heading="Edit Blog Post"
      back={{ href: `/blog/${slug.data}`, label: "Back to Post" }}
      canPublish={canPublish}
    >
      {post ? (
        <PostForm
          defaultAuthor={post.author}
          post={{
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            content: post.content,
            author: post.author,
            readTime: post.readTime,
          }}
        />
      ) : null}
    </EditorPage>
  );
}
