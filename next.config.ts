import type { NextConfig } from "next";
import { headerRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native-like packages that must load from node_modules at run time, not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "tesseract.js", "@tesseract.js-data/eng", "unpdf"],
  experimental: {
    // Pages and data re-rendered at run time (ISR, unstable_cache) stay in this
    // process's memory instead of being written into `.next`: every process has its
    // own database (DATA_DIR), so a cache file from another process would show that
    // database's posts. Build-time prerenders are still read from `.next`.
    isrFlushToDisk: false,
    // The proxy buffers request bodies up to this size; bill uploads may be 10 MB plus the multipart envelope.
    proxyClientMaxBodySize: "11mb",
  },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    // Every answer gets the baseline; the public pages (which the proxy does not see)
    // get their fixed policy and CDN caching here, the others their policy from the proxy.
    return headerRules(production);
  },
  async rewrites() {
    return [
      // Under `next dev`/`next start` the Netlify function path reaches the same handler.
      // Keep this list short: every page's handler tries each rewrite on each request
      // (the blog list, the feed and the sitemap answer from their own routes).
      { source: "/.netlify/functions/:name", destination: "/api/functions/:name" },
    ];
  },
};

export default nextConfig;
