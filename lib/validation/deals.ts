/** Deal payloads (board moves, board queries, New Deal form), shared by the browser and the server. */
import { z } from "zod";
import { idempotencyKeySchema } from "./idempotency";
import { CARRIER_CODES } from "@/config/carriers";
import { DEVICE_TYPES } from "@/config/device-types";
import { computeDealValue } from "@/lib/deals/value";

/** Largest amount the database stores for a deal (numeric(14,2)). */
export const MAX_DEAL_VALUE = 999_999_999_999.99;

export const DEAL_STATUSES = ["lead", "qualified", "proposal", "negotiation", "closed_won", "closed_lost"] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Statuses of deals still open (not won or lost). */
export const OPEN_STATUSES: readonly DealStatus[] = ["lead", "qualified", "proposal", "negotiation"];

/** The five statuses the board shows, in column order (closed_lost is hidden unless filtered for). */
export const BOARD_STATUSES = ["lead", "qualified", "proposal", "negotiation", "closed_won"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/**
 * The board's status filter: "all" is the five board columns (lost deals stay off the
 * board), one of them, or Closed Lost, which adds a Closed Lost column to reopen lost deals from.
 */
export const BOARD_FILTER_STATUSES = [...BOARD_STATUSES, "closed_lost"] as const;

/** The one map of deal status names, as the board, the pipeline chart and the assistant show them. */
export const DEAL_STATUS_NAMES: Record<DealStatus, string> = {
  lead: "Lead",
  qualified: "Qualified",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
};

/** Status options of forms and report cells: the same names, with Closed Won shortened to Won. */
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = { ...DEAL_STATUS_NAMES, closed_won: "Won" };

/** The name of a status ('closed_won' → 'Closed Won'); an unknown value as it is. */
export function dealStatusName(status: string): string {
  return DEAL_STATUS_NAMES[status as DealStatus] ?? status;
}

export const DEAL_STAGES = ["discovery", "qualification", "solution", "proposal", "negotiation", "closing"] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  discovery: "Discovery",
  qualification: "Qualification",
  solution: "Solution Design",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closing: "Closing",
};

export const HARDWARE_SOURCES = ["carrier", "customer", "third_party"] as const;
export const HARDWARE_SOURCE_LABELS: Record<(typeof HARDWARE_SOURCES)[number], string> = {
  carrier: "Carrier",
  customer: "Customer",
  third_party: "Third Party",
};

export const DEAL_SORTS = ["created_at", "close_date", "value", "probability"] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
export const DEAL_SORT_LABELS: Record<DealSort, string> = {
  created_at: "Created Date",
  close_date: "Close Date",
  value: "Deal Value",
  probability: "Probability",
};

/** A board move: the deal, the status the agent saw it in (`from`) and the status it is dropped on. */
export const LOST_REASON_REQUIRED = "Say why the deal was lost";
const lostReason = z.string().trim().max(500, "The lost reason must be at most 500 characters").optional();

export const moveDealSchema = z
  .object({
    dealId: z.string().uuid("Unknown deal"),
    from: z.enum(DEAL_STATUSES, { message: "Invalid status" }),
    status: z.enum(DEAL_STATUSES, { message: "Invalid status" }),
    /** Asked when the deal is dropped on Closed Lost. */
    lostReason,
    /** Undo gives back the probability and close date the deal had before the move (the status rule still applies). */
    probability: z.number().int().min(0).max(100).optional(),
    closeDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Close date must be a date")
      .nullable()
      .optional(),
  })
  .refine((m) => m.status !== "closed_lost" || m.from === "closed_lost" || !!m.lostReason, {
    message: LOST_REASON_REQUIRED,
    path: ["lostReason"],
  });
export type MoveDealInput = z.infer<typeof moveDealSchema>;

/**
 * The board's query. `archived` is the archive view: only archived deals, in every status
 * column (Closed Lost included); without it the board shows only deals not archived.
 */
export const boardQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  status: z.enum(["all", ...BOARD_FILTER_STATUSES]).default("all"),
  sort: z.enum(DEAL_SORTS).default("created_at"),
  archived: z.boolean().default(false),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** Reads the board's URL parameters (`archived=1` is the archive), falling back to the defaults on anything unknown. */
export function parseBoardQuery(params: Record<string, string | string[] | undefined>): BoardQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const raw = { q: one(params.q) ?? "", status: one(params.status) ?? "all", sort: one(params.sort) ?? "created_at" };
  const archived = one(params.archived) === "1";
  const parsed = boardQuerySchema.safeParse({ ...raw, archived });
  if (parsed.success) return parsed.data;
  return boardQuerySchema.parse({
    q: boardQuerySchema.shape.q.safeParse(raw.q).data ?? "",
    status: boardQuerySchema.shape.status.safeParse(raw.status).data ?? "all",
    sort: boardQuerySchema.shape.sort.safeParse(raw.sort).data ?? "created_at",
    archived,
  });
}

