/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), with node:crypto.
 * Secrets travel as RFC 4648 base32, the alphabet authenticator apps read.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type TotpAlgorithm = "sha1" | "sha256" | "sha512";
export type TotpOptions = { digits?: number; periodS?: number; algorithm?: TotpAlgorithm };

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (any case, spaces and padding ignored); throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("Invalid base32 secret");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226: the HOTP value of `counter`, `digits` long with leading zeros. */
export function hotp(secret: Uint8Array, counter: number, digits = 6, algorithm: TotpAlgorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, "0");
}

/** RFC 6238: the code at `atMs` (T0 = 0). */
export function totp(
  secret: Uint8Array,
  atMs: number,
  { digits = 6, periodS = 30, algorithm = "sha1" }: TotpOptions = {},
) {
  return hotp(secret, Math.floor(atMs / 1000 / periodS), digits, algorithm);
}

/**
 * Checks a code against the current period and `window` periods either side (clock
 * drift). Returns the matching counter, so a caller can refuse a code used before.
 */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  atMs: number,
  { window = 1, ...options }: TotpOptions & { window?: number } = {},
): number | null {
  const digits = options.digits ?? 6;
  const typed = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(typed)) return null;
  const current = Math.floor(atMs / 1000 / (options.periodS ?? 30));
  let found: number | null = null;
  for (let counter = current - window; counter <= current + window; counter++) {
    const expected = Buffer.from(hotp(secret, counter, digits, options.algorithm));
    // Every candidate is compared, in constant time, whatever matched before.
    if (timingSafeEqual(expected, Buffer.from(typed)) && found === null) found = counter;
  }
  return found;
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI authenticator apps import (by QR code or by hand). */
export function otpauthUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: "6", period: "30" });
  return `otpauth://totp/${label}?${params.toString()}`;
}
