/**
 * Runs once when the server starts. Under `next start` (Node), every request's
 * `X-Forwarded-For` gets the socket's address appended, as a proxy would append the
 * address it received a request from: the client address of the rate limits is then
 * read from the right (`lib/request-ip.ts`) and a client cannot forge it. Next itself
 * only sets the header when a request has none, keeping whatever a client wrote.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { appendSocketAddress } = await import("./lib/security/socket-address");
  appendSocketAddress();
}
