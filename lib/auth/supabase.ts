import "server-only";
import { createServerClient } from "@supabase/ssr";
import { createClient, type AuthError, type SupabaseClient } from "@supabase/supabase-js";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { cookies } from "next/headers";
import { siteConfig } from "@/config/site";
import { getDb } from "@/lib/db/client";
import { agentUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertLoginAllowed, INVALID_CREDENTIALS, recordLoginFailure, recordLoginSuccess } from "./login-limit";
import { isOperator } from "./roles";
import { assertCodeAttemptAllowed, WRONG_SETUP_CODE_MESSAGE } from "./two-factor";
import type { AuthAdapter, SessionUser, TwoFactorProvider } from "./types";

/** A Supabase client bound to this request's cookies (`@supabase/ssr`). */
export async function supabaseServerClient() {
  const store = await cookies();
  return createServerClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? "", {
    cookies: {
      getAll: () => store.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of list) store.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy refreshes them instead.
        }
      },
    },
  });
}

export const SERVICE_KEY_MISSING =
  "This needs Supabase Auth's admin API, and SUPABASE_SERVICE_ROLE_KEY is not set on the server.";

/** The service-role client, for Supabase Auth's admin API (invite, an account's factors); it keeps no session. */
function supabaseAdminClient(): SupabaseClient {
  if (!env.SUPABASE_SERVICE_ROLE_KEY) throw new AppError(503, SERVICE_KEY_MISSING);
  return createClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Where Supabase Auth's mails send people: the callback, which then opens `path`. */
export function authCallbackUrl(path: string): string {
  return `${env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "")}/auth/confirm?next=${encodeURIComponent(path)}`;
}

export const WRONG_AUTHENTICATOR_CODE =
  "That code is not right. Enter the current 6-digit code from your authenticator app.";
export const LINK_SESSION_MISSING =
  "Open the link from your e-mail again in this browser: it signs you in to continue here.";
export const SESSION_ENDED = "Your session has ended. Sign in again.";

/**
 * Supabase Auth's refusals, by GoTrue's error code, as messages a user may read. Anything else
 * becomes the caller's fallback: GoTrue's own message (which may name its internals) is logged
 * on the server only.
 */
const KNOWN_FAILURES: Record<string, [number, string]> = {
  invalid_credentials: [401, INVALID_CREDENTIALS],
  weak_password: [400, "That password is too weak for the sign-in provider. Choose a longer, less common one."],
  same_password: [400, "Choose a password different from your current one."],
  email_exists: [409, "This address already has an account with the sign-in provider, so it cannot be invited."],
  user_already_exists: [409, "This address already has an account with the sign-in provider, so it cannot be invited."],
  email_address_invalid: [400, "The sign-in provider does not accept this e-mail address."],
  over_email_send_rate_limit: [
    429,
    "Too many e-mails were sent to this address. Please wait a few minutes and try again.",
  ],
  over_request_rate_limit: [429, "Too many requests to the sign-in provider. Please wait a few minutes and try again."],
  otp_expired: [410, "This link is not valid or has expired. Ask for a new one."],
  flow_state_not_found: [410, "This link is not valid or has expired. Ask for a new one."],
  flow_state_expired: [410, "This link is not valid or has expired. Ask for a new one."],
  bad_code_verifier: [410, "Open the link in the browser where you asked for it, or ask for a new one."],
  mfa_verification_failed: [400, WRONG_AUTHENTICATOR_CODE],
  mfa_challenge_expired: [400, "That took too long. Enter the code your authenticator app shows now."],
  insufficient_aal: [403, "Enter a code from your authenticator app first."],
  session_not_found: [401, SESSION_ENDED],
  session_expired: [401, SESSION_ENDED],
  bad_jwt: [401, SESSION_ENDED],
  no_authorization: [401, SESSION_ENDED],
  not_admin: [503, "Supabase Auth refused the server's SUPABASE_SERVICE_ROLE_KEY."],
};

/** The `AppError` for a refusal of Supabase Auth; `overrides` give an operation its own wording. */
export function supabaseFailure(
  operation: string,
  error: AuthError | null | undefined,
  fallback: string,
  overrides: Record<string, [number, string]> = {},
): AppError {
  const code = error?.code ?? (error?.name === "AuthSessionMissingError" ? "session_not_found" : undefined);
  const known = code ? (overrides[code] ?? KNOWN_FAILURES[code]) : undefined;
  if (!known) console.error(`Supabase Auth refused ${operation}`, error?.status, code, error?.message);
  const [status, message] = known ?? [502, fallback];
  return new AppError(status, message);
}

async function agentById(id: string): Promise<SessionUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: agentUsers.id,
      email: agentUsers.email,
      username: agentUsers.username,
      role: agentUsers.role,
      companyId: agentUsers.companyId,
      isOperator: agentUsers.isOperator,
    })
    .from(agentUsers)
    // A deactivated member's Supabase session is refused here, on every request.
    .where(and(eq(agentUsers.id, id), isNull(agentUsers.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const { isOperator: flagged, ...user } = row;
  return { ...user, operator: isOperator({ email: row.email, isOperator: flagged }), kind: "agent" };
}

/** Supabase signs in by e-mail; agents may type their username instead. */
async function emailFor(identifier: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: agentUsers.email })
    .from(agentUsers)
    .where(
      or(
        sql`lower(${agentUsers.username}) = lower(${identifier})`,
        sql`lower(${agentUsers.email}) = lower(${identifier})`,
      ),
    )
    .limit(1);
  return row?.email ?? (identifier.includes("@") ? identifier : null);
}

