import type { NextRequest } from "next/server";
import { authProxy } from "@/lib/auth/proxy";

export function proxy(request: NextRequest) {
  return authProxy(request);
}

export const config = {
  // Everything but static assets: the gate decides which paths need a session.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|pdf|txt|xml)$).*)"],
};
