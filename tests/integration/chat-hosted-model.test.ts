/**
 * The hosted-model path at its HTTP boundary: a local server on loopback speaks the
 * OpenAI chat completions API (streaming SSE); OPENAI_BASE_URL points at it. The
 * first completion asks for a tool, /api/chat runs it against the database, and
 * the second completion (which receives the tool result) writes the answer.
 */
import { processDataStream } from "@ai-sdk/ui-utils";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../helpers/db";

type ChatCompletionRequest = {
  model: string;
  stream: boolean;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { type: string; function: { name: string; parameters: { properties: Record<string, unknown> } } }[];
};

const today = new Date().toISOString().slice(0, 10);
const RENEWALS_ARGS = {
  from: today,
  to: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
  kinds: ["contract_end"],
};
const received: { headers: IncomingMessage["headers"]; body: ChatCompletionRequest }[] = [];
let failNext: { status: number; message: string } | null = null;

function sse(res: ServerResponse, chunks: unknown[]) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end("data: [DONE]\n\n");
}

const chunk = (delta: unknown, finish: string | null = null, usage?: unknown) => ({
  id: "chatcmpl-test",
  object: "chat.completion.chunk",
  created: 1_763_000_000,
  model: "gpt-test",
  choices: [{ index: 0, delta, finish_reason: finish }],
  ...(usage ? { usage } : {}),
});

const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    if (req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as ChatCompletionRequest;
    received.push({ headers: req.headers, body });
    if (failNext) {
      const { status, message } = failNext;
      failNext = null;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message, type: "invalid_request_error", code: "invalid_api_key" } }));
      return;
    }
    const toolMessage = body.messages.find((m) => m.role === "tool");
    const question = body.messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
    if (/commission/i.test(question)) {
      // A recorded exchange: what a deal will bring and the contracts up for renewal, two tools in one step.
      const toolTurns = body.messages.filter((m) => m.role === "tool");
      if (toolTurns.length === 0) {
        sse(res, [
          chunk({
            role: "assistant",
            content: null,
            tool_calls: [
              {
                index: 0,
                id: "call_commission",
                type: "function",
                function: { name: "dealCommission", arguments: JSON.stringify({ query: "Brightpath" }) },
              },
            ],
          }),
          chunk({
            tool_calls: [
              {
                index: 1,
                id: "call_renewals",
                type: "function",
                function: { name: "upcomingRenewals", arguments: JSON.stringify(RENEWALS_ARGS) },
              },
            ],
          }),
          chunk({}, "tool_calls", { prompt_tokens: 600, completion_tokens: 40, total_tokens: 640 }),
        ]);
        return;
      }
      const commission = JSON.parse(toolTurns.find((m) => m.tool_call_id === "call_commission")!.content ?? "{}") as {
        deals: { title: string; upfront: number | null }[];
      };
      const renewals = JSON.parse(toolTurns.find((m) => m.tool_call_id === "call_renewals")!.content ?? "{}") as {
        rows: { title: string; day: string }[];
      };
      const answer = `${commission.deals.map((d) => `${d.title}: $${(d.upfront ?? 0).toFixed(2)} upfront`).join("; ")}. Renewals: ${renewals.rows.map((r) => `${r.title} on ${r.day}`).join("; ") || "none"}.`;
      sse(res, [
        chunk({ role: "assistant", content: answer }),
        chunk({}, "stop", { prompt_tokens: 900, completion_tokens: 30, total_tokens: 930 }),
      ]);
      return;
    }
    if (/pitch/i.test(question)) {
      // A recorded exchange for a question with two parts: two tool calls in one step, then an answer from both results.
      const toolTurns = body.messages.filter((m) => m.role === "tool");
      if (toolTurns.length === 0) {
        const pitchArgs = JSON.stringify({
          description: "30-person construction company on AT&T that needs hotspots",
          currentCarrier: "att",
          lines: 30,
        });
        const promoArgs = JSON.stringify({ carrier: "verizon", deviceType: "hotspots" });
        sse(res, [
          chunk({
            role: "assistant",
            content: null,
            tool_calls: [
              {
                index: 0,
                id: "call_pitch",
                type: "function",
                function: { name: "pitchForCustomer", arguments: pitchArgs },
              },
            ],
          }),
          chunk({
            tool_calls: [
              {
                index: 1,
                id: "call_promo",
                type: "function",
                function: { name: "listPromotions", arguments: promoArgs },
              },
            ],
          }),
          chunk({}, "tool_calls", { prompt_tokens: 500, completion_tokens: 40, total_tokens: 540 }),
        ]);
        return;
      }
      const pitch = JSON.parse(toolTurns.find((m) => m.tool_call_id === "call_pitch")!.content ?? "{}") as {
        recommended: { carrierName: string; monthlyTotal: number; items: { plan: string }[] };
      };
      const promos = JSON.parse(toolTurns.find((m) => m.tool_call_id === "call_promo")!.content ?? "{}") as {
        promotions: { title: string }[];
      };
      const answer = `Lead with ${pitch.recommended.carrierName} ${pitch.recommended.items[0]!.plan} at $${pitch.recommended.monthlyTotal.toFixed(2)} a month. Promotions: ${promos.promotions.map((p) => p.title).join("; ") || "none"}.`;
      sse(res, [
        chunk({ role: "assistant", content: answer }),
        chunk({}, "stop", { prompt_tokens: 900, completion_tokens: 30, total_tokens: 930 }),
      ]);
      return;
    }
    if (!toolMessage) {
      const args = JSON.stringify({ carrier: "tmobile", planType: "Unlimited", sortBy: "price_asc", lines: 3 });
      sse(res, [
        chunk({
          role: "assistant",
          content: null,
          tool_calls: [
            { index: 0, id: "call_abc", type: "function", function: { name: "searchRatePlans", arguments: "" } },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, 20) } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(20) } }] }),
        chunk({}, "tool_calls", { prompt_tokens: 420, completion_tokens: 18, total_tokens: 438 }),
      ]);
      return;
    }
    // Writes the answer from the tool result it was given, as a model would.
    const result = JSON.parse(toolMessage.content ?? "{}") as {
      pricesAsOf: string;
      plans: { plan: string; pricePerLine: number; monthlyTotal: number }[];
    };
    const top = result.plans[0]!;
    const answer = `The cheapest is ${top.plan} at $${top.pricePerLine.toFixed(2)} per line, $${top.monthlyTotal.toFixed(2)} a month for 3 lines (prices as of ${result.pricesAsOf}).`;
    const words = answer.match(/\S+\s*/g)!;
    sse(res, [
      chunk({ role: "assistant", content: "" }),
      ...words.map((w) => chunk({ content: w })),
      chunk({}, "stop", { prompt_tokens: 900, completion_tokens: words.length, total_tokens: 900 + words.length }),
    ]);
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

