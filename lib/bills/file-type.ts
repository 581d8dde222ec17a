/**
 * What an uploaded bill is, decided by its first bytes (not its name): PDF
 * ("%PDF-"), PNG (its 8-byte signature) or JPEG (FF D8 FF).
 */
export const MAX_BILL_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_BILL_EXTENSIONS = [".pdf", ".png", ".jpg", ".jpeg"] as const;
export const BILL_ACCEPT_ATTRIBUTE = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

export type BillFileKind = "pdf" | "png" | "jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectBillFileKind(bytes: Uint8Array): BillFileKind | null {
  // A PDF may carry a few bytes (e.g. a BOM) before its header; the format allows 1024.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (head.startsWith("%PDF-") || (head.includes("%PDF-") && head.indexOf("%PDF-") < 1024 && bytes.length > 64))
    return "pdf";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_BILL_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * Most pixels an uploaded bill image may declare: a letter page scanned at 600 dpi is
 * 5100 × 6600 (33.7 million). Checked from the header before anything decodes it.
 */
export const MAX_BILL_PIXELS = 36_000_000;

export const UNREADABLE_IMAGE_MESSAGE =
  "This image could not be read. Upload a clear PNG or JPG of the bill, or its PDF.";

export type ImageSize = { width: number; height: number };

/** A PNG's size from its IHDR chunk (the first chunk, right after the signature). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's size from its first start-of-frame segment (any SOF marker but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The size an image declares in its header (null when the header cannot be read). */
export function declaredImageSize(bytes: Uint8Array, kind: "png" | "jpeg"): ImageSize | null {
  return kind === "png" ? pngSize(bytes) : jpegSize(bytes);
}
