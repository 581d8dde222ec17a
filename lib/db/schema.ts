/**
 * The one schema of the product. Tables of the public site (blog, waitlist,
 * investor enquiries, outbox) and of the agent portal (companies, agents,
 * catalogue, customers, deals, quotes, chat). Column names of `rate_plans` and
 * `certified_devices` keep the spec's spelling, spaces included.
 *
 * Row-level security and its policies live in the custom SQL migration
 * `supabase/migrations/*_row_level_security.sql`; `auth.users` is Supabase's own
 * table (created locally by `*_auth_schema.sql` when it does not exist), described
 * in `auth-schema.ts` so that drizzle-kit leaves it alone.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ─── Public side ────────────────────────────────────────────────────────────

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    readTime: integer("read_time").notNull().default(5),
    published: boolean("published").notNull().default(true),
    authorId: uuid("author_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_created_idx").on(t.published, t.createdAt.desc()),
  ],
);

export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    source: text("source").notNull().default("direct"),
    /** 'pending' until a platform operator approves the entry ('approved'). */
    status: text("status").notNull().default("pending"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by"),
    /** The workspace made on approval. */
    companyId: uuid("company_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("waitlist_signups_email_lower_key").on(sql`lower(${t.email})`),
    index("waitlist_signups_created_idx").on(t.createdAt.desc()),
  ],
);

export const investorInquiries = pgTable("investor_inquiries", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  company: text("company").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to), index("email_outbox_created_idx").on(t.createdAt)],
);

// ─── Auth support ───────────────────────────────────────────────────────────

