"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { createCustomerAction } from "@/app/(portal)/dashboard/customers/actions";
import { Field, FormErrorBanner, FormSection } from "@/components/deals/form-parts";
import { NativeSelect } from "@/components/deals/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { COMPANY_SIZES, newCustomerSchema, type NewCustomerInput } from "@/lib/validation/customers";

export type CustomerFormState = Required<{ [K in Exclude<keyof NewCustomerInput, "idempotencyKey">]: string }>;
type FormState = CustomerFormState;

/** What a field of the customer forms is bound to: its id, value, invalid state and change handler. */
export type CustomerFieldBinder = (key: keyof CustomerFormState) => {
  id: string;
  value: string;
  "aria-invalid": true | undefined;
  onChange: (e: { target: { value: string } }) => void;
};

export const EMPTY_CUSTOMER_FORM: FormState = {
  name: "",
  companyName: "",
  email: "",
  phone: "",
  companyWebsite: "",
  address: "",
  city: "",
  state: "",
  postalCode: "",
  industry: "",
  size: "",
  notes: "",
};

export function NewCustomerForm() {
  const router = useRouter();
  const [form, setForm] = useState<FormState>(EMPTY_CUSTOMER_FORM);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** One key per form: a repeated or doubled submit creates one customer. */
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const bind: CustomerFieldBinder = (key) => ({
    id: key,
    value: form[key],
    "aria-invalid": invalid === key || undefined,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setInvalid(null);
    const checked = newCustomerSchema.safeParse(form);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue?.message ?? "Failed to create customer");
      setInvalid(String(issue?.path[0] ?? ""));
      return;
    }
    setSubmitting(true);
    try {
      const result = await createCustomerAction({ ...form, idempotencyKey });
      if (!result.ok) {
        setError(result.error || "Failed to create customer");
        setSubmitting(false);
        return;
      }
      router.push("/dashboard/customers");
    } catch {
      setError("Failed to create customer");
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="new-customer-form">
      <FormErrorBanner message={error} testId="new-customer-error" />
      <CustomerFields bind={bind} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => router.push("/dashboard/customers")}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting} data-testid="create-customer">
          {submitting ? "Creating..." : "Create Customer"}
        </Button>
      </div>
    </form>
  );
}

/** The customer's fields in their sections, shared by New Customer and the customer page. */
export function CustomerFields({ bind }: { bind: CustomerFieldBinder }) {
  return (
    <>
      <FormSection title="Contact Information">
        <Field id="name" label="Contact Name" required>
          <Input {...bind("name")} required autoComplete="name" />
        </Field>
        <Field id="companyName" label="Company Name" required>
          <Input {...bind("companyName")} required autoComplete="organization" />
        </Field>
        <Field id="email" label="Email">
          <Input {...bind("email")} type="email" autoComplete="email" placeholder="name@company.com" />
        </Field>
        <Field id="phone" label="Phone">
          <Input {...bind("phone")} type="tel" autoComplete="tel" placeholder="(555) 555-0100" />
        </Field>
        <Field id="companyWebsite" label="Company Website" wide>
          <Input {...bind("companyWebsite")} type="url" placeholder="https://example.com" />
        </Field>
      </FormSection>
      <FormSection title="Address">
        <Field id="address" label="Street Address" wide>
          <Input {...bind("address")} autoComplete="street-address" />
        </Field>
        <Field id="city" label="City">
          <Input {...bind("city")} autoComplete="address-level2" />
        </Field>
        <Field id="state" label="State">
          <Input {...bind("state")} autoComplete="address-level1" />
        </Field>
        <Field id="postalCode" label="Postal Code">
          <Input {...bind("postalCode")} autoComplete="postal-code" />
        </Field>
      </FormSection>
      <FormSection title="Additional Information">
        <Field id="industry" label="Industry">
          <Input {...bind("industry")} />
        </Field>
        <Field id="size" label="Company Size">
          <NativeSelect {...bind("size")}>
            <option value="">Select company size</option>
            {COMPANY_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} employees
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="notes" label="Notes" wide>
          <Textarea {...bind("notes")} rows={4} />
        </Field>
      </FormSection>
    </>
  );
}
