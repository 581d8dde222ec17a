import "server-only";
/**
 * Positioned text of a bill, grouped into rows and cells: from a PDF with
 * `unpdf` (pdf.js text items and their x/y), from an image by OCR with
 * `tesseract.js` (word boxes) using the English data shipped in
 * `@tesseract.js-data/eng` (read from node_modules; nothing is downloaded or
 * cached on disk).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/errors";
import { runBounded } from "@/lib/uploads/pool";
import { whitenDotLeaders } from "./dot-leaders";
import { MAX_BILL_PIXELS, UNREADABLE_IMAGE_MESSAGE, type BillFileKind } from "./file-type";
import { rowsFromBoxes, withoutSpecks, type Row, type TextBox } from "./layout";

export type ExtractedText = { rows: Row[]; text: string; pages: number };

const rowsText = (rows: Row[]) => rows.map((r) => r.cells.map((c) => c.text).join("  ")).join("\n");

export const MAX_PDF_PAGES = 200;
const OCR_TIMEOUT_MS = 60_000;

/** Caps on what reading one PDF may inflate: a bill's text streams are a few megabytes at most. */
const PDF_STREAM_LIMITS = { maxStreamBytes: 32 * 1024 * 1024, maxTotalBytes: 128 * 1024 * 1024, maxStreams: 50_000 };
/** Text items of one PDF: a 200-page statement has well under 200,000. */
const MAX_PDF_ITEMS = 500_000;
const PDF_TIMEOUT_MS = 30_000;

type PdfTextResult = { ok: true; items: Array<[string, number, number, number, number, number]>; pages: number };

/** A PDF's positioned text, read in the upload worker pool within time and memory limits. */
export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedText> {
  const { items, pages } = await runBounded<PdfTextResult>(
    "pdfText",
    { bytes, maxPages: MAX_PDF_PAGES, maxItems: MAX_PDF_ITEMS, streams: PDF_STREAM_LIMITS },
    {
      timeoutMs: PDF_TIMEOUT_MS,
      breachMessage:
        "Reading this PDF took more time or memory than any bill needs. Upload the bill as issued by the carrier, or a PNG or JPG of it.",
    },
  );
  // PDF y grows upwards from the baseline; rows are read top-down.
  const boxes: TextBox[] = items.map(([text, x, y, width, height, page]) => ({
    text,
    x0: x,
    x1: x + width,
    y0: -(y + height * 0.8),
    y1: -(y - height * 0.2),
    page,
  }));
  const rows = rowsFromBoxes(boxes);
  return { rows, text: rowsText(rows), pages };
}

/**
 * Folder of the shipped English language data (gzipped traineddata) inside
 * node_modules. Resolved from the project root at run time: bundlers rewrite
 * `require.resolve`, and the package must stay a plain folder on disk.
 */
export function tesseractLangPath(): string {
  const base = path.join(process.cwd(), "node_modules", "@tesseract.js-data", "eng");
  for (const folder of ["4.0.0_best_int", "4.0.0"]) {
    const candidate = path.join(base, folder);
    if (existsSync(path.join(candidate, "eng.traineddata.gz"))) return candidate;
  }
  throw new Error(`English OCR data not found under ${base}; install @tesseract.js-data/eng`);
}

type OcrWorker = Awaited<ReturnType<typeof import("tesseract.js")["createWorker"]>>;
let workerPromise: Promise<OcrWorker> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let workerStarts = 0;

/** How many OCR workers this process has started (tests and benchmarks). */
export function ocrWorkerStarts(): number {
  return workerStarts;
}

/** Tesseract's answer for bytes it cannot decode as an image; the worker itself is fine. */
const UNREADABLE_IMAGE = /error attempting to read image/i;

async function getWorker(): Promise<OcrWorker> {
  if (!workerPromise) {
    workerPromise = (async () => {
      const { createWorker, OEM } = await import("tesseract.js");
      workerStarts += 1;
      const langPath = tesseractLangPath();
      return createWorker("eng", OEM.LSTM_ONLY, {
        langPath,
        cachePath: langPath,
        // Read-only: never write a cached copy of the language data to disk.
        cacheMethod: "none",
        gzip: true,
        logger: () => undefined,
        errorHandler: () => undefined,
      });
    })().catch((error) => {
      workerPromise = null;
      throw error;
    });
  }
  return workerPromise;
}

