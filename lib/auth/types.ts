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
}
