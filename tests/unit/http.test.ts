import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, DatabaseUnavailableError, errorResponse, isConnectionError } from "@/lib/errors";
import { apiRoute, describeZodError, readJson } from "@/lib/http";

const schema = z.object({ name: z.string().min(1), count: z.number().int() });

function jsonRequest(body: BodyInit, type = "application/json", headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": type, ...headers } });
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
}

describe("readJson", () => {
  it("returns the parsed, validated body", async () => {
    await expect(readJson(jsonRequest(JSON.stringify({ name: "a", count: 2 })), schema)).resolves.toEqual({
      name: "a",
      count: 2,
    });
  });

  it("refuses malformed JSON, wrong types, wrong content types, invalid UTF-8 and oversize bodies", async () => {
    expect(await statusOf(readJson(jsonRequest("{oops"), schema))).toBe(400);
    expect(await statusOf(readJson(jsonRequest(JSON.stringify({ name: 1, count: "x" })), schema))).toBe(400);
    expect(await statusOf(readJson(jsonRequest("name=a", "text/plain"), schema))).toBe(415);
    expect(await statusOf(readJson(jsonRequest(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])), schema))).toBe(400);
    const big = JSON.stringify({ name: "x".repeat(2_000), count: 1 });
    expect(await statusOf(readJson(jsonRequest(big), schema, { maxBytes: 1_000 }))).toBe(413);
    expect(
      await statusOf(readJson(jsonRequest(big, "application/json", { "content-length": "9999999" }), schema)),
    ).toBe(413);
  });

  it("names the field in the validation message", async () => {
    await expect(readJson(jsonRequest(JSON.stringify({ name: "", count: 1 })), schema)).rejects.toThrow(/^name:/);
  });
});

describe("errors", () => {
  it("answers AppErrors with their status and message", async () => {
    const res = errorResponse(new AppError(404, "Post not found"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Post not found" });
  });

  it("never leaks the text of an unexpected error", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = errorResponse(new Error('relation "secret_table" does not exist at select * from x'));
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body.error).not.toMatch(/secret_table|select/);
    } finally {
      console.error = original;
    }
  });

  it("maps lost connections to 503", async () => {
    expect(isConnectionError(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionError(new Error("boom", { cause: Object.assign(new Error(), { code: "57P01" }) }))).toBe(true);
    expect(isConnectionError(new Error("syntax error"))).toBe(false);
    const res = errorResponse(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe(new DatabaseUnavailableError().message);
  });

  it("apiRoute turns a throw into a JSON response", async () => {
    const handler = apiRoute(async () => {
      throw new AppError(429, "Slow down");
    });
    const res = await handler(new Request("http://localhost/"), {});
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: "Slow down" });
  });
});

describe("NUL characters", () => {
  it("are refused anywhere in a JSON body", async () => {
    const req = (body: unknown) => jsonRequest(JSON.stringify(body));
    const open = z.object({}).passthrough();
    expect(await statusOf(readJson(req({ name: "a\u0000b", count: 1 }), schema))).toBe(400);
    expect(await statusOf(readJson(req({ deep: [{ x: ["ok", "\u0000"] }] }), open))).toBe(400);
    expect(await statusOf(readJson(req({ "k\u0000": 1 }), open))).toBe(400);
    expect(await statusOf(readJson(req({ name: "fine", count: 1 }), schema))).toBe(200);
  });

  it("a database data exception is a 400 for the user, not a 500", async () => {
    const res = errorResponse(
      new Error("Failed query", { cause: Object.assign(new Error("invalid byte sequence"), { code: "22021" }) }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).not.toMatch(/byte sequence/);
  });
});

describe("describeZodError", () => {
  const schema = z.object({
    excerpt: z.string().min(1, "Excerpt is required"),
    readTime: z.number().min(1, "Read time must be at least 1 minute"),
    lines: z.number().int(),
  });
  const first = (value: unknown) => describeZodError(schema.safeParse(value).error!);

  it("says a field's own message once, and names the field where the message does not", () => {
    expect(first({ excerpt: "", readTime: 2, lines: 1 })).toBe("Excerpt is required");
    expect(first({ excerpt: "a", readTime: 0, lines: 1 })).toBe("Read time must be at least 1 minute");
    expect(first({ excerpt: "a", readTime: 2, lines: 1.5 })).toMatch(/^lines: /);
  });
});
