import type { Metadata } from "next";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const agent = await requireAgentPage("/dashboard");
  return (
    <main className="mx-auto max-w-3xl space-y-4 p-8">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <p className="text-muted-foreground" data-testid="signed-in-as">
        Signed in as {agent.username}
      </p>
      <SignOutButton />
    </main>
  );
}
