/**
 * `npm run bench:lighthouse [-- --no-build] [--rebuild-bare] [--runs=N] [--applied-runs=N] [extra paths or URLs...]`
 *
 * Builds (unless --no-build and a build exists), serves `next start` on a free
 * loopback port with a fresh DATA_DIR and, beside it, the reference: a bare Next.js
 * app of the same versions (tests/bench/bare, built once) with one prerendered page
 * of plain markup. Runs Lighthouse (mobile) N times (default 5, as Lighthouse's own
 * guidance on variability advises) on the bare page, every public page and the
 * newest blog post, interleaved (run 1 of every page, then run 2 of every page, …)
 * so a machine that slows down weighs on all pages alike, and keeps each page's
 * median run (Lighthouse's computeMedianRun: the run nearest the median FCP and
 * TTI) for its scores; the scores of every run are kept beside it. A page's largest
 * contentful paint is the median of its runs' (the median run is chosen by FCP and
 * TTI, so its LCP may be any of them). Prints each page's performance gap to the
 * bare page in points and its LCP as a multiple of the bare page's. Goal: every
 * public page within 2 points, LCP ≤ 1.5 × the bare page's.
 *
 * Lighthouse's default throttling is simulated: it replays the unthrottled load on a
 * model of a slow 4G phone, counting every script that finished loading before the
 * observed paint. On a loopback server scripts finish within a few milliseconds of
 * that paint, so whether they count is a race and a page's LCP jumps by a second
 * between runs. Then M more runs (default 3, `--applied-runs=0` to skip) under applied
 * throttling (Lighthouse's `devtools` method: Chrome itself slows the network and the
 * CPU to the same profile), where nothing is replayed and there is no race; their
 * median LCP is printed beside, as a multiple of the bare page's under the same
 * throttling.
 *
 * Also measures each page's first-load JavaScript (gzipped sum of the scripts its
 * HTML loads) next to the framework's baseline (the /_not-found page and the chunks
 * every page shares). Writes bench-results/lighthouse.json.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { bareAppDir, ensureBareBuild, ensureBuild, percentile, resultsDir, root, round, startServer } from "./lib";

type Report = Awaited<ReturnType<typeof computeMedianRun>>;

/** A category's score out of 100, null when Lighthouse gave none. */
const scoreOf = (lhr: Report, id: string) =>
  lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100);
const kb = (bytes: number) => round(bytes / 1024, 1);
/** The median (p50, as every bench takes it) of the runs' values, null when no run had one. */
function medianOf(values: (number | null)[]): number | null {
  const measured = values.filter((v): v is number => v != null);
  return measured.length ? percentile(measured, 50) : null;
}
const lcpOfRun = (lhr: Report) => {
  const value = lhr.audits["largest-contentful-paint"]?.numericValue;
  return value == null ? null : Math.round(value);
};

const args = process.argv.slice(2);
const extraTargets = args.filter((a) => !a.startsWith("--"));
const runsArg = args.find((a) => a.startsWith("--runs="));
const RUNS = Math.max(1, Number(runsArg?.slice("--runs=".length) ?? 5) || 5);
const appliedRunsArg = args.find((a) => a.startsWith("--applied-runs="));
const APPLIED_RUNS = Math.max(0, Number(appliedRunsArg?.slice("--applied-runs=".length) ?? 3) || 0);
const PUBLIC_PATHS = ["/", "/features", "/how-it-works", "/about", "/investors", "/blog"];
/** Goals against the bare page measured in the same run. */
const MAX_GAP_POINTS = 2;
const MAX_LCP_RATIO = 1.5;
const BARE = "bare page";

type DetailItem = Record<string, unknown> & { type?: string; items?: DetailItem[] };

/** The largest paint's element (its selector) and its parts (time to first byte, render delay…), from Lighthouse's LCP breakdown. */
function lcpOf(lhr: Report): PageResult["lcp"] {
  const lists = ((lhr.audits["lcp-breakdown-insight"]?.details as DetailItem | undefined)?.items ?? []) as DetailItem[];
  const table = lists.find((d) => d.type === "table");
  const node = lists.find((d) => d.type === "node");
  const parts: Record<string, number> = {};
  for (const row of table?.items ?? []) parts[String(row.subpart)] = round(Number(row.duration), 1);
  return { element: node ? String(node.selector ?? node.snippet ?? "") : null, parts };
}
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

type Scores = {
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  "best-practices": number | null;
};

