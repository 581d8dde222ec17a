"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { acceptInvitationAction } from "@/app/(auth)/invite/[token]/actions";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "./fields";

/** Chooses a username and password for an invitation, then enters the portal. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const result = await acceptInvitationAction({ token, username, password, confirmPassword });
      if (!result.ok) {
        setError(result.error);
        setSubmitting(false);
        return;
      }
      router.replace("/dashboard");
    } catch {
      setError("Unable to reach the server. Please try again.");
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="accept-invitation-form">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField id="invite-email" label="E-mail" value={email} readOnly autoComplete="email" />
      <TextField
        id="invite-username"
        label="Username"
        hint="3 to 32 letters, digits, dots, dashes or underscores."
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        disabled={submitting}
      />
      <TextField
        id="invite-password"
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={submitting}
      />
      <TextField
        id="invite-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        disabled={submitting}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Creating your account..." : "Create account and sign in"}
      </Button>
    </form>
  );
}
