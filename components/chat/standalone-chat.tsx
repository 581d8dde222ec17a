"use client";

import { useState } from "react";
import { ChatPanel } from "./chat-panel";

/** The chat on its own (the secure-access page), in a fresh conversation. */
export function StandaloneChat({ modelLabel }: { modelLabel: string }) {
  const [id] = useState(() => crypto.randomUUID());
  return <ChatPanel className="min-w-0" modelLabel={modelLabel} conversationId={id} />;
}
