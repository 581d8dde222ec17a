import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The reference app of `npm run bench:http` and `npm run bench:lighthouse`: the same
 * `next` and `react` as the product (resolved from the repository's node_modules),
 * one prerendered page, no proxy, no data, no client components.
 */
const config = {
  poweredByHeader: false,
  turbopack: { root: path.resolve(here, "../../..") },
};

export default config;
