import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV1 } from "@ai-sdk/provider";
import { env } from "@/lib/env";
import { OFFLINE_MODEL_NAME, OfflineSalesModel } from "./offline-model";

/** Model of an OpenAI-compatible server when OPENAI_MODEL is not set. */
export const DEFAULT_HOSTED_MODEL = "gpt-4o-mini";

type ModelConfig = Pick<typeof env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;

/** Settings of the hosted, OpenAI-compatible server. */
export type HostedModelConfig = { apiKey: string; baseURL?: string; model?: string };

/** The hosted model's settings from the environment, or null when none is configured. */
export function hostedModelConfig(config: ModelConfig = env): HostedModelConfig | null {
  if (!config.OPENAI_API_KEY) return null;
  return { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL };
}

/**
 * A chat model of the hosted server (OpenAI, or any OpenAI-compatible chat
 * completions server at `baseURL`). Used by the assistant and by the quote
 * generator's requirement extraction.
 */
export function hostedChatModel(config: HostedModelConfig, { structuredOutputs = false } = {}): LanguageModelV1 {
  const provider = createOpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    compatibility: config.baseURL ? "compatible" : "strict",
  });
  return provider.chat(config.model ?? DEFAULT_HOSTED_MODEL, { structuredOutputs });
}

/** Whether the hosted model answers (an API key is configured). */
export function isHostedModel(config: ModelConfig = env): boolean {
  return Boolean(config.OPENAI_API_KEY);
}

/** The name of whichever model answers, shown in the chat header and greeting. */
export function modelLabel(config: ModelConfig = env): string {
  return isHostedModel(config) ? (config.OPENAI_MODEL ?? DEFAULT_HOSTED_MODEL) : OFFLINE_MODEL_NAME;
}

/** The name shown for a model: the offline model's product name, else the hosted model's id. */
export function answeringModelName(model: LanguageModelV1): string {
  return model instanceof OfflineSalesModel ? OFFLINE_MODEL_NAME : model.modelId;
}

/**
 * The assistant's model: the hosted one (any OpenAI-compatible chat completions
 * server) when OPENAI_API_KEY is set, otherwise the offline model.
 */
export function getChatModel(
  config: ModelConfig = env,
  { tokenDelayMs = env.OFFLINE_MODEL_TOKEN_DELAY_MS } = {},
): LanguageModelV1 {
  const hosted = hostedModelConfig(config);
  if (hosted) return hostedChatModel(hosted);
  return new OfflineSalesModel({ tokenDelayMs, displayName: OFFLINE_MODEL_NAME });
}
