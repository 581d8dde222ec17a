import "server-only";
/**
 * A fair share of the assistant per agent: at most `limit` answers of one agent in
 * progress at once on this server. An answer holds its slot until its stream ends
 * (read to the end, cancelled, or failed); a request beyond the limit is answered 429
 * at once, before it costs anything more.
 */
const active = new Map<string, number>();

/** Seconds a refused client is asked to wait: about one streamed answer. */
export const CHAT_RETRY_AFTER_S = 2;

export const chatBusyMessage = (limit: number) =>
  `You already have ${limit} assistant ${limit === 1 ? "answer" : "answers"} in progress. Wait for ${limit === 1 ? "it" : "them"} to finish, then ask again.`;

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
