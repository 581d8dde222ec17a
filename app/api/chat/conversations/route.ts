import { requireAgent } from "@/lib/auth";
import { getConversationsByUser } from "@/lib/db/queries/assistant";
import { apiRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET /api/chat/conversations: the signed-in agent's saved conversations, most recent first. */
export const GET = apiRoute(async () => {
  const agent = await requireAgent();
  const conversations = await getConversationsByUser({ userId: agent.id, companyId: agent.companyId });
  return Response.json({ conversations });
});
