/**
 * The second factor's arithmetic, free of the database: TOTP secrets and codes (otplib,
 * RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app reads them), their
 * encryption at rest (AES-256-GCM under a key derived from the session secret with HKDF), and
 * one-time recovery codes (shown once, kept as SHA-256).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_PERIOD_S = 30;
/** A code of the step before or after the current one is accepted (a clock a little off). */
export const TOTP_TOLERANCE_S = TOTP_PERIOD_S;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use letters and digits that cannot be misread (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const RECOVERY_CODE_LENGTH = 10;

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret, period: TOTP_PERIOD_S, digits: 6, algorithm: "sha1" });
}

/** Six digits, spaces and dashes ignored (apps show "123 456"). */
export function normaliseTotpCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a code belongs to when it is right for `secret` now (or at `epochS`) and
 * newer than `afterTimeStep`; null otherwise. A step once accepted is passed back as
 * `afterTimeStep`, so the same code cannot be replayed.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  { afterTimeStep, epochS }: { afterTimeStep?: number | null; epochS?: number } = {},
): Promise<number | null> {
  const token = normaliseTotpCode(code);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    period: TOTP_PERIOD_S,
    epochTolerance: TOTP_TOLERANCE_S,
    ...(epochS === undefined ? {} : { epoch: epochS }),
    ...(afterTimeStep === null || afterTimeStep === undefined ? {} : { afterTimeStep }),
  });
  // TOTP results carry the step (the union type also covers HOTP's, which have none).
  return result.valid && "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
}

/** The AES-256 key for secrets at rest, derived from the session secret (HKDF-SHA-256). */
export function secretsKey(sessionSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "telcopilot two-factor secrets", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url, AES-256-GCM with a fresh 12-byte IV. */
export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The secret, or null when the value was not sealed with this key (e.g. the session secret changed). */
export function decryptSecret(sealed: string, key: Buffer): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Ten new recovery codes, shown as `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = "";
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes anywhere), or null when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code.replace(/[\s-]/g, "").toLowerCase();
  return plain.length === RECOVERY_CODE_LENGTH && [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : null;
}

/** What is stored of a recovery code: the SHA-256 of its normal form (hex), or null for a non-code. */
export function hashRecoveryCode(code: string): string | null {
  const plain = normaliseRecoveryCode(code);
  return plain ? createHash("sha256").update(plain).digest("hex") : null;
}
