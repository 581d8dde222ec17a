import "server-only";
/**
 * The hosted model that reads quote requirements, when OPENAI_API_KEY is set
 * (any OpenAI-compatible server through OPENAI_BASE_URL / OPENAI_MODEL). The model
 * only extracts requirements with structured output against the same zod schema
 * the parser fills; prices never come from it.
 */
import { generateObject } from "ai";
import { hostedChatModel, type HostedModelConfig } from "@/lib/ai/providers";
import { requirementsSchema, type Requirements } from "./requirements";

const SYSTEM = [
  "You read a telecom sales agent's description of a business customer's needs and extract requirements.",
  "Count lines by type: voice (phones), mobileInternet (tablets, laptops, hotspots, data-only), fixedWireless (internet for offices, stores or sites), wearables (smartwatches).",
  "When one device is needed per person ('each of the 12 reps needs a phone and a watch'), count one line per person for each device.",
  "carrierPreference is the carrier they want (att, verizon or tmobile), null if none or only a carrier they are leaving.",
  "budget is the monthly amount they mention, per 'month' (total) or per 'line'; null when none.",
  "contractMonths is the contract term in months, 24 unless the description says otherwise; month-to-month is 1.",
  "Never invent lines that are not described; use 0 for a type that is not mentioned.",
].join(" ");

/** Asks the hosted model for the requirements of a description. */
export async function extractRequirementsWithModel(
  description: string,
  config: HostedModelConfig,
  { abortSignal }: { abortSignal?: AbortSignal } = {},
): Promise<Requirements> {
  const { object } = await generateObject({
    model: hostedChatModel(config, { structuredOutputs: true }),
    schema: requirementsSchema,
    schemaName: "quote_requirements",
    schemaDescription: "Requirements of a business wireless quote",
    system: SYSTEM,
    prompt: description,
    temperature: 0,
    maxRetries: 1,
    abortSignal,
  });
  return object;
}
