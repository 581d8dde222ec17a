import type { MailMessage } from "@/lib/email/mailer";
import type { Tx } from "@/lib/db/scope";

export type SessionKind = "agent" | "assistant";

/** What the server knows of the signed-in person. Never holds a password hash. */
export type SessionUser = {
  id: string;
  email: string;
  username: string;
  role: string;
  companyId: string | null;
  /** A platform operator: sees the waitlist and the outbox, approves workspaces. */
  operator?: boolean;
  /** 'assistant' sessions come from the secure-access gate and reach only the assistant. */
  kind: SessionKind;
};

export type SignInInput = { identifier: string; password: string; ip: string };

/** A sign-in either starts a session, or (two-factor sign-in on) waits for a code. */
export type SignInResult = { status: "signed-in"; user: SessionUser } | { status: "code-required" };

export interface AuthAdapter {
  readonly name: "local" | "supabase";
  /**
   * Verifies the credentials and starts a session (sets the cookie); when the user has
   * two-factor sign-in on, sets only a short-lived pending cookie and asks for a code.
   */
  signIn(input: SignInInput): Promise<SignInResult>;
  /** The current session, verified on the server, or null. */
  getSession(): Promise<SessionUser | null>;
  /** Ends the current session on the server and clears the cookie. */
  signOut(): Promise<void>;
  /** Changes the signed-in user's password after checking the current one. */
  changePassword(user: SessionUser, currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Sends a one-time link (an invitation, a password reset) that leads to `path` on this site.
   * Local: the product's own mail. Supabase: Supabase Auth mails its invite or recovery link,
   * which signs the person in through `/auth/confirm` and then opens `path`.
   */
  sendLink(link: LinkDelivery): Promise<void>;
  /**
   * Inside the transaction that accepts an invitation: the invited person's auth account with
   * the password they chose; answers its id. Local: a new account. Supabase: the account the
   * invitation link signed in (its e-mail must be the invitation's), password set through Supabase.
   */
  createInvitedAccount(tx: Tx, input: InvitedAccount): Promise<string>;
  /** After an accepted invitation: local starts a session; under Supabase the link's session goes on. */
  startInvitedSession(userId: string): Promise<void>;
  /**
   * Inside the transaction that uses a reset link: sets the account's new password and ends every
   * session of it. Supabase needs the session the reset link signed in.
   */
  resetPassword(tx: Tx, userId: string, password: string): Promise<void>;
  /** Two-factor sign-in with an authenticator app (TOTP). */
  readonly twoFactor: TwoFactorProvider;
}

export type LinkDelivery = {
  kind: "invite" | "recovery";
  email: string;
  /** Where the link leads on this site, e.g. `/invite/<token>`. */
  path: string;
  /** The product's mail carrying the link (sent by the local adapter). */
  mail: MailMessage;
  /** For Supabase's invite mail template (`{{ .Data.company }}`…). */
  data?: Record<string, string>;
};

export type InvitedAccount = { email: string; username: string; company: string; password: string };

export type TwoFactorEnrolment = { secret: string; uri: string; qrCode: string };

/** What My Account shows; `recoveryCodesLeft` is null where the provider gives no recovery codes. */
export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number | null };

export interface TwoFactorProvider {
  /** Whether the provider gives recovery codes when two-factor sign-in is turned on. */
  readonly recoveryCodes: boolean;
  status(user: SessionUser): Promise<TwoFactorStatus>;
  /** Whether an account has two-factor sign-in on, read without its session (the assistant's gate). */
  isOn(userId: string): Promise<boolean>;
  /** A new authenticator secret, shown this once as a QR code and as text. */
  start(user: SessionUser): Promise<TwoFactorEnrolment>;
  /** A first code turns it on; answers the recovery codes (null where the provider has none). */
  confirm(user: SessionUser, code: string): Promise<{ recoveryCodes: string[] | null }>;
  /** Turns it off after a current code (or, locally, a recovery code). */
  disable(user: SessionUser, code: string): Promise<void>;
  /** The code step of a sign-in whose password was right: a right code starts the session. */
  completeSignIn(code: string): Promise<void>;
}
