/**
 * Starts the production server (`next start`) on a free loopback port with its own
 * DATA_DIR, for tests and benchmarks that need a server of their own (restarts,
 * a database that cannot be reached, seeded volumes).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = process.cwd();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = "bench-data-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export type RunningServer = { url: string; port: number; child: ChildProcess; dataDir: string; stop(): Promise<void> };

/**
 * Starts `next start` and resolves once `readyPath` answers 200 (by default
 * `/api/health`: the database is open, migrated and seeded).
 */
export async function startServer({
  dataDir = tempDataDir(),
  port,
  env = {},
  readyPath = "/api/health",
  timeoutMs = 120_000,
  appDir,
}: {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
  /** Another Next.js app to serve (a benchmark's reference app); the product by default. */
  appDir?: string;
} = {}): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(
    process.execPath,
    [next, "start", ...(appDir ? [appDir] : []), "-H", "127.0.0.1", "--keepAliveTimeout", "65000"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(chosenPort),
        DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: "1",
        // Tests and benchmarks stand for the proxy: each request's X-Forwarded-For names its client.
        TRUSTED_PROXY_HOPS: "1",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("next start did not become ready in time");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: chosenPort,
    child,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        // Already gone (exited, or killed by a signal): "exit" will not fire again.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
