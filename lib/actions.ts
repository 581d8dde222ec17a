import "server-only";
import type { z } from "zod";
import { toAppError } from "@/lib/errors";
import { containsNul, describeZodError, NUL_MESSAGE } from "@/lib/http";

/** What every server action answers: data, or a message safe to show. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; status: number };

/**
 * Validates the input with `schema`, runs `fn`, and maps anything thrown to a
 * safe message (authentication and company checks happen inside `fn`, first).
 */
export async function runAction<S extends z.ZodTypeAny, T>(
  schema: S,
  input: unknown,
  fn: (data: z.infer<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  if (containsNul(input)) return { ok: false, error: NUL_MESSAGE, status: 400 };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, error: describeZodError(parsed.error), status: 400 };
  try {
    return { ok: true, data: await fn(parsed.data) };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) console.error(error);
    return { ok: false, error: appError.message, status: appError.status };
  }
}