type Client = Awaited<ReturnType<typeof supabaseServerClient>>;

/**
 * The user of this request's Supabase session, verified by Supabase Auth, with its assurance
 * level: `secondStepDue` when the account has a verified factor and the session is still aal1.
 */
async function verifiedSession(
  supabase: Client,
): Promise<{ userId: string; email: string | undefined; secondStepDue: boolean } | null> {
  const {
    data: { session },
  } = await supabase.auth.getSession();
  if (!session) return null;
  // With a token, the assurance level is read after Supabase Auth verifies it (GET /user).
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel(session.access_token);
  if (error || !data) return null;
  const claims = decodeJwt(session.access_token);
  if (typeof claims.sub !== "string") return null;
  return {
    userId: claims.sub,
    email: typeof claims.email === "string" ? claims.email : undefined,
    secondStepDue: data.nextLevel === "aal2" && data.currentLevel !== "aal2",
  };
}

/** The account's TOTP factors as Supabase Auth lists them (verified, and set-ups never finished). */
async function totpFactors(supabase: Client) {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error || !data) throw supabaseFailure("listing factors", error, "Could not read your two-factor settings.");
  const all = data.all.filter((f) => f.factor_type === "totp");
  return {
    verified: all.filter((f) => f.status === "verified"),
    unverified: all.filter((f) => f.status !== "verified"),
  };
}

/** A challenge of the factor answered with `code`; the session becomes aal2. */
async function answerChallenge(supabase: Client, factorId: string, code: string, wrongCode: string): Promise<void> {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data) {
    throw supabaseFailure("a challenge", challenge.error, "Could not check the code. Please try again.");
  }
  const verified = await supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
  if (verified.error) {
    throw supabaseFailure("a code", verified.error, "Could not check the code. Please try again.", {
      mfa_verification_failed: [400, wrongCode],
    });
  }
}

