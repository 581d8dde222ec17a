import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ResetPasswordForm } from "@/components/workspaces/password-forms";
import { getResetState, RESET_STATE_MESSAGES } from "@/lib/db/queries/password-reset";
import "@/app/portal-styles";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" };

const TITLES = { invalid: "Invalid link", used: "Link already used", expired: "Link expired" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await getResetState(token);
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="reset-state">
            {state === "valid" ? "Choose a new password" : TITLES[state]}
          </h1>
          {state === "valid" && <CardDescription>Every session of your account ends when you save it.</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          {state === "valid" ? (
            <div className="text-left">
              <ResetPasswordForm token={token} />
            </div>
          ) : (
            <>
              <p className="text-muted-foreground">{RESET_STATE_MESSAGES[state]}</p>
              <Link href="/forgot-password" className="text-primary underline">
                Ask for a new link
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
