/** Customer payloads (New Customer form, customers list query), shared by the browser and the server. */
import { z } from "zod";
import { idempotencyKeySchema } from "./idempotency";

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const CUSTOMER_SORTS = ["created_at", "name", "company_name"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  created_at: "Created Date",
  name: "Name",
  company_name: "Company",
};

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

/** Digits, spaces and + ( ) - . x as a phone number is written; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ()\-.]+(?:\s*(?:x|ext\.?)\s*[0-9]+)?$/i;

export function isPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/(?:x|ext\.?)\s*[0-9]+$/i, "").replace(/\D/g, "");
  return digits.length >= 7 && digits.length <= 15;
}

export const newCustomerSchema = z.object({
  name: z.string().trim().min(1, "Contact name is required").max(200),
  companyName: z.string().trim().min(1, "Company name is required").max(200),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .default("")
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "Please enter a valid email address"),
  phone: optionalText(40).refine((v) => v === "" || isPhone(v), "Please enter a valid phone number"),
  companyWebsite: optionalText(500).refine(
    (v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
    "Company website must be a URL (https://…)",
  ),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  postalCode: optionalText(20),
  industry: optionalText(120),
  size: z.union([z.enum(COMPANY_SIZES), z.literal("")]).default(""),
  notes: optionalText(5000),
  /** The form's key: a repeated submit makes one customer. */
  idempotencyKey: idempotencyKeySchema,
});
export type NewCustomerInput = z.input<typeof newCustomerSchema>;

/** The customer page's edit: New Customer's rules and the version the agent opened (a compare-and-set). */
export const editCustomerSchema = newCustomerSchema.omit({ idempotencyKey: true }).extend({
  customerId: z.string().uuid("Unknown customer"),
  version: z.string().min(1).max(64),
});
export type EditCustomer = z.infer<typeof editCustomerSchema>;

export const customerIdSchema = z.object({ customerId: z.string().uuid("Unknown customer") });

/** Merge `fromId` into `customerId` (the customer whose page it is). */
export const mergeCustomersSchema = z.object({
  customerId: z.string().uuid("Unknown customer"),
  fromId: z.string().uuid("Choose the customer to merge"),
});
export type NewCustomer = z.infer<typeof newCustomerSchema>;

export const customerQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  sort: z.enum(CUSTOMER_SORTS).default("created_at"),
  limit: z.coerce.number().int().min(1).max(10_000).default(60),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

/** The customer picker's search (what the agent typed in a company name field). */
export const customerChoiceQuerySchema = z.object({ q: z.string().trim().max(200).default("") });

export function parseCustomerQuery(params: Record<string, string | string[] | undefined>): CustomerQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return {
    q: customerQuerySchema.shape.q.safeParse(one(params.q) ?? "").data ?? "",
    sort: customerQuerySchema.shape.sort.safeParse(one(params.sort) ?? "created_at").data ?? "created_at",
    limit: customerQuerySchema.shape.limit.safeParse(one(params.limit) ?? 60).data ?? 60,
  };
}
