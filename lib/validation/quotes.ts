/**
 * Quote request form and API payloads, shared by the Quote Generator page, the
 * `/api/generate-quote` handler and the save-quote server action.
 */
import { z } from "zod";
import { idempotencyKeySchema } from "./idempotency";
import { billAnalysisSchema } from "@/lib/bills/analysis-schema";
import { requirementsSchema } from "@/lib/quotes/requirements";

export const MAX_DESCRIPTION_LENGTH = 5000;

/** A website without a scheme gets `https://` in front ("acme.com" → "https://acme.com"). */
export function normaliseWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const customerInfoSchema = z.object({
  companyName: required("Company name", 200),
  companyWebsite: required("Company website", 300)
    .transform(normaliseWebsite)
    .pipe(z.string().url("Enter a valid website, e.g. example.com")),
  contactName: required("Contact name", 200),
  contactEmail: required("Contact email", 254).email("Enter a valid email address"),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const quoteRequestFormSchema = customerInfoSchema.extend({
  description: required("Description", MAX_DESCRIPTION_LENGTH),
});
export type QuoteRequestForm = z.input<typeof quoteRequestFormSchema>;

/** `/api/generate-quote` from a description … */
export const quoteFromDescriptionSchema = z.object({
  description: required("Description", MAX_DESCRIPTION_LENGTH),
  customerInfo: customerInfoSchema,
});
/** … or from a bill analysis (the enterprise quote). */
export const quoteFromBillSchema = z.object({ currentBill: billAnalysisSchema });

/** Picks the payload's schema: a body with `currentBill` asks for the enterprise quote. */
export function generateQuoteSchemaFor(body: unknown) {
  return body && typeof body === "object" && "currentBill" in body ? quoteFromBillSchema : quoteFromDescriptionSchema;
}

/** What Save Quote sends: the form and the requirements; the server prices them again. */
export const saveQuoteSchema = z.object({
  quoteId: z.string().uuid(),
  description: required("Description", MAX_DESCRIPTION_LENGTH),
  customerInfo: customerInfoSchema,
  requirements: requirementsSchema,
  source: z.enum(["parser", "model"]).default("parser"),
  /** The existing customer chosen in the picker (else one is found by company name and e-mail, or made). */
  customerId: z.string().uuid("Unknown customer").optional(),
  /** The form's key: a repeated or doubled Save Quote stores one quote. */
  idempotencyKey: idempotencyKeySchema,
});
export type SaveQuoteInput = z.infer<typeof saveQuoteSchema>;
