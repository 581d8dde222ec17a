import type { NextConfig } from "next";
import { headerRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next's ETag is a hash of the whole page, computed in JavaScript on every answer:
  // about 0.5 ms for a public page now that its stylesheet is inline (see inlineCss).
  // With it, cached /blog served 0.51 of the bare page's requests per second on Node 24;
  // without it, 0.84 (npm run bench:http). The portal's pages and the APIs are
  // `no-store`, so only the public pages lose something: a returning browser downloads
  // them again instead of getting a 304 (the CDN still serves them from its cache).
  generateEtags: false,
  reactStrictMode: true,
  // Native-like packages that must load from node_modules at run time, not be bundled.
  // piscina starts its workers from its own files, which must stay where they are on disk.
  serverExternalPackages: ["@electric-sql/pglite", "tesseract.js", "@tesseract.js-data/eng", "unpdf", "piscina"],
  // The upload reading worker is loaded from disk by path (lib/uploads/pool.ts), never bundled:
  // ship it, and the packages it imports, with every server function.
  outputFileTracingIncludes: {
    "/**": [
      "./lib/uploads/read-worker.mjs",
      "./node_modules/unpdf/**",
      "./node_modules/exceljs/**",
      "./node_modules/papaparse/**",
    ],
  },
  experimental: {
    // Pages and data re-rendered at run time (ISR, unstable_cache) stay in this
    // process's memory instead of being written into `.next`: every process has its
    // own database (DATA_DIR), so a cache file from another process would show that
    // database's posts. Build-time prerenders are still read from `.next`.
    isrFlushToDisk: false,
    // The proxy buffers request bodies up to this size; bill uploads may be 10 MB plus the multipart envelope.
    proxyClientMaxBodySize: "11mb",
    // Each page's stylesheet comes inside its HTML instead of a render-blocking <link>,
    // so a first visit paints after one round trip instead of two: largest contentful
    // paint on a slow 4G phone (Lighthouse, applied throttling) of / and /blog 1.42 and
    // 1.39 s with the <link>, 0.80 and 0.76 s inline, the bare Next.js page 0.69-0.70 s.
    // Client-side navigations still load stylesheets as files. The cost: the page's inline
    // RSC payload carries each sheet a second time (React hydrates the <style> from it), so
    // /blog's HTML is 127 KB (27 KB gzipped) instead of 50 KB (10 KB), and a portal page's
    // full load carries both sheets (/login: 213 KB instead of 18 KB; its server renders
    // fewer per second, about a third fewer when the sheets came three times). Next 16.4
    // writes a third copy of the root layout's sheets for its built-in error page
    // (vercel/next.js#98110), which is why app/layout.tsx imports none. The option is
    // experimental in Next 16, whose docs advise against it in production; the e2e tests
    // "each public page is styled by its own HTML" and "a page's HTML carries each of its
    // stylesheets twice" guard it, and removing this line (and those tests) brings the
    // <link> back.
    inlineCss: true,
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
