import type { MetadataRoute } from "next";
// The serializer behind Next.js's own `sitemap.ts` convention.
import { resolveSitemap } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { siteConfig } from "@/config/site";
import { getCachedPublishedPostSlugs } from "@/lib/db/queries/blog";
import { isConnectionError } from "@/lib/errors";

/**
 * /sitemap.xml, served by an optional catch-all whose one address is the empty one:
 * a dynamic route with no parameters generated at build, so it is rendered on its
 * first request (the build reads no database) and then served from the cache;
 * creating a post expires it (the blog's tag), else it is refreshed at most every
 * 5 minutes.
 */
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

/** Every public page and every published post. */
const PUBLIC_PATHS = ["/", "/features", "/how-it-works", "/about", "/investors", "/blog", "/docs/certified-devices"];

async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteConfig.url.replace(/\/+$/, "");
  const posts = await getCachedPublishedPostSlugs();
  const newest = posts[0]?.createdAt;
  const pages: MetadataRoute.Sitemap = PUBLIC_PATHS.map((path) => ({
    url: `${site}${path}`,
    ...(path === "/blog" && newest ? { lastModified: newest } : {}),
    changeFrequency: path === "/blog" ? "daily" : "monthly",
    priority: path === "/" ? 1 : path === "/blog" ? 0.8 : 0.7,
  }));
  const postEntries: MetadataRoute.Sitemap = posts.map((post) => ({
    url: `${site}/blog/${post.slug}`,
    lastModified: post.createdAt,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  return [...pages, ...postEntries];
}

/** GET /sitemap.xml — every public page and every published post. */
export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  if ((await params).path) return new Response("Not found", { status: 404 });
  let entries: MetadataRoute.Sitemap;
  try {
    entries = await sitemap();
  } catch (error) {
    if (!isConnectionError(error)) console.error(error);
    return new Response("The sitemap is temporarily unavailable.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  // Cache-Control comes from next.config.ts (the public pages' CDN caching).
  return new Response(resolveSitemap(entries), { headers: { "content-type": "application/xml" } });
}
