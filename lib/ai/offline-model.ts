/**
 * The offline model: a real `LanguageModelV1` that needs no network. On the first
 * step it reads the agent's question and calls the same tools the hosted model
 * uses; on the next step, with the tool results in the prompt, it writes the answer
 * from those results and streams it token by token. Greetings, help and questions
 * outside its scope are answered directly (honestly, without guessing).
 */
import type {
  LanguageModelV1,
  LanguageModelV1CallOptions,
  LanguageModelV1FinishReason,
  LanguageModelV1FunctionToolCall,
  LanguageModelV1Prompt,
  LanguageModelV1StreamPart,
} from "@ai-sdk/provider";
import { TEXT_FRAME_MS } from "./text-frames";
import { greetingText, helpText, outOfScopeText, thanksText } from "./offline/answer";
import { understand, type PlannedCall } from "./offline/understand";
import { answerFor } from "./tools/registry";

export const OFFLINE_MODEL_ID = "telcopilot-offline-1";
export const OFFLINE_MODEL_NAME = "TelcoPilot Offline";

export type OfflineModelOptions = {
  /**
   * Pause per streamed token, so answers arrive as they are written (0 in tests).
   * With a pause, the tokens written within one frame (TEXT_FRAME_MS) are sent
   * together, as the chat route sends them anyway.
   */
  tokenDelayMs?: number;
  /** Name used when the model introduces itself. */
  displayName?: string;
};

type Turn = { kind: "text"; text: string } | { kind: "tool-calls"; calls: LanguageModelV1FunctionToolCall[] };

