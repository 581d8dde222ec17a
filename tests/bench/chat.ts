/**
 * Benchmark of /api/chat with the offline model: the production build under
 * `next start` on a free loopback port with a fresh DATA_DIR, signed in as the demo
 * agent, 200 questions one after another. Measures time to first byte of the
 * answer stream and to its last byte (p50, p95, p99), checks every line with the AI
 * SDK's data stream parser, and writes bench-results/chat.json.
 *
 * The machine is shared, so a time means something only next to a reference
 * measured in the same run: before or after each question (alternately), the same
 * server answers GET /api/chat/conversations for the same agent (the session check,
 * one read under the agent's scope, a JSON answer of 50 conversations, as many as
 * the warm-up saves), and the bench prints both times to first byte and their ratio.
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

/** Conversations the list answers with (its limit): the warm-up saves as many, so the reference answers the same every time. */
const LISTED_CONVERSATIONS = 50;

function stats(values: number[]) {
  return {
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
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
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // Warm-up (compiles nothing in production, but opens the database and caches modules),
    // saving the conversations the reference lists.
    for (let i = 0; i < LISTED_CONVERSATIONS; i++) await runOne(base, cookie, QUESTIONS[i % QUESTIONS.length]!);
    for (let i = 0; i < 3; i++) await runReference(base, cookie);

    const firstByte: number[] = [];
    const lastByte: number[] = [];
    const referenceFirstByte: number[] = [];
    let failures = 0;
    let lines = 0;
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      // The reference alternates before and after the question, so neither gets the other's leftovers every time.
      if (i % 2 === 0) referenceFirstByte.push(await runReference(base, cookie));
      const r = await runOne(base, cookie, QUESTIONS[i % QUESTIONS.length]!);
      if (i % 2 === 1) referenceFirstByte.push(await runReference(base, cookie));
      if (!r.ok) {
        failures++;
        continue;
      }
      firstByte.push(r.firstByteMs);
      lastByte.push(r.lastByteMs);
      lines += r.lines;
    }
    const reference = stats(referenceFirstByte);
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
      reference: {
        request: `GET /api/chat/conversations (session check, one scoped read, ${LISTED_CONVERSATIONS} conversations as JSON), interleaved`,
        timeToFirstByteMs: reference,
      },
      firstByteToReference: {
        p50: round(percentile(firstByte, 50) / reference.p50, 2),
        p95: round(percentile(firstByte, 95) / reference.p95, 2),
      },
    };
    writeResult("chat", result);
    console.log(
      `/api/chat, offline model, ${total} questions (${failures} failed): ` +
        `first byte p50 ${result.timeToFirstByteMs.p50} ms, p95 ${result.timeToFirstByteMs.p95} ms; ` +
        `last byte p50 ${result.timeToLastByteMs.p50} ms, p95 ${result.timeToLastByteMs.p95} ms. ` +
        `Reference (GET /api/chat/conversations, same run): first byte p50 ${reference.p50} ms, p95 ${reference.p95} ms; ` +
        `chat / reference: p50 ${result.firstByteToReference.p50}, p95 ${result.firstByteToReference.p95}. Written to bench-results/chat.json`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** Time to the first byte of the reference request's body (ms); the body is read to its end. */
async function runReference(base: string, cookie: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${base}/api/chat/conversations`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`Reference request failed: HTTP ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = 0;
  for (;;) {
    const { done } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - t0;
  }
  return firstByteMs;
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
