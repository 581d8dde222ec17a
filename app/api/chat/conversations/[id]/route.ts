import { requireAgent } from "@/lib/auth";
import { deleteConversation, getConversationWithMessages } from "@/lib/db/queries/assistant";
import { AppError } from "@/lib/errors";
import { apiRoute, describeZodError } from "@/lib/http";
import { chatIdSchema } from "@/lib/validation/chat";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

const idSchema = chatIdSchema("Conversation");

async function conversationId(context: Context): Promise<string> {
  const parsed = idSchema.safeParse((await context.params).id);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** GET /api/chat/conversations/:id: one of the agent's conversations with its messages. */
export const GET = apiRoute<Context>(async (_request, context) => {
  const id = await conversationId(context);
  const agent = await requireAgent();
  const conversation = await getConversationWithMessages({ userId: agent.id, companyId: agent.companyId }, id);
  if (!conversation) throw new AppError(404, "Conversation not found");
  return Response.json({ conversation });
});

/** DELETE /api/chat/conversations/:id: removes one of the agent's conversations. */
export const DELETE = apiRoute<Context>(async (_request, context) => {
  const id = await conversationId(context);
  const agent = await requireAgent();
  if (!(await deleteConversation({ userId: agent.id, companyId: agent.companyId }, id))) {
    throw new AppError(404, "Conversation not found");
  }
  return Response.json({ ok: true });
});
