/**
 * `npm run build:functions`: bundles every Netlify function in `netlify/functions`
 * into `build/functions/<name>.mjs`, the functions directory netlify.toml gives
 * Netlify. Netlify's own bundler does not build with React's `react-server`
 * condition, so it would resolve `server-only` (the marker lib/db and the other
 * server modules import) to its throwing entry and the function would fail on its
 * first request; here the marker is an empty module. Packages stay imports of
 * node_modules, which Netlify bundles when it deploys the function.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const FUNCTIONS_SOURCE = path.join(root, "netlify", "functions");
const FUNCTIONS_OUT = path.join(root, "build", "functions");

const serverOnlyMarker: Plugin = {
  name: "server-only-marker",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only-marker" }));
    b.onLoad({ filter: /.*/, namespace: "server-only-marker" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/** Bundles the functions into `outDir` (inside the repository, so node_modules resolve); returns their files. */
export async function buildFunctions(outDir = FUNCTIONS_OUT): Promise<string[]> {
  const entries = readdirSync(FUNCTIONS_SOURCE)
    .filter((f) => /\.(ts|mts|js|mjs)$/.test(f))
    .map((f) => path.join(FUNCTIONS_SOURCE, f));
  await build({
    entryPoints: entries,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    plugins: [serverOnlyMarker],
    logLevel: "warning",
  });
  return entries.map((e) => path.join(outDir, `${path.basename(e).replace(/\.[^.]+$/, "")}.mjs`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = await buildFunctions();
  for (const f of files) console.log(`built ${path.relative(root, f)}`);
}
