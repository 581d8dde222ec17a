import { parseDataStreamPart, processDataStream } from "@ai-sdk/ui-utils";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../helpers/db";

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "demo@summitwireless.example",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent" as "agent" | "assistant",
};
const HARBOR = {
  ...DEMO,
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  username: "harbor",
  companyId: "22222222-2222-4222-8222-222222222222",
};

const session = vi.hoisted(() => ({ user: null as null | Record<string, unknown> }));
vi.mock("@/lib/auth", async () => {
  const { AppError } = await import("@/lib/errors");
  return {
    requireAgent: async ({ allowAssistant = false } = {}) => {
      const user = session.user;
      if (!user || (user.kind === "assistant" && !allowAssistant)) throw new AppError(401, "Not authenticated");
      return user;
    },
  };
});
// The offline model streams without pauses in tests, unless a test paces it.
const pacing = vi.hoisted(() => ({ tokenDelayMs: 0 }));
vi.mock("@/lib/ai/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/ai/providers")>();
  return { ...original, getChatModel: () => original.getChatModel(undefined, { tokenDelayMs: pacing.tokenDelayMs }) };
});

setupTestDatabase();

const { POST } = await import("@/app/api/chat/route");
const { tokenize } = await import("@/lib/ai/offline-model");
const conversations = await import("@/app/api/chat/conversations/route");
const conversation = await import("@/app/api/chat/conversations/[id]/route");
const { getRatePlans, getRatePlansAsOf } = await import("@/lib/db/queries/catalog");

function chatRequest(body: unknown, init: { raw?: string; contentType?: string } = {}) {
  return new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/json" },
    body: init.raw ?? JSON.stringify(body),
  });
}

function userMessage(content: string, id = randomUUID()) {
  return { id, role: "user", content, parts: [{ type: "text", text: content }] };
}

type Parsed = {
  lines: string[];
  codes: string[];
  text: string;
  toolCalls: { toolName: string; args: unknown; toolCallId: string }[];
  toolResults: { toolCallId: string; result: unknown }[];
  errors: string[];
  finish?: { finishReason: string; usage?: { promptTokens: number; completionTokens: number } };
  messageIds: string[];
};

/** Parses every line of a response with the AI SDK's own data stream parser. */
async function readStream(response: Response): Promise<Parsed> {
  const raw = await response.clone().text();
  const lines = raw.split("\n").filter((l) => l.length > 0);
  const codes = lines.map((l) => parseDataStreamPart(l)).map((p) => p.type);
  const parsed: Parsed = { lines, codes, text: "", toolCalls: [], toolResults: [], errors: [], messageIds: [] };
  await processDataStream({
    stream: response.body!,
    onTextPart: (t) => void (parsed.text += t),
    onToolCallPart: (c) => void parsed.toolCalls.push(c),
    onToolResultPart: (r) => void parsed.toolResults.push(r),
    onErrorPart: (e) => void parsed.errors.push(e),
    onFinishMessagePart: (f) => void (parsed.finish = f as Parsed["finish"]),
    onStartStepPart: (s) => void parsed.messageIds.push(s.messageId),
  });
  return parsed;
}

beforeEach(() => {
  session.user = { ...DEMO };
});

