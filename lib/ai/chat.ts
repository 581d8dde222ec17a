import "server-only";
import { createHash } from "node:crypto";
import {
  APICallError,
  AISDKError,
  appendResponseMessages,
  RetryError,
  streamText,
  ToolExecutionError,
  type Message,
} from "ai";
import type { Agent } from "@/lib/auth";
import { conversationOwnership, saveAssistantMessage, writeConversationHistory } from "@/lib/db/queries/assistant";
import { AppError, toAppError } from "@/lib/errors";
import type { LanguageModelV1 } from "@ai-sdk/provider";
import { CHAT_MODEL_HEADER, type ChatRequest } from "@/lib/validation/chat";
import { salesAssistantSystemPrompt } from "./prompts";
import { answeringModelName, getChatModel } from "./providers";
import { textFrames } from "./text-frames";
import { createAssistantTools } from "./tools/registry";

/** Model steps per answer: tool calls, then the answer written from their results. */
export const CHAT_MAX_STEPS = 4;

/** The user-readable text of anything that went wrong while answering (never a stack trace or SQL). */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (RetryError.isInstance(error)) return chatErrorMessage(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? ` (HTTP ${error.statusCode})` : "";
    return `The AI model could not answer${status}: ${error.message}`;
  }
  if (ToolExecutionError.isInstance(error)) {
    return `Looking up ${error.toolName} failed: ${toAppError(error.cause).message}`;
  }
  if (AISDKError.isInstance(error)) return error.message;
  return toAppError(error).message;
}

export function dailyLimitMessage(limit: number): string {
  return `You have reached today's limit of ${limit.toLocaleString("en-US")} assistant messages. Please try again tomorrow.`;
}

/**
 * The id of each message: the client's, or (useChat sends none by default) one derived
 * from its position, role and text, so that the same history keeps the same ids from
 * one request to the next and a retried answer replaces the one it retries.
 */
export function messageIds(messages: ChatRequest["messages"]): string[] {
  return messages.map(
    (m, i) => m.id ?? `m${i}-${createHash("sha256").update(`${m.role}\u0000${m.content}`).digest("hex").slice(0, 16)}`,
  );
}

function titleOf(messages: ChatRequest["messages"]): string {
  const first = messages.find((m) => m.role === "user")?.content.trim() ?? "";
  const line = first.replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 77)}...` : line || "New conversation";
}

export type ChatOptions = {
  body: ChatRequest;
  agent: Agent;
  signal?: AbortSignal;
  model?: LanguageModelV1;
};

/**
 * Answers one chat request in the data stream protocol: the agent's conversation
 * is stored (agents only, when the request names it; gate sessions are not kept), the model answers through
 * the tools, and the answer is saved when it is complete. The history is written while
 * the answer starts, so the first byte does not wait for it.
 */
export async function respondToChat({ body, agent, signal, model }: ChatOptions): Promise<Response> {
  const scope = { userId: agent.id, companyId: agent.companyId };
  const conversationId = agent.kind === "agent" ? body.id : undefined;
  const ids = messageIds(body.messages);
  const history = body.messages.map((m, i) => ({ id: ids[i]!, role: m.role, content: m.content, parts: m.parts }));
  // Whose the conversation is decides before anything is answered; its history is
  // written while the answer starts, and the answer is saved once both are done.
  let historyWritten: Promise<void> | undefined;
  if (conversationId) {
    const ownership = await conversationOwnership(scope, conversationId);
    if (ownership === "other") throw new AppError(404, "Conversation not found");
    historyWritten = writeConversationHistory(scope, conversationId, titleOf(body.messages), history, ownership);
    // Handled where it is awaited; this only keeps a failure from going unhandled while the answer streams.
    historyWritten.catch(() => undefined);
  }

  // Only the text of earlier turns goes to the model: facts come from this turn's tools, never from the client.
  const messages = body.messages.map((m) => ({ role: m.role, content: m.content }));
  const answering = model ?? getChatModel();
  const result = streamText({
    model: answering,
    system: salesAssistantSystemPrompt({ agentName: agent.username }),
    messages,
    tools: createAssistantTools(scope),
    maxSteps: CHAT_MAX_STEPS,
    abortSignal: signal,
    experimental_transform: textFrames(),
    onError: ({ error }) => {
      if (!(error instanceof AppError) && !APICallError.isInstance(error)) console.error("chat:", error);
    },
    onFinish: async ({ response }) => {
      if (!conversationId) return;
      try {
        await historyWritten;
        const uiMessages = appendResponseMessages({
          messages: history.map((m) => ({ id: m.id, role: m.role, content: m.content })) as Message[],
          responseMessages: response.messages,
        });
        const answer = uiMessages[uiMessages.length - 1];
        if (answer && answer.role === "assistant") {
          await saveAssistantMessage(scope, conversationId, {
            id: answer.id,
            role: "assistant",
            content: answer.content,
            parts: answer.parts,
            createdAt: answer.createdAt ? new Date(answer.createdAt) : undefined,
          });
        }
      } catch (error) {
        console.error("chat: saving the answer failed:", error);
      }
    },
  });
  return result.toDataStreamResponse({
    getErrorMessage: chatErrorMessage,
    sendUsage: true,
    // The chat header names the model that answers.
    headers: { [CHAT_MODEL_HEADER]: encodeURIComponent(answeringModelName(answering)) },
  });
}
