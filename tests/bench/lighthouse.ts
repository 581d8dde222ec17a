/**
 * `npm run bench:lighthouse [-- --no-build] [--runs=N] [extra paths or URLs...]`
 *
 * Builds (unless --no-build and a build exists), serves `next start` on a free
 * loopback port with a fresh DATA_DIR, runs Lighthouse (mobile) on every public
 * page and the newest blog post N times (default 5, as Lighthouse's own guidance on
 * variability advises) and keeps each page's median run (Lighthouse's
 * computeMedianRun: the run nearest the median FCP and TTI); the scores of every
 * run are kept beside it. Also measures each page's first-load JavaScript
 * (gzipped sum of the scripts its HTML loads) next to the framework's baseline
 * (the /_not-found page, which has no page components of ours, and the chunks
 * every page shares). Writes bench-results/lighthouse.json and prints a table.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { ensureBuild, resultsDir, root, round, startServer } from "./lib";

type Report = Awaited<ReturnType<typeof computeMedianRun>>;

/** A category's score out of 100, null when Lighthouse gave none. */
const scoreOf = (lhr: Report, id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100));
const kb = (bytes: number) => round(bytes / 1024, 1);

const args = process.argv.slice(2);
const extraTargets = args.filter((a) => !a.startsWith("--"));
const runsArg = args.find((a) => a.startsWith("--runs="));
const RUNS = Math.max(1, Number(runsArg?.slice("--runs=".length) ?? 5) || 5);
const PUBLIC_PATHS = ["/", "/features", "/how-it-works", "/about", "/investors", "/blog"];
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Script URLs a page's HTML loads (<script src>), in order, without duplicates. */
function scriptUrls(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    urls.add(new URL(match[1]!.replace(/&amp;/g, "&"), base).toString());
  }
  return [...urls];
}

const gzipCache = new Map<string, number>();
async function gzippedBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).byteLength;
  gzipCache.set(url, size);
  return size;
}

type JsFigure = { path: string; status: number; scripts: number; gzipBytes: number; kb: number };

async function firstLoadJs(base: string, pagePath: string): Promise<JsFigure & { urls: string[] }> {
  const res = await fetch(new URL(pagePath, base));
  const html = await res.text();
  const urls = scriptUrls(html, base);
  let total = 0;
  for (const url of urls) total += await gzippedBytes(url);
  return { path: pagePath, status: res.status, scripts: urls.length, gzipBytes: total, kb: kb(total), urls };
}

/** The newest published post: the first post link of the /blog list (newest first). */
async function newestPostPath(base: string): Promise<string | null> {
  const res = await fetch(new URL("/blog", base));
  if (!res.ok) return null;
  const html = await res.text();
  for (const match of html.matchAll(/href="(\/blog\/[^"/?#]+)"/g)) {
    if (match[1] !== "/blog/new") return match[1]!;
  }
  return null;
}

type Scores = { performance: number | null; accessibility: number | null; seo: number | null; "best-practices": number | null };

async function main() {
  ensureBuild();
  const server = await startServer({ env: { NODE_ENV: "production" } });
  const base = server.url;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {

    const targets = [...PUBLIC_PATHS];
    const newest = await newestPostPath(base);
    if (newest) targets.push(newest);
    targets.push(...extraTargets);

    // First-load JavaScript per page, and the baseline.
    const notFound = await firstLoadJs(base, "/_not-found");
    const pagesJs = [];
    for (const target of targets) pagesJs.push(await firstLoadJs(base, target));
    const okPages = pagesJs.filter((p) => p.status === 200);
    const shared = okPages.length ? okPages.map((p) => new Set(p.urls)).reduce((a, b) => new Set([...a].filter((u) => b.has(u)))) : new Set<string>();
    let sharedBytes = 0;
    for (const url of shared) sharedBytes += await gzippedBytes(url);
    const baselineBytes = notFound.gzipBytes;

    // Lighthouse, mobile (its default form factor and throttling).
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const pages: {
      url: string;
      status: number;
      scores: Scores;
      /** Performance score of every run, in run order; `scores` are the median run's. */
      performanceRuns: (number | null)[];
      metrics: Record<string, number | null>;
      firstLoadJs: { gzipBytes: number; kb: number; scripts: number; aboveBaselineKb: number };
    }[] = [];
    const skipped: { url: string; status: number }[] = [];
    for (const [i, target] of targets.entries()) {
      const url = new URL(target, base).toString();
      const js = pagesJs[i]!;
      if (js.status !== 200) {
        console.warn(`skip ${target}: HTTP ${js.status}`);
        skipped.push({ url: target, status: js.status });
        continue;
      }
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
      }
      const median = computeMedianRun(runs);
      const score = (id: string) => scoreOf(median, id);
      const metric = (id: string) => (median.audits[id]?.numericValue == null ? null : round(median.audits[id]!.numericValue!, 3));
      pages.push({
        url: target,
        status: js.status,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          seo: score("seo"),
          "best-practices": score("best-practices"),
        },
        performanceRuns: runs.map((lhr) => scoreOf(lhr, "performance")),
        metrics: {
          firstContentfulPaintMs: metric("first-contentful-paint"),
          largestContentfulPaintMs: metric("largest-contentful-paint"),
          totalBlockingTimeMs: metric("total-blocking-time"),
          cumulativeLayoutShift: metric("cumulative-layout-shift"),
          speedIndexMs: metric("speed-index"),
        },
        firstLoadJs: {
          gzipBytes: js.gzipBytes,
          kb: js.kb,
          scripts: js.scripts,
          aboveBaselineKb: kb(js.gzipBytes - baselineBytes),
        },
      });
      const s = pages.at(-1)!.scores;
      console.log(`${target}: perf ${s.performance} (runs ${pages.at(-1)!.performanceRuns.join(", ")}) a11y ${s.accessibility} seo ${s.seo} bp ${s["best-practices"]}`);
    }

    const result = {
      generatedAt: new Date().toISOString(),
      machine: { cores: cpus().length, note: "cores shared with other processes; scores vary between runs" },
      lighthouse: { formFactor: "mobile", runsPerPage: RUNS, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS },
      baseline: {
        notFoundGzipBytes: baselineBytes,
        notFoundKb: kb(baselineBytes),
        sharedByAllPagesGzipBytes: sharedBytes,
        sharedByAllPagesKb: kb(sharedBytes),
      },
      pages,
      skipped,
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(result, null, 2)}\n`);

    console.log(`\nFirst-load JS baseline: /_not-found ${result.baseline.notFoundKb} KB gz, shared by all pages ${result.baseline.sharedByAllPagesKb} KB gz`);
    console.table(
      pages.map((p) => ({
        page: p.url,
        performance: p.scores.performance,
        accessibility: p.scores.accessibility,
        seo: p.scores.seo,
        "best-practices": p.scores["best-practices"],
        "LCP ms": p.metrics.largestContentfulPaintMs,
        "TBT ms": p.metrics.totalBlockingTimeMs,
        "JS KB gz": p.firstLoadJs.kb,
        "above baseline KB": p.firstLoadJs.aboveBaselineKb,
      })),
    );
    console.log(`Written to ${path.relative(root, path.join(resultsDir, "lighthouse.json"))}`);
  } finally {
    if (chrome) await chrome.kill();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
