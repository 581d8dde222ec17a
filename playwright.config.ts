/**
 * End-to-end tests: the production build (`next start`) on a free loopback port
 * with a fresh temporary DATA_DIR, driven in Debian's Chromium.
 * Build first (`npm run test:e2e` does); `E2E_BASE_URL` points the tests at an
 * already running server instead.
 */
import { defineConfig, devices } from "@playwright/test";
import { freePort, tempDataDir } from "./tests/helpers/server";

// Decided once in the runner and inherited by the workers through the environment.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = tempDataDir("e2e-data-");

const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a defect to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A long keep-alive avoids a reset when a client reuses a connection the server is closing.
        command: "npx next start -H 127.0.0.1 --keepAliveTimeout 65000",
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          DATA_DIR: process.env.E2E_DATA_DIR,
          NEXT_TELEMETRY_DISABLED: "1",
          // The tests stand for the proxy: each sends the client's address as X-Forwarded-For.
          TRUSTED_PROXY_HOPS: "1",
        },
      },
});
