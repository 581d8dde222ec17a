"use client";

import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ActionResult } from "@/lib/actions";
import { twoFactorCodeSchema } from "@/lib/validation/auth";
import { ErrorPanel } from "../error-panel";

type Enrolment = { secret: string; uri: string; qrCode: string };

export type TwoFactorActions = {
  start: (input: unknown) => Promise<ActionResult<Enrolment>>;
  confirm: (input: unknown) => Promise<ActionResult<{ recoveryCodes: string[] | null }>>;
  disable: (input: unknown) => Promise<ActionResult<{ enabled: false }>>;
};

type Step =
  | { kind: "off" }
  | { kind: "setup"; enrolment: Enrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "on" }
  | { kind: "turning-off" };

/** Said where the sign-in provider keeps the factor and gives no recovery codes. */
export const noRecoveryCodes = (provider: string) =>
  `There are no recovery codes: ${provider}, this site's sign-in provider, does not give them. Keep your authenticator app backed up; if you lose it, a platform operator must remove the factor in ${provider} before you can sign in.`;

/** The key in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Two-factor sign-in with an authenticator app: switching it on shows a QR code and the key,
 * a first code confirms it, and the one-time recovery codes are shown once; switching it off
 * asks for a current code or a recovery code. `recoveryCodesLeft` is null under a sign-in
 * `provider` that gives no recovery codes (Supabase Auth): the card says so instead of showing codes.
 */
export function TwoFactorCard({
  enabled,
  recoveryCodesLeft,
  provider,
  actions,
}: {
  enabled: boolean;
  recoveryCodesLeft: number | null;
  /** The external sign-in provider that keeps the factor, or null for this site's own sign-in. */
  provider: string | null;
  actions: TwoFactorActions;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>(enabled ? { kind: "on" } : { kind: "off" });
  const [codesLeft, setCodesLeft] = useState(recoveryCodesLeft);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const isOn = step.kind === "on" || step.kind === "turning-off" || step.kind === "codes";

  function failed(result: { status: number; error: string }, fallback: string) {
    setError(result.status === 401 ? "Not authenticated" : result.status < 500 ? result.error : fallback);
  }

  function onSwitch(checked: boolean) {
    setError(null);
    setCode("");
    if (!checked) {
      if (step.kind === "setup") setStep({ kind: "off" });
      else if (step.kind === "on") setStep({ kind: "turning-off" });
      return;
    }
    if (step.kind === "turning-off") {
      setStep({ kind: "on" });
      return;
    }
    startTransition(async () => {
      try {
        const result = await actions.start({});
        if (result.ok) setStep({ kind: "setup", enrolment: result.data });
        else failed(result, "Failed to start two-factor setup");
      } catch {
        setError("Failed to start two-factor setup");
      }
    });
  }

  function submitCode(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a code");
      return;
    }
    startTransition(async () => {
      try {
        if (step.kind === "setup") {
          const result = await actions.confirm(parsed.data);
          if (result.ok) {
            setCode("");
            const codes = result.data.recoveryCodes;
            if (codes) {
              setCodesLeft(codes.length);
              setStep({ kind: "codes", codes });
            } else {
              setCodesLeft(null);
              setStep({ kind: "on" });
            }
          } else failed(result, "Failed to turn on two-factor sign-in");
        } else {
          const result = await actions.disable(parsed.data);
          if (result.ok) {
            setCode("");
            setStep({ kind: "off" });
          } else failed(result, "Failed to turn off two-factor sign-in");
        }
      } catch {
        setError("Failed to reach the server. Please try again.");
      }
    });
  }

  const codeForm = (label: string, submit: string, help: string) => (
    <form onSubmit={submitCode} className="space-y-3" data-testid="two-factor-code-form">
      <div className="space-y-1">
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={64}
          aria-describedby={`${id}-code-help`}
          className="max-w-xs"
          data-testid="two-factor-code"
        />
        <p id={`${id}-code-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} data-testid="two-factor-submit">
          {pending ? "Checking..." : submit}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => onSwitch(step.kind !== "setup")}>
          Cancel
        </Button>
      </div>
    </form>
  );

  return (
    <Card data-testid="two-factor-card">
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          With it on, signing in asks for a code from an authenticator app on your phone after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor={`${id}-switch`}>Two-factor authentication</Label>
            <p id={`${id}-switch-help`} className="text-sm text-muted-foreground" data-testid="two-factor-state">
              {isOn
                ? `On: sign-in asks for a code from your authenticator app.${codesLeft === null ? "" : ` ${codesLeft} recovery code${codesLeft === 1 ? "" : "s"} left.`}`
                : "Off: sign-in asks for your password only."}
            </p>
            {codesLeft === null && provider ? (
              <p className="mt-1 text-sm text-muted-foreground" data-testid="two-factor-no-recovery-codes">
                {noRecoveryCodes(provider)}
              </p>
            ) : null}
          </div>
          <Switch
            id={`${id}-switch`}
            aria-describedby={`${id}-switch-help`}
            checked={isOn || step.kind === "setup"}
            disabled={pending || step.kind === "codes"}
            onCheckedChange={onSwitch}
            data-testid="profile-two-factor"
          />
        </div>

        {step.kind === "setup" && (
          <div className="space-y-4" data-testid="two-factor-setup">
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …).</li>
              <li>Scan the QR code, or enter the key below by hand.</li>
              <li>Enter the 6-digit code the app shows to turn two-factor sign-in on.</li>
            </ol>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              {/* A data URL made on the server: nothing for next/image to optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={step.enrolment.qrCode}
                alt="QR code to add TelcoPilot to your authenticator app"
                width={180}
                height={180}
                className="size-44 rounded-md border bg-white p-1"
                data-testid="two-factor-qr"
              />
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium" id={`${id}-secret-label`}>
                  Key for entry by hand
                </p>
                <code
                  aria-labelledby={`${id}-secret-label`}
                  className="block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
                  data-testid="two-factor-secret"
                >
                  {grouped(step.enrolment.secret)}
                </code>
                <p className="text-sm text-muted-foreground">Time-based, 6 digits, every 30 seconds.</p>
              </div>
            </div>
            {codeForm(
              "Code from your app",
              "Turn on two-factor sign-in",
              "The code changes every 30 seconds; enter the one shown now.",
            )}
          </div>
        )}

        {step.kind === "codes" && (
          <div className="space-y-3" data-testid="two-factor-recovery">
            <p className="text-sm font-medium" role="status">
              Two-factor sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if you lose
              your phone. They are shown only now.
            </p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
              {step.codes.map((c) => (
                <li key={c} className="rounded-md bg-muted px-2 py-1 text-center">
                  {c}
                </li>
              ))}
            </ul>
            <Button type="button" onClick={() => setStep({ kind: "on" })} data-testid="recovery-codes-saved">
              I have saved my recovery codes
            </Button>
          </div>
        )}

        {step.kind === "turning-off" &&
          codeForm(
            codesLeft === null ? "Code from your app" : "Code from your app or a recovery code",
            "Turn off two-factor sign-in",
            codesLeft === null
              ? "Turning two-factor sign-in off needs a current code from your authenticator app."
              : "Turning two-factor sign-in off needs a current code, or one of your recovery codes.",
          )}

        {error ? <ErrorPanel message={error} testId="two-factor-error" /> : null}
      </CardContent>
    </Card>
  );
}
