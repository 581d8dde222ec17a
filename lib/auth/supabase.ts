import "server-only";
import { createServerClient } from "@supabase/ssr";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db/client";
import { agentUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertLoginAllowed, INVALID_CREDENTIALS, recordLoginFailure, recordLoginSuccess } from "./login-limit";
import { isOperator } from "./roles";
import type { AuthAdapter, SessionUser } from "./types";

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
      if (data?.user) await supabase.auth.signOut();
      await recordLoginFailure(identifier, ip);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await recordLoginSuccess(identifier, ip);
    return { status: "signed-in", user: agent };
  },

  async getSession() {
    const supabase = await supabaseServerClient();
    // getUser() asks Supabase Auth to verify the token; the cookie alone is not trusted.
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user) return null;
    return agentById(data.user.id);
  },

  async signOut() {
    const supabase = await supabaseServerClient();
    const { error } = await supabase.auth.signOut();
    if (error) console.error("Sign-out failed", error.message);
  },

  async changePassword(user, currentPassword, newPassword) {
    const supabase = await supabaseServerClient();
    const check = await supabase.auth.signInWithPassword({ email: user.email, password: currentPassword });
    if (check.error) throw new AppError(400, "Current password is incorrect");
    const { error } = await supabase.auth.updateUser({ password: newPassword });
    if (error) throw new AppError(400, error.message || "Failed to update password");
  },
};
