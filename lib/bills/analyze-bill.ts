import "server-only";
/**
 * The bill analyzer behind `/api/analyze-bill`: reads the uploaded file from the
 * multipart body (in memory only), checks its type by content and its size,
 * extracts its text, parses the statement and analyses it against the catalogue.
 */
import { hostedModelConfig, type HostedModelConfig } from "@/lib/ai/providers";
import { getCatalogPlans } from "@/lib/db/queries/catalog";
import { AppError } from "@/lib/errors";
import { analyzeParsedBill } from "./analyze";
import type { BillAnalysis } from "./analysis-schema";
import { extractBillText } from "./extract-text";
import {
  MAX_BILL_BYTES,
  MAX_BILL_PIXELS,
  UNREADABLE_IMAGE_MESSAGE,
  declaredImageSize,
  detectBillFileKind,
  type BillFileKind,
} from "./file-type";
import { fillGapsWithModel } from "./model-fill";
import { parseBillRows } from "./parse-bill";

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const TOO_LARGE_MESSAGE = "The file is larger than 10 MB. Upload a smaller PDF, PNG or JPG of the bill.";
export const WRONG_TYPE_MESSAGE = "Unsupported file type. Upload the bill as a PDF, PNG, JPG or JPEG file.";

/** The uploaded file's bytes from a multipart request (field `file`). */
export async function readBillUpload(request: Request): Promise<{ bytes: Uint8Array; name: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError(415, "Send the bill as multipart/form-data with the file in the field 'file'.");
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BILL_BYTES + MULTIPART_OVERHEAD)
    throw new AppError(413, TOO_LARGE_MESSAGE);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A body cut short at the proxy's buffer limit arrives as a broken multipart body.
    if (Number.isFinite(declared) && declared > MAX_BILL_BYTES) throw new AppError(413, TOO_LARGE_MESSAGE);
    throw new AppError(
      400,
      "The upload could not be read. It may have been interrupted; please upload the bill again.",
    );
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new AppError(400, "Please upload a bill first");
  if (file.size === 0) throw new AppError(400, "The uploaded file is empty. Choose the bill's PDF, PNG or JPG file.");
  if (file.size > MAX_BILL_BYTES) throw new AppError(413, TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, name: file.name };
}

/** An image's declared size is checked before anything decodes it: decoding costs memory by the pixel. */
function checkImageSize(bytes: Uint8Array, kind: BillFileKind): void {
  if (kind === "pdf") return;
  const size = declaredImageSize(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) throw new AppError(422, UNREADABLE_IMAGE_MESSAGE);
  if (size.width * size.height > MAX_BILL_PIXELS) {
    throw new AppError(
      413,
      `This image is ${size.width.toLocaleString("en-US")} × ${size.height.toLocaleString("en-US")} pixels; bill images of up to ${Math.round(MAX_BILL_PIXELS / 1_000_000)} million pixels (a page scanned at 600 dpi) can be read. Upload a smaller scan or the bill's PDF.`,
    );
  }
}

export async function analyzeBillBytes(
  bytes: Uint8Array,
  model: HostedModelConfig | null = hostedModelConfig(),
): Promise<BillAnalysis> {
  const kind = detectBillFileKind(bytes);
  if (!kind) throw new AppError(415, WRONG_TYPE_MESSAGE);
  checkImageSize(bytes, kind);
  const { rows, text, pages } = await extractBillText(bytes, kind);
  if (!text.trim()) {
    throw new AppError(
      422,
      kind === "pdf"
        ? "No text could be read from this PDF. If it is a scan, upload it as a PNG or JPG image."
        : "No text could be read from this image. Upload a sharper image or the bill's PDF.",
    );
  }
  let parsed = parseBillRows(rows);
  let modelFilled: string[] = [];
  // With a hosted model, fields the parser could not read are asked of it (kept only if the bill still reconciles).
  if (model && parsed.lines.length > 0) {
    const statement = rows.map((r) => r.text).join("\n");
    ({ bill: parsed, filled: modelFilled } = await fillGapsWithModel(parsed, statement, model));
  }
  return analyzeParsedBill(parsed, await getCatalogPlans(), {
    source: kind === "pdf" ? "pdf" : "image",
    pages,
    modelFilled,
  });
}
