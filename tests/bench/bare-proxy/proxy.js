/**
 * The third reference of `npm run bench:http`: the bare page served by an app that has
 * a proxy, as every app needs one to put a fresh nonce into its pages' policy. The
 * page itself is outside the matcher, like the product's public pages: what the
 * bench shows is what Next.js costs a page for the proxy's mere presence.
 */
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ["/((?!_next/static|$).*)"] };
