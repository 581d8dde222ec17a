"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TWO_FACTOR_CODE_REQUIRED, twoFactorCodeSchema } from "@/lib/validation/auth";

/** Delay before leaving the login screen after success, as the spec says. */
const REDIRECT_DELAY_MS = 100;

type Props = {
  next: string;
  demo: { username: string; password: string } | null;
  /** Whether the sign-in provider gives recovery codes (this site's own sign-in does; Supabase Auth does not). */
  recoveryCodes?: boolean;
};

export function LoginForm({ next, demo, recoveryCodes = true }: Props) {
  const router = useRouter();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The second step: the password was right and two-factor sign-in asks for a code. */
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeStep) codeInput.current?.focus();
  }, [codeStep]);

  function signedIn() {
    // Kept for older clients that read it; the server never trusts it.
    window.localStorage.setItem("isAuthenticated", "true");
    window.setTimeout(() => router.replace(next), REDIRECT_DELAY_MS);
  }

  async function post(url: string, payload: unknown, fallback: string) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string; codeRequired?: boolean };
    return response.ok
      ? { ok: true as const, codeRequired: body.codeRequired === true }
      : { ok: false as const, error: body.error ?? fallback, status: response.status };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const result = await post("/api/auth/login", { username, password }, "Invalid credentials");
      if (!result.ok) {
        setError(result.error);
        setSubmitting(false);
        return;
      }
      if (result.codeRequired) {
        setPassword("");
        setCodeStep(true);
        setSubmitting(false);
        return;
      }
      signedIn();
    } catch {
      setError("Unable to reach the server. Please try again.");
      setSubmitting(false);
    }
  }

  async function onSubmitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TWO_FACTOR_CODE_REQUIRED);
      return;
    }
    setSubmitting(true);
    try {
      const result = await post("/api/auth/login/two-factor", parsed.data, "Failed to verify the code");
      if (!result.ok) {
        setError(result.error);
        setSubmitting(false);
        // The pending sign-in ran out: back to the password.
        if (result.status === 401) setCodeStep(false);
        setCode("");
        codeInput.current?.focus();
        return;
      }
      signedIn();
    } catch {
      setError("Unable to reach the server. Please try again.");
      setSubmitting(false);
    }
  }

  function startOver() {
    setCodeStep(false);
    setCode("");
    setError(null);
  }

  const errorBox = error && (
    <div
      role="alert"
      className="rounded-md border border-red-500/50 bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-300"
      data-testid="login-error"
    >
      {error}
    </div>
  );

  if (codeStep) {
    return (
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Two-factor sign-in</h1>
          <CardDescription>
            {recoveryCodes
              ? "Enter the 6-digit code from your authenticator app, or one of your recovery codes."
              : "Enter the 6-digit code from your authenticator app."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmitCode} className="space-y-4" data-testid="two-factor-form">
            {errorBox}
            <div className="space-y-2">
              <Label htmlFor="two-factor-code">Authentication code</Label>
              <Input
                ref={codeInput}
                id="two-factor-code"
                name="code"
                autoComplete="one-time-code"
                spellCheck={false}
                maxLength={64}
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
                disabled={submitting}
              />
            </div>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? "Checking..." : "Verify"}
            </Button>
            <Button type="button" variant="ghost" className="w-full" onClick={startOver} disabled={submitting}>
              Back to username and password
            </Button>
          </form>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Agent Portal Login</h1>
        <CardDescription>Sign in to access your dashboard</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" data-testid="login-form">
          {errorBox}
          <div className="space-y-2">
            <Label htmlFor="username">Username</Label>
            <Input
              id="username"
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              disabled={submitting}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={submitting}
            />
          </div>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Signing in..." : "Sign In"}
          </Button>
        </form>
        {demo && (
          <p
            className="mt-6 rounded-md bg-muted px-3 py-2 text-center text-sm text-muted-foreground"
            data-testid="demo-credentials"
          >
            Demo credentials: username <strong className="text-foreground">{demo.username}</strong>, password{" "}
            <strong className="text-foreground">{demo.password}</strong>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
