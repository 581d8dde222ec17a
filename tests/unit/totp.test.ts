import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  secretsKey,
  TOTP_PERIOD_S,
  totpUri,
  verifyTotp,
} from "@/lib/auth/totp";

const key = secretsKey(new TextEncoder().encode("a session secret of at least thirty-two characters"));
/** The start of a time step, well inside it. */
const T = 1_790_000_010;
const stepOf = (epochS: number) => Math.floor(epochS / TOTP_PERIOD_S);
const codeAt = (secret: string, epochS: number) => generate({ secret, epoch: epochS });

describe("TOTP codes", () => {
  const secret = newTotpSecret();

  it("makes a 160-bit base32 secret and an otpauth address apps read", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "TelcoPilot", "ana@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("TelcoPilot");
    expect(decodeURIComponent(uri.pathname)).toContain("ana@example.com");
  });

  it("accepts the current code (with spaces) and answers its time step", async () => {
    const code = await codeAt(secret, T);
    expect(await verifyTotp(secret, code, { epochS: T })).toBe(stepOf(T));
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { epochS: T })).toBe(stepOf(T));
  });

  it("accepts the step before and after (a clock a little off), not two steps away", async () => {
    expect(await verifyTotp(secret, await codeAt(secret, T - 30), { epochS: T })).toBe(stepOf(T) - 1);
    expect(await verifyTotp(secret, await codeAt(secret, T + 30), { epochS: T })).toBe(stepOf(T) + 1);
    expect(await verifyTotp(secret, await codeAt(secret, T - 90), { epochS: T })).toBeNull();
    expect(await verifyTotp(secret, await codeAt(secret, T + 90), { epochS: T })).toBeNull();
  });

  it("refuses a wrong code, another secret's code, and what is not six digits", async () => {
    const code = await codeAt(secret, T);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await verifyTotp(secret, wrong, { epochS: T })).toBeNull();
    expect(await verifyTotp(newTotpSecret(), code, { epochS: T })).toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef", `${code}x`]) {
      expect(await verifyTotp(secret, bad, { epochS: T })).toBeNull();
    }
  });

  it("refuses a code of a step already used (replay)", async () => {
    const code = await codeAt(secret, T);
    expect(await verifyTotp(secret, code, { epochS: T, afterTimeStep: stepOf(T) })).toBeNull();
    expect(await verifyTotp(secret, code, { epochS: T, afterTimeStep: stepOf(T) - 1 })).toBe(stepOf(T));
  });
});

describe("secrets at rest", () => {
  it("seals with AES-GCM: never the plain secret, a fresh IV each time, opens only with its key", () => {
    const secret = newTotpSecret();
    const sealed = encryptSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(encryptSecret(secret, key)).not.toBe(sealed);
    expect(decryptSecret(sealed, key)).toBe(secret);
    const otherKey = secretsKey(new TextEncoder().encode("another session secret, thirty-two chars or more"));
    expect(decryptSecret(sealed, otherKey)).toBeNull();
    const [v, iv, tag, data] = sealed.split(".");
    // one character of the sealed data changed (the one before the last, whose bits all count)
    const flipped = `${data!.slice(0, -2)}${data!.at(-2) === "A" ? "B" : "A"}${data!.slice(-1)}`;
    expect(decryptSecret([v, iv, tag, flipped].join("."), key)).toBeNull();
    expect(decryptSecret("not sealed", key)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes of the form xxxxx-xxxxx", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
  });

  it("stores only a SHA-256 hash; typing is forgiving (case, spaces, dashes)", () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code!.replace("-", ""));
    expect(hashRecoveryCode(code!.toUpperCase().replace("-", " "))).toBe(hash);
    expect(hashRecoveryCode(` ${code!.replace("-", "")} `)).toBe(hash);
    expect(hashRecoveryCode(newRecoveryCodes(1)[0]!)).not.toBe(hash);
  });

  it("refuses what cannot be a recovery code", () => {
    for (const bad of ["", "123456", "abcde-abcd", "abcde-abcdef", "abcde-abc0e", "abcde-abcl1"]) {
      expect(normaliseRecoveryCode(bad)).toBeNull();
      expect(hashRecoveryCode(bad)).toBeNull();
    }
  });
});
