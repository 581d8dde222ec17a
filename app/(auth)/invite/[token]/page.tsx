import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { AcceptInvitationForm } from "@/components/workspaces/accept-invitation-form";
import { getInvitationState, INVITATION_STATE_MESSAGES } from "@/lib/db/queries/workspaces";
import "@/app/portal-styles";

export const metadata: Metadata = {
  title: "Accept your invitation",
  robots: { index: false },
  // The link's token must not travel to other sites in a Referer header.
  referrer: "no-referrer",
};

const TITLES = {
  invalid: "Invalid link",
  used: "Invitation already used",
  expired: "Invitation expired",
  revoked: "Invitation withdrawn",
};

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await getInvitationState(token);
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        {state.status === "valid" ? (
          <>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight">Join {state.company}</h1>
              <CardDescription>
                You are invited as {state.role === "admin" ? "an admin" : "an agent"}. Choose how you will sign in.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AcceptInvitationForm token={token} email={state.email} />
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight" data-testid="invitation-state">
                {TITLES[state.status]}
              </h1>
            </CardHeader>
            <CardContent className="space-y-4 text-center">
              <p className="text-muted-foreground">{INVITATION_STATE_MESSAGES[state.status]}</p>
              <Link href="/login" className="text-primary underline">
                Go to the sign-in page
              </Link>
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}
