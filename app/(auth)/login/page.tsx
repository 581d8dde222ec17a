import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getAuth, getSessionUser, safeNextPath } from "@/lib/auth";
import { env } from "@/lib/env";
import "@/app/portal-styles";

export const metadata: Metadata = {
  title: "Agent Portal Login",
  description: "Sign in to the agent portal.",
  robots: { index: false },
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; reset?: string }>;
}) {
  const { next, reset } = await searchParams;
  const target = safeNextPath(next);
  const user = await getSessionUser();
  if (user?.kind === "agent") redirect(target);

  const demo = env.DEMO_LOGIN === "on" ? { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD } : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md space-y-4">
        {reset === "1" && (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-center text-sm" data-testid="reset-done">
            Your password was changed and every session was signed out. Sign in with the new password.
          </p>
        )}
        <LoginForm next={target} demo={demo} recoveryCodes={getAuth().twoFactor.recoveryCodes} />
        <p className="text-center text-sm">
          <Link href="/forgot-password" className="text-primary underline" data-testid="forgot-password-link">
            Forgot your password?
          </Link>
        </p>
      </div>
    </main>
  );
}
