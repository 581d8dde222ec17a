/**
 * The one error type of the product. It carries the HTTP status and the message a
 * user may read; anything else thrown is logged on the server and answered with a
 * generic message, so SQL and stack traces never reach a browser.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "AppError";
    this.status = status;
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";

export class DatabaseUnavailableError extends AppError {
  constructor() {
    super(503, DATABASE_UNAVAILABLE_MESSAGE);
    this.name = "DatabaseUnavailableError";
  }
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Whether an error means the database cannot be reached (rather than a bad query). */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    const errno = (current as { errno?: unknown }).errno;
    if (typeof errno === "string" && CONNECTION_CODES.has(errno)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The SQLSTATE of a database error, under any wrapper. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps anything thrown to an `AppError` safe to show. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isConnectionError(error)) return new DatabaseUnavailableError();
  // Class 22 (data exception): a value the database cannot store came from the request.
  if (sqlState(error)?.startsWith("22")) return new AppError(400, "The request holds a value that cannot be stored.");
  return new AppError(500, "Something went wrong. Please try again later.");
}

/** A JSON `{ error }` response for anything thrown; unexpected errors are logged, never sent. */
export function errorResponse(error: unknown): Response {
  const appError = toAppError(error);
  if (appError.status >= 500 && !(appError instanceof DatabaseUnavailableError)) {
    console.error(error);
  }
  return Response.json({ error: appError.message }, { status: appError.status });
}
