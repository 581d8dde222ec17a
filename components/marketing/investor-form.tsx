"use client";

import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  INVESTOR_FAILURE_MESSAGE,
  INVESTOR_FIELD_NAMES,
  INVESTOR_SUCCESS_MESSAGE,
  validateInvestorForm,
  type InvestorField,
  type InvestorFormValues,
} from "@/lib/validation/investor";

const EMPTY: InvestorFormValues = { name: "", company: "", email: "", phone: "", message: "" };

const FIELDS: { name: InvestorField; label: string; type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean }[] = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "company", label: "Company", autoComplete: "organization" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", optional: true },
  { name: "message", label: "Message", multiline: true },
];

/** Investor enquiry form: a success toast and a cleared form, or a failure toast with the values kept. */
export function InvestorForm() {
  const formId = useId();
  const [values, setValues] = useState<InvestorFormValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<InvestorField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = validateInvestorForm(values);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ name: true, company: true, email: true, phone: true, message: true });
    const firstInvalid = INVESTOR_FIELD_NAMES.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch("/api/investor-contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`Server error: ${response.status}`);
      toast.success(INVESTOR_SUCCESS_MESSAGE);
      setValues(EMPTY);
      setTouched({});
    } catch {
      toast.error(INVESTOR_FAILURE_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="investor-form" aria-busy={submitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `${formId}-${field.name}`;
          const error = touched[field.name] ? errors[field.name] : undefined;
          const common = {
            id,
            name: field.name,
            value: values[field.name],
            disabled: submitting,
            autoComplete: field.autoComplete,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            "data-testid": `investor-${field.name}`,
            onBlur: () => setTouched((t) => ({ ...t, [field.name]: true })),
          } as const;
          return (
            <div key={field.name} className={field.multiline ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
              <label htmlFor={id} className="text-sm font-medium">
                {field.label}
                {field.optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
              </label>
              {field.multiline ? (
                <Textarea
                  {...common}
                  rows={5}
                  onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                />
              ) : (
                <Input
                  {...common}
                  type={field.type ?? "text"}
                  onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive" data-testid={`investor-${field.name}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start" data-testid="investor-submit">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
