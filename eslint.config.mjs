import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "tests/bench/bare/.next/**",
    "tests/bench/bare-proxy/.next/**",
    "node_modules/**",
    ".data/**",
    ".data-*/**",
    "bench-results/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
