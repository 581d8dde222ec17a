/**
 * Typed environment. Every variable the product reads is declared here (and
 * documented in `.env.example`); a wrong value stops the server at start with a
 * message that names it.
 */
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  DATABASE_URL: optionalUrl,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z
    .string()
    .min(32, "AUTH_SECRET must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  /** Supabase's service-role key, server only: the admin invite and the admin read of an account's factors. */
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  DEMO_USERNAME: z.string().trim().min(1).default("demo"),
  DEMO_PASSWORD: z.string().min(8).default("demo1234"),
  DEMO_LOGIN: z.enum(["on", "off"]).default("on"),
  /** Comma-separated e-mails of platform operators (besides users flagged is_operator). */
  OPERATOR_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  OFFLINE_MODEL_TOKEN_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
  CHAT_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
  CHAT_CONCURRENT_PER_AGENT: z.coerce.number().int().min(1).max(100_000).default(3),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("TelcoPilot <no-reply@telecom-reseller.example>"),
  INVESTOR_CONTACT_EMAIL: z.string().trim().email().default("investors@telecom-reseller.example"),
  WAITLIST_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(5),
  NEXT_PUBLIC_SITE_URL: z.string().trim().url().default("http://localhost:3000"),
  NETLIFY: optionalText,
  /** Proxies in front of the server that append to X-Forwarded-For (0: the socket's address counts). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();

/** True when running on Netlify's hosts, where the file system does not persist. */
export const onNetlify = Boolean(env.NETLIFY || process.env.AWS_LAMBDA_FUNCTION_NAME);

export const isProduction = env.NODE_ENV === "production";
