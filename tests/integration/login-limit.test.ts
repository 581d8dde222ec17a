/**
 * Failed sign-ins: a stranger's guesses stop the stranger, never the real user; a
 * username and its e-mail address are one account; client addresses come from the
 * right of X-Forwarded-For.
 */
import { describe, expect, it } from "vitest";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "@/lib/auth/login-limit";
import { clientIp } from "@/lib/request-ip";
import { setupTestDatabase } from "../helpers/db";

setupTestDatabase();

const allowed = async (identifier: string, ip: string) =>
  assertLoginAllowed(identifier, ip).then(
    () => true,
    (error: { status?: number }) => {
      expect(error.status).toBe(429);
      return false;
    },
  );

describe("failed sign-ins", () => {
  it("stop the (account, address) pair after 5, by username or e-mail alike, and not another address", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await allowed(i % 2 ? "jordan" : "JORDAN@summitwireless.example", "203.0.113.1")).toBe(true);
      await recordLoginFailure(i % 2 ? "jordan" : "JORDAN@summitwireless.example", "203.0.113.1");
    }
    expect(await allowed("jordan", "203.0.113.1")).toBe(false);
    expect(await allowed("jordan@summitwireless.example", "203.0.113.1")).toBe(false);
    expect(await allowed("jordan", "198.51.100.1")).toBe(true);
    // The same address may still try another account.
    expect(await allowed("casey", "203.0.113.1")).toBe(true);
  });

  it("never lock the real user out: past the account-wide limit only addresses that failed are stopped", async () => {
    for (let i = 0; i < 60; i++) await recordLoginFailure("morgan", `203.0.114.${i}`);
    expect(await allowed("morgan", "203.0.114.1")).toBe(false);
    expect(await allowed("morgan@summitwireless.example", "203.0.114.59")).toBe(false);
    expect(await allowed("morgan", "198.51.100.9")).toBe(true);
  });

  it("stop an address after 20 on any accounts, and a success forgets only its own pair", async () => {
    for (let i = 0; i < 4; i++) await recordLoginFailure("harbor", "203.0.115.1");
    await recordLoginSuccess("harbor", "203.0.115.1");
    for (let i = 0; i < 4; i++) await recordLoginFailure("harbor", "203.0.115.1");
    expect(await allowed("harbor", "203.0.115.1")).toBe(true);
    for (let i = 0; i < 12; i++) await recordLoginFailure(`nobody-${i}`, "203.0.115.1");
    expect(await allowed("someone-else", "203.0.115.1")).toBe(false);
  });
});

describe("client address", () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it("reads X-Forwarded-For from the right, past the trusted proxies", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 127.0.0.1" });
    expect(clientIp(h, 0)).toBe("127.0.0.1");
    expect(clientIp(h, 1)).toBe("203.0.113.7");
    expect(clientIp(h, 2)).toBe("6.6.6.6");
    expect(clientIp(h, 5)).toBe("6.6.6.6");
    expect(clientIp(headers({}), 1)).toBe("local");
  });

  it("ignores Netlify's header off Netlify (a client could write it)", () => {
    const h = headers({ "x-nf-client-connection-ip": "6.6.6.6", "x-forwarded-for": "127.0.0.1" });
    expect(clientIp(h, 0)).toBe("127.0.0.1");
  });
});
