"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { saveQuoteAction } from "@/app/(portal)/dashboard/quotes/actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/lib/stores/notification-store";
import { formatUsd } from "@/lib/format";
import type { Quote } from "@/lib/quotes/quote";
import { MAX_DESCRIPTION_LENGTH, normaliseWebsite, quoteRequestFormSchema } from "@/lib/validation/quotes";
import { CustomerPicker } from "@/components/customers/customer-picker";
import type { CustomerChoice } from "@/lib/db/queries/customers";
import { QuoteOptions } from "./quote-options";
import { RequirementsSummary } from "./requirements-summary";

export type QuoteFormValues = {
  companyName: string;
  companyWebsite: string;
  contactName: string;
  contactEmail: string;
  description: string;
};

type FieldName = keyof QuoteFormValues;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  companyName: "",
  companyWebsite: "",
  contactName: "",
  contactEmail: "",
  description: "",
};

export const GENERATE_ERROR = "Failed to generate quote. Please try again.";
export const SAVE_ERROR = "Failed to save quote. Please try again.";
export const NOT_AUTHENTICATED = "Not authenticated";

const FIELDS: Array<{
  name: Exclude<FieldName, "description">;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
}> = [
  {
    name: "companyName",
    label: "Company name",
    type: "text",
    autoComplete: "organization",
    placeholder: "Acme Logistics",
  },
  { name: "companyWebsite", label: "Company website", type: "text", autoComplete: "url", placeholder: "acme.com" },
  { name: "contactName", label: "Contact name", type: "text", autoComplete: "name", placeholder: "Jane Smith" },
  { name: "contactEmail", label: "Contact email", type: "email", autoComplete: "email", placeholder: "jane@acme.com" },
];

