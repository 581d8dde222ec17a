/** The investor enquiry: shared by the form on /investors and POST /api/investor-contact. */
import { z } from "zod";
import { emailField, phoneField, requiredText, singleLineText } from "@/lib/validation/waitlist";

export const investorFields = {
  name: singleLineText("Name", 120),
  company: singleLineText("Company", 160),
  email: emailField,
  phone: phoneField,
  message: requiredText("Message", 5000),
} as const;
export type InvestorField = keyof typeof investorFields;
export const INVESTOR_FIELD_NAMES = Object.keys(investorFields) as InvestorField[];

export const investorContactSchema = z.object(investorFields);
export type InvestorContact = z.infer<typeof investorContactSchema>;
export type InvestorFormValues = Record<InvestorField, string>;

export const INVESTOR_SUCCESS_MESSAGE = "Thank you for your interest! We will be in touch soon.";
export const INVESTOR_FAILURE_MESSAGE = "Something went wrong. Please try again later.";

export function validateInvestorField(field: InvestorField, value: string): string | undefined {
  const result = investorFields[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateInvestorForm(values: InvestorFormValues): Partial<Record<InvestorField, string>> {
  const errors: Partial<Record<InvestorField, string>> = {};
  for (const field of INVESTOR_FIELD_NAMES) {
    const message = validateInvestorField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