type PageResult = {
  url: string;
  status: number;
  scores: Scores;
  /** Performance score of every run, in run order; `scores` are the median run's. */
  performanceRuns: (number | null)[];
  /**
   * Largest contentful paint of every run, in run order. Lighthouse simulates it from the
   * requests and tasks that came before the observed paint: a run whose chunks finished
   * loading before the first frame was shown counts their download, one whose paint came
   * first does not, so the runs of one page can differ by a second; the spread shows it.
   */
  lcpRunsMs: (number | null)[];
  /** The median of `lcpRunsMs`: the page's LCP under simulated throttling. */
  lcpMs: number | null;
  /** Under applied throttling (no replay, no race): every run's LCP and their median; null when skipped. */
  applied: { lcpRunsMs: (number | null)[]; lcpMs: number | null } | null;
  metrics: Record<string, number | null>;
  /** The median run's largest contentful paint: which element, and its parts in the unthrottled trace. */
  lcp: { element: string | null; parts: Record<string, number> };
  firstLoadJs: { gzipBytes: number; kb: number; scripts: number; aboveBaselineKb: number } | null;
  /** Against the bare page: performance points below it, LCP as a multiple of its LCP. */
  vsBare: { performanceGapPoints: number | null; lcpRatio: number | null; appliedLcpRatio: number | null } | null;
};

