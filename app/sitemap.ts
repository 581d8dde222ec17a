import type { MetadataRoute } from "next";
import { siteConfig } from "@/config/site";
import { getCachedPublishedPostSlugs, isBuildPrerender } from "@/lib/db/queries/blog";

/** Prerendered and cached; creating a post expires it (the blog's tag), else at most every 5 minutes. */
export const revalidate = 300;

/** Every public page and every published post. */
export const PUBLIC_PATHS = ["/", "/features", "/how-it-works", "/about", "/investors", "/blog", "/docs/certified-devices"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteConfig.url.replace(/\/+$/, "");
  const posts = (await isBuildPrerender()) ? [] : await getCachedPublishedPostSlugs();
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
