/**
 * A session survives a restart of the server: this test starts its own `next start`
 * on a separate DATA_DIR, signs in, restarts it and uses the same cookie.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn("npx", ["next", "start"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on("exit", () => resolve());
    process.kill(-child.pid!, "SIGTERM");
  });
}

test("a session survives a server restart", async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-restart-"));
  let server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    const login = await page.request.post("/api/auth/login", { data: { username: "demo", password: "demo1234" } });
    expect(login.status()).toBe(200);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${base}/dashboard`);

    await stopServer(server);
    server = await startServer(port, dataDir);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${base}/dashboard`);
    await expect(page.getByTestId("signed-in-as")).toContainText("demo");
  } finally {
    await context.close();
    await stopServer(server);
  }
});
