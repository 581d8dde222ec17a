import type { Metadata } from "next";
import { SecureAccessGate } from "@/components/chat/secure-access-gate";
import { StandaloneChat } from "@/components/chat/standalone-chat";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { modelLabel } from "@/lib/ai/providers";
import { getSessionUser } from "@/lib/auth";
import "@/app/portal-styles";

export const metadata: Metadata = {
  title: "AI Sales Assistant",
  description: "Secure access to the AI Sales Assistant.",
  robots: { index: false },
};
export const dynamic = "force-dynamic";

/** The assistant behind a password gate; a signed-in agent (or an unlocked session) skips the gate. */
export default async function AssistantPage() {
  const user = await getSessionUser();
  const allowed = Boolean(user?.companyId);
  return (
    <main className="flex min-h-dvh flex-col bg-background">
      <div className="flex justify-end p-3">
        <ThemeToggle />
      </div>
      {allowed ? (
        <div className="mx-auto flex h-[calc(100dvh-4.5rem)] min-h-[32rem] w-full max-w-4xl flex-col px-4 pb-4">
          <StandaloneChat modelLabel={modelLabel()} />
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center px-4 pb-16">
          <SecureAccessGate />
        </div>
      )}
    </main>
  );
}
