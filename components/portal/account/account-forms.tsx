"use client";

import { useEffect, useId, useState, useTransition } from "react";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ActionResult } from "@/lib/actions";
import type { AgentProfile } from "@/lib/db/queries/account";
import { profileUpdateSchema } from "@/lib/validation/account";
import { changePasswordSchema } from "@/lib/validation/auth";
import { ErrorPanel } from "../error-panel";

/** How long a success message stays. */
export const SUCCESS_MESSAGE_MS = 3000;

type Actions = {
  updateProfile: (input: unknown) => Promise<ActionResult<AgentProfile>>;
  changePassword: (input: unknown) => Promise<ActionResult<{ changed: true }>>;
};

function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

function SuccessMessage({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-success/50 bg-success/10 p-3 text-sm text-foreground"
      data-testid={testId}
    >
      <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
      {text}
    </p>
  );
}

export function ProfileForm({
  profile,
  updateProfile,
}: {
  profile: AgentProfile;
  updateProfile: Actions["updateProfile"];
}) {
  const id = useId();
  const [values, setValues] = useState({
    company: profile.company,
    phone: profile.phone,
    notificationsEnabled: profile.notificationsEnabled,
  });
  const [error, setError] = useState<string | null>(null);
  const [success, flash] = useFlash();
  const [pending, startTransition] = useTransition();

  function save(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Failed to update profile");
      return;
    }
    startTransition(async () => {
      try {
        const result = await updateProfile(parsed.data);
        if (result.ok) {
          setValues({
            company: result.data.company,
            phone: result.data.phone,
            notificationsEnabled: result.data.notificationsEnabled,
          });
          flash("Profile updated successfully");
        } else {
          setError(
            result.status === 401
              ? "Not authenticated"
              : result.status === 400
                ? result.error
                : "Failed to update profile",
          );
        }
      } catch {
        setError("Failed to update profile");
      }
    });
  }

  return (
    <form onSubmit={save} className="space-y-6" data-testid="profile-form">
      <Card>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>Username, email and role are managed by your administrator.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-username`}>Username</Label>
            <Input
              id={`${id}-username`}
              value={profile.username}
              readOnly
              aria-readonly="true"
              className="bg-muted"
              data-testid="profile-username"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={profile.email}
              readOnly
              aria-readonly="true"
              className="bg-muted"
              data-testid="profile-email"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-role`}>Role</Label>
            <Input
              id={`${id}-role`}
              value={profile.role}
              readOnly
              aria-readonly="true"
              className="bg-muted"
              data-testid="profile-role"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-company`}>Company</Label>
            <Input
              id={`${id}-company`}
              value={values.company}
              onChange={(e) => setValues((v) => ({ ...v, company: e.target.value }))}
              maxLength={200}
              data-testid="profile-company"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-phone`}>Phone</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              value={values.phone}
              onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
              maxLength={40}
              data-testid="profile-phone"
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={`${id}-notifications`}>Notifications</Label>
              <p id={`${id}-notifications-help`} className="text-sm text-muted-foreground">
                Receive notifications about deals, quotes and reminders.
              </p>
            </div>
            <Switch
              id={`${id}-notifications`}
              aria-describedby={`${id}-notifications-help`}
              checked={values.notificationsEnabled}
              onCheckedChange={(checked) => setValues((v) => ({ ...v, notificationsEnabled: checked }))}
              data-testid="profile-notifications"
            />
          </div>
        </CardContent>
      </Card>
      {error ? <ErrorPanel message={error} testId="profile-error" /> : null}
      {success ? <SuccessMessage text={success} testId="profile-success" /> : null}
      <Button type="submit" disabled={pending} data-testid="profile-save">
        {pending ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}

export function ChangePasswordForm({ changePassword }: { changePassword: Actions["changePassword"] }) {
  const id = useId();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [success, flash] = useFlash();
  const [pending, startTransition] = useTransition();
  const empty = !values.currentPassword || !values.newPassword || !values.confirmPassword;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      // Mismatch first, then length, as the rules read.
      const issues = parsed.error.issues;
      const mismatch = issues.find((i) => i.path[0] === "confirmPassword");
      setError((mismatch ?? issues[0])?.message ?? "Failed to update password");
      return;
    }
    startTransition(async () => {
      try {
        const result = await changePassword(parsed.data);
        if (result.ok) {
          setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
          flash("Password updated successfully");
        } else {
          setError(
            result.status === 401
              ? "Not authenticated"
              : `Failed to update password${result.status < 500 ? `: ${result.error}` : ""}`,
          );
        }
      } catch {
        setError("Failed to update password");
      }
    });
  }

  const field = (key: keyof typeof values, label: string, autoComplete: string) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        data-testid={`password-${key}`}
      />
    </div>
  );

  return (
    <form onSubmit={submit} data-testid="password-form">
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>At least 8 characters.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            {field("currentPassword", "Current Password", "current-password")}
            {field("newPassword", "New Password", "new-password")}
            {field("confirmPassword", "Confirm New Password", "new-password")}
          </div>
          {error ? <ErrorPanel message={error} testId="password-error" /> : null}
          {success ? <SuccessMessage text={success} testId="password-success" /> : null}
          <Button type="submit" disabled={empty || pending} data-testid="password-submit">
            {pending ? "Updating Password..." : "Update Password"}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
