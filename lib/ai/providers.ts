import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV1 } from "@ai-sdk/provider";
import { env } from "@/lib/env";
import { OFFLINE_MODEL_NAME, OfflineSalesModel } from "./offline-model";

/** Model of an OpenAI-compatible server when OPENAI_MODEL is not set. */
export const DEFAULT_HOSTED_MODEL = "gpt-4o-mini";
/** Pause between the offline model's streamed tokens. */
export const OFFLINE_TOKEN_DELAY_MS = 12;

type ModelConfig = Pick<typeof env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;

/** Whether the hosted model answers (an API key is configured). */
export function isHostedModel(config: ModelConfig = env): boolean {
  return Boolean(config.OPENAI_API_KEY);
}

/** The name of whichever model answers, shown in the chat header and greeting. */
export function modelLabel(config: ModelConfig = env): string {
  return isHostedModel(config) ? (config.OPENAI_MODEL ?? DEFAULT_HOSTED_MODEL) : OFFLINE_MODEL_NAME;
}

/**
 * The assistant's model: the hosted one (any OpenAI-compatible chat completions
 * server) when OPENAI_API_KEY is set, otherwise the offline model.
 */
export function getChatModel(config: ModelConfig = env, { tokenDelayMs = OFFLINE_TOKEN_DELAY_MS } = {}): LanguageModelV1 {
  if (isHostedModel(config)) {
    const provider = createOpenAI({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      compatibility: config.OPENAI_BASE_URL ? "compatible" : "strict",
    });
    return provider.chat(config.OPENAI_MODEL ?? DEFAULT_HOSTED_MODEL);
  }
  return new OfflineSalesModel({ tokenDelayMs, displayName: OFFLINE_MODEL_NAME });
}
