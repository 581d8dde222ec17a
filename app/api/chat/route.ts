import { dailyLimitMessage, respondToChat } from "@/lib/ai/chat";
import { requireAgent } from "@/lib/auth";
import { SESSION_COOKIE, verifySessionToken } from "@/lib/auth/token";
import { adoptChatSlot, CHAT_SLOT_HEADER, chatBusyResponse, releaseWhenSent, takeChatSlot } from "@/lib/chat-slots";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { apiRoute, readJson } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { CHAT_MAX_BODY_BYTES, chatRequestSchema } from "@/lib/validation/chat";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

const busy = () => chatBusyResponse(env.CHAT_CONCURRENT_PER_AGENT);

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
  const claimed = await claimedUserId(request);
  // The slot the proxy took for this question, else one taken here.
  let release = claimed
    ? (adoptChatSlot(request.headers.get(CHAT_SLOT_HEADER), claimed) ??
      takeChatSlot(claimed, env.CHAT_CONCURRENT_PER_AGENT))
    : null;
  if (claimed && !release) return busy();
  try {
    const body = await readJson(request, chatRequestSchema, { maxBytes: CHAT_MAX_BODY_BYTES });
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
