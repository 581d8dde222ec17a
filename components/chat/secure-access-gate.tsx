"use client";

import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { GATE_ERROR_MS, INCORRECT_PASSWORD } from "@/lib/validation/assistant";

/** Password-only gate to the assistant; the password is checked on the server. */
export function SecureAccessGate() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), GATE_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/assistant/unlock", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setError(body.error ?? INCORRECT_PASSWORD);
        setPending(false);
        return;
      }
      router.refresh();
    } catch {
      setError("Unable to reach the server. Please try again.");
      setPending(false);
    }
  }

  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <span
          aria-hidden
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground"
        >
          <Lock className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Secure Access</h1>
        <CardDescription>Enter your password to access the assistant.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-3" data-testid="gate-form">
          <label htmlFor="gate-password" className="sr-only">
            Password
          </label>
          <Input
            id="gate-password"
            type="password"
            autoComplete="current-password"
            placeholder="Enter password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "gate-error" : undefined}
            required
            data-testid="gate-password"
          />
          {error && (
            <p id="gate-error" role="alert" className="text-sm font-medium text-destructive" data-testid="gate-error">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={pending} data-testid="gate-submit">
            Enter
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
