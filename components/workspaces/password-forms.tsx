"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { requestPasswordResetAction, resetPasswordAction } from "@/app/(auth)/forgot-password/actions";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "./fields";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const result = await requestPasswordResetAction({ email });
      if (result.ok) setSent(result.data.message);
      else setError(result.error);
    } catch {
      setError("Unable to reach the server. Please try again.");
    }
    setSubmitting(false);
  }

  if (sent) {
    return (
      <p role="status" className="text-sm" data-testid="reset-requested">
        {sent}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="forgot-password-form">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        id="forgot-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const result = await resetPasswordAction({ token, password, confirmPassword });
      if (result.ok) {
        router.replace("/login?reset=1");
        return;
      }
      setError(result.error);
    } catch {
      setError("Unable to reach the server. Please try again.");
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="reset-password-form">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        id="reset-password"
        label="New password"
        hint="At least 8 characters. Saving it signs you out everywhere."
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={submitting}
      />
      <TextField
        id="reset-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        disabled={submitting}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
