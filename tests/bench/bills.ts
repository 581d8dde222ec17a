/**
 * `npm run bench:bills`: analysis time of a 10-page PDF bill (goal 1.5 s) and of
 * a PNG bill (OCR), quote generation p50, and the server's peak resident memory
 * during OCR, against `next start`. Writes bench-results/bills.json.
 *
 *   npm run bench:bills            (builds first)
 *   npm run bench:bills -- --no-build
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeBills, makeLongPdf } from "../fixtures/make-bills";
import { DESCRIPTION_SET } from "../unit/quote-description-set";
import { ensureBuild, percentile, residentMemoryMiB, round, startServer, writeResult } from "./lib";

const PDF_RUNS = 10;
const PNG_RUNS = 3;
const QUOTE_RUNS = 40;
const PDF_GOAL_MS = 1500;

async function main() {
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bills-"));
  const server = await startServer();
  try {
    const longPdf = path.join(dir, "long-bill.pdf");
    const long = await makeLongPdf(longPdf, 10);
    const [att] = await makeBills(dir, { linesPerBill: 7 });
    const png = att!.png!;

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo1234" }),
    });
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);

    async function analyse(file: string, type: string): Promise<{ ms: number; lines: number; total: number }> {
      const form = new FormData();
      form.append("file", new Blob([readFileSync(file)], { type }), path.basename(file));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/analyze-bill`, { method: "POST", body: form, headers: { cookie } });
      const body = (await res.json()) as { lines?: unknown[]; totalMonthlyBill?: number; error?: string };
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`analyze-bill ${res.status}: ${body.error}`);
      return { ms, lines: body.lines?.length ?? 0, total: body.totalMonthlyBill ?? 0 };
    }

    // Warm-up: first request compiles routes and opens the database; first OCR loads the worker.
    await analyse(longPdf, "application/pdf");
    const pdfTimes: number[] = [];
    let pdfCheck = { lines: 0, total: 0 };
    for (let i = 0; i < PDF_RUNS; i++) {
      const r = await analyse(longPdf, "application/pdf");
      pdfTimes.push(r.ms);
      pdfCheck = r;
    }

    const pid = server.child.pid!;
    const baselineRss = residentMemoryMiB(pid);
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentMemoryMiB(pid));
    }, 25);
    const pngTimes: number[] = [];
    let firstPng = 0;
    try {
      firstPng = (await analyse(png, "image/png")).ms;
      for (let i = 0; i < PNG_RUNS; i++) pngTimes.push((await analyse(png, "image/png")).ms);
    } finally {
      clearInterval(sampler);
    }

    const quoteTimes: number[] = [];
    for (let i = 0; i < QUOTE_RUNS; i++) {
      const c = DESCRIPTION_SET[i % DESCRIPTION_SET.length]!;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/generate-quote`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          description: c.description,
          customerInfo: { companyName: "Bench Co", companyWebsite: "bench.example", contactName: "Bench", contactEmail: "bench@bench.example" },
        }),
      });
      await res.json();
      if (!res.ok) throw new Error(`generate-quote ${res.status}`);
      quoteTimes.push(performance.now() - started);
    }

    const pdfP50 = percentile(pdfTimes, 50);
    const file = writeResult("bills", {
      pdf10Pages: {
        pages: 10,
        lines: long.lines.length,
        linesRead: pdfCheck.lines,
        totalReadCorrectly: pdfCheck.total === long.totalMonthlyBill,
        runs: PDF_RUNS,
        p50Ms: round(pdfP50),
        p95Ms: round(percentile(pdfTimes, 95)),
        maxMs: round(Math.max(...pdfTimes)),
        goalMs: PDF_GOAL_MS,
        meetsGoal: percentile(pdfTimes, 95) <= PDF_GOAL_MS,
      },
      png: {
        runs: PNG_RUNS,
        firstMs: round(firstPng),
        p50Ms: round(percentile(pngTimes, 50)),
        maxMs: round(Math.max(...pngTimes)),
      },
      quoteGeneration: { runs: QUOTE_RUNS, p50Ms: round(percentile(quoteTimes, 50)), p95Ms: round(percentile(quoteTimes, 95)) },
      serverMemoryDuringOcr: { baselineRssMiB: baselineRss, peakRssMiB: peakRss },
    });
    console.log(`\nbills: 10-page PDF p50 ${round(pdfP50)} ms (goal ${PDF_GOAL_MS} ms), PNG p50 ${round(percentile(pngTimes, 50))} ms, quote p50 ${round(percentile(quoteTimes, 50))} ms, peak RSS during OCR ${peakRss} MiB → ${file}`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
