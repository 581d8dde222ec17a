/**
 * `npm run bench:http [-- --no-build] [--rebuild-bare]`: HTTP throughput of the
 * public pages against the framework's own floor, in one run.
 *
 * Serves the product's production build (`next start`, built first unless
 * `--no-build`, fresh DATA_DIR) and, beside it, the reference: a bare Next.js app of
 * the same `next`/`react` (tests/bench/bare, built once) whose one prerendered page
 * has about the HTML weight of /blog, with no proxy and no data. autocannon, 50
 * connections. The machine is shared and its speed changes by the minute, so the
 * URLs are measured in turns: 4 rounds, each giving every URL (the bare page, /,
 * /blog, a post, /feed.xml, a static chunk) 4 s, one after the other. A URL's
 * req/s is its mean over the rounds, its p99 the median of the rounds' p99; its
 * ratio to the bare page is the median of the per-round ratios (each against the
 * bare page measured seconds before). Beside it, the CPU time the serving process
 * spent per answer (user + system, from /proc): the fixed cost of an answer, which
 * the load of other processes on the machine changes much less than req/s.
 * Goal: /blog and a post at ≥ 0.8 × the bare page's requests per second.
 *
 * A second reference row serves the same bare page from a process whose async context
 * tracking is on (tests/bench/bare/async-context.mjs): on Node before 24 every server
 * that has rendered anything at run time (here the product, after its ISR renders and
 * API answers) serves in that state, so that row is the floor such a server can reach.
 * The figures depend on the Node version (see README, "Node.js version"): every server
 * runs on the Node that runs the bench, which it prints.
 * A third reference serves the same page from the same app with a proxy whose matcher
 * leaves the page out (tests/bench/bare-proxy), async context on as above: the floor
 * of any Next.js app that needs a proxy (here: the portal's per-response nonce policy,
 * session refresh and API checks) and renders at run time. Next.js pays for a proxy on
 * every request, the ones its matcher leaves out included. Each URL is also printed
 * as a multiple of this floor ("× proxy floor"). The goal stays measured against the
 * first reference.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import {
  bareAppDir,
  bareProxyAppDir,
  ensureBareBuild,
  ensureBuild,
  round,
  startServer,
  tempDataDir,
  writeResult,
} from "./lib";

const CONNECTIONS = 50;
const ROUNDS = 4;
const SLICE_S = 4;
const GOAL = 0.8;
const PROXY_FLOOR = "bare + proxy, context on";

type Slice = {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
  cpuMs: number;
};

type Measured = {
  label: string;
  url: string;
  htmlKb: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  ratioToBare: number;
  /** The same ratio against the third reference: the bare page in an app with a proxy, async context on. */
  ratioToProxyFloor: number;
  /** CPU time the serving process spent per answer (user + system), over all rounds. */
  cpuUsPerRequest: number;
  perRoundRequestsPerSecond: number[];
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are the 14th and 15th fields of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function slice(url: string, pid: number): Promise<Slice> {
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SLICE_S });
  return {
    cpuMs: processCpuMs(pid) - cpuBefore,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}

async function get(url: string): Promise<{ body: string; cache: string | null }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { body: await res.text(), cache: res.headers.get("x-nextjs-cache") };
}

