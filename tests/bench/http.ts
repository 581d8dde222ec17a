/**
 * `npm run bench:http`: HTTP throughput of the blog against `next start` of the
 * production build (built first unless `--no-build`) on a free port with a fresh
 * DATA_DIR. autocannon, 50 connections, 10 s per URL, one URL after the other:
 * /blog, one post, and a static file (a `_next/static` chunk) of the same server.
 * Goal: /blog serves at least half the static file's requests per second.
 * For reference it also measures Next's 404 page (no data, no blog code), the
 * floor of any page rendered through Next's page pipeline.
 */
import autocannon from "autocannon";
import { ensureBuild, round, startServer, tempDataDir, writeResult } from "./lib";

const CONNECTIONS = 50;
const DURATION_S = 10;

type Measured = {
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function measure(base: string, path: string): Promise<Measured> {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION_S });
  return {
    path,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function get(url: string): Promise<string> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

ensureBuild();
const server = await startServer({ dataDir: tempDataDir("bench-http-") });
try {
  const base = server.url;
  // Warm up: pages render per request (each carries its own CSP nonce); the first
  // visits fill the data cache the blog reads its posts from.
  const { posts } = JSON.parse(await get(`${base}/api/blog/posts?page=1`)) as { posts: { slug: string }[] };
  const postPath = `/blog/${posts[0]!.slug}`;
  for (let i = 0; i < 3; i++) {
    await get(`${base}/blog`);
    await get(`${base}${postPath}`);
  }
  const blogHtml = await get(`${base}/blog`);
  if (!blogHtml.includes(postPath)) throw new Error("/blog is not server-rendered with its posts after warm-up");
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(blogHtml)?.[0];
  if (!chunk) throw new Error("no /_next/static script found in /blog");
  await get(`${base}${chunk}`);

  const blog = await measure(base, "/blog");
  const post = await measure(base, postPath);
  const staticFile = await measure(base, chunk);
  const notFoundPage = await measure(base, "/_not-found");
  const ratio = round(blog.requestsPerSecond / staticFile.requestsPerSecond, 2);

  writeResult("http", {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    note: "Load generator and server share this machine's cores; figures are noisy.",
    results: { blog, post, static: staticFile, referenceNotFoundPage: notFoundPage },
    blogToStaticRatio: ratio,
    goal: "blog req/s >= 0.5 x static file req/s",
    goalMet: ratio >= 0.5,
  });
  console.log("\nURL                                          req/s     p99 ms   non-2xx");
  for (const r of [blog, post, staticFile, notFoundPage]) {
    console.log(
      `${r.path.slice(0, 44).padEnd(44)} ${String(r.requestsPerSecond).padStart(8)} ${String(r.latencyP99Ms).padStart(10)} ${String(r.non2xx).padStart(9)}`,
    );
  }
  console.log(`/blog ÷ static = ${ratio} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "not met"})`);
} finally {
  await server.stop();
}
