import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import "@/app/portal-styles";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Link not valid", robots: { index: false } };

/** Where an invitation or reset link from Supabase Auth's mail ends when it cannot sign anyone in. */
export default function LinkErrorPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="link-error">
            Link not valid
          </h1>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          <p className="text-muted-foreground">
            This link has already been used, has expired, or was opened in another browser than the one that asked for
            it. Ask for a new reset link, or ask your company&apos;s admin to send the invitation again.
          </p>
          <p className="space-x-4">
            <Link href="/forgot-password" className="text-primary underline">
              Ask for a new reset link
            </Link>
            <Link href="/login" className="text-primary underline">
              Go to the sign-in page
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