let callCounter = 0;
function toolCallId(): string {
  callCounter = (callCounter + 1) % 1_000_000;
  return `call_${Date.now().toString(36)}${callCounter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function textOf(message: LanguageModelV1Prompt[number]): string {
  if (message.role === "system") return message.content;
  return message.content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .trim();
}

/** Splits text into the pieces streamed one by one: each word with the space after it. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

function countTokens(prompt: LanguageModelV1Prompt): number {
  let n = 0;
  for (const m of prompt) {
    if (m.role === "tool") {
      for (const part of m.content) n += tokenize(JSON.stringify(part.result ?? null)).length;
    } else if (m.role === "assistant") {
      for (const part of m.content) {
        if (part.type === "text") n += tokenize(part.text).length;
        if (part.type === "tool-call") n += tokenize(JSON.stringify(part.args ?? null)).length;
      }
    } else {
      n += tokenize(textOf(m)).length;
    }
  }
  return n;
}

export class OfflineSalesModel implements LanguageModelV1 {
  readonly specificationVersion = "v1" as const;
  readonly provider = "telcopilot.offline";
  readonly modelId = OFFLINE_MODEL_ID;
  readonly defaultObjectGenerationMode = undefined;
  readonly supportsImageUrls = false;
  private readonly tokenDelayMs: number;
  private readonly displayName: string;

  constructor(options: OfflineModelOptions = {}) {
    this.tokenDelayMs = Math.max(0, options.tokenDelayMs ?? 0);
    this.displayName = options.displayName ?? OFFLINE_MODEL_NAME;
  }

  /** What this step produces for the prompt: tool calls, or the text of the answer. */
  respond(options: Pick<LanguageModelV1CallOptions, "prompt" | "mode">): Turn {
    const prompt = options.prompt;
    const last = prompt[prompt.length - 1];
    if (last?.role === "tool") {
      // Second step: the results of this turn's tool calls are in; answer from them, in the order the calls were made.
      const results: Extract<LanguageModelV1Prompt[number], { role: "tool" }>["content"] = [];
      let i = prompt.length - 1;
      for (; i >= 0 && prompt[i]!.role === "tool"; i--) {
        const message = prompt[i]!;
        if (message.role === "tool") results.unshift(...message.content);
      }
      const call = prompt[i];
      const order =
        call?.role === "assistant" ? call.content.flatMap((p) => (p.type === "tool-call" ? [p.toolCallId] : [])) : [];
      results.sort((a, b) => order.indexOf(a.toolCallId) - order.indexOf(b.toolCallId));
      const answers = results.map((part) =>
        part.isError ? `I couldn't look that up: ${String(part.result)}` : answerFor(part.toolName, part.result),
      );
      return { kind: "text", text: answers.join("\n\n") };
    }

    const userTexts = prompt.filter((m) => m.role === "user").map(textOf);
    const question = userTexts[userTexts.length - 1] ?? "";
    const understood = understand(question, userTexts.slice(0, -1));
    switch (understood.kind) {
      case "greeting":
        return { kind: "text", text: greetingText(this.displayName) };
      case "help":
        return { kind: "text", text: helpText() };
      case "thanks":
        return { kind: "text", text: thanksText() };
      case "out_of_scope":
        return { kind: "text", text: outOfScopeText() };
      case "tools": {
        const available = new Set(options.mode.type === "regular" ? (options.mode.tools ?? []).map((t) => t.name) : []);
        const calls = understood.calls.filter((c: PlannedCall) => available.has(c.toolName));
        if (calls.length === 0) {
          return {
            kind: "text",
            text: "I can't look that up right now because my catalogue and pipeline tools are not available in this conversation.",
          };
        }
        return {
          kind: "tool-calls",
          calls: calls.map((c) => ({
            toolCallType: "function" as const,
            toolCallId: toolCallId(),
            toolName: c.toolName,
            args: JSON.stringify(c.args),
          })),
        };
      }
    }
  }

  async doGenerate(options: LanguageModelV1CallOptions): Promise<Awaited<ReturnType<LanguageModelV1["doGenerate"]>>> {
    const turn = this.respond(options);
    const promptTokens = countTokens(options.prompt);
    if (turn.kind === "text") {
      return {
        text: turn.text,
        finishReason: "stop",
        usage: { promptTokens, completionTokens: tokenize(turn.text).length },
        rawCall: { rawPrompt: options.prompt, rawSettings: {} },
      };
    }
    return {
      toolCalls: turn.calls,
      finishReason: "tool-calls",
      usage: { promptTokens, completionTokens: turn.calls.reduce((n, c) => n + tokenize(c.args).length, 0) },
      rawCall: { rawPrompt: options.prompt, rawSettings: {} },
    };
  }

  async doStream(options: LanguageModelV1CallOptions): Promise<Awaited<ReturnType<LanguageModelV1["doStream"]>>> {
    const turn = this.respond(options);
    const promptTokens = countTokens(options.prompt);
    const delay = this.tokenDelayMs;
    const signal = options.abortSignal;
    const parts: LanguageModelV1StreamPart[] = [];
    let finishReason: LanguageModelV1FinishReason;
    let completionTokens = 0;
    parts.push({
      type: "response-metadata",
      id: `resp_${toolCallId()}`,
      modelId: OFFLINE_MODEL_ID,
      timestamp: new Date(),
    });
    /** Tokens per delta: one at a time without a pause, else as many as are written in one frame. */
    const perDelta = delay > 0 ? Math.max(1, Math.round(TEXT_FRAME_MS / delay)) : 1;
    const pauses = new Map<LanguageModelV1StreamPart, number>();
    if (turn.kind === "text") {
      const tokens = tokenize(turn.text);
      for (let i = 0; i < tokens.length; i += perDelta) {
        const group = tokens.slice(i, i + perDelta);
        const part: LanguageModelV1StreamPart = { type: "text-delta", textDelta: group.join("") };
        pauses.set(part, delay * group.length);
        parts.push(part);
      }
      completionTokens = tokens.length;
      finishReason = "stop";
    } else {
      for (const call of turn.calls) {
        parts.push({ type: "tool-call", ...call });
        completionTokens += tokenize(call.args).length;
      }
      finishReason = "tool-calls";
    }
    parts.push({ type: "finish", finishReason, usage: { promptTokens, completionTokens } });

    let index = 0;
    const stream = new ReadableStream<LanguageModelV1StreamPart>({
      async pull(controller) {
        if (signal?.aborted) {
          controller.close();
          return;
        }
        const part = parts[index++];
        if (!part) {
          controller.close();
          return;
        }
        const pause = pauses.get(part);
        if (pause) await new Promise((r) => setTimeout(r, pause));
        controller.enqueue(part);
      },
    });
    return { stream, rawCall: { rawPrompt: options.prompt, rawSettings: { tokenDelayMs: delay } } };
  }
}
