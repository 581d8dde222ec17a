import { dailyLimitMessage, respondToChat } from "@/lib/ai/chat";
import { requireAgent } from "@/lib/auth";
import { SESSION_COOKIE, verifySessionToken } from "@/lib/auth/token";
import { CHAT_RETRY_AFTER_S, chatBusyMessage, releaseWhenSent, takeChatSlot } from "@/lib/chat-slots";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { apiRoute, readJson } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { CHAT_MAX_BODY_BYTES, chatRequestSchema } from "@/lib/validation/chat";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

const busy = () =>
  Response.json(
    { error: chatBusyMessage(env.CHAT_CONCURRENT_PER_AGENT) },
    { status: 429, headers: { "retry-after": String(CHAT_RETRY_AFTER_S) } },
  );

/**
 * The user a signed session cookie names, read without the database: a flood of questions
 * beyond an agent's share is refused before it queues for a single query.
 */
async function claimedUserId(request: Request): Promise<string | null> {
  const token = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  const claims = await verifySessionToken(token);
  return claims?.sub ?? null;
}

/** POST /api/chat: the AI Sales Assistant, answering in the data stream protocol. */
export const POST = apiRoute(async (request) => {
  const body = await readJson(request, chatRequestSchema, { maxBytes: CHAT_MAX_BODY_BYTES });
  const claimed = await claimedUserId(request);
  let release = claimed ? takeChatSlot(claimed, env.CHAT_CONCURRENT_PER_AGENT) : null;
  if (claimed && !release) return busy();
  try {
    const agent = await requireAgent({ allowAssistant: true });
    if (agent.id !== claimed) {
      // Another kind of session (Supabase Auth): the share is counted once the agent is known.
      release?.();
      release = takeChatSlot(agent.id, env.CHAT_CONCURRENT_PER_AGENT);
      if (!release) return busy();
    }
    if (!(await consume("chat-daily", agent.id, env.CHAT_DAILY_LIMIT, DAY_MS))) {
      throw new AppError(429, dailyLimitMessage(env.CHAT_DAILY_LIMIT));
    }
    return releaseWhenSent(await respondToChat({ body, agent, signal: request.signal }), release!);
  } catch (error) {
    release?.();
    throw error;
  }
});
