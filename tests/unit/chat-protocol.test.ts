/**
 * The chat stream protocol (how a stream line is parsed, the stream codes `0:` `9:`
 * `a:` `e:` `d:` `3:`, and the messages the chat client sends) exercised against the AI SDK's own client code: @ai-sdk/ui-utils'
 * parseDataStreamPart, processDataStream, callChatApi and prepareAttachmentsForRequest.
 */
import {
  callChatApi,
  parseDataStreamPart,
  prepareAttachmentsForRequest,
  processDataStream,
  type UIMessage,
} from "@ai-sdk/ui-utils";
import { describe, expect, it, vi } from "vitest";

function streamOf(...lines: string[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(lines.map((l) => `${l}\n`).join(""));
  return new ReadableStream({
    start(controller) {
      // Split mid-line to show that parts are assembled across chunks.
      const cut = Math.floor(bytes.length / 2);
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
}

type Call = Parameters<typeof callChatApi>[0];

function chat(fetchImpl: Call["fetch"], overrides: Partial<Call> = {}) {
  const updates: UIMessage[] = [];
  const restore = vi.fn();
  const onFinish = vi.fn();
  const run = callChatApi({
    api: "/api/chat",
    body: { id: "c1", messages: [{ id: "m1", role: "user", content: "hi" }] },
    streamProtocol: "data",
    credentials: undefined,
    headers: undefined,
    abortController: () => new AbortController(),
    restoreMessagesOnFailure: restore,
    onResponse: undefined,
    onUpdate: ({ message }) => void updates.push(structuredClone(message)),
    onFinish,
    onToolCall: undefined,
    generateId: () => "generated",
    fetch: fetchImpl,
    lastMessage: undefined,
    ...overrides,
  });
  return { run, updates, restore, onFinish };
}

const okStream =
  (...lines: string[]) =>
  async () =>
    new Response(streamOf(...lines), { status: 200 });

describe("stream parsing rules", () => {
  it("parses each line as a one-letter code, a colon and JSON", () => {
    expect(parseDataStreamPart('0:"Hello"')).toEqual({ type: "text", value: "Hello" });
    expect(parseDataStreamPart('2:[{"a":1}]')).toEqual({ type: "data", value: [{ a: 1 }] });
    expect(parseDataStreamPart('3:"bad"')).toEqual({ type: "error", value: "bad" });
    expect(parseDataStreamPart('8:[{"note":true}]')).toEqual({ type: "message_annotations", value: [{ note: true }] });
    expect(
      parseDataStreamPart('9:{"toolCallId":"t1","toolName":"searchRatePlans","args":{"carrier":"att"}}').type,
    ).toBe("tool_call");
    expect(parseDataStreamPart('a:{"toolCallId":"t1","result":{"plans":[]}}').type).toBe("tool_result");
    expect(parseDataStreamPart('b:{"toolCallId":"t1","toolName":"findDevices"}').type).toBe(
      "tool_call_streaming_start",
    );
    expect(parseDataStreamPart('c:{"toolCallId":"t1","argsTextDelta":"{\\"q"}').type).toBe("tool_call_delta");
    expect(parseDataStreamPart('d:{"finishReason":"stop","usage":{"promptTokens":3,"completionTokens":5}}')).toEqual({
      type: "finish_message",
      value: { finishReason: "stop", usage: { promptTokens: 3, completionTokens: 5 } },
    });
    expect(parseDataStreamPart('e:{"finishReason":"tool-calls","isContinued":false}').type).toBe("finish_step");
    expect(parseDataStreamPart('f:{"messageId":"msg-1"}')).toEqual({
      type: "start_step",
      value: { messageId: "msg-1" },
    });
    expect(parseDataStreamPart('g:"thinking"')).toEqual({ type: "reasoning", value: "thinking" });
    expect(parseDataStreamPart('h:{"sourceType":"url","id":"s","url":"https://example.com"}').type).toBe("source");
    expect(parseDataStreamPart('i:{"data":"xyz"}')).toEqual({ type: "redacted_reasoning", value: { data: "xyz" } });
    expect(parseDataStreamPart('j:{"signature":"sig"}')).toEqual({
      type: "reasoning_signature",
      value: { signature: "sig" },
    });
    expect(parseDataStreamPart('k:{"data":"aGk=","mimeType":"text/plain"}').type).toBe("file");
  });

  it("rejects a line without a colon and an unknown code", () => {
    expect(() => parseDataStreamPart('0"Hello"')).toThrow("Failed to parse stream string. No separator found.");
    expect(() => parseDataStreamPart('z:"Hello"')).toThrow("Failed to parse stream string. Invalid code z.");
    expect(() => parseDataStreamPart("0:not json")).toThrow(SyntaxError);
  });

  it("checks the shape of each part type", () => {
    expect(() => parseDataStreamPart("0:42")).toThrow('"text" parts expect a string value.');
    expect(() => parseDataStreamPart("g:{}")).toThrow('"reasoning" parts expect a string value.');
    expect(() => parseDataStreamPart("i:{}")).toThrow(
      '"redacted_reasoning" parts expect an object with a "data" property.',
    );
    expect(() => parseDataStreamPart('j:{"signature":1}')).toThrow(
      '"reasoning_signature" parts expect an object with a "signature" property.',
    );
    expect(() => parseDataStreamPart('k:{"data":"aGk="}')).toThrow(
      '"file" parts expect an object with a "data" and "mimeType" property.',
    );
    expect(() => parseDataStreamPart('k:{"data":1,"mimeType":"text/plain"}')).toThrow('"file" parts expect');
    expect(() => parseDataStreamPart("f:{}")).toThrow('"start_step" parts expect an object with an "id" property.');
    expect(() => parseDataStreamPart('f:{"messageId":7}')).toThrow('"start_step" parts expect');
    expect(() => parseDataStreamPart('2:{"a":1}')).toThrow('"data" parts expect an array value.');
    expect(() => parseDataStreamPart("3:{}")).toThrow('"error" parts expect a string value.');
    expect(() => parseDataStreamPart('9:{"toolCallId":"t"}')).toThrow(
      '"tool_call" parts expect an object with a "toolCallId", "toolName", and "args" property.',
    );
    expect(() => parseDataStreamPart('a:{"toolCallId":"t"}')).toThrow(
      '"tool_result" parts expect an object with a "toolCallId" and a "result" property.',
    );
    expect(() => parseDataStreamPart("d:{}")).toThrow(
      '"finish_message" parts expect an object with a "finishReason" property.',
    );
    expect(() => parseDataStreamPart("e:{}")).toThrow(
      '"finish_step" parts expect an object with a "finishReason" property.',
    );
  });

  it("defaults missing usage numbers to NaN", () => {
    expect(
      parseDataStreamPart('d:{"finishReason":"stop","usage":{"promptTokens":null,"completionTokens":2}}').value,
    ).toEqual({
      finishReason: "stop",
      usage: { promptTokens: Number.NaN, completionTokens: 2 },
    });
  });

  it("processDataStream hands each part to its handler, across chunk boundaries", async () => {
    const seen: string[] = [];
    await processDataStream({
      stream: streamOf(
        'f:{"messageId":"m"}',
        '0:"Hel"',
        '0:"lo"',
        'e:{"finishReason":"stop","isContinued":false}',
        'd:{"finishReason":"stop"}',
      ),
      onStartStepPart: (v) => void seen.push(`start ${v.messageId}`),
      onTextPart: (v) => void seen.push(`text ${v}`),
      onFinishStepPart: (v) => void seen.push(`step ${v.finishReason}`),
      onFinishMessagePart: (v) => void seen.push(`finish ${v.finishReason}`),
    });
    expect(seen).toEqual(["start m", "text Hel", "text lo", "step stop", "finish stop"]);
  });

  it("attachments must be a file list or an array, otherwise 'Invalid attachments type'", async () => {
    await expect(prepareAttachmentsForRequest(undefined)).resolves.toEqual([]);
    const list = [{ name: "a.txt", contentType: "text/plain", url: "data:text/plain;base64,aGk=" }];
    await expect(prepareAttachmentsForRequest(list)).resolves.toBe(list);
    await expect(prepareAttachmentsForRequest("a.txt" as never)).rejects.toThrow("Invalid attachments type");
    await expect(prepareAttachmentsForRequest({ name: "a.txt" } as never)).rejects.toThrow("Invalid attachments type");
  });
});

describe("chat messages of the client", () => {
  it("builds the assistant message from text, tool call, tool result and finish parts", async () => {
    const { run, updates, onFinish } = chat(
      okStream(
        'f:{"messageId":"msg-1"}',
        '9:{"toolCallId":"t1","toolName":"searchRatePlans","args":{"carrier":"att"}}',
        'a:{"toolCallId":"t1","result":{"matched":1}}',
        'e:{"finishReason":"tool-calls","isContinued":false}',
        'f:{"messageId":"msg-1"}',
        '0:"The cheapest "',
        '0:"plan"',
        'e:{"finishReason":"stop","isContinued":false}',
        'd:{"finishReason":"stop","usage":{"promptTokens":10,"completionTokens":4}}',
      ),
    );
    await run;
    const last = updates[updates.length - 1]!;
    expect(last).toMatchObject({ id: "msg-1", role: "assistant", content: "The cheapest plan" });
    expect(last.toolInvocations).toEqual([
      {
        state: "result",
        step: 0,
        toolCallId: "t1",
        toolName: "searchRatePlans",
        args: { carrier: "att" },
        result: { matched: 1 },
      },
    ]);
    expect(last.parts.map((p) => p.type)).toEqual(["step-start", "tool-invocation", "step-start", "text"]);
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ content: "The cheapest plan" }), {
      finishReason: "stop",
      usage: { promptTokens: 10, completionTokens: 4, totalTokens: 14 },
    });
  });

  it("'Unknown stream protocol: ...' for a protocol other than data or text", async () => {
    const { run } = chat(okStream('0:"hi"'), { streamProtocol: "xml" as never });
    await expect(run).rejects.toThrow("Unknown stream protocol: xml");
  });

  it("'tool_result must be preceded by a tool_call'", async () => {
    const { run } = chat(okStream('a:{"toolCallId":"t9","result":1}'));
    await expect(run).rejects.toThrow("tool_result must be preceded by a tool_call");
  });

  it("'The response body is empty.' for an OK response without a body", async () => {
    const { run } = chat(async () => new Response(null, { status: 200 }));
    await expect(run).rejects.toThrow("The response body is empty.");
  });

  it("a non-OK response carries the response text, or 'Failed to fetch the chat response.' without one", async () => {
    const refused = chat(async () => Response.json({ error: "Not authenticated" }, { status: 401 }));
    await expect(refused.run).rejects.toThrow('{"error":"Not authenticated"}');
    expect(refused.restore).toHaveBeenCalled();

    const noText = chat(
      async () => ({ ok: false, status: 502, body: null, text: async () => null }) as unknown as Response,
    );
    await expect(noText.run).rejects.toThrow("Failed to fetch the chat response.");
  });

  it("a stream error part becomes an error with its text", async () => {
    const { run } = chat(
      okStream('f:{"messageId":"m"}', '3:"Looking up searchRatePlans failed: The service is temporarily unavailable."'),
    );
    await expect(run).rejects.toThrow("Looking up searchRatePlans failed: The service is temporarily unavailable.");
  });

  it("an aborted request rejects with an AbortError (which the chat treats as silent)", async () => {
    const controller = new AbortController();
    const { run } = chat(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("The operation was aborted.", "AbortError")),
          );
        }),
      { abortController: () => controller },
    );
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });
});