/** GoTrue's QR code is SVG text; it is sent on as a base64 data URL, like the local one. */
function svgDataUrl(qr: string): string {
  const svg = qr.replace(/^data:image\/svg\+xml;utf-8,/, "");
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Supabase Auth's TOTP factors (`mfa.enroll`, `challenge`, `verify`, `unenroll`); it gives no recovery codes. */
const supabaseTwoFactor: TwoFactorProvider = {
  recoveryCodes: false,

  async status() {
    const { verified } = await totpFactors(await supabaseServerClient());
    return { enabled: verified.length > 0, recoveryCodesLeft: null };
  },

  async isOn(userId) {
    // The admin API reads another account's factors (service-role key).
    const { data, error } = await supabaseAdminClient().auth.admin.mfa.listFactors({ userId });
    if (error || !data)
      throw supabaseFailure("listing an account's factors", error, "Could not read the account's two-factor settings.");
    return data.factors.some((f) => f.factor_type === "totp" && f.status === "verified");
  },

  async start() {
    const supabase = await supabaseServerClient();
    const { verified, unverified } = await totpFactors(supabase);
    if (verified.length) throw new AppError(409, "Two-factor sign-in is already on.");
    // A set-up left unfinished is dropped, so its name does not conflict with the new one.
    for (const factor of unverified) await supabase.auth.mfa.unenroll({ factorId: factor.id });
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: "totp",
      issuer: siteConfig.name,
      friendlyName: `${siteConfig.name} authenticator`,
    });
    if (error || !data || data.type !== "totp") {
      throw supabaseFailure("enrolling a factor", error, "Failed to start two-factor setup");
    }
    return { secret: data.totp.secret, uri: data.totp.uri, qrCode: svgDataUrl(data.totp.qr_code) };
  },

  async confirm(user, code) {
    await assertCodeAttemptAllowed(user.id);
    const supabase = await supabaseServerClient();
    const { unverified } = await totpFactors(supabase);
    const factor = unverified.at(-1);
    if (!factor) {
      throw new AppError(409, "Start setting up two-factor sign-in again: there is no setup waiting for a code.");
    }
    await answerChallenge(supabase, factor.id, code, WRONG_SETUP_CODE_MESSAGE);
    return { recoveryCodes: null };
  },

  async disable(user, code) {
    await assertCodeAttemptAllowed(user.id);
    const supabase = await supabaseServerClient();
    const { verified } = await totpFactors(supabase);
    if (!verified.length) throw new AppError(409, "Two-factor sign-in is already off.");
    for (const factor of verified) {
      // Supabase Auth unenrolls a verified factor from an aal2 session only: the code brings it there.
      await answerChallenge(supabase, factor.id, code, WRONG_AUTHENTICATOR_CODE);
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw supabaseFailure("unenrolling a factor", error, "Failed to turn off two-factor sign-in");
    }
  },

  async completeSignIn(code) {
    const supabase = await supabaseServerClient();
    const session = await verifiedSession(supabase);
    if (!session?.secondStepDue) {
      throw new AppError(401, "Your sign-in has expired. Enter your username and password again.");
    }
    await assertCodeAttemptAllowed(session.userId);
    const { verified } = await totpFactors(supabase);
    const factor = verified[0];
    if (!factor) throw new AppError(401, "Your sign-in has expired. Enter your username and password again.");
    await answerChallenge(supabase, factor.id, code, WRONG_AUTHENTICATOR_CODE);
  },
};

/** The e-mail link types Supabase Auth's `verifyOtp` takes with a token hash. */
export const EMAIL_LINK_TYPES = ["invite", "recovery", "signup", "magiclink", "email", "email_change"] as const;

/**
 * The callback of Supabase Auth's mails: a token hash and its type (`verifyOtp`, the mail
 * template's `{{ .TokenHash }}`), or a PKCE code (`exchangeCodeForSession`, GoTrue's own
 * `/verify` redirect). Either signs the person in with cookies on this request. False when
 * the link is not valid (used, expired, or opened in another browser for a PKCE code).
 */
