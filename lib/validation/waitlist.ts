/**
 * The waitlist payload: one zod schema shared by the signup form (field checks on
 * blur and on submit) and the waitlist function on the server.
 */
import { z } from "zod";

/** Where the signup modal was opened from; `direct` when no opener said. */
export const WAITLIST_SOURCES = [
  "direct",
  "header",
  "mobile_header",
  "hero",
  "reseller",
  "features_hero",
  "features_cta",
  "how_it_works_hero",
  "how_it_works_cta",
] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];
export const DEFAULT_WAITLIST_SOURCE: WaitlistSource = "direct";

/** Text, an at sign, text, a dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Optional plus, optional "(", 3 digits, optional ")", optional separator (dash,
 * space or dot), 3 digits, optional separator, then 4 to 6 digits.
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4,6}$/;

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PHONE_MESSAGE = "Please enter a valid phone number";

/** A required text field: whitespace-only counts as blank ("{Field} is required"). */
export function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Line breaks and other control characters: never in a field that goes into a mail header. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/** A required one-line text (a name, a company): it may go into a mail's headers, where a line break starts a new header. */
export function singleLineText(label: string, max: number) {
  return requiredText(label, max).refine(
    (value) => !CONTROL_CHARACTERS.test(value),
    `${label} must be a single line of text, without line breaks`,
  );
}

export const emailField = requiredText("Email", 254).regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** Optional phone: blank means none; anything given must match the phone rule. */
export const phoneField = z
  .union([z.string({ invalid_type_error: PHONE_MESSAGE }), z.null()], { invalid_type_error: PHONE_MESSAGE })
  .optional()
  .transform((value) => (value ?? "").trim())
  .refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_MESSAGE)
  .transform((value) => (value === "" ? undefined : value));

export const waitlistFields = {
  name: singleLineText("Name", 120),
  email: emailField,
  company: singleLineText("Company", 160),
  phone: phoneField,
} as const;
export type WaitlistField = keyof typeof waitlistFields;
export const WAITLIST_FIELD_NAMES = Object.keys(waitlistFields) as WaitlistField[];

/** The form's fields (what a visitor types). */
export const waitlistFormSchema = z.object(waitlistFields);
export type WaitlistFormValues = Record<WaitlistField, string>;

/** The request body of POST /.netlify/functions/waitlist. */
export const waitlistRequestSchema = waitlistFormSchema.extend({
  source: z
    .enum(WAITLIST_SOURCES)
    .optional()
    .catch(undefined)
    .transform((s) => s ?? DEFAULT_WAITLIST_SOURCE),
  /** Honeypot: hidden from people, so only bots fill it. */
  website: z.unknown().optional(),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

/** The first message for one field's value, or undefined when it is valid. */
export function validateWaitlistField(field: WaitlistField, value: string): string | undefined {
  const result = waitlistFields[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Messages for every invalid field (empty when the form may be sent). */
export function validateWaitlistForm(values: WaitlistFormValues): Partial<Record<WaitlistField, string>> {
  const errors: Partial<Record<WaitlistField, string>> = {};
  for (const field of WAITLIST_FIELD_NAMES) {
    const message = validateWaitlistField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Whether a honeypot value counts as filled in. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}
