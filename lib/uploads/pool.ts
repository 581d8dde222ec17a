import "server-only";
/**
 * The worker pool that reads uploaded files (bill PDFs, commission statements) off the
 * thread that serves requests (piscina over `worker_threads`). Each task has a time
 * limit, each worker a heap limit, and the process's memory is watched while a task
 * runs; on any breach the task is aborted, which discards its worker (piscina starts a
 * fresh one for the next task). The worker file is plain JavaScript loaded from disk
 * (`lib/uploads/read-worker.mjs`), so Next never bundles it.
 */
import path from "node:path";
import { Piscina } from "piscina";
import { AppError } from "@/lib/errors";

/** Heap of one reading worker: a 10 MB bill or a 1 MB statement needs well under this. */
const WORKER_HEAP_MB = 384;
/**
 * Growth of the process's resident memory while a task runs that ends it: the worker's
 * heap is capped, this catches buffers a parser allocates outside it.
 */
const MAX_GROWTH_BYTES = 384 * 1024 * 1024;
const WATCH_EVERY_MS = 50;

export type WorkerRefusal = { ok: false; status: number; message: string };

let pool: Piscina | null = null;

/** Where the worker file is: the project folder at run time (the server runs from it, as tests do). */
export function readWorkerPath(): string {
  return path.join(process.cwd(), "lib", "uploads", "read-worker.mjs");
}

function getPool(): Piscina {
  if (!pool) {
    pool = new Piscina({
      filename: readWorkerPath(),
      minThreads: 0,
      // Two cores is the smallest server: at most two files are read at once, the rest wait.
      maxThreads: 2,
      maxQueue: 32,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }
  return pool;
}

type Breach = "time" | "memory";

/**
 * Runs the worker's task `name` within `timeoutMs`; a refusal from the worker becomes an
 * `AppError` with its status and message, a breach one with `breachMessage`.
 */
export async function runBounded<T extends { ok: true }>(
  name: "pdfText" | "statementTable",
  task: unknown,
  { timeoutMs, breachMessage }: { timeoutMs: number; breachMessage: string },
): Promise<T> {
  const controller = new AbortController();
  let breach: Breach | null = null;
  const stop = (why: Breach) => {
    if (breach) return;
    breach = why;
    controller.abort();
  };
  const timer = setTimeout(() => stop("time"), timeoutMs);
  const startRss = process.memoryUsage.rss();
  const watch = setInterval(() => {
    if (process.memoryUsage.rss() - startRss > MAX_GROWTH_BYTES) stop("memory");
  }, WATCH_EVERY_MS);
  try {
    const result = (await getPool().run(task, { name, signal: controller.signal })) as T | WorkerRefusal;
    if (!result.ok) throw new AppError(result.status, result.message);
    return result;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (breach) throw new AppError(breach === "time" ? 422 : 413, breachMessage);
    const code = (error as { code?: string }).code;
    // The worker ran out of its heap: it is gone, and the file cost more than any real one.
    if (code === "ERR_WORKER_OUT_OF_MEMORY") throw new AppError(413, breachMessage);
    if (/queue is at limit/i.test(String((error as Error).message)))
      throw new AppError(503, "The server is busy reading other files. Please try again in a minute.");
    throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
  }
}

/** Ends the pool's workers (tests and benchmarks; the server keeps them while in use). */
export async function closeReadPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
