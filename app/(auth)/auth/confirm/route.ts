import type { NextRequest } from "next/server";
import { z } from "zod";
import { safeNextPath } from "@/lib/auth";
import { completeEmailLink, EMAIL_LINK_TYPES } from "@/lib/auth/supabase";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

const linkSchema = z.union([
  z.object({
    token_hash: z.string().min(1).max(500),
    type: z.enum(EMAIL_LINK_TYPES),
    next: z.string().max(500).optional(),
  }),
  z.object({ code: z.string().min(1).max(500), next: z.string().max(500).optional() }),
]);

/**
 * GET /auth/confirm: where Supabase Auth's invitation and recovery mails lead. The link's token
 * hash (or PKCE code) signs the person in, then `next` (a path of this site: the invitation's or
 * the reset link's page) opens. A link that is not valid opens a page that says so.
 */
export async function GET(request: NextRequest) {
  const failed = seeOther("/auth/link-error");
  if (!env.NEXT_PUBLIC_SUPABASE_URL) return failed;
  const parsed = linkSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return failed;
  const link =
    "code" in parsed.data ? { code: parsed.data.code } : { tokenHash: parsed.data.token_hash, type: parsed.data.type };
  try {
    if (!(await completeEmailLink(link))) return failed;
  } catch (error) {
    console.error("E-mail link failed", error instanceof Error ? error.message : error);
    return failed;
  }
  return seeOther(safeNextPath(parsed.data.next));
}

/**
 * A redirect to a path of this site, kept relative: the browser stays on the host it used, where
 * the session's cookies were just set (the server may know itself by another name).
 */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
}