/** Asks for a page until the server answers it from its prerender cache. */
async function warm(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { cache } = await get(url);
    if (cache === "HIT") return;
    if (Date.now() > deadline)
      throw new Error(`${url} is not served from the prerender cache (x-nextjs-cache: ${cache})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

ensureBuild();
ensureBareBuild();
const product = await startServer({ dataDir: tempDataDir("bench-http-") });
const bare = await startServer({ appDir: bareAppDir, readyPath: "/" });
const asyncContextOn = {
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(path.join(bareAppDir, "async-context.mjs")).href}`.trim(),
};
const bareWithContext = await startServer({ appDir: bareAppDir, readyPath: "/", env: asyncContextOn });
const proxyFloor = await startServer({ appDir: bareProxyAppDir, readyPath: "/", env: asyncContextOn });
try {
  const { posts } = JSON.parse((await get(`${product.url}/api/blog/posts?page=1`)).body) as {
    posts: { slug: string }[];
  };
  const postPath = `/blog/${posts[0]!.slug}`;
  for (const path of ["/", "/blog", postPath, "/feed.xml"]) await warm(`${product.url}${path}`);
  const blogHtml = (await get(`${product.url}/blog`)).body;
  if (!blogHtml.includes(postPath)) throw new Error("/blog is not served with its posts after warm-up");
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(blogHtml)?.[0];
  if (!chunk) throw new Error("no /_next/static script found in /blog");
  await warm(`${bare.url}/`);
  await warm(`${bareWithContext.url}/`);
  await warm(`${proxyFloor.url}/`);

  const targets = [
    { label: "bare page (reference)", pid: bare.child.pid!, url: `${bare.url}/` },
    { label: "bare, async context on", pid: bareWithContext.child.pid!, url: `${bareWithContext.url}/` },
    { label: PROXY_FLOOR, pid: proxyFloor.child.pid!, url: `${proxyFloor.url}/` },
    { label: "/", pid: product.child.pid!, url: `${product.url}/` },
    { label: "/blog", pid: product.child.pid!, url: `${product.url}/blog` },
    { label: "a post", pid: product.child.pid!, url: `${product.url}${postPath}` },
    { label: "/feed.xml", pid: product.child.pid!, url: `${product.url}/feed.xml` },
    { label: "a static chunk", pid: product.child.pid!, url: `${product.url}${chunk}` },
  ];
  const sizes = new Map<string, number>();
  for (const t of targets) sizes.set(t.label, round(Buffer.byteLength((await get(t.url)).body) / 1024, 1));
  const slices = new Map<string, Slice[]>(targets.map((t) => [t.label, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of targets) slices.get(t.label)!.push(await slice(t.url, t.pid));
    console.log(
      `round ${r + 1}/${ROUNDS}: ${targets.map((t) => `${t.label} ${round(slices.get(t.label)!.at(-1)!.requestsPerSecond)}`).join(", ")}`,
    );
  }
  const bareSlices = slices.get(targets[0]!.label)!;
  const floorSlices = slices.get(PROXY_FLOOR)!;
  const results: Measured[] = targets.map((t) => {
    const own = slices.get(t.label)!;
    const sum = (key: keyof Slice) => own.reduce((n, s) => n + s[key], 0);
    return {
      label: t.label,
      url: t.url,
      htmlKb: sizes.get(t.label)!,
      requestsPerSecond: round(sum("requestsPerSecond") / own.length),
      latencyP99Ms: median(own.map((s) => s.latencyP99Ms)),
      ratioToBare: round(median(own.map((s, i) => s.requestsPerSecond / bareSlices[i]!.requestsPerSecond)), 2),
      ratioToProxyFloor: round(median(own.map((s, i) => s.requestsPerSecond / floorSlices[i]!.requestsPerSecond)), 2),
      cpuUsPerRequest: round((sum("cpuMs") * 1000) / sum("requests")),
      perRoundRequestsPerSecond: own.map((s) => round(s.requestsPerSecond)),
      requests: sum("requests"),
      non2xx: sum("non2xx"),
      errors: sum("errors"),
      timeouts: sum("timeouts"),
    };
  });
  const byLabel = (label: string) => results.find((m) => m.label === label)!;
  const blog = byLabel("/blog");
  const post = byLabel("a post");
  const goalMet = blog.ratioToBare >= GOAL && post.ratioToBare >= GOAL;

  writeResult("http", {
    node: process.version,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    secondsPerUrlPerRound: SLICE_S,
    note: "Load generator and both servers share this machine's cores; every URL is compared with the bare page measured in the same round.",
    results,
    goal: `/blog and a post >= ${GOAL} x the bare page's req/s`,
    goalMet,
  });
  console.log(`\nNode ${process.version}, every server and the load generator on this machine`);
  console.log(
    `${"URL".padEnd(26)} ${"HTML KB".padStart(8)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} ${"× bare".padStart(7)} ${"× proxy floor".padStart(14)} ${"CPU µs/req".padStart(11)} ${"non-2xx".padStart(8)}`,
  );
  for (const m of results) {
    console.log(
      `${m.label.padEnd(26)} ${String(m.htmlKb).padStart(8)} ${String(m.requestsPerSecond).padStart(8)} ${String(m.latencyP99Ms).padStart(8)} ${String(m.ratioToBare).padStart(7)} ${String(m.ratioToProxyFloor).padStart(14)} ${String(m.cpuUsPerRequest).padStart(11)} ${String(m.non2xx).padStart(8)}`,
    );
  }
  console.log(
    `/blog ÷ bare = ${blog.ratioToBare}, post ÷ bare = ${post.ratioToBare} (goal ≥ ${GOAL}: ${goalMet ? "met" : "not met"})`,
  );
  console.log(
    `/blog ÷ proxy floor = ${blog.ratioToProxyFloor}, post ÷ proxy floor = ${post.ratioToProxyFloor}; the proxy floor ÷ bare = ${byLabel(PROXY_FLOOR).ratioToBare}`,
  );
} finally {
  await Promise.all([product.stop(), bare.stop(), bareWithContext.stop(), proxyFloor.stop()]);
  for (const dir of [product.dataDir, bare.dataDir, bareWithContext.dataDir, proxyFloor.dataDir])
    rmSync(dir, { recursive: true, force: true });
}