process.env.OPENAI_API_KEY = "sk-test-key";
process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
process.env.OPENAI_MODEL = "gpt-test";

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "d@x",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent",
};
vi.mock("@/lib/auth", () => ({ requireAgent: async () => DEMO }));

setupTestDatabase();

const { POST } = await import("@/app/api/chat/route");
const { modelLabel } = await import("@/lib/ai/providers");
const { getRatePlans } = await import("@/lib/db/queries/catalog");
const { CHAT_MODEL_HEADER } = await import("@/lib/validation/chat");

function ask(content: string) {
  return POST(
    new Request("http://localhost/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: randomUUID(), messages: [{ id: randomUUID(), role: "user", content }] }),
    }),
    undefined,
  );
}

describe("hosted model over an OpenAI-compatible server", () => {
  it("names the hosted model", () => {
    expect(modelLabel()).toBe("gpt-test");
  });

  it("round-trips a tool call: the model asks, /api/chat looks it up, the model answers from the result", async () => {
    received.length = 0;
    const response = await ask("Cheapest T-Mobile unlimited plan for 3 lines?");
    expect(response.status).toBe(200);
    let text = "";
    const calls: unknown[] = [];
    const results: { result: unknown }[] = [];
    let finish: unknown;
    await processDataStream({
      stream: response.body!,
      onTextPart: (t) => void (text += t),
      onToolCallPart: (c) => void calls.push(c),
      onToolResultPart: (r) => void results.push(r),
      onFinishMessagePart: (f) => void (finish = f),
    });

    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first!.headers.authorization).toBe("Bearer sk-test-key");
    expect(first!.body.model).toBe("gpt-test");
    expect(first!.body.stream).toBe(true);
    expect(first!.body.messages[0]!.role).toBe("system");
    expect(first!.body.messages[0]!.content).toContain("Never state a price that did not come from a tool result");
    expect(first!.body.tools!.map((t) => t.function.name).sort()).toEqual([
      "compareCarriers",
      "dealCommission",
      "findDevices",
      "listPromotions",
      "lookupCustomers",
      "lookupDeals",
      "lookupQuotes",
      "pitchForCustomer",
      "searchRatePlans",
      "upcomingRenewals",
    ]);
    expect(
      Object.keys(
        first!.body.tools!.find((t) => t.function.name === "searchRatePlans")!.function.parameters.properties,
      ),
    ).toEqual(expect.arrayContaining(["carrier", "planType", "minPrice", "maxPrice", "features", "lines"]));
    // The second request carries the tool call and the tool's result from the database.
    const assistantTurn = second!.body.messages.find((m) => m.role === "assistant")!;
    expect(assistantTurn.tool_calls![0]!.function.name).toBe("searchRatePlans");
    const toolTurn = second!.body.messages.find((m) => m.role === "tool")!;
    expect(toolTurn.tool_call_id).toBe("call_abc");

    const cheapest = (await getRatePlans({ carrier: "tmobile" }))
      .filter((p) => p.planType === "Unlimited")
      .sort((a, b) => a.pricePerLine - b.pricePerLine)[0]!;
    expect(calls).toEqual([
      {
        toolCallId: "call_abc",
        toolName: "searchRatePlans",
        args: { carrier: "tmobile", planType: "Unlimited", sortBy: "price_asc", lines: 3 },
      },
    ]);
    expect((results[0]!.result as { plans: { plan: string }[] }).plans[0]!.plan).toBe(cheapest.plan);
    expect(text).toContain(
      `The cheapest is ${cheapest.plan} at $${cheapest.pricePerLine.toFixed(2)} per line, $${(cheapest.pricePerLine * 3).toFixed(2)} a month`,
    );
    expect(finish).toEqual({
      finishReason: "stop",
      usage: { promptTokens: 1320, completionTokens: expect.any(Number) },
    });
  });

  it("answers a two-part question with two tool calls in one step, from the same tools as the offline model, and names the model", async () => {
    received.length = 0;
    const response = await ask(
      "Pitch for a 30-person construction company on AT&T that needs hotspots, and Verizon hotspot promos?",
    );
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get(CHAT_MODEL_HEADER)!)).toBe("gpt-test");
    let text = "";
    const results: { toolCallId: string; result: unknown }[] = [];
    await processDataStream({
      stream: response.body!,
      onTextPart: (t) => void (text += t),
      onToolResultPart: (r) => void results.push(r),
    });
    expect(received).toHaveLength(2);
    expect(received[0]!.body.messages[0]!.content).toContain("answer every part in one reply");
    // The tools ran against the database: the same results the offline model answers from.
    const { pitchForCustomer } = await import("@/lib/ai/tools/pitch-for-customer/execute");
    const { listPromotions } = await import("@/lib/ai/tools/list-promotions/execute");
    const pitch = await pitchForCustomer({
      description: "30-person construction company on AT&T that needs hotspots",
      currentCarrier: "att",
      lines: 30,
    });
    const promos = await listPromotions({ carrier: "verizon", deviceType: "hotspots" });
    expect(results.map((r) => r.toolCallId).sort()).toEqual(["call_pitch", "call_promo"]);
    expect(results.find((r) => r.toolCallId === "call_pitch")!.result).toEqual(JSON.parse(JSON.stringify(pitch)));
    expect(pitch.recommended!.carrier).not.toBe("att");
    expect(pitch.recommended!.items[0]!.reason).toMatch(/hotspot/);
    expect(text).toBe(
      `Lead with ${pitch.recommended!.carrierName} ${pitch.recommended!.items[0]!.plan} at $${pitch.recommended!.monthlyTotal.toFixed(2)} a month. Promotions: ${promos.promotions.map((p) => p.title).join("; ") || "none"}.`,
    );
  });

  it("answers what a deal's commission is and which contracts renew from the same tools and figures as the offline model", async () => {
    received.length = 0;
    const response = await ask(
      "What commission will the Brightpath deal bring, and which contracts come up for renewal in the next 90 days?",
    );
    expect(response.status).toBe(200);
    let text = "";
    const results: { toolCallId: string; result: unknown }[] = [];
    await processDataStream({
      stream: response.body!,
      onTextPart: (t) => void (text += t),
      onToolResultPart: (r) => void results.push(r),
    });
    expect(received).toHaveLength(2);
    expect(received[0]!.body.messages[0]!.content).toMatch(/commission/);
    const { dealCommission } = await import("@/lib/ai/tools/deal-commission/execute");
    const { upcomingRenewals } = await import("@/lib/ai/tools/upcoming-renewals/execute");
    const scope = { userId: DEMO.id, companyId: DEMO.companyId };
    const commission = await dealCommission(scope, { query: "Brightpath" });
    const renewals = await upcomingRenewals(scope, RENEWALS_ARGS as Parameters<typeof upcomingRenewals>[1]);
    expect(results.find((r) => r.toolCallId === "call_commission")!.result).toEqual(
      JSON.parse(JSON.stringify(commission)),
    );
    expect(results.find((r) => r.toolCallId === "call_renewals")!.result).toEqual(JSON.parse(JSON.stringify(renewals)));
    expect(commission.deals.some((d) => d.upfront !== null && d.upfront > 0)).toBe(true);
    expect(renewals.rows.length).toBeGreaterThan(0);
    expect(text).toBe(
      `${commission.deals.map((d) => `${d.title}: $${(d.upfront ?? 0).toFixed(2)} upfront`).join("; ")}. Renewals: ${renewals.rows.map((r) => `${r.title} on ${r.day}`).join("; ")}.`,
    );
  });

  it("puts the server's real error text into the stream's error part", async () => {
    failNext = { status: 401, message: "Incorrect API key provided: sk-test***" };
    const response = await ask("Cheapest plan?");
    expect(response.status).toBe(200);
    const raw = await response.text();
    const errorLine = raw.split("\n").find((l) => l.startsWith("3:"))!;
    expect(JSON.parse(errorLine.slice(2))).toBe(
      "The AI model could not answer (HTTP 401): Incorrect API key provided: sk-test***",
    );
    expect(raw).not.toMatch(/at \w+ \(|node_modules/);
  });
});
