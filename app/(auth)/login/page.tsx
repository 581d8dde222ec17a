import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSessionUser, safeNextPath } from "@/lib/auth";
import { env } from "@/lib/env";
import "@/app/portal-styles";

export const metadata: Metadata = {
  title: "Agent Portal Login",
  description: "Sign in to the agent portal.",
  robots: { index: false },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  const target = safeNextPath(next);
  const user = await getSessionUser();
  if (user?.kind === "agent") redirect(target);

  const demo = env.DEMO_LOGIN === "on" ? { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD } : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <LoginForm next={target} demo={demo} />
    </main>
  );
}