/** Quote Generator: customer information and a needs description → a priced quote to save. */
export function QuoteGenerator({
  initial = EMPTY_QUOTE_FORM,
  initialCustomer = null,
}: {
  initial?: QuoteFormValues;
  /** The customer whose page asked for the quote: the quote is linked to it unless the agent changes the company. */
  initialCustomer?: CustomerChoice | null;
}) {
  const router = useRouter();
  const [values, setValues] = useState<QuoteFormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [saving, startSaving] = useTransition();
  /** The existing customer chosen in the picker, and the one the generated quote is for. */
  const [customer, setCustomer] = useState<CustomerChoice | null>(initialCustomer);
  const [quoteCustomer, setQuoteCustomer] = useState<CustomerChoice | null>(null);
  /** One key per form: a repeated or doubled Save Quote stores one quote. Start Over makes a new form. */
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  /** The generation in flight: Start Over aborts it, and an answer that arrives after is dropped. */
  const inFlight = useRef<AbortController | null>(null);

  const set = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setFieldErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function generate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const withScheme = { ...values, companyWebsite: normaliseWebsite(values.companyWebsite) };
    setValues(withScheme);
    const parsed = quoteRequestFormSchema.safeParse(withScheme);
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        errors[name] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setQuote(null);
    setGenerating(true);
    inFlight.current?.abort();
    const request = new AbortController();
    inFlight.current = request;
    try {
      const { description, ...customerInfo } = parsed.data;
      const response = await fetch("/api/generate-quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ description, customerInfo }),
        signal: request.signal,
      });
      if (response.status === 401) throw new Error(NOT_AUTHENTICATED);
      if (!response.ok) throw new Error(GENERATE_ERROR);
      const body = (await response.json()) as { quote?: Quote };
      if (!body.quote) throw new Error(GENERATE_ERROR);
      if (!request.signal.aborted) {
        setQuote(body.quote);
        setQuoteCustomer(customer);
      }
    } catch (err) {
      if (request.signal.aborted) return;
      setError(err instanceof Error && err.message === NOT_AUTHENTICATED ? NOT_AUTHENTICATED : GENERATE_ERROR);
    } finally {
      if (inFlight.current === request) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  }

  function startOver() {
    inFlight.current?.abort();
    inFlight.current = null;
    setGenerating(false);
    setValues(EMPTY_QUOTE_FORM);
    setFieldErrors({});
    setQuote(null);
    setError(null);
    setCustomer(null);
    setQuoteCustomer(null);
    setIdempotencyKey(crypto.randomUUID());
  }

  function save() {
    if (!quote || !quote.customerInfo) return;
    setError(null);
    const current = quote;
    startSaving(async () => {
      try {
        const result = await saveQuoteAction({
          quoteId: current.id,
          idempotencyKey,
          customerId: quoteCustomer?.id,
          description: current.description,
          customerInfo: current.customerInfo,
          requirements: current.requirements,
          source: current.source,
        });
        if (!result.ok) {
          setError(result.status === 401 ? NOT_AUTHENTICATED : SAVE_ERROR);
          return;
        }
        notify("success", "Quote saved", `${current.title} — ${formatUsd(current.monthlyTotal)}/month`);
        router.push("/dashboard/quotes");
      } catch {
        setError(SAVE_ERROR);
      }
    });
  }

  const best = quote?.options.find((o) => o.best) ?? null;

  return (
    <div className="space-y-6">
      <form
        onSubmit={generate}
        noValidate
        className="space-y-6 rounded-lg border bg-card p-6"
        aria-labelledby="quote-form-title"
        data-testid="quote-form"
      >
        <fieldset className="space-y-4">
          <legend id="quote-form-title" className="text-lg font-semibold">
            Customer information
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <div key={field.name} className="space-y-2">
                <Label htmlFor={`quote-${field.name}`}>
                  {field.label} <span aria-hidden="true">*</span>
                </Label>
                {field.name === "companyName" ? (
                  <CustomerPicker
                    id="quote-companyName"
                    value={values.companyName}
                    onValueChange={(v) => {
                      setValues((f) => ({ ...f, companyName: v }));
                      setFieldErrors((e) => ({ ...e, companyName: undefined }));
                    }}
                    chosen={customer}
                    onChoose={(chosen) => {
                      setCustomer(chosen);
                      if (!chosen) return;
                      setValues((f) => ({
                        ...f,
                        companyName: chosen.companyName,
                        contactName: chosen.name,
                        companyWebsite: chosen.companyWebsite ?? f.companyWebsite,
                        contactEmail: chosen.email ?? f.contactEmail,
                      }));
                      setFieldErrors({});
                    }}
                    placeholder={field.placeholder}
                    invalid={!!fieldErrors.companyName}
                    describedBy={fieldErrors.companyName ? "quote-companyName-error" : undefined}
                    testId="quote-companyName"
                  />
                ) : (
                  <Input
                    id={`quote-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    placeholder={field.placeholder}
                    required
                    aria-required="true"
                    value={values[field.name]}
                    onChange={set(field.name)}
                    onBlur={
                      field.name === "companyWebsite"
                        ? () => setValues((v) => ({ ...v, companyWebsite: normaliseWebsite(v.companyWebsite) }))
                        : undefined
                    }
                    aria-invalid={fieldErrors[field.name] ? true : undefined}
                    aria-describedby={fieldErrors[field.name] ? `quote-${field.name}-error` : undefined}
                    data-testid={`quote-${field.name}`}
                  />
                )}
                {fieldErrors[field.name] && (
                  <p id={`quote-${field.name}-error`} className="text-sm text-destructive">
                    {fieldErrors[field.name]}
                  </p>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="quote-description">
            Customer needs <span aria-hidden="true">*</span>
          </Label>
          <Textarea
            id="quote-description"
            name="description"
            rows={5}
            required
            aria-required="true"
            maxLength={MAX_DESCRIPTION_LENGTH}
            placeholder="e.g. 25 phones for the sales team, 5 tablets with hotspot and internet for 2 offices. Prefers Verizon, budget $1,500 a month."
            value={values.description}
            onChange={set("description")}
            aria-invalid={fieldErrors.description ? true : undefined}
            aria-describedby={`quote-description-hint${fieldErrors.description ? " quote-description-error" : ""}`}
            data-testid="quote-description"
          />
          <p id="quote-description-hint" className="text-xs text-muted-foreground">
            Say how many phones, tablets or hotspots, internet connections and watches, and any carrier, budget,
            contract or needs.
          </p>
          {fieldErrors.description && (
            <p id="quote-description-error" className="text-sm text-destructive">
              {fieldErrors.description}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={generating} data-testid="generate-quote">
            {generating ? "Generating Quote..." : "Generate Quote"}
          </Button>
          <Button type="button" variant="outline" onClick={startOver} data-testid="start-over">
            Start Over
          </Button>
        </div>
      </form>

      {error && (
        <div
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 p-4 text-sm font-medium text-destructive"
          data-testid="quote-error"
        >
          {error}
        </div>
      )}

      {quote && (
        <section
          aria-labelledby="quote-result-title"
          className="space-y-6 rounded-lg border bg-card p-6"
          data-testid="quote-result"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <h2 id="quote-result-title" className="text-xl font-semibold">
                {quote.title}
              </h2>
              <p className="text-sm text-muted-foreground">
                Quote ID{" "}
                <span className="font-mono" data-testid="quote-id">
                  {quote.id}
                </span>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className="text-sm text-muted-foreground">Status</span>
              <Badge variant="secondary" data-testid="quote-status">
                {quote.status}
              </Badge>
              <Badge variant="outline">
                {quote.source === "model" ? "Read by AI model" : "Read by built-in parser"}
              </Badge>
            </div>
          </div>
          <div className="space-y-2">
            <h3 className="font-semibold">Requirements</h3>
            <RequirementsSummary requirements={quote.requirements} />
          </div>
          {quote.notes.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground" data-testid="quote-notes">
              {quote.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
          <div className="space-y-2">
            <h3 className="font-semibold">Line items by carrier</h3>
            {best && (
              <p className="text-sm">
                Best option: <strong>{best.carrierName}</strong> at {formatUsd(best.monthlyTotal)} a month,{" "}
                {formatUsd(best.contractTotal)} over {quote.contractMonths}{" "}
                {quote.contractMonths === 1 ? "month" : "months"}.
              </p>
            )}
            <QuoteOptions options={quote.options} contractMonths={quote.contractMonths} />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={save} disabled={saving || !best} data-testid="save-quote">
              {saving ? "Saving..." : "Save Quote"}
            </Button>
            <Button type="button" variant="outline" onClick={startOver} disabled={saving}>
              Start Over
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