async function main() {
  ensureBuild();
  ensureBareBuild();
  const server = await startServer({ env: { NODE_ENV: "production" } });
  const bare = await startServer({ appDir: bareAppDir, readyPath: "/" });
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
    const shared = okPages.length
      ? okPages.map((p) => new Set(p.urls)).reduce((a, b) => new Set([...a].filter((u) => b.has(u))))
      : new Set<string>();
    let sharedBytes = 0;
    for (const url of shared) sharedBytes += await gzippedBytes(url);
    const baselineBytes = notFound.gzipBytes;

    const skipped: { url: string; status: number }[] = [];
    const measured: { label: string; url: string; js: (typeof pagesJs)[number] | null }[] = [
      { label: BARE, url: `${bare.url}/`, js: null },
    ];
    for (const [i, target] of targets.entries()) {
      const js = pagesJs[i]!;
      if (js.status !== 200) {
        console.warn(`skip ${target}: HTTP ${js.status}`);
        skipped.push({ url: target, status: js.status });
        continue;
      }
      // Served from the cache before Lighthouse sees it (a page's first visit renders it).
      await fetch(new URL(target, base));
      measured.push({ label: target, url: new URL(target, base).toString(), js });
    }

    // Lighthouse, mobile (its default form factor and throttling), interleaved.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const port = chrome.port;
    const audit = async (
      url: string,
      flags: { throttlingMethod?: "devtools"; onlyCategories: string[] },
    ): Promise<Report> => {
      const result = await lighthouse(url, { port, output: "json", logLevel: "error", formFactor: "mobile", ...flags });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    const runs = new Map<string, Report[]>(measured.map((m) => [m.label, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const m of measured) {
        runs
          .get(m.label)!
          .push(await audit(m.url, { onlyCategories: ["performance", "accessibility", "seo", "best-practices"] }));
      }
      console.log(
        `run ${run + 1}/${RUNS}: ${measured.map((m) => `${m.label} ${scoreOf(runs.get(m.label)!.at(-1)!, "performance")}`).join(", ")}`,
      );
    }
    // The same pages under applied throttling, interleaved the same way.
    const appliedRuns = new Map<string, (number | null)[]>(measured.map((m) => [m.label, []]));
    for (let run = 0; run < APPLIED_RUNS; run++) {
      for (const m of measured) {
        appliedRuns
          .get(m.label)!
          .push(lcpOfRun(await audit(m.url, { throttlingMethod: "devtools", onlyCategories: ["performance"] })));
      }
      console.log(
        `applied throttling, run ${run + 1}/${APPLIED_RUNS}: ${measured.map((m) => `${m.label} LCP ${appliedRuns.get(m.label)!.at(-1)} ms`).join(", ")}`,
      );
    }

    const pages: PageResult[] = measured.map((m) => {
      const all = runs.get(m.label)!;
      const lcpRunsMs = all.map(lcpOfRun);
      const median = computeMedianRun(all);
      const score = (id: string) => scoreOf(median, id);
      const metric = (id: string) =>
        median.audits[id]?.numericValue == null ? null : round(median.audits[id]!.numericValue!, 3);
      return {
        url: m.label,
        status: 200,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          seo: score("seo"),
          "best-practices": score("best-practices"),
        },
        performanceRuns: all.map((lhr) => scoreOf(lhr, "performance")),
        lcpRunsMs,
        lcpMs: medianOf(lcpRunsMs),
        applied: APPLIED_RUNS
          ? { lcpRunsMs: appliedRuns.get(m.label)!, lcpMs: medianOf(appliedRuns.get(m.label)!) }
          : null,
        metrics: {
          firstContentfulPaintMs: metric("first-contentful-paint"),
          largestContentfulPaintMs: metric("largest-contentful-paint"),
          totalBlockingTimeMs: metric("total-blocking-time"),
          cumulativeLayoutShift: metric("cumulative-layout-shift"),
          speedIndexMs: metric("speed-index"),
        },
        lcp: lcpOf(median),
        firstLoadJs: m.js
          ? {
              gzipBytes: m.js.gzipBytes,
              kb: m.js.kb,
              scripts: m.js.scripts,
              aboveBaselineKb: kb(m.js.gzipBytes - baselineBytes),
            }
          : null,
        vsBare: null,
      };
    });
    const reference = pages[0]!;
    const refScore = reference.scores.performance;
    const refLcp = reference.lcpMs;
    const refAppliedLcp = reference.applied?.lcpMs ?? null;
    const ratio = (value: number | null | undefined, ref: number | null) =>
      ref && value != null ? round(value / ref, 2) : null;
    for (const page of pages.slice(1)) {
      page.vsBare = {
        performanceGapPoints:
          refScore == null || page.scores.performance == null ? null : refScore - page.scores.performance,
        lcpRatio: ratio(page.lcpMs, refLcp),
        appliedLcpRatio: ratio(page.applied?.lcpMs, refAppliedLcp),
      };
    }
    const product = pages.slice(1);
    const goalMet = product.every(
      (p) =>
        p.vsBare!.performanceGapPoints != null &&
        p.vsBare!.performanceGapPoints <= MAX_GAP_POINTS &&
        p.vsBare!.lcpRatio != null &&
        p.vsBare!.lcpRatio <= MAX_LCP_RATIO,
    );
    const appliedGoalMet = APPLIED_RUNS
      ? product.every((p) => p.vsBare!.appliedLcpRatio != null && p.vsBare!.appliedLcpRatio <= MAX_LCP_RATIO)
      : null;

    const result = {
      generatedAt: new Date().toISOString(),
      machine: {
        cores: cpus().length,
        note: "cores shared with other processes; scores vary between runs, so every page is compared with the bare page measured in the same run",
      },
      lighthouse: {
        formFactor: "mobile",
        runsPerPage: RUNS,
        appliedThrottlingRunsPerPage: APPLIED_RUNS,
        interleaved: true,
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
      },
      reference: {
        app: "tests/bench/bare (same next and react, one prerendered page of plain markup)",
        performance: refScore,
        largestContentfulPaintMs: refLcp,
        appliedThrottlingLargestContentfulPaintMs: refAppliedLcp,
      },
      goal: `every page within ${MAX_GAP_POINTS} points of the bare page, LCP <= ${MAX_LCP_RATIO} x the bare page's (median LCP of the runs)`,
      goalMet,
      appliedThrottlingLcpGoalMet: appliedGoalMet,
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

    console.log(
      `\nFirst-load JS baseline: /_not-found ${result.baseline.notFoundKb} KB gz, shared by all pages ${result.baseline.sharedByAllPagesKb} KB gz`,
    );
    console.table(
      pages.map((p) => ({
        page: p.url,
        performance: p.scores.performance,
        "gap to bare (points)": p.vsBare?.performanceGapPoints ?? "",
        "LCP ms": p.lcpMs,
        "LCP × bare": p.vsBare?.lcpRatio ?? "",
        "applied: LCP ms": p.applied?.lcpMs ?? "",
        "applied: × bare": p.vsBare?.appliedLcpRatio ?? "",
        "TBT ms": p.metrics.totalBlockingTimeMs,
        accessibility: p.scores.accessibility,
        seo: p.scores.seo,
        "best-practices": p.scores["best-practices"],
        "JS KB gz": p.firstLoadJs?.kb ?? "",
      })),
    );
    for (const p of pages) {
      const applied = p.applied ? `; applied throttling: ${p.applied.lcpRunsMs.join(", ")}` : "";
      console.log(
        `${p.url}: largest paint ${p.lcp.element ?? "?"} ${JSON.stringify(p.lcp.parts)}; LCP of each run (ms): ${p.lcpRunsMs.join(", ")}${applied}`,
      );
    }
    console.log(
      `Goal (within ${MAX_GAP_POINTS} points, LCP ≤ ${MAX_LCP_RATIO} × bare): ${goalMet ? "met" : "not met"}`,
    );
    if (appliedGoalMet != null)
      console.log(`LCP ≤ ${MAX_LCP_RATIO} × bare under applied throttling: ${appliedGoalMet ? "met" : "not met"}`);
    console.log(`Written to ${path.relative(root, path.join(resultsDir, "lighthouse.json"))}`);
  } finally {
    if (chrome) await chrome.kill();
    await Promise.all([server.stop(), bare.stop()]);
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(bare.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