export const columnPageSchema = boardQuerySchema.extend({
  column: z.enum(BOARD_FILTER_STATUSES),
  offset: z.number().int().min(0).max(1_000_000),
});

/** A line count as the form takes it: non-numeric becomes 0, never negative. */
const count = z.preprocess(
  (v) => (v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? 0 : Number(v)),
  z.number().int("Line counts must be whole numbers").min(0, "Line counts cannot be negative").max(100_000),
);
const money = z.preprocess(
  (v) => (v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? 0 : Number(v)),
  z.number().min(0, "Monthly rate cannot be negative").max(1_000_000),
);
const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

const dealFields = z.object({
  contactName: z.string().trim().min(1, "Contact name is required").max(200),
  companyName: z.string().trim().min(1, "Company name is required").max(200),
  companyWebsite: z
    .string()
    .trim()
    .max(500)
    .optional()
    .default("")
    .refine((v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), "Company website must be a URL (https://…)"),
  voiceLines: count,
  mobileInternetLines: count,
  fixedWirelessLines: count,
  useCase: optionalText(500),
  hardwareSource: z.enum(HARDWARE_SOURCES).default("carrier"),
  deviceType: z.union([z.enum(DEVICE_TYPES), z.literal("")]).default(""),
  partnerSolution: optionalText(300),
  closeDate: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Expected close date must be a date"),
  carrier: z.enum(CARRIER_CODES, { message: "Carrier is required" }),
  ratePlanId: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
    z.number().int().positive().nullable(),
  ),
  monthlyRate: money,
  contractTerm: z.preprocess(
    (v) => (v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v)),
    z.number().int("Contract term must be whole months").min(0, "Contract term cannot be negative").max(600).nullable(),
  ),
  promotionEndsOn: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Promotion end date must be a date"),
  deviceInstallmentMonths: z.preprocess(
    (v) => (v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v)),
    z
      .number()
      .int("Device payments must be whole months")
      .min(0, "Device payments cannot be negative")
      .max(120, "Device payments must be at most 120 months")
      .nullable(),
  ),
  title: z.string().trim().min(1, "Deal title is required").max(300),
  description: optionalText(5000),
  status: z.enum(DEAL_STATUSES, { message: "Status is required" }).default("lead"),
  stage: z.enum(DEAL_STAGES, { message: "Stage is required" }).default("discovery"),
  probability: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ required_error: "Probability is required", invalid_type_error: "Probability is required" })
      .int("Probability must be a whole number")
      .min(0, "Probability must be between 0 and 100")
      .max(100, "Probability must be between 0 and 100"),
  ),
});

const valueFits = (d: Parameters<typeof computeDealValue>[0]) =>
  computeDealValue({ ...d, oneTimeRevenue: 0 }).totalRevenue <= MAX_DEAL_VALUE;
const VALUE_TOO_LARGE = { message: "The deal value is too large", path: ["monthlyRate"] };

/**
 * New Deal: the deal's fields, the existing customer it is for (else a new customer is made from
 * the contact and company) and the form's idempotency key (a repeated submit makes one deal).
 */
export const newDealSchema = dealFields
  .extend({
    customerId: z.string().uuid("Unknown customer").optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .refine(valueFits, VALUE_TOO_LARGE);

/**
 * The deal page's edit: the deal's own fields with New Deal's rules (its customer is edited on
 * the customer's page), the time of the version the agent edited (a compare-and-set: a deal
 * changed since answers 409) and a lost reason, required when the deal is Closed Lost.
 */
export const editDealSchema = dealFields
  .omit({ contactName: true, companyName: true, companyWebsite: true })
  .extend({
    dealId: z.string().uuid("Unknown deal"),
    version: z.string().min(1).max(64),
    lostReason,
  })
  .refine(valueFits, VALUE_TOO_LARGE)
  .refine((d) => d.status !== "closed_lost" || !!d.lostReason, { message: LOST_REASON_REQUIRED, path: ["lostReason"] });
export type EditDealInput = z.input<typeof editDealSchema>;
export type EditDeal = z.infer<typeof editDealSchema>;

export const dealNoteSchema = z.object({
  dealId: z.string().uuid("Unknown deal"),
  text: z.string().trim().min(1, "Write the note first").max(5000, "A note must be at most 5,000 characters"),
});

export const deleteDealSchema = z.object({
  dealId: z.string().uuid("Unknown deal"),
  version: z.string().min(1).max(64),
});

/** Archive or restore: the deal and the version the agent saw (a deal changed since answers 409). */
export const archiveDealSchema = deleteDealSchema;
export type NewDealInput = z.input<typeof newDealSchema>;
export type NewDeal = z.infer<typeof newDealSchema>;
