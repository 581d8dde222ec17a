import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { localAdapter } from "./local";
import { supabaseAdapter } from "./supabase";
import type { AuthAdapter, SessionUser } from "./types";

export type { SessionUser } from "./types";

/** Supabase Auth when a Supabase project is configured, else the local adapter. */
export function getAuth(): AuthAdapter {
  return env.NEXT_PUBLIC_SUPABASE_URL ? supabaseAdapter : localAdapter;
}

/** The verified session of this request (memoised per request). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const auth = getAuth();
  const user = await auth.getSession();
  if (user || auth === localAdapter) return user;
  // Under Supabase Auth the secure-access gate still issues a local assistant-only session.
  const gate = await localAdapter.getSession();
  return gate?.kind === "assistant" ? gate : null;
});

export type Agent = SessionUser & { companyId: string };

/**
 * For route handlers and server actions: the signed-in agent of a company, or an
 * `AppError` (401 'Not authenticated', 403 'Company not found'). Assistant-only
 * sessions pass only where `allowAssistant` is set.
 */
export async function requireAgent({ allowAssistant = false } = {}): Promise<Agent> {
  const user = await getSessionUser();
  if (!user || (user.kind === "assistant" && !allowAssistant)) throw new AppError(401, "Not authenticated");
  if (!user.companyId) throw new AppError(403, "Company not found");
  return user as Agent;
}

/** Only same-site paths, so `?next=` cannot send anyone elsewhere. */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}

/** For pages: the signed-in agent, or a redirect to /login that comes back to `returnTo`. */
export async function requireAgentPage(returnTo: string): Promise<Agent> {
  const user = await getSessionUser();
  if (!user || user.kind !== "agent" || !user.companyId) {
    redirect(`/login?next=${encodeURIComponent(safeNextPath(returnTo))}`);
  }
  return user as Agent;
}
