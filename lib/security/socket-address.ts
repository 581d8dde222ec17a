import http from "node:http";

const PATCHED = Symbol.for("telcopilot.socket-address");

type Patched = typeof http.Server.prototype & { [PATCHED]?: true };

/**
 * Appends each request's socket address to its `X-Forwarded-For` before Next handles it
 * (Node's HTTP server, i.e. `next start`; on Netlify no request passes here). Idempotent.
 */
export function appendSocketAddress(): void {
  const proto = http.Server.prototype as Patched;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit;
  proto.emit = function emitWithSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const socket = request.socket?.remoteAddress;
      if (socket) {
        const forwarded = request.headers["x-forwarded-for"];
        const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
        request.headers["x-forwarded-for"] = chain ? `${chain}, ${socket}` : socket;
      }
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof proto.emit;
}
