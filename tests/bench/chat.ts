/**
 * Benchmark of /api/chat with the offline model: the production build under
 * `next start` on a free loopback port with a fresh DATA_DIR, signed in as the demo
 * agent, 200 questions one after another. Measures time to first byte of the
 * answer stream and to its last byte (p50, p99), checks every line with the AI
 * SDK's data stream parser, and writes bench-results/chat.json.
 *
 *   npm run bench:chat                 # builds first
 *   npm run bench:chat -- --no-build   # uses the existing .next build
 *   npm run bench:chat -- --questions=50
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { parseDataStreamPart } from "@ai-sdk/ui-utils";
import { ensureBuild, percentile, round, startServer, writeResult } from "./lib";

const args = process.argv.slice(2);
const total = Number(args.find((a) => a.startsWith("--questions="))?.split("=")[1] ?? 200);

const QUESTIONS = [
  "What is the cheapest AT&T unlimited plan?",
  "What is the best Verizon unlimited plan?",
  "Compare carriers for 10 lines",
  "Compare AT&T and Verizon for 25 lines of unlimited",
  "Which AT&T plan is best for hotspot?",
  "Show T-Mobile fixed wireless plans",
  "Fixed wireless plans under $60",
  "What is the cheapest IoT plan?",
  "Which plans include 4K video?",
  "Which carriers certify the iPhone 16 Pro?",
  "What 5G bands does the Galaxy S25 support on T-Mobile?",
  "Does the Sonim XP8 support 5G?",
  "Which hotspots are certified on Verizon?",
  "Show me rugged phones on AT&T",
  "Current promotions for Verizon phones",
  "What promotions are there for hotspots?",
  "Show my deals in negotiation",
  "What is my biggest deal?",
  "List my customers in healthcare",
  "Hello",
];

function stats(values: number[]) {
  return {
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    mean: round(values.reduce((s, v) => s + v, 0) / values.length),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}

async function main() {
  ensureBuild();
  const server = await startServer({
    // The benchmark sends more than a day's worth of messages for one agent; the offline model answers.
    env: { CHAT_DAILY_LIMIT: "1000000", OPENAI_API_KEY: "", HOSTNAME: "127.0.0.1" },
  });
  const base = server.url;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo1234" }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    // Warm-up (compiles nothing in production, but opens the database and caches modules).
    for (const q of QUESTIONS.slice(0, 3)) await runOne(base, cookie, q);

    const firstByte: number[] = [];
    const lastByte: number[] = [];
    let failures = 0;
    let lines = 0;
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      const r = await runOne(base, cookie, QUESTIONS[i % QUESTIONS.length]!);
      if (!r.ok) {
        failures++;
        continue;
      }
      firstByte.push(r.firstByteMs);
      lastByte.push(r.lastByteMs);
      lines += r.lines;
    }
    const result = {
      model: "offline (TelcoPilot Offline, 12 ms between streamed tokens)",
      questions: total,
      distinctQuestions: QUESTIONS.length,
      concurrency: 1,
      failures,
      streamLinesParsed: lines,
      wallSeconds: Math.round((Date.now() - started) / 100) / 10,
      timeToFirstByteMs: stats(firstByte),
      timeToLastByteMs: stats(lastByte),
    };
    writeResult("chat", result);
    console.log(
      `/api/chat, offline model, ${total} questions (${failures} failed): ` +
        `first byte p50 ${result.timeToFirstByteMs.p50} ms, p99 ${result.timeToFirstByteMs.p99} ms; ` +
        `last byte p50 ${result.timeToLastByteMs.p50} ms, p99 ${result.timeToLastByteMs.p99} ms. Written to bench-results/chat.json`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function runOne(base: string, cookie: string, question: string) {
  const t0 = performance.now();
  const response = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ id: randomUUID(), messages: [{ id: randomUUID(), role: "user", content: question }] }),
  });
  if (!response.ok || !response.body) {
    console.error(`${question}: HTTP ${response.status} ${await response.text()}`);
    return { ok: false as const };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstByteMs = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    text += decoder.decode(value, { stream: true });
  }
  const lastByteMs = performance.now() - t0;
  const parts = text
    .split("\n")
    .filter(Boolean)
    .map((line) => parseDataStreamPart(line));
  const errors = parts.filter((p) => p.type === "error");
  if (errors.length || parts[parts.length - 1]?.type !== "finish_message") {
    console.error(`${question}: ${errors.map((e) => e.value).join("; ") || "no finish part"}`);
    return { ok: false as const };
  }
  return { ok: true as const, firstByteMs, lastByteMs, lines: parts.length };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
