"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { trackEvent } from "@/components/marketing/analytics";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useSignupModalStore } from "@/lib/stores/signup-modal-store";
import {
  validateWaitlistForm,
  WAITLIST_FIELD_NAMES,
  type WaitlistField,
  type WaitlistFormValues,
} from "@/lib/validation/waitlist";

/** The modal closes by itself this long after a successful signup. */
export const SIGNUP_AUTO_CLOSE_MS = 2000;
export const WAITLIST_ENDPOINT = "/.netlify/functions/waitlist";

const FIELDS: {
  name: WaitlistField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
  optional?: boolean;
}[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name", placeholder: "Jordan Smith" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "jordan@yourcompany.com" },
  {
    name: "company",
    label: "Company",
    type: "text",
    autoComplete: "organization",
    placeholder: "Your reseller business",
  },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", optional: true },
];

type Status = "editing" | "submitting" | "success";

function emptyValues(email: string): WaitlistFormValues {
  return { name: "", email, company: "", phone: "" };
}

/** The waitlist signup dialog, driven by the signup modal store. */
export function SignupModal() {
  const isOpen = useSignupModalStore((s) => s.isOpen);
  const closeModal = useSignupModalStore((s) => s.closeModal);
  // A fresh form for every opening (prefilled e-mail, no stale errors).
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpening((n) => n + 1);
  }

  // The element that opened the modal gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [isOpen]);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : closeModal())}>
      <DialogContent
        data-testid="signup-modal"
        // Anchored by its top edge, not centred: when the form's messages appear the
        // dialog grows downwards and the Close button stays under the pointer.
        className="top-4 translate-y-0 sm:top-[8vh] sm:max-h-[calc(92dvh-1rem)] sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) target.focus();
        }}
      >
        <SignupForm key={opening} onDone={closeModal} />
      </DialogContent>
    </Dialog>
  );
}

function SignupForm({ onDone }: { onDone: () => void }) {
  const initialEmail = useSignupModalStore((s) => s.initialEmail);
  const source = useSignupModalStore((s) => s.source);
  const [values, setValues] = useState<WaitlistFormValues>(() => emptyValues(initialEmail));
  const [touched, setTouched] = useState<Partial<Record<WaitlistField, boolean>>>({});
  const [status, setStatus] = useState<Status>("editing");
  const [serverError, setServerError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const formId = useId();

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(onDone, SIGNUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onDone]);

  // A field's message appears when it loses the focus. When a press (mouse, touch)
  // takes the focus away, the message waits until the press has ended: appearing on
  // pointer-down it would move the pressed button before pointer-up, so Close would
  // need a second click and Join would be missed. A press that closes the dialog
  // drops it: closing never validates.
  const pressing = useRef(false);
  const pendingTouch = useRef(new Set<WaitlistField>());
  useEffect(() => {
    const onDown = () => {
      pressing.current = true;
    };
    const onUp = () => {
      window.setTimeout(() => {
        pressing.current = false;
        const fields = [...pendingTouch.current];
        pendingTouch.current.clear();
        if (fields.length && useSignupModalStore.getState().isOpen) {
          setTouched((t) => ({ ...t, ...Object.fromEntries(fields.map((f) => [f, true])) }));
        }
      }, 0);
    };
    window.addEventListener("pointerdown", onDown, true);
    window.addEventListener("pointerup", onUp, true);
    window.addEventListener("pointercancel", onUp, true);
    return () => {
      window.removeEventListener("pointerdown", onDown, true);
      window.removeEventListener("pointerup", onUp, true);
      window.removeEventListener("pointercancel", onUp, true);
    };
  }, []);
  function touchOnBlur(field: WaitlistField) {
    if (pressing.current) pendingTouch.current.add(field);
    else setTouched((t) => ({ ...t, [field]: true }));
  }

  const errors = validateWaitlistForm(values);
  const submitting = status === "submitting";

  if (status === "success") {
    return (
      <div data-testid="signup-success" className="flex flex-col items-center gap-3 py-6 text-center" role="status">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <DialogTitle className="text-2xl">You&apos;re All Set!</DialogTitle>
        <DialogDescription className="text-base">Check your email for your access details.</DialogDescription>
      </div>
    );
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ name: true, email: true, company: true, phone: true });
    const firstInvalid = WAITLIST_FIELD_NAMES.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    setServerError(null);
    setStatus("submitting");
    trackEvent("begin_waitlist_submission", { source });
    try {
      const response = await fetch(WAITLIST_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, source, website: honeypot.current?.value ?? "" }),
      });
      type WaitlistResponse = { success?: unknown; error?: unknown } | null;
      let data: WaitlistResponse = null;
      try {
        data = (await response.json()) as WaitlistResponse;
      } catch {
        data = null;
      }
      if (!response.ok) {
        throw new Error(
          typeof data?.error === "string" && data.error ? data.error : `Server error: ${response.status}`,
        );
      }
      if (data?.success !== true) throw new Error("Failed to submit form");
      trackEvent("complete_waitlist_submission", { source });
      setStatus("success");
    } catch (error) {
      const message = error instanceof Error ? error.message : "An unexpected error occurred. Please try again.";
      trackEvent("waitlist_submission_error", { source, error: message });
      setServerError(message);
      setStatus("editing");
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-2xl">Join the Waitlist</DialogTitle>
        <DialogDescription>
          Get early access to TelcoPilot: multi-carrier quoting, device matching and an AI sales assistant for your
          reseller business.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="signup-form" aria-busy={submitting}>
        {FIELDS.map((field) => {
          const id = `${formId}-${field.name}`;
          const error = touched[field.name] ? errors[field.name] : undefined;
          return (
            <div key={field.name} className="grid gap-1.5">
              <label htmlFor={id} className="text-sm font-medium">
                {field.label}
                {field.optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
              </label>
              <Input
                id={id}
                name={field.name}
                type={field.type}
                inputMode={field.type === "tel" ? "tel" : undefined}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={values[field.name]}
                disabled={submitting}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                data-testid={`signup-${field.name}`}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                onBlur={() => touchOnBlur(field.name)}
              />
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive" data-testid={`signup-${field.name}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${formId}-website`}>Website</label>
          <input
            ref={honeypot}
            id={`${formId}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {serverError ? (
          <div
            role="alert"
            data-testid="signup-error"
            className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {serverError}
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting} data-testid="signup-submit">
          {submitting ? "Submitting..." : "Join the Waitlist"}
        </Button>
      </form>
    </>
  );
}
