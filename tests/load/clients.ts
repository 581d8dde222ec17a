/**
 * The load run's clients: N clients, each with its own keep-alive connection,
 * each sending its next request as soon as the previous answer has been read to
 * its end. All N connect and are served one cheap request (`warmPath`) before the
 * measured period starts, so the run measures N connected clients working, not
 * N handshakes landing in the same millisecond (see README, "Load and faults").
 */
import http from "node:http";
import { percentile } from "../bench/lib";

export type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type ClientsOptions = {
  url: string;
  clients: number;
  seconds: number;
  /** How long one request may take, from sending it to the last byte of the answer. */
  timeoutMs: number;
  /** Served once per connection before the measured period. */
  warmPath: string;
  next: (n: number) => Request;
  /** Checks a complete answer's body; a false answer counts as an error. */
  checkBody?: (body: string) => boolean;
};

export type ClientsResult = {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  errorKinds: Record<string, number>;
};

export async function runClients(options: ClientsOptions): Promise<ClientsResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients, maxFreeSockets: options.clients });
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let errors = 0;
  let timeouts = 0;
  let n = 0;
  const statuses: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  let stopAt = Infinity;

  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));

  const send = (request: Request): Promise<{ status: number; body: string } | { error: string }> =>
    new Promise((resolve) => {
      const headers: Record<string, string> = { ...request.headers };
      if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body));
      const req = http.request(
        { host: hostname, port, agent, method: request.method, path: request.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
          });
          res.on("error", (error) => {
            clearTimeout(timer);
            resolve({ error: error.message });
          });
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error("timeout"));
      }, options.timeoutMs);
      req.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ error: error.message === "timeout" ? "timeout" : (error.code ?? error.message) });
      });
      req.end(request.body);
    });

  const client = async (connected: () => void) => {
    const warmUp = await send({ method: "GET", path: options.warmPath });
    if ("error" in warmUp) throw new Error(`warm-up request failed: ${warmUp.error}`);
    connected();
    await started;
    while (Date.now() < stopAt) {
      const request = options.next(n++);
      const t0 = performance.now();
      const answer = await send(request);
      const ms = performance.now() - t0;
      if ("error" in answer) {
        if (answer.error === "timeout") timeouts++;
        else errors++;
        errorKinds[answer.error] = (errorKinds[answer.error] ?? 0) + 1;
        continue;
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (options.checkBody && answer.status === 200 && !options.checkBody(answer.body)) {
        errors++;
        errorKinds["incomplete body"] = (errorKinds["incomplete body"] ?? 0) + 1;
      }
      if (count === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[count++] = ms;
    }
  };

  let warmed = 0;
  let allWarm!: () => void;
  const warm = new Promise<void>((resolve) => (allWarm = resolve));
  const all = Promise.all(
    Array.from({ length: options.clients }, async () => {
      await client(() => {
        if (++warmed === options.clients) allWarm();
      });
    }),
  );
  // A failed warm-up rejects `all`; otherwise measuring starts once every client is connected.
  await Promise.race([warm, all]);
  const t0 = Date.now();
  stopAt = t0 + options.seconds * 1000;
  start();
  await all;
  const elapsed = (Date.now() - t0) / 1000;
  agent.destroy();

  const measured = Array.from(latencies.subarray(0, count));
  const ms = (p: number) => (count === 0 ? 0 : Math.round(percentile(measured, p)));
  return {
    requests: count,
    reqPerSec: Math.round(count / elapsed),
    p50Ms: ms(50),
    p99Ms: ms(99),
    maxMs: ms(100),
    errors,
    timeouts,
    statuses,
    errorKinds,
  };
}