/** Ends the OCR worker (tests and benchmarks; the server keeps it for the next bill). */
export async function terminateOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate().catch(() => undefined);
}

/** Scans narrower than this (a letter page under about 190 dpi) are enlarged for OCR, by at most half again. */
const OCR_MIN_WIDTH = 1600;
const OCR_MAX_SCALE = 1.5;

/**
 * The image as OCR should see it: a low-resolution scan (a 150 dpi page is 1275 px wide) is
 * enlarged by half, which keeps tesseract from dropping digits and decimal points at about
 * 1.5 times the recognition time (a 2× enlargement costs 2 to 4 times). Uses `sharp` when it
 * is installed; otherwise, or for an image it cannot read, the bytes go as they are.
 */
async function forOcr(bytes: Uint8Array): Promise<Buffer> {
  const original = Buffer.from(bytes);
  try {
    const { default: sharp } = await import("sharp");
    // The declared size was checked against the pixel budget; sharp checks it again while decoding.
    const options = { limitInputPixels: MAX_BILL_PIXELS };
    const { width, density } = await sharp(original, options).metadata();
    if (!width) return original;
    const scale = width >= OCR_MIN_WIDTH ? 1 : Math.min(OCR_MAX_SCALE, (OCR_MIN_WIDTH * 1.2) / width);
    const scaled =
      scale === 1
        ? sharp(original, options)
        : sharp(original, options).resize({ width: Math.round(width * scale), kernel: "lanczos3" });
    // Dot leaders whitened out (OCR reads them as letters run into the amount they lead to): found on the grey
    // image, painted over in the image as it is, which OCR otherwise sees unchanged.
    const { data, info } = await scaled.clone().removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = Uint8Array.from(data);
    if (info.channels !== 1 || whitenDotLeaders(grey, info.width, info.height) === 0)
      return scale === 1 ? original : await scaled.png().toBuffer();
    const colour = await scaled.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const channels = colour.info.channels;
    for (let p = 0; p < grey.length; p++)
      if (grey[p] !== data[p]) for (let c = 0; c < channels; c++) colour.data[p * channels + c] = grey[p]!;
    // The resolution the image declares goes with it: OCR sizes its reading by it.
    return await sharp(colour.data, { raw: { width: colour.info.width, height: colour.info.height, channels } })
      .withDensity(density ?? 72)
      .png()
      .toBuffer();
  } catch {
    return original;
  }
}

export async function extractImageText(bytes: Uint8Array): Promise<ExtractedText> {
  // One recognition at a time per server: OCR is CPU-heavy and the worker is single-threaded.
  const run = queue.then(async () => {
    const worker = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        worker.recognize(await forOcr(bytes), { rotateAuto: true }, { blocks: true, text: true }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new AppError(422, "Reading this image took too long. Upload a PDF or a clearer image of the bill."),
              ),
            OCR_TIMEOUT_MS,
          );
        }),
      ]);
      const boxes: TextBox[] = [];
      for (const block of result.data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            for (const word of line.words) {
              if (word.confidence < 20 && !/[\d$]/.test(word.text)) continue;
              boxes.push({
                text: word.text,
                x0: word.bbox.x0,
                x1: word.bbox.x1,
                y0: word.bbox.y0,
                y1: word.bbox.y1,
                page: 1,
              });
            }
          }
        }
      }
      // OCR word boxes hug the letters: a word space is wider relative to them than in a PDF run.
      const rows = rowsFromBoxes(withoutSpecks(boxes), { gapFactor: 1.3 });
      return { rows, text: rowsText(rows), pages: 1 };
    } catch (error) {
      // A worker that failed or timed out is replaced for the next bill. An image it could
      // not decode leaves it as it was: starting a worker (loading the language data) costs
      // seconds, and a broken upload must not make the next one pay for that.
      if (!UNREADABLE_IMAGE.test(String((error as { message?: unknown })?.message ?? error))) await terminateOcr();
      if (error instanceof AppError) throw error;
      throw new AppError(422, UNREADABLE_IMAGE_MESSAGE);
    } finally {
      clearTimeout(timer);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

export async function extractBillText(bytes: Uint8Array, kind: BillFileKind): Promise<ExtractedText> {
  return kind === "pdf" ? extractPdfText(bytes) : extractImageText(bytes);
}
