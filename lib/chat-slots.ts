import { NextResponse } from "next/server";

/**
 * A fair share of the assistant per agent: at most `limit` answers of one agent in
 * progress at once on this server. An answer holds its slot until its stream ends
 * (read to the end, cancelled, or failed); a request beyond the limit is answered 429
 * at once, before it costs anything more. The proxy takes the slot for a signed-in
 * agent's question (`reserveChatSlot`) before the route runs, so a flood is refused at
 * the door, where it costs no more than anonymous requests; the route adopts that slot
 * (`adoptChatSlot`), or takes one itself when the proxy could not (another kind of session).
 *
 * The proxy and the route handlers are bundled apart, each with its own copy of this
 * module; the counts live on `globalThis` so that both use the one server's counts.
 */
type Reservation = { agentId: string; release: () => void; timer: ReturnType<typeof setTimeout> };
type SlotState = { active: Map<string, number>; reserved: Map<string, Reservation> };
const SLOTS = Symbol.for("telcopilot.chat-slots");
const state: SlotState = ((globalThis as { [SLOTS]?: SlotState })[SLOTS] ??= {
  active: new Map(),
  reserved: new Map(),
});
const { active, reserved } = state;

/** The request header through which the proxy hands the route the slot it took. */
export const CHAT_SLOT_HEADER = "x-telcopilot-chat-slot";
/** A slot the proxy took and no route adopted (the client went away) is given back after this. */
const RESERVATION_MS = 15_000;

/** Seconds a refused client is asked to wait: about one streamed answer. */
export const CHAT_RETRY_AFTER_S = 2;

export const chatBusyMessage = (limit: number) =>
  `You already have ${limit} assistant ${limit === 1 ? "answer" : "answers"} in progress. Wait for ${limit === 1 ? "it" : "them"} to finish, then ask again.`;

/** The 429 answer to a question beyond the agent's share, with when to ask again. */
export function chatBusyResponse(limit: number): NextResponse {
  return NextResponse.json(
    { error: chatBusyMessage(limit) },
    { status: 429, headers: { "retry-after": String(CHAT_RETRY_AFTER_S) } },
  );
}

/** The proxy: takes one of the agent's slots for a question on its way to the route; its id, or null when all are taken. */
export function reserveChatSlot(agentId: string, limit: number): string | null {
  const release = takeChatSlot(agentId, limit);
  if (!release) return null;
  const id = crypto.randomUUID();
  const timer = setTimeout(() => {
    reserved.delete(id);
    release();
  }, RESERVATION_MS);
  timer.unref?.();
  reserved.set(id, { agentId, release, timer });
  return id;
}

/** The route: the slot the proxy took for this request and this agent (its release), or null. */
export function adoptChatSlot(id: string | null, agentId: string): (() => void) | null {
  const reservation = id ? reserved.get(id) : undefined;
  if (!id || !reservation || reservation.agentId !== agentId) return null;
  reserved.delete(id);
  clearTimeout(reservation.timer);
  return reservation.release;
}

/** Takes a slot for the agent; the returned function gives it back (once), or null when all are taken. */
export function takeChatSlot(agentId: string, limit: number): (() => void) | null {
  const held = active.get(agentId) ?? 0;
  if (held >= limit) return null;
  active.set(agentId, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const now = (active.get(agentId) ?? 1) - 1;
    if (now <= 0) active.delete(agentId);
    else active.set(agentId, now);
  };
}

/** The response, with `release` called when its body has been sent, cancelled or failed. */
export function releaseWhenSent(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
