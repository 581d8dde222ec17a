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
