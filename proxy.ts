import { NextResponse, type NextRequest } from "next/server";
import { authProxy } from "@/lib/auth/proxy";
import { isCrossSiteWrite } from "@/lib/security/headers";

export function proxy(request: NextRequest) {
  if (
    request.nextUrl.pathname.startsWith("/api/") &&
    isCrossSiteWrite(request.method, request.headers.get("origin"), request.headers.get("host"))
  ) {
    return NextResponse.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
  }
  return authProxy(request);
}

export const config = {
  // Everything but static assets: the gate decides which paths need a session.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|pdf|txt|xml)$).*)"],
};
