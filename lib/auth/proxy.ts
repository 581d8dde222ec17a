/**
 * The request-time gate, called from the root `proxy.ts`. It turns anonymous
 * visitors away early (pages to /login, protected APIs to 401 JSON) and keeps the
 * session cookie fresh; pages and handlers still verify the session on the server.
 */
import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPage, isPublicApi } from "@/config/routes";
import { CHAT_SLOT_HEADER, chatBusyResponse, reserveChatSlot } from "@/lib/chat-slots";
import { env } from "@/lib/env";
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  SESSION_RENEW_AFTER_S,
  sessionCookieOptions,
  signSessionToken,
  verifySessionToken,
} from "./token";

function refuse(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    return NextResponse.json({ error: "Not authenticated" }, { status: 401 });
  }
  const url = request.nextUrl.clone();
  url.pathname = "/login";
  url.search = `?next=${encodeURIComponent(pathname + search)}`;
  return NextResponse.redirect(url);
}

function needsSession(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return !isPublicApi(pathname);
  // A server action posted from a protected page answers for itself (every action
  // authenticates first): a visitor whose session ended then reads the action's own
  // message (e.g. "You must be logged in to create a post") instead of a redirect to
  // /login that the action client cannot read. Page views are still turned away here.
  if (request.method === "POST" && request.headers.has("next-action")) return false;
  return isProtectedPage(pathname);
}

/** The assistant's API, the only part of the portal an assistant-only session reaches. */
function isAssistantApi(pathname: string): boolean {
  return pathname === "/api/chat" || pathname.startsWith("/api/chat/");
}

async function localProxy(request: NextRequest, forward?: Headers): Promise<NextResponse> {
  const claims = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  if (needsSession(request)) {
    if (!claims || (claims.kind === "assistant" && !isAssistantApi(request.nextUrl.pathname))) return refuse(request);
  }
  if (request.nextUrl.pathname === "/api/chat") {
    // The agent's share of the assistant is taken here, before the route runs: a flood of
    // questions beyond it then costs the server no more than anonymous requests.
    forward ??= new Headers(request.headers);
    forward.delete(CHAT_SLOT_HEADER);
    if (claims && request.method === "POST") {
      const slot = reserveChatSlot(claims.sub, env.CHAT_CONCURRENT_PER_AGENT);
      if (!slot) return chatBusyResponse(env.CHAT_CONCURRENT_PER_AGENT);
      forward.set(CHAT_SLOT_HEADER, slot);
    }
  }
  const response = NextResponse.next(forward ? { request: { headers: forward } } : undefined);
  const now = Math.floor(Date.now() / 1000);
  if (claims && claims.kind === "agent" && now - claims.iat > SESSION_RENEW_AFTER_S) {
    const token = await signSessionToken(claims.sid, claims.sub, claims.kind);
    response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(SESSION_MAX_AGE_S, request.headers));
  }
  return response;
}

async function supabaseProxy(request: NextRequest, forward = new Headers(request.headers)): Promise<NextResponse> {
  let response = NextResponse.next({ request: { headers: forward } });
  const supabase = createServerClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? "", {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        for (const { name, value } of list) request.cookies.set(name, value);
        // The page rendered after the proxy reads the refreshed session too.
        forward.set("cookie", request.cookies.toString());
        response = NextResponse.next({ request: { headers: forward } });
        for (const { name, value, options } of list) response.cookies.set(name, value, options);
      },
    },
  });
  // Refreshes an expiring session and verifies it with Supabase Auth.
  const { data } = await supabase.auth.getUser();
  if (!data.user && needsSession(request)) {
    // The secure-access gate issues the same local assistant-only session under either adapter.
    const claims = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
    if (claims?.kind !== "assistant" || !isAssistantApi(request.nextUrl.pathname)) return refuse(request);
  }
  return response;
}

/**
 * `forward`, when given, holds the request headers the page or handler will see (the request's
 * own, plus what the root proxy adds, such as the page's content security policy).
 */
export function authProxy(request: NextRequest, forward?: Headers): Promise<NextResponse> {
  return env.NEXT_PUBLIC_SUPABASE_URL ? supabaseProxy(request, forward) : localProxy(request, forward);
}
