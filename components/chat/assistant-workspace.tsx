"use client";

import type { Message } from "@ai-sdk/react";
import { History, MessageSquarePlus, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ChatPanel } from "./chat-panel";
import { RelativeTime } from "@/components/ui/relative-time";

export type ConversationItem = { id: string; title: string; updatedAt: string };

type StoredMessage = { id: string; role: "user" | "assistant"; content: string; parts: unknown; createdAt: string };

function toMessages(stored: StoredMessage[]): Message[] {
  return stored.map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    createdAt: new Date(m.createdAt),
    ...(Array.isArray(m.parts) && m.role === "assistant" ? { parts: m.parts as Message["parts"] } : {}),
  }));
}

async function errorOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return body.error ?? fallback;
}

/** The chat with the agent's saved conversations beside it. */
export function AssistantWorkspace({
  modelLabel,
  initialConversations,
}: {
  modelLabel: string;
  initialConversations: ConversationItem[];
}) {
  const [conversations, setConversations] = useState(initialConversations);
  const [active, setActive] = useState<{ id: string; messages: Message[] }>(() => ({
    id: crypto.randomUUID(),
    messages: [],
  }));
  const [listError, setListError] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  /** On a narrow screen the saved conversations take the chat's place while shown. */
  const [listShown, setListShown] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/chat/conversations", { cache: "no-store" });
      if (!response.ok) throw new Error(await errorOf(response, "Failed to load conversations"));
      const body = (await response.json()) as { conversations: ConversationItem[] };
      setConversations(body.conversations);
      setListError(null);
    } catch (e) {
      setListError(e instanceof Error ? e.message : "Failed to load conversations");
    }
  }, []);

  async function open(id: string) {
    if (id === active.id) {
      setListShown(false);
      return;
    }
    setOpening(id);
    try {
      const response = await fetch(`/api/chat/conversations/${id}`, { cache: "no-store" });
      if (!response.ok) throw new Error(await errorOf(response, "Failed to load the conversation"));
      const body = (await response.json()) as { conversation: { id: string; messages: StoredMessage[] } };
      setActive({ id: body.conversation.id, messages: toMessages(body.conversation.messages) });
      setListError(null);
      setListShown(false);
    } catch (e) {
      setListError(e instanceof Error ? e.message : "Failed to load the conversation");
    } finally {
      setOpening(null);
    }
  }

  async function remove(id: string) {
    const response = await fetch(`/api/chat/conversations/${id}`, { method: "DELETE" });
    if (!response.ok) {
      setListError(await errorOf(response, "Failed to delete the conversation"));
      return;
    }
    if (id === active.id) setActive({ id: crypto.randomUUID(), messages: [] });
    await refresh();
  }

  return (
    // min-w-0 throughout: a wide answer (a table) scrolls inside its bubble instead of widening the page.
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] min-w-0 flex-col gap-2 md:flex-row md:gap-4">
      <div className="flex gap-2 md:hidden">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="flex-1"
          aria-expanded={listShown}
          aria-controls="conversation-list"
          onClick={() => setListShown((shown) => !shown)}
          data-testid="toggle-conversations"
        >
          <History aria-hidden />
          {listShown ? "Back to the chat" : `Saved conversations (${conversations.length})`}
        </Button>
      </div>
      <nav
        id="conversation-list"
        aria-label="Conversations"
        className={cn(
          "min-h-0 w-full flex-1 flex-col rounded-lg border border-border bg-card md:flex md:w-64 md:flex-none md:shrink-0",
          listShown ? "flex" : "hidden",
        )}
        data-testid="conversation-list"
      >
        <div className="border-b border-border p-3">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => {
              setActive({ id: crypto.randomUUID(), messages: [] });
              setListShown(false);
            }}
            data-testid="new-conversation"
          >
            <MessageSquarePlus aria-hidden />
            New conversation
          </Button>
        </div>
        <h2 className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          Saved conversations
        </h2>
        {listError && (
          <p role="alert" className="mx-3 mt-2 text-xs text-destructive">
            {listError}
          </p>
        )}
        <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto p-2">
          {conversations.length === 0 && (
            <li className="px-2 py-1 text-sm text-muted-foreground">No saved conversations yet</li>
          )}
          {conversations.map((c) => (
            <li key={c.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => void open(c.id)}
                aria-current={c.id === active.id ? "true" : undefined}
                className={cn(
                  "min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  c.id === active.id && "bg-accent text-accent-foreground",
                )}
                data-testid="conversation-item"
              >
                <span className="block truncate">{c.title}</span>
                <span className="block text-xs text-muted-foreground">
                  {opening === c.id ? "Opening..." : <RelativeTime value={c.updatedAt} />}
                </span>
              </button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Delete conversation ${c.title}`}
                onClick={() => void remove(c.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <ChatPanel
        className={cn("min-w-0", listShown && "hidden md:flex")}
        key={active.id}
        modelLabel={modelLabel}
        conversationId={active.id}
        initialMessages={active.messages}
        onAnswered={() => void refresh()}
      />
    </div>
  );
}
