import { NextResponse, type NextRequest } from "next/server";
import { authProxy } from "@/lib/auth/proxy";
import { contentSecurityPolicy, createNonce, isCrossSiteWrite } from "@/lib/security/headers";

const CSP = "Content-Security-Policy";

/** API routes, including the Netlify function path that is rewritten to one after the proxy. */
function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/.netlify/functions/");
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isApiPath(pathname)) {
    if (isCrossSiteWrite(request.method, request.headers.get("origin"), request.headers.get("host"))) {
      return NextResponse.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
    }
    return authProxy(request);
  }
  // Pages: a fresh script nonce per response. Next.js reads it from the policy on
  // the request and puts it on its scripts; the root layout reads `x-nonce`.
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const forward = new Headers(request.headers);
  forward.set(CSP, policy);
  forward.set("x-nonce", nonce);
  const response = await authProxy(request, forward);
  response.headers.set(CSP, policy);
  return response;
}

export const config = {
  // Everything but static assets: the gate decides which paths need a session.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|pdf|txt|xml)$).*)"],
};
