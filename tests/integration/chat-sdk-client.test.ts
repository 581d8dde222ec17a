/**
 * /api/chat with an AI SDK v4 client on its defaults: conversation ids from the
 * SDK's `generateId()` (16 characters of [0-9A-Za-z]), and request bodies built the
 * way `useChat` builds them without `sendExtraMessageFields` (messages without ids,
 * with `parts`), sent and read by the SDK's own `callChatApi`.
 */
import { callChatApi, fillMessageParts, type Message } from "@ai-sdk/ui-utils";
import { generateId } from "ai";
import { describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../helpers/db";

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "demo@summitwireless.example",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent",
};

vi.mock("@/lib/auth", () => ({ requireAgent: async () => DEMO }));
vi.mock("@/lib/ai/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/ai/providers")>();
  return { ...original, getChatModel: () => original.getChatModel(undefined, { tokenDelayMs: 0 }) };
});

setupTestDatabase();

const { POST } = await import("@/app/api/chat/route");
const conversation = await import("@/app/api/chat/conversations/[id]/route");

/** What useChat v4 sends with default settings (see `triggerRequest` in @ai-sdk/react). */
function defaultUseChatBody(chatId: string, messages: Message[]) {
  const payload = fillMessageParts(messages).map(
    ({ role, content, experimental_attachments, data, annotations, toolInvocations, parts }) => ({
      role,
      content,
      ...(experimental_attachments !== undefined && { experimental_attachments }),
      ...(data !== undefined && { data }),
      ...(annotations !== undefined && { annotations }),
      ...(toolInvocations !== undefined && { toolInvocations }),
      ...(parts !== undefined && { parts }),
    }),
  );
  return { id: chatId, messages: payload, data: undefined };
}

/** One turn through the SDK's client: returns the assistant message it built. */
async function turn(
  chatId: string,
  messages: Message[],
): Promise<{ status: number; message?: Message; sent: string; model: string | null }> {
  let sent = "";
  let status = 0;
  let model: string | null = null;
  let message: Message | undefined;
  await callChatApi({
    api: "/api/chat",
    body: defaultUseChatBody(chatId, messages),
    streamProtocol: "data",
    credentials: undefined,
    headers: undefined,
    abortController: () => new AbortController(),
    restoreMessagesOnFailure: () => undefined,
    onResponse: (r) => {
      status = r.status;
      model = r.headers.get("x-chat-model");
    },
    onUpdate: () => undefined,
    onFinish: (m) => void (message = m),
    onToolCall: undefined,
    generateId,
    lastMessage: undefined,
    fetch: async (input, init) => {
      sent = String(init?.body);
      return POST(new Request(new URL(String(input), "http://localhost"), init), undefined);
    },
  });
  return { status, message, sent, model };
}

describe("an AI SDK v4 client with default settings", () => {
  it("chats under a generateId() conversation id, saves the history and reloads it", async () => {
    const chatId = generateId();
    expect(chatId).toMatch(/^[0-9A-Za-z]{16}$/);
    const first: Message = {
      id: generateId(),
      role: "user",
      content: "What is the cheapest AT&T unlimited plan?",
      createdAt: new Date(),
    };
    const one = await turn(chatId, [first]);
    expect(one.status).toBe(200);
    // The body as useChat sends it: no message ids, text parts.
    expect(JSON.parse(one.sent)).toEqual({
      id: chatId,
      messages: [{ role: "user", content: first.content, parts: [{ type: "text", text: first.content }] }],
    });
    expect(one.message?.content).toMatch(/AT&T Business Unlimited/);
    // The chat header names the model that answered.
    expect(decodeURIComponent(one.model ?? "")).toBe("TelcoPilot Offline");

    const second: Message = { id: generateId(), role: "user", content: "and for Verizon?", createdAt: new Date() };
    const two = await turn(chatId, [first, one.message!, second]);
    expect(two.status).toBe(200);
    expect(two.message?.content).toMatch(/Verizon/);

    await vi.waitFor(async () => {
      const r = await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id: chatId }) });
      expect(r.status).toBe(200);
      const body = (await r.json()) as { conversation: { id: string; messages: { role: string; content: string }[] } };
      expect(body.conversation.id).toBe(chatId);
      expect(body.conversation.messages.map((m) => [m.role, m.content])).toEqual([
        ["user", first.content],
        ["assistant", one.message!.content],
        ["user", second.content],
        ["assistant", two.message!.content],
      ]);
    });

    // A retried answer (useChat's reload drops the last answer and sends the rest again) replaces it.
    const retried = await turn(chatId, [first, one.message!, second]);
    expect(retried.status).toBe(200);
    await vi.waitFor(async () => {
      const r = await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id: chatId }) });
      const body = (await r.json()) as { conversation: { messages: { role: string }[] } };
      expect(body.conversation.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    });
  });

  it("keeps the message ids a client sends, and refuses ids that are not 1-100 safe characters", async () => {
    const chatId = generateId();
    const messageId = generateId();
    const ok = await POST(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: chatId, messages: [{ id: messageId, role: "user", content: "hello" }] }),
      }),
      undefined,
    );
    expect(ok.status).toBe(200);
    await ok.text();
    await vi.waitFor(async () => {
      const r = await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id: chatId }) });
      const body = (await r.json()) as { conversation: { messages: { id: string; role: string }[] } };
      expect(body.conversation.messages[0]).toMatchObject({ id: messageId, role: "user" });
      expect(body.conversation.messages).toHaveLength(2);
    });

    for (const [id, field] of [
      ["", "Conversation"],
      ["x".repeat(101), "Conversation"],
      ["a b", "Conversation"],
      ["<script>", "Conversation"],
    ] as const) {
      const r = await POST(
        new Request("http://localhost/api/chat", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id, messages: [{ role: "user", content: "hi" }] }),
        }),
        undefined,
      );
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: string }).error).toMatch(new RegExp(`${field} id must be 1-100 letters`));
    }
    const badMessage = await POST(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: chatId, messages: [{ id: "a/b", role: "user", content: "hi" }] }),
      }),
      undefined,
    );
    expect(badMessage.status).toBe(400);
    expect(((await badMessage.json()) as { error: string }).error).toMatch(/Message id must be 1-100 letters/);
  });
});
