/** TOTP against the published test vectors of RFC 4226 (Appendix D) and RFC 6238 (Appendix B). */
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, totp, verifyTotp } from "@/lib/auth/totp";

const SHA1_KEY = Buffer.from("12345678901234567890", "ascii");
const SHA256_KEY = Buffer.from("12345678901234567890123456789012", "ascii");
const SHA512_KEY = Buffer.from("1234567890123456789012345678901234567890123456789012345678901234", "ascii");

describe("HOTP (RFC 4226 Appendix D)", () => {
  it.each([
    [0, "755224"],
    [1, "287082"],
    [2, "359152"],
    [3, "969429"],
    [4, "338314"],
    [5, "254676"],
    [6, "287922"],
    [7, "162583"],
    [8, "399871"],
    [9, "520489"],
  ])("counter %i → %s", (counter, code) => {
    expect(hotp(SHA1_KEY, counter)).toBe(code);
  });
});

describe("TOTP (RFC 6238 Appendix B, 8 digits, 30 s)", () => {
  it.each([
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ])("T = %i s", (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SHA1_KEY, at, { digits: 8 })).toBe(sha1);
    expect(totp(SHA256_KEY, at, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totp(SHA512_KEY, at, { digits: 8, algorithm: "sha512" })).toBe(sha512);
  });
});

describe("verification", () => {
  const at = 1111111111 * 1000;
  it("accepts the current code and one period either side, nothing further, nothing malformed", () => {
    const current = Math.floor(1111111111 / 30);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, at), at)).toBe(current);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, at - 30_000), at)).toBe(current - 1);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, at + 30_000), at)).toBe(current + 1);
    expect(verifyTotp(SHA1_KEY, totp(SHA1_KEY, at - 90_000), at)).toBeNull();
    expect(verifyTotp(SHA1_KEY, "12345", at)).toBeNull();
    expect(verifyTotp(SHA1_KEY, "abcdef", at)).toBeNull();
    const code = totp(SHA1_KEY, at);
    expect(verifyTotp(SHA1_KEY, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(current);
  });

  it("base32 round-trips (RFC 4648 vectors) and new secrets are 160 bits", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI======").toString()).toBe("foobar");
    expect(base32Decode("mzxw 6ytb oi").toString()).toBe("foobar");
    expect(() => base32Decode("MZ1")).toThrow();
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
    expect(otpauthUri({ secret: "ABC", account: "a@b.example", issuer: "TelcoPilot" })).toBe(
      "otpauth://totp/TelcoPilot:a%40b.example?secret=ABC&issuer=TelcoPilot&algorithm=SHA1&digits=6&period=30",
    );
  });
});
