import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

const resolve = {
  alias: [
    { find: /^@\//, replacement: `${root}` },
    // "server-only" throws outside React's server build; in tests every module is server code.
    { find: /^server-only$/, replacement: `${root}tests/helpers/server-only.ts` },
  ],
};

export default defineConfig({
  resolve,
  test: {
    environment: "node",
    setupFiles: ["tests/helpers/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/helpers/setup.ts"],
          // Pure modules and components: one pool of threads, modules shared between files
          // (no database, no global state a file leaves behind), so the loop takes seconds.
          pool: "threads",
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/helpers/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file boots its own PGlite and mocks modules: a process of its own.
          pool: "forks",
        },
      },
    ],
  },
});
