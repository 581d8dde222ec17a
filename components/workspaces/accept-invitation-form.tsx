"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { acceptInvitationAction } from "@/app/(auth)/invite/[token]/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

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
      {error && (
        <div
          role="alert"
          className="rounded-md border border-red-500/50 bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-300"
        >
          {error}
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor="invite-email">E-mail</Label>
        <Input id="invite-email" value={email} readOnly autoComplete="email" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-username">Username</Label>
        <Input
          id="invite-username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={submitting}
          aria-describedby="invite-username-hint"
        />
        <p id="invite-username-hint" className="text-xs text-muted-foreground">
          3 to 32 letters, digits, dots, dashes or underscores.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-password">Password</Label>
        <Input
          id="invite-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
          aria-describedby="invite-password-hint"
        />
        <p id="invite-password-hint" className="text-xs text-muted-foreground">
          At least 8 characters.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-confirm">Confirm password</Label>
        <Input
          id="invite-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          disabled={submitting}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Creating your account..." : "Create account and sign in"}
      </Button>
    </form>
  );
}
