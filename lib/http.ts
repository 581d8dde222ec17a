/**
 * Route handler helpers: bounded JSON parsing validated by a zod schema, and the
 * wrapper that turns every thrown error into a JSON `{ error }` response.
 */
import type { z } from "zod";
import { AppError, errorResponse } from "@/lib/errors";

export const MAX_JSON_BYTES = 1_000_000;

/** Reads at most `maxBytes` of a request body; a larger body is refused with 413. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new AppError(413, `Request body is too large (limit ${Math.round(maxBytes / 1000)} KB).`);
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(413, `Request body is too large (limit ${Math.round(maxBytes / 1000)} KB).`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, "Request body is not valid UTF-8.");
  }
}

/** First validation issue as a sentence a user can act on. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const path = issue.path.join(".");
  const field = String(issue.path[issue.path.length - 1] ?? "");
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
  // A message that already names its field ("Excerpt is required") is not prefixed with it again.
  if (!path || (field && letters(issue.message).includes(letters(field)))) return issue.message;
  return `${path}: ${issue.message}`;
}

/** Whether a parsed value holds a NUL character anywhere (Postgres text cannot store one). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

export const NUL_MESSAGE = "Text must not contain NUL characters.";

/** Reads a JSON request body (any value), answering 415/413/400 for bad input. */
export async function readJsonValue(
  request: Request,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw new AppError(415, "Content-Type must be application/json.");
  }
  const text = await readBodyText(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError(400, "Request body is not valid JSON.");
  }
  if (containsNul(data)) throw new AppError(400, NUL_MESSAGE);
  return data;
}

/** Validates a value against `schema`, answering 400 with the first issue. */
export function parseWith<S extends z.ZodTypeAny>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** Parses a JSON request body against `schema`, answering 415/413/400 for bad input. */
export async function readJson<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonValue(request, options));
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that every error becomes a JSON `{ error }` with its status. */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