export async function completeEmailLink(
  link: { tokenHash: string; type: (typeof EMAIL_LINK_TYPES)[number] } | { code: string },
): Promise<boolean> {
  const supabase = await supabaseServerClient();
  const { error } =
    "code" in link
      ? await supabase.auth.exchangeCodeForSession(link.code)
      : await supabase.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
  if (error) {
    const known = error.code && KNOWN_FAILURES[error.code];
    if (!known) console.error("Supabase Auth refused an e-mail link", error.status, error.code, error.message);
    return false;
  }
  return true;
}

export const supabaseAdapter: AuthAdapter = {
  name: "supabase",

  async signIn({ identifier, password, ip }) {
    await assertLoginAllowed(identifier, ip);
    const email = await emailFor(identifier.trim());
    const supabase = await supabaseServerClient();
    const { data, error } = email
      ? await supabase.auth.signInWithPassword({ email, password })
      : { data: null, error: new Error("unknown user") };
    const agent = data?.user ? await agentById(data.user.id) : null;
    if (error || !agent) {
      if (data?.user) await supabase.auth.signOut({ scope: "local" });
      await recordLoginFailure(identifier, ip);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await recordLoginSuccess(identifier, ip);
    // With a verified factor the password gives an aal1 session, which getSession refuses:
    // the sign-in waits for a code.
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel(data.session?.access_token);
    if (level.data?.nextLevel === "aal2" && level.data.currentLevel !== "aal2") return { status: "code-required" };
    return { status: "signed-in", user: agent };
  },

  async getSession() {
    const session = await verifiedSession(await supabaseServerClient());
    if (!session || session.secondStepDue) return null;
    return agentById(session.userId);
  },

  async signOut() {
    const supabase = await supabaseServerClient();
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error) console.error("Sign-out failed", error.code ?? error.status);
  },

  async changePassword(user, currentPassword, newPassword) {
    const supabase = await supabaseServerClient();
    const check = await supabase.auth.signInWithPassword({ email: user.email, password: currentPassword });
    if (check.error) throw new AppError(400, "Current password is incorrect");
    const { error } = await supabase.auth.updateUser({ password: newPassword });
    if (error) throw supabaseFailure("a password change", error, "Failed to update password");
  },

  async sendLink({ kind, email, path, data }) {
    const redirectTo = authCallbackUrl(path);
    if (kind === "invite") {
      const { error } = await supabaseAdminClient().auth.admin.inviteUserByEmail(email, { redirectTo, data });
      if (error)
        throw supabaseFailure("an invitation", error, "Supabase Auth could not send the invitation. Please try again.");
      return;
    }
    // PKCE: the code verifier is kept in this browser's cookies until the link comes back.
    const supabase = await supabaseServerClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error)
      throw supabaseFailure(
        "a password reset",
        error,
        "Could not send the reset e-mail right now. Please try again later.",
      );
  },

  async createInvitedAccount(_tx, { email, username, password }) {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user || data.user.email?.toLowerCase() !== email.toLowerCase()) {
      throw new AppError(401, LINK_SESSION_MISSING);
    }
    const updated = await supabase.auth.updateUser({ password, data: { username } });
    if (updated.error) throw supabaseFailure("setting a password", updated.error, "Failed to save your password");
    return data.user.id;
  },

  async startInvitedSession() {
    // The invitation link's Supabase session goes on; nothing to start.
  },

  async resetPassword(_tx, userId, password) {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.getUser();
    if (error || data.user?.id !== userId) throw new AppError(401, LINK_SESSION_MISSING);
    const updated = await supabase.auth.updateUser({ password });
    if (updated.error) throw supabaseFailure("a password reset", updated.error, "Failed to save your new password");
    // Every session of the account ends, this one too: the new password signs in again.
    const out = await supabase.auth.signOut({ scope: "global" });
    if (out.error)
      throw supabaseFailure(
        "ending sessions",
        out.error,
        "Your password was changed, but other sessions could not be ended. Sign in and change it again.",
      );
  },

  twoFactor: supabaseTwoFactor,
};