/** Sessions of the local auth adapter; Supabase Auth keeps its own. */
export const agentSessions = pgTable(
  "agent_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    /** 'agent' for a full portal session, 'assistant' for the gate's assistant-only session. */
    kind: text("kind").notNull().default("agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("agent_sessions_user_idx").on(t.userId)],
);

/**
 * Sliding-window limits (failed logins, waitlist per IP, chat per day …), shared by every
 * server instance: one row per limit (`bucket`) and subject (`key`). The window is cut
 * into slots; `counts` is a ring of slot counters and `slot` the newest slot written, so
 * a request reads and advances one row in one statement (see lib/rate-limit.ts).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowMs: integer("window_ms").notNull(),
    slot: bigint("slot", { mode: "number" }).notNull(),
    counts: integer("counts").array().notNull(),
    /** When every slot of the ring has left the window: the row can be pruned. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);

// ─── Portal ─────────────────────────────────────────────────────────────────

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const agentUsers = pgTable(
  "agent_users",
  {
    /** Same id as the auth user. */
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    role: text("role").notNull().default("agent"),
    /** One of the platform's own blog authors: creates, edits and unpublishes posts on the public blog. */
    blogAuthor: boolean("blog_author").notNull().default(false),
    notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    companyId: uuid("company_id").references(() => companies.id),
    /** A platform operator (sees the waitlist and the outbox); independent of the company role. */
    isOperator: boolean("is_operator").notNull().default(false),
    /** Set when an admin deactivates the member: no sign-in, every session refused. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("agent_users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("agent_users_email_lower_key").on(sql`lower(${t.email})`),
    index("agent_users_company_idx").on(t.companyId),
  ],
);

/**
 * Invitations to join a company, by e-mail. Only the SHA-256 of the link's token is
 * kept; a row is used once (`acceptedAt`), can be revoked, and expires.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    email: text("email").notNull(),
    role: text("role").notNull().default("agent"),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    index("invitations_company_idx").on(t.companyId, t.createdAt.desc()),
  ],
);

/**
 * An agent's authenticator app (server-only): the TOTP secret, encrypted with a key derived
 * from the session secret (AES-256-GCM), `confirmedAt` set once a first code proved the app
 * holds it (`agent_users.two_factor_enabled` follows), and the last time step accepted, so a
 * code is never taken twice.
 */
export const agentTwoFactor = pgTable("agent_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => agentUsers.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes of an agent's two-factor sign-in (server-only): SHA-256 only, each used once. */
export const agentRecoveryCodes = pgTable(
  "agent_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => agentUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("agent_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/** One-time password reset links (server-only): the SHA-256 of the token, single use, short-lived. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => agentUsers.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

/** Who did what in a company's workspace (invited, approved, changed a role, deactivated, reset). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    /** The e-mail or username the action was about. */
    subject: text("subject"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_company_idx").on(t.companyId, t.createdAt.desc())],
);

export const ratePlans = pgTable(
  "rate_plans",
  {
    id: serial("id").primaryKey(),
    carrier: text("Carrier").notNull(),
    plan: text("Plan").notNull(),
    planType: text("Plan Type").notNull(),
    pricePerLine: numeric("Price Per Line", { precision: 10, scale: 2, mode: "number" }).notNull(),
    premiumData: text("Premium Data"),
    hotspot: text("Hotspot"),
    videoStreaming: text("Video Streaming"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("rate_plans_carrier_type_price_idx").on(t.carrier, t.planType, t.pricePerLine)],
);

export const certifiedDevices = pgTable(
  "certified_devices",
  {
    id: serial("id").primaryKey(),
    carrier: text("Carrier").notNull(),
    manufacturer: text("Manufacturer").notNull(),
    model: text("Model").notNull(),
    deviceType: text("Device Type").notNull(),
    deviceSub: text("Device Sub"),
    os: text("OS"),
    network: text("Network"),
    bands: text("Bands"),
    fiveGBands: text("5G_Bands"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("certified_devices_carrier_type_idx").on(t.carrier, t.deviceType),
    index("certified_devices_type_idx").on(t.deviceType),
    index("certified_devices_manufacturer_idx").on(t.manufacturer),
  ],
);

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    companyWebsite: text("company_website"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    industry: text("industry"),
    size: text("size"),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => agentUsers.id),
    assignedTo: uuid("assigned_to").references(() => agentUsers.id),
    /** The New Customer form's key: a repeated submit makes one customer. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_company_idempotency_key").on(t.companyId, t.idempotencyKey),
    index("customers_company_created_idx").on(t.companyId, t.createdAt.desc()),
    index("customers_company_name_idx").on(t.companyId, t.name),
    index("customers_company_company_name_idx").on(t.companyId, t.companyName),
    index("customers_company_email_idx").on(t.companyId, sql`lower(${t.email})`),
  ],
);

export type DealMetadata = {
  voice_lines?: number;
  mobile_internet_lines?: number;
  fixed_wireless_lines?: number;
  use_case?: string;
  hardware_source?: "carrier" | "customer" | "third_party";
  partner_solution?: string;
  rate_plan_id?: number | null;
  /** Rate per line as entered (monthly revenue ÷ lines for deals made before it was kept). */
  monthly_rate?: number;
};

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: uuid("customer_id").references(() => customers.id),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").notNull().default("lead"),
    stage: text("stage").notNull().default("discovery"),
    /** Why a Closed Lost deal was lost (required when it is lost, cleared when it reopens). */
    lostReason: text("lost_reason"),
    value: numeric("value", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    closeDate: timestamp("close_date", { mode: "string", withTimezone: false }),
    probability: integer("probability").notNull().default(20),
    carrier: text("carrier"),
    productType: text("product_type"),
    contractTerm: integer("contract_term"),
    monthlyRevenue: numeric("monthly_revenue", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    oneTimeRevenue: numeric("one_time_revenue", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    totalRevenue: numeric("total_revenue", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    metadata: jsonb("metadata").$type<DealMetadata>().notNull().default({}),
    /** When the carrier promotion on the deal ends ('yyyy-MM-dd'), for the renewals radar. */
    promotionEndsOn: date("promotion_ends_on", { mode: "string" }),
    /** Device installment plan length in months (the last installment falls that many months after close). */
    deviceInstallmentMonths: integer("device_installment_months"),
    // Expected commission (lib/commissions/model.ts) under the plan in effect on the close date.
    // Stored when the deal or the company's plans change, so the board sums it from an index.
    commissionProduct: text("commission_product"),
    commissionPlanId: uuid("commission_plan_id"),
    commissionUpfront: numeric("commission_upfront", { precision: 14, scale: 2, mode: "number" }),
    commissionResidualMonthly: numeric("commission_residual_monthly", { precision: 14, scale: 2, mode: "number" }),
    commissionTotal: numeric("commission_total", { precision: 14, scale: 2, mode: "number" }),
    /** What the deal counts for in its board column: earned when won, nothing when lost, else weighted by probability. */
    commissionWeighted: numeric("commission_weighted", { precision: 14, scale: 2, mode: "number" }).generatedAlwaysAs(
      sql`case when status = 'closed_won' then commission_total when status = 'closed_lost' then 0
        else round(commission_total * probability / 100.0, 2) end`,
    ),
    chargebackEndsOn: date("chargeback_ends_on", { mode: "string" }),
    /** When the figures above were computed; null = not yet (catch-up computes them on the next read). */
    commissionComputedAt: timestamp("commission_computed_at", { withTimezone: true }),
    /** The key of the create request that made the deal: a repeated submit finds it instead of making another. */
    idempotencyKey: text("idempotency_key"),
    /**
     * When the deal was archived; null = on the board. An archived deal leaves the board, its
     * counts and export and the pipeline figures, and stays in commissions, statements and reports.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => agentUsers.id),
    assignedTo: uuid("assigned_to").references(() => agentUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("deals_company_status_created_idx").on(t.companyId, t.status, t.createdAt.desc()),
    // The board reads the first cards of each status column in one of four orders
    // (ties broken by created_at, id for stable "show more" pages); one index per order.
    index("deals_board_created_idx").on(t.companyId, t.status, t.createdAt.desc(), t.id.desc()),
    index("deals_board_value_idx").on(t.companyId, t.status, t.value.desc(), t.createdAt.desc(), t.id.desc()),
    index("deals_board_probability_idx").on(
      t.companyId,
      t.status,
      t.probability.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("deals_board_close_idx").on(
      t.companyId,
      t.status,
      t.closeDate.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Narrow, so each column's count, total value and (weighted) commission is an index-only scan;
    // of the deals on the board only (archived ones would make it read every row: 13 → 34 ms at 20,000).
    index("deals_board_totals_idx")
      .on(t.companyId, t.status, t.value, t.commissionWeighted)
      .where(sql`${t.archivedAt} is null`),
    index("deals_commission_pending_idx").on(t.companyId).where(sql`${t.commissionComputedAt} is null`),
    index("deals_company_created_idx").on(t.companyId, t.createdAt.desc()),
    index("deals_company_close_idx").on(t.companyId, t.closeDate),
    index("deals_customer_idx").on(t.customerId),
    uniqueIndex("deals_company_idempotency_key").on(t.companyId, t.idempotencyKey),
    // The statuses of lib/validation/deals (DEAL_STATUSES): the one vocabulary, held by the database too.
    check(
      "deals_status_check",
      sql`${t.status} in ('lead', 'qualified', 'proposal', 'negotiation', 'closed_won', 'closed_lost')`,
    ),
  ],
);

/**
 * Commission plans of a company: one row per carrier, commission product and
 * effective date. Rows are never rewritten once in effect: a change is a new row
 * with a later effective date (see lib/commissions/model.ts).
 */
export const commissionPlans = pgTable(
  "commission_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** ATT | VERIZON | TMOBILE */
    carrier: text("carrier").notNull(),
    /** phone | tablet_data | wearable | iot | internet */
    product: text("product").notNull(),
    upfrontMultiple: numeric("upfront_multiple", { precision: 8, scale: 2, mode: "number" }).notNull(),
    residualPercent: numeric("residual_percent", { precision: 6, scale: 2, mode: "number" }).notNull(),
    chargebackDays: integer("chargeback_days").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => agentUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("commission_plans_key").on(t.companyId, t.carrier, t.product, t.effectiveFrom)],
);

/**
 * Where commission statements come from (a carrier or a master agent), with the
 * column mapping of its files, saved the first time so later uploads need none.
 */
export const statementSources = pgTable(
  "statement_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    /** ATT | VERIZON | TMOBILE, or null when the source pays for every carrier. */
    carrier: text("carrier"),
    /** Statement column per field: { reference, amount, paidOn?, kind? } */
    columnMap: jsonb("column_map").$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("statement_sources_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** One uploaded statement; the same file (by content hash) is recognised and never counted twice. */
export const commissionStatements = pgTable(
  "commission_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => statementSources.id),
    filename: text("filename").notNull(),
    /** SHA-256 of the file's bytes. */
    contentHash: text("content_hash").notNull(),
    /** The month the statement pays for ('yyyy-MM'). */
    period: text("period").notNull(),
    rowCount: integer("row_count").notNull(),
    totalPaid: numeric("total_paid", { precision: 14, scale: 2, mode: "number" }).notNull(),
    uploadedBy: uuid("uploaded_by").references(() => agentUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("commission_statements_company_hash_key").on(t.companyId, t.contentHash),
    index("commission_statements_company_created_idx").on(t.companyId, t.createdAt.desc()),
  ],
);

/** The rows of a statement: what was paid, for which deal when one matched. */
export const commissionPayments = pgTable(
  "commission_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => commissionStatements.id, { onDelete: "cascade" }),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "set null" }),
    rowNumber: integer("row_number").notNull(),
    reference: text("reference").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }),
    kind: text("kind"),
  },
  (t) => [
    index("commission_payments_statement_idx").on(t.statementId),
    index("commission_payments_company_deal_idx").on(t.companyId, t.dealId),
  ],
);

/**
 * Check-ins and follow-ups: one row per task, owned by an agent of the company,
 * optionally about a deal and/or a customer. Open while `doneAt` is null; overdue
 * once `dueAt` has passed. Visible to every agent of the company (row-level security
 * as for deals); the owner is notified when it falls due.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => agentUsers.id),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => agentUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("tasks_owner_open_due_idx").on(t.companyId, t.ownerId, t.dueAt).where(sql`${t.doneAt} is null`),
    index("tasks_owner_due_idx").on(t.companyId, t.ownerId, t.dueAt),
    index("tasks_deal_idx").on(t.dealId, t.dueAt),
    index("tasks_customer_idx").on(t.customerId, t.dueAt),
  ],
);

/**
 * The agent's portal notifications, one row per agent, kept on the server so every
 * device and every sign-in shows the same list: server-made ones (renewal reminders,
 * tasks falling due) and the events the portal reports (a deal won, a quote saved, an
 * export ready). `key` makes each server-made one happen once (e.g.
 * 'renewal:<deal>:<end>:90'). Read and removed on the server (`readAt`, `dismissedAt`).
 */
export const agentNotifications = pgTable(
  "agent_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => agentUsers.id),
    key: text("key").notNull(),
    type: text("type").notNull().default("info"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agent_notifications_user_key").on(t.userId, t.key),
    index("agent_notifications_listed_idx").on(t.userId, t.createdAt.desc()).where(sql`${t.dismissedAt} is null`),
  ],
);

export const dealEvents = pgTable(
  "deal_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    fromStatus: text("from_status"),
    /** The status the deal entered; null for an event that is not a status change (an edit, a note). */
    toStatus: text("to_status"),
    /** created | moved | edited | note | archived | restored */
    kind: text("kind").notNull().default("moved"),
    /** An edit's changed fields ({ field: [before, after] }) or a note's text ({ text }). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    actorId: uuid("actor_id").references(() => agentUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("deal_events_company_created_idx").on(t.companyId, t.createdAt.desc()),
    index("deal_events_deal_idx").on(t.dealId, t.createdAt.desc()),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agentUsers.id),
    status: text("status").notNull().default("draft"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Requirements understood from the description (lines by type, carrier preference, budget, needs). */
    requirements: jsonb("requirements").notNull().default({}),
    /** Recommended carrier of the saved quote. */
    carrier: text("carrier"),
    contractMonths: integer("contract_months").notNull().default(24),
    monthlyTotal: numeric("monthly_total", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    contractTotal: numeric("contract_total", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    /** The whole generated quote (every carrier's option), as shown when it was saved. */
    data: jsonb("data").notNull().default({}),
    /** The Quote Generator form's key: a repeated Save Quote stores one quote. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_company_idempotency_key").on(t.companyId, t.idempotencyKey),
    index("quotes_company_created_idx").on(t.companyId, t.createdAt.desc()),
    index("quotes_customer_idx").on(t.customerId),
    index("quotes_agent_idx").on(t.agentId),
  ],
);

export const quoteItems = pgTable(
  "quote_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    ratePlanId: integer("rate_plan_id").references(() => ratePlans.id),
    carrier: text("carrier").notNull(),
    lineType: text("line_type").notNull(),
    planName: text("plan_name").notNull(),
    quantity: integer("quantity").notNull(),
    pricePerLine: numeric("price_per_line", { precision: 10, scale: 2, mode: "number" }).notNull(),
    monthly: numeric("monthly", { precision: 14, scale: 2, mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("quote_items_quote_idx").on(t.quoteId)],
);

// ─── AI Sales Assistant ─────────────────────────────────────────────────────

export const chatConversations = pgTable(
  "chat_conversations",
  {
    /** The client's conversation id (useChat's: any 1-100 safe characters). */
    id: text("id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => agentUsers.id),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_conversations_user_updated_idx").on(t.userId, t.updatedAt.desc())],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    /** The client's message id, unique within its conversation. */
    id: text("id").notNull(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** UI message parts (text, tool invocations …) as the chat client sends them. */
    parts: jsonb("parts"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.id] }),
    index("chat_messages_conversation_created_idx").on(t.conversationId, t.createdAt),
  ],
);

/** Marker rows (e.g. that the seed ran). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
