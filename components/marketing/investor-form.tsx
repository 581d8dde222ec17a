"use client";

import { useId, useState } from "react";
import toast from "react-hot-toast";
import { buttonClass, inputClass, textareaClass } from "@/components/marketing/button-classes";
import type { InvestorField, InvestorFormValues } from "@/lib/validation/investor";

type Validation = typeof import("@/lib/validation/investor");
let validationModule: Promise<Validation> | null = null;
/** The shared zod rules load when the visitor starts on the form, not with the page. */
function loadValidation(): Promise<Validation> {
  validationModule ??= import("@/lib/validation/investor");
  return validationModule;
}

const EMPTY: InvestorFormValues = { name: "", company: "", email: "", phone: "", message: "" };

const FIELDS: {
  name: InvestorField;
  label: string;
  type?: string;
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
}[] = [
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
  const [validation, setValidation] = useState<Validation | null>(null);
  const errors = validation ? validation.validateInvestorForm(values) : {};
  const prepare = () => {
    if (!validation) void loadValidation().then(setValidation);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const rules = validation ?? (await loadValidation());
    setValidation(rules);
    setTouched({ name: true, company: true, email: true, phone: true, message: true });
    const currentErrors = rules.validateInvestorForm(values);
    const firstInvalid = rules.INVESTOR_FIELD_NAMES.find((field) => currentErrors[field]);
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
      toast.success(rules.INVESTOR_SUCCESS_MESSAGE);
      setValues(EMPTY);
      setTouched({});
    } catch {
      toast.error(rules.INVESTOR_FAILURE_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerEnter={prepare}
      className="grid gap-5"
      data-testid="investor-form"
      aria-busy={submitting}
    >
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
                <textarea
                  {...common}
                  className={textareaClass}
                  rows={5}
                  onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                />
              ) : (
                <input
                  {...common}
                  className={inputClass}
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
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass({ size: "lg", className: "justify-self-start" })}
        data-testid="investor-submit"
      >
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
