import { NextResponse, type NextRequest } from "next/server";
import { legacyRedirect } from "@/config/routes";
import { authProxy } from "@/lib/auth/proxy";
import {
  isApiPath,
  isNoncePagePath,
  isCrossSiteWrite,
  PRIVATE_CACHE_CONTROL,
  publicPagePolicy,
} from "@/lib/security/headers";
import { createNonce, nonceSecurityPolicy } from "@/lib/security/nonce-policy";

const CSP = "Content-Security-Policy";

/**
 * Runs for APIs, sign-in, the portal, the assistant, /docs and unknown paths; the
 * public prerendered pages never reach it (see `config.matcher`), their headers come
 * from next.config.ts.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const production = process.env.NODE_ENV === "production";
  const development = process.env.NODE_ENV === "development";
  const moved = legacyRedirect(pathname);
  if (moved) {
    return NextResponse.redirect(new URL(`${moved}${request.nextUrl.search}`, request.url), 307);
  }
  if (isApiPath(pathname)) {
    if (isCrossSiteWrite(request.method, request.headers.get("origin"), request.headers.get("host"))) {
      return NextResponse.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
    }
    const response = await authProxy(request);
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  }
  if (!isNoncePagePath(pathname)) {
    // Not a portal page: an unknown path's 404 is a prerendered page like the public ones.
    const response = await authProxy(request);
    response.headers.set(CSP, publicPagePolicy({ production, development }));
    return response;
  }
  // Portal pages: a fresh script nonce per response. Next.js reads it from the policy
  // on the request and puts it on its scripts.
  const policy = nonceSecurityPolicy(createNonce(), { production, development });
  const forward = new Headers(request.headers);
  forward.set(CSP, policy);
  const response = await authProxy(request, forward);
  response.headers.set(CSP, policy);
  response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
}

export const config = {
  // Everything but static assets and the public prerendered pages (marketing pages,
  // /blog, its posts except the editor /blog/new, feed, sitemap, robots, social
  // images), which need no session check. lib/security/headers.ts `isPublicPath`
  // says the same in code; tests/unit/security-headers.test.ts checks that they agree.
  matcher: [
    "/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|feed\\.xml|opengraph-image|twitter-image|(?:features|how-it-works|about|investors|blog)/?$|blog/(?!new/?$)[^/]+/?$|$|.*\\.(?:png|jpg|jpeg|svg|webp|pdf|txt|xml)$).*)",
  ],
};
