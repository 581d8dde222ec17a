import type { Metadata } from "next";
import { AssistantWorkspace } from "@/components/chat/assistant-workspace";
import { modelLabel } from "@/lib/ai/providers";
import { requireAgentPage } from "@/lib/auth";
import { getConversationsByUser } from "@/lib/db/queries/assistant";

export const metadata: Metadata = { title: "AI Sales Assistant" };
export const dynamic = "force-dynamic";

export default async function AgentAssistantPage() {
  const agent = await requireAgentPage("/dashboard/agent");
  const conversations = await getConversationsByUser({ userId: agent.id, companyId: agent.companyId });
  return (
    <div className="mx-auto w-full max-w-6xl">
      <AssistantWorkspace
        modelLabel={modelLabel()}
        initialConversations={conversations.map((c) => ({ id: c.id, title: c.title, updatedAt: c.updatedAt }))}
      />
    </div>
  );
}
