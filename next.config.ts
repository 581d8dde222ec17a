import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native-like packages that must load from node_modules at run time, not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "tesseract.js", "@tesseract.js-data/eng", "unpdf"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") }];
  },
  async rewrites() {
    // Under `next dev`/`next start` the Netlify function path reaches the same handler.
    return [{ source: "/.netlify/functions/:name", destination: "/api/functions/:name" }];
  },
  async redirects() {
    return [
      { source: "/customers", destination: "/dashboard/customers", permanent: false },
      { source: "/customers/new", destination: "/dashboard/customers/new", permanent: false },
      { source: "/quotes", destination: "/dashboard/quotes", permanent: false },
    ];
  },
};

export default nextConfig;
