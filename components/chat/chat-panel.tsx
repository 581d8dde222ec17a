"use client";

import { useChat, type Message } from "@ai-sdk/react";
import { Bot, Loader2, RotateCcw, Send, Square, User } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { CHAT_MODEL_HEADER } from "@/lib/validation/chat";
import { ChatMarkdown } from "./markdown";

const TOOL_LABELS: Record<string, string> = {
  searchRatePlans: "Searching rate plans",
  compareCarriers: "Comparing carriers",
  findDevices: "Looking up certified devices",
  listPromotions: "Checking current promotions",
  lookupDeals: "Looking up your deals",
  lookupCustomers: "Looking up your customers",
  lookupQuotes: "Looking up your saved quotes",
  pitchForCustomer: "Pricing a pitch",
  dealCommission: "Looking up the deal's commission",
  upcomingRenewals: "Checking upcoming renewals",
};

/** The error text a person can read: a JSON `{ error }` body becomes its message. */
export function chatErrorText(error: Error | undefined): string {
  if (!error) return "";
  const message = error.message || "An error occurred while getting a response";
  try {
    const parsed = JSON.parse(message) as { error?: unknown };
    if (parsed && typeof parsed.error === "string") return parsed.error;
  } catch {
    // Not JSON: the message as it is.
  }
  return message;
}

export type ChatPanelProps = {
  modelLabel: string;
  conversationId: string;
  initialMessages?: Message[];
  /** Called when an answer has finished (e.g. to refresh the conversation list). */
  onAnswered?: () => void;
  className?: string;
};

function Avatar({ role }: { role: "user" | "assistant" }) {
  return (
    <span
      aria-hidden
      className={cn(
        "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
        role === "user" ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
      )}
    >
      {role === "user" ? <User className="size-4" /> : <Bot className="size-4" />}
    </span>
  );
}

function Received({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <li className="flex items-start gap-2" data-testid={testId} data-role="assistant">
      <Avatar role="assistant" />
      <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-foreground">
        {children}
      </div>
    </li>
  );
}

export function ChatPanel({ modelLabel, conversationId, initialMessages, onAnswered, className }: ChatPanelProps) {
  /** The model that wrote the last answer, once one has come in (the configured one until then). */
  const [answeredBy, setAnsweredBy] = useState<string | null>(null);
  const { messages, input, setInput, handleSubmit, status, error, stop, reload } = useChat({
    api: "/api/chat",
    id: conversationId,
    initialMessages,
    experimental_throttle: 100,
    // Only what the server reads: ids, roles and text. Facts come from the server's tools.
    experimental_prepareRequestBody: ({ id, messages: all }) => ({
      id,
      messages: all.map((m) => ({ id: m.id, role: m.role, content: m.content })),
    }),
    onResponse: (response) => {
      const name = response.headers.get(CHAT_MODEL_HEADER);
      if (name) setAnsweredBy(decodeURIComponent(name));
    },
    onFinish: () => onAnswered?.(),
    onError: (e) => console.error("Chat request failed:", e.message),
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const loading = status === "submitted" || status === "streaming";

  // Smooth scroll to the newest message, inside the message list only (the page itself stays put).
  const count = messages.length;
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: "smooth" });
  }, [count, status, error]);
  // While an answer streams in, it stays in view.
  const streamed = messages[messages.length - 1]?.content.length ?? 0;
  useEffect(() => {
    const list = scrollRef.current;
    if (list && status === "streaming" && list.scrollHeight - list.scrollTop - list.clientHeight < 400) {
      list.scrollTop = list.scrollHeight;
    }
  }, [streamed, status]);

  const last = messages[messages.length - 1];
  const waiting =
    status === "submitted" || (status === "streaming" && last?.role === "assistant" && !last.content.trim());

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (loading || !input.trim()) return;
    handleSubmit(event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <section
      className={cn("flex min-h-0 flex-1 flex-col rounded-lg border border-border bg-card", className)}
      aria-labelledby="assistant-title"
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground"
        >
          <Bot className="size-5" />
        </span>
        <h1
          id="assistant-title"
          className="min-w-0 flex-1 truncate text-lg font-semibold"
          data-testid="assistant-title"
        >
          AI Sales Assistant ({answeredBy ?? modelLabel})
        </h1>
        <Badge variant="success" data-testid="assistant-online">
          Online
        </Badge>
      </header>

      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-4 py-4" data-testid="chat-scroll">
        <div role="log" aria-live="polite" aria-label="Conversation">
          <ol className="space-y-4" data-testid="chat-messages">
            <Received testId="chat-greeting">
              <p className="text-sm leading-relaxed">
                Hello! I&apos;m your AI Sales Assistant, powered by <strong>{modelLabel}</strong>. I can help you with
                product recommendations, pricing and technical specifications for AT&amp;T, Verizon and T-Mobile plans
                and devices, current promotions, and your deals and customers. How can I help you today?
              </p>
            </Received>
            {messages.map((m) =>
              m.role === "user" ? (
                <li
                  key={m.id}
                  className="flex items-start justify-end gap-2"
                  data-testid="chat-message"
                  data-role="user"
                >
                  <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
                    {m.content}
                  </div>
                  <Avatar role="user" />
                </li>
              ) : m.content.trim() || (m.toolInvocations?.length && !(waiting && m === last)) ? (
                <li key={m.id} className="flex items-start gap-2" data-testid="chat-message" data-role="assistant">
                  <Avatar role="assistant" />
                  <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-foreground">
                    {m.toolInvocations?.length ? (
                      <p className="mb-1 text-xs text-muted-foreground" data-testid="chat-tools">
                        {m.toolInvocations.map((t) => TOOL_LABELS[t.toolName] ?? t.toolName).join(" · ")}
                      </p>
                    ) : null}
                    {m.content.trim() ? <ChatMarkdown text={m.content} /> : null}
                  </div>
                </li>
              ) : null,
            )}
            {waiting && (
              <Received testId="chat-thinking">
                <div className="flex items-center gap-3" role="status">
                  <span className="flex gap-1" aria-hidden>
                    <span className="size-2 animate-pulse rounded-full bg-muted-foreground" />
                    <span className="size-2 animate-pulse rounded-full bg-muted-foreground [animation-delay:150ms]" />
                    <span className="size-2 animate-pulse rounded-full bg-muted-foreground [animation-delay:300ms]" />
                  </span>
                  <span className="text-sm text-muted-foreground">Thinking...</span>
                </div>
              </Received>
            )}
          </ol>
        </div>
        {error && (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-foreground"
            data-testid="chat-error"
          >
            <span>{chatErrorText(error)}</span>
            <Button type="button" size="sm" variant="outline" onClick={() => void reload()} data-testid="chat-retry">
              <RotateCcw aria-hidden />
              Retry
            </Button>
          </div>
        )}
      </div>

      <form onSubmit={send} className="flex items-end gap-2 border-t border-border p-3" data-testid="chat-form">
        <label htmlFor={`chat-input-${conversationId}`} className="sr-only">
          Message
        </label>
        <Textarea
          id={`chat-input-${conversationId}`}
          ref={inputRef}
          rows={1}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          className="max-h-40 min-h-10 flex-1 resize-none"
          maxLength={4000}
          data-testid="chat-input"
        />
        {loading && (
          <Button type="button" variant="outline" onClick={stop} data-testid="chat-stop">
            <Square aria-hidden />
            Stop
          </Button>
        )}
        <Button
          type="submit"
          disabled={loading || !input.trim()}
          data-testid="chat-send"
          aria-label={loading ? "Sending" : "Send"}
        >
          {loading ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          Send
        </Button>
      </form>
    </section>
  );
}