describe("POST /api/chat", () => {
  it("answers in the data stream protocol with a tool call, its result and the answer", async () => {
    const response = await POST(
      chatRequest({ id: randomUUID(), messages: [userMessage("What is the cheapest AT&T unlimited plan?")] }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-vercel-ai-data-stream")).toBe("v1");
    const parsed = await readStream(response);
    // Every line is 'code:JSON' and parses.
    expect(parsed.lines.every((l) => /^[0-9a-k]:/.test(l))).toBe(true);
    expect(parsed.codes[0]).toBe("start_step");
    expect(parsed.codes).toContain("tool_call");
    expect(parsed.codes).toContain("tool_result");
    expect(parsed.codes).toContain("finish_step");
    expect(parsed.codes[parsed.codes.length - 1]).toBe("finish_message");
    expect(parsed.toolCalls[0]).toMatchObject({
      toolName: "searchRatePlans",
      args: { carrier: "att", planType: "Unlimited", sortBy: "price_asc" },
    });
    expect(parsed.toolResults[0]!.toolCallId).toBe(parsed.toolCalls[0]!.toolCallId);
    const cheapest = (await getRatePlans({ carrier: "att" }))
      .filter((p) => p.planType === "Unlimited")
      .sort((a, b) => a.pricePerLine - b.pricePerLine)[0]!;
    expect(parsed.text).toContain(cheapest.plan);
    expect(parsed.text).toContain(`$${cheapest.pricePerLine.toFixed(2)}`);
    const asOf = (await getRatePlansAsOf())!;
    expect(parsed.text).toContain(
      `Prices as of ${asOf.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
    );
    expect(parsed.finish?.finishReason).toBe("stop");
    expect(parsed.finish?.usage?.completionTokens).toBeGreaterThan(10);
    expect(parsed.errors).toEqual([]);
  });

  it("streams the answer as it is written, in text frames", async () => {
    pacing.tokenDelayMs = 10;
    const response = await POST(chatRequest({ id: randomUUID(), messages: [userMessage("Hello")] }), undefined).finally(
      () => {
        pacing.tokenDelayMs = 0;
      },
    );
    const parsed = await readStream(response);
    const textLines = parsed.lines.filter((l) => l.startsWith("0:"));
    // About 5 tokens a frame: several lines, far fewer than tokens.
    expect(textLines.length).toBeGreaterThan(3);
    expect(textLines.length).toBeLessThan(tokenize(parsed.text).length / 2);
    expect(parsed.text).toContain("TelcoPilot Offline");
    expect(parsed.text).toMatch(/product recommendations, pricing and technical specifications/);
    expect(parsed.codes).not.toContain("tool_call");
  });

  it("refuses bad bodies with a clear 4xx", async () => {
    const id = randomUUID();
    const cases: [Request, number, RegExp][] = [
      [chatRequest(null, { raw: "{not json" }), 400, /not valid JSON/],
      [chatRequest({ id, messages: [userMessage("hi")] }, { contentType: "text/plain" }), 415, /application\/json/],
      [chatRequest({ id, messages: [] }), 400, /At least one message/],
      [
        chatRequest({ id: "no spaces allowed", messages: [userMessage("hi")] }),
        400,
        /Conversation id must be 1-100 letters/,
      ],
      [chatRequest({ id, messages: Array.from({ length: 51 }, () => userMessage("hi")) }), 400, /at most 50 messages/],
      [chatRequest({ id, messages: [userMessage("x".repeat(4001))] }), 400, /too long \(4,000 characters at most\)/],
      [chatRequest({ id, messages: [userMessage("   ")] }), 400, /non-empty message/],
      [
        chatRequest({ id, messages: [{ ...userMessage("hi"), role: "system" }] }),
        400,
        /Role must be user or assistant/,
      ],
      [
        chatRequest({ id, messages: [{ ...userMessage("hi"), experimental_attachments: [{ url: "data:," }] }] }),
        400,
        /Attachments are not supported/,
      ],
      [
        chatRequest(null, { raw: JSON.stringify({ id, messages: [userMessage("hi")], pad: "x".repeat(210_000) }) }),
        413,
        /too large/,
      ],
    ];
    for (const [request, status, message] of cases) {
      const response = await POST(request, undefined);
      expect(response.status, message.source).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it("answers a request without a conversation id without saving it", async () => {
    const before = (await (await conversations.GET(new Request("http://localhost"), undefined)).json()) as {
      conversations: unknown[];
    };
    const response = await POST(chatRequest({ messages: [userMessage("What is the cheapest AT&T plan?")] }), undefined);
    expect(response.status).toBe(200);
    expect((await readStream(response)).text).toContain("Business Unlimited Starter");
    const after = (await (await conversations.GET(new Request("http://localhost"), undefined)).json()) as {
      conversations: unknown[];
    };
    expect(after.conversations).toHaveLength(before.conversations.length);
  });

  it("refuses anonymous requests with 401 and lets assistant-only sessions chat without saving", async () => {
    session.user = null;
    const anonymous = await POST(chatRequest({ id: randomUUID(), messages: [userMessage("hi")] }), undefined);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Not authenticated" });

    session.user = { ...DEMO, kind: "assistant" };
    const id = randomUUID();
    const response = await POST(
      chatRequest({ id, messages: [userMessage("Show current T-Mobile promotions")] }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect((await readStream(response)).text).toContain("T-Mobile");
    session.user = { ...DEMO };
    const lookup = await conversation.GET(new Request(`http://localhost/api/chat/conversations/${id}`), {
      params: Promise.resolve({ id }),
    });
    expect(lookup.status).toBe(404);
  });

  it("saves conversations per user, lists them, replaces a retried answer and hides them from others", async () => {
    const id = randomUUID();
    const first = userMessage("What promotions are there for hotspots?");
    const response = await POST(chatRequest({ id, messages: [first] }), undefined);
    const parsed = await readStream(response);
    await vi.waitFor(async () => {
      const r = await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id }) });
      const body = (await r.json()) as { conversation: { messages: { role: string }[] } };
      expect(body.conversation.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    });
    const listed = (await (
      await conversations.GET(new Request("http://localhost/api/chat/conversations"), undefined)
    ).json()) as {
      conversations: { id: string; title: string }[];
    };
    expect(listed.conversations.find((c) => c.id === id)?.title).toBe("What promotions are there for hotspots?");
    const stored = (await (
      await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id }) })
    ).json()) as {
      conversation: { messages: { id: string; role: string; content: string }[] };
    };
    expect(stored.conversation.messages[1]!.id).toBe(parsed.messageIds[0]);
    expect(stored.conversation.messages[1]!.content).toBe(parsed.text);

    // Retry: the client drops the answer and sends the same history again.
    const again = await POST(chatRequest({ id, messages: [first] }), undefined);
    const retried = await readStream(again);
    await vi.waitFor(async () => {
      const r = (await (
        await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id }) })
      ).json()) as {
        conversation: { messages: { id: string }[] };
      };
      expect(r.conversation.messages.map((m) => m.id)).toEqual([first.id, retried.messageIds[0]]);
    });

    // Another company's agent can neither read nor continue it.
    session.user = { ...HARBOR };
    const read = await conversation.GET(new Request("http://localhost"), { params: Promise.resolve({ id }) });
    expect(read.status).toBe(404);
    const hijack = await POST(chatRequest({ id, messages: [userMessage("hi")] }), undefined);
    expect(hijack.status).toBe(404);
    const theirs = (await (await conversations.GET(new Request("http://localhost"), undefined)).json()) as {
      conversations: unknown[];
    };
    expect(theirs.conversations).toEqual([]);

    session.user = { ...DEMO };
    const removed = await conversation.DELETE(new Request("http://localhost", { method: "DELETE" }), {
      params: Promise.resolve({ id }),
    });
    expect(removed.status).toBe(200);
  });

  it("answers deals questions from the agent's own company only", async () => {
    session.user = { ...HARBOR };
    const response = await POST(chatRequest({ id: randomUUID(), messages: [userMessage("Show my deals")] }), undefined);
    const parsed = await readStream(response);
    expect(parsed.toolCalls[0]!.toolName).toBe("lookupDeals");
    expect(parsed.text).not.toContain("Ridgeline");
    expect(parsed.text).toMatch(/Your company has \*\*4 deals\*\*/);
  });

  it("stops at the daily message limit with a clear 429", async () => {
    const { recordEvent } = await import("@/lib/rate-limit");
    const { env } = await import("@/lib/env");
    session.user = { ...DEMO, id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", username: "jordan" };
    await recordEvent(
      "chat-daily",
      24 * 60 * 60 * 1000,
      ...Array.from({ length: env.CHAT_DAILY_LIMIT }, () => "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb"),
    );
    const response = await POST(chatRequest({ id: randomUUID(), messages: [userMessage("hi")] }), undefined);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toBe(
      `You have reached today's limit of ${env.CHAT_DAILY_LIMIT} assistant messages. Please try again tomorrow.`,
    );
  });
});
