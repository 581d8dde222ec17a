import { siteConfig } from "@/config/site";
import { getCachedLatestPublishedPosts } from "@/lib/db/queries/blog";
import { isConnectionError } from "@/lib/errors";

/**
 * /feed.xml, served by an optional catch-all whose one address is the empty one: a
 * dynamic route with no parameters generated at build, so it is rendered on its
 * first request (the build reads no database) and then served from the cache;
 * creating a post expires it (the blog's tag), else it is refreshed at most every
 * 5 minutes.
 */
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

/** How many of the newest posts the feed carries. */
const FEED_SIZE = 50;

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 does not allow at all.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
  );
}

/**
 * An RSS description is HTML to feed readers: a plain-text excerpt is HTML-escaped once
 * (so "<b>" shows as written, never as markup) and carried in CDATA, which XML leaves as
 * it is. The escaped text cannot hold "]]>", as ">" became "&gt;".
 */
function htmlDescription(text: string): string {
  return `<![CDATA[${escapeXml(text)}]]>`;
}

/** GET /feed.xml — RSS 2.0 of the newest published posts (linked from the blog's <head>). */
export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  if ((await params).path) return new Response("Not found", { status: 404 });
  let posts;
  try {
    posts = await getCachedLatestPublishedPosts(FEED_SIZE);
  } catch (error) {
    if (!isConnectionError(error)) console.error(error);
    return new Response("The blog feed is temporarily unavailable.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const site = siteConfig.url.replace(/\/+$/, "");
  const items = posts
    .map((post) => {
      const link = `${site}/blog/${post.slug}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${htmlDescription(post.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = posts[0] ? new Date(posts[0].createdAt).toUTCString() : new Date(0).toUTCString();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${siteConfig.name} Blog`)}</title>
    <link>${escapeXml(`${site}/blog`)}</link>
    <atom:link href="${escapeXml(`${site}/feed.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml("Insights on AI-Powered Telecom Distribution")}</description>
    <language>en-us</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  // Cache-Control comes from next.config.ts (the public pages' CDN caching).
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
