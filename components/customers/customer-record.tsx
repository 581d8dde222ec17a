"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import toast from "react-hot-toast";
import {
  deleteCustomerAction,
  findCustomersAction,
  mergeCustomersAction,
  updateCustomerAction,
} from "@/app/(portal)/dashboard/customers/actions";
import { FormErrorBanner } from "@/components/deals/form-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRecordForm } from "@/components/portal/use-record-form";
import type { CustomerCard, CustomerLinks, CustomerRecord } from "@/lib/db/queries/customers";
import { formatDay, formatUsd } from "@/lib/format";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";
import { DEAL_STATUS_NAMES } from "@/lib/validation/deals";
import { editCustomerSchema } from "@/lib/validation/customers";
import { CustomerFields, type CustomerFieldBinder, type CustomerFormState } from "./new-customer-form";

function formOf(c: CustomerRecord): CustomerFormState {
  return {
    name: c.name,
    companyName: c.companyName,
    email: c.email,
    phone: c.phone,
    companyWebsite: c.companyWebsite,
    address: c.address,
    city: c.city,
    state: c.state,
    postalCode: c.postalCode,
    industry: c.industry,
    size: c.size,
    notes: c.notes,
  };
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** The customer page: its fields (editable), its deals, quotes and renewals, merge and delete. */
export function CustomerRecordView({ customer: initial, links }: { customer: CustomerRecord; links: CustomerLinks }) {
  const router = useRouter();
  const { record: customer, form, setForm, adopt } = useRecordForm(initial, formOf);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, startDelete] = useTransition();
  const [mergeOpen, setMergeOpen] = useState(false);
  const [mergeQuery, setMergeQuery] = useState("");
  const [candidates, setCandidates] = useState<CustomerCard[]>([]);
  const [mergeFrom, setMergeFrom] = useState<CustomerCard | null>(null);
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [merging, startMerge] = useTransition();

  const bind: CustomerFieldBinder = (key) => ({
    id: key,
    value: form[key],
    "aria-invalid": invalid === key || undefined,
    onChange: (e) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setInvalid(null);
    const payload = { ...form, customerId: customer.id, version: customer.version };
    const checked = editCustomerSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue?.message ?? "Failed to save the customer");
      setInvalid(String(issue?.path[0] ?? ""));
      return;
    }
    startSaving(async () => {
      const result = await updateCustomerAction(payload);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      adopt(result.data);
      toast.success("Customer saved");
      router.refresh();
    });
  }

  function remove() {
    startDelete(async () => {
      const result = await deleteCustomerAction({ customerId: customer.id });
      setConfirmDelete(false);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`${result.data.name} was deleted`);
      router.push("/dashboard/customers");
    });
  }

  async function search(q: string) {
    setMergeQuery(q);
    setMergeFrom(null);
    const result = await findCustomersAction({ q, sort: "company_name", limit: 20 });
    if (result.ok) setCandidates(result.data.filter((c) => c.id !== customer.id));
  }

  function merge() {
    if (!mergeFrom) {
      setMergeError("Choose the customer to merge into this one");
      return;
    }
    startMerge(async () => {
      const result = await mergeCustomersAction({ customerId: customer.id, fromId: mergeFrom.id });
      if (!result.ok) {
        setMergeError(result.error);
        return;
      }
      setMergeOpen(false);
      toast.success(
        `${mergeFrom.companyName} was merged: ${count(result.data.deals, "deal")} and ${count(result.data.quotes, "quote")} moved here`,
      );
      setMergeQuery("");
      setCandidates([]);
      setMergeFrom(null);
      router.refresh();
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        onSubmit={save}
        noValidate
        className="min-w-0 space-y-6"
        aria-label="Edit customer"
        data-testid="customer-form"
      >
        <FormErrorBanner message={error} testId="customer-error" />
        <CustomerFields bind={bind} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving} data-testid="save-customer">
            {saving ? "Saving..." : "Save Changes"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setMergeOpen(true)} data-testid="merge-customer">
            Merge a Duplicate
          </Button>
          <Button
            type="button"
            variant="destructive"
            className="sm:ml-auto"
            onClick={() => setConfirmDelete(true)}
            data-testid="delete-customer"
          >
            Delete Customer
          </Button>
        </div>
      </form>

      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="customer-deals-title"
          className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id="customer-deals-title" className="text-lg font-semibold">
              Deals ({links.deals.length})
            </h3>
            <Link href={`/dashboard/quotes/new?customerId=${customer.id}`} className={`text-sm ${linkClass}`}>
              New quote
            </Link>
          </div>
          {links.deals.length === 0 ? (
            <p className="text-sm text-muted-foreground">No deals yet.</p>
          ) : (
            <ul className="divide-y text-sm" data-testid="customer-deals">
              {links.deals.map((d) => (
                <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="flex flex-wrap items-baseline gap-2">
                    <Link href={`/dashboard/deals/${d.id}`} className={`${linkClass} break-words`}>
                      {d.title}
                    </Link>
                    {d.archived ? (
                      <Badge variant="outline" data-testid="customer-deal-archived">
                        Archived
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {DEAL_STATUS_NAMES[d.status]} · {formatUsd(d.value)} · {d.probability}%
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="customer-quotes-title"
          className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <h3 id="customer-quotes-title" className="text-lg font-semibold">
            Quotes ({links.quotes.length})
          </h3>
          {links.quotes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No saved quotes.</p>
          ) : (
            <ul className="divide-y text-sm" data-testid="customer-quotes">
              {links.quotes.map((q) => (
                <li key={q.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <Link href={`/dashboard/quotes/${q.id}`} className={`${linkClass} break-words`}>
                    {q.title}
                  </Link>
                  <span className="text-muted-foreground tabular-nums">
                    {formatUsd(q.monthlyTotal)}/month · {formatDay(q.createdDay)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="customer-renewals-title"
          className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <h3 id="customer-renewals-title" className="text-lg font-semibold">
            Renewals in the next year
          </h3>
          {links.renewals.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No contract, promotion or device payment ends within a year.
            </p>
          ) : (
            <ul className="divide-y text-sm" data-testid="customer-renewals">
              {links.renewals.map((r) => (
                <li key={`${r.dealId}-${r.kind}`} className="py-2">
                  <span className="font-medium">{formatDay(r.day)}</span> · {RENEWAL_KIND_LABELS[r.kind]} ·{" "}
                  <Link href={`/dashboard/deals/${r.dealId}`} className={linkClass}>
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="text-xs text-muted-foreground">
          Added {formatDay(customer.createdDay)} · assigned to {customer.assignedTo ?? "nobody"}. Bill analyses are not
          stored with customers.
        </p>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${customer.companyName}?`}
        description={
          links.deals.length > 0
            ? `${customer.companyName} has deals${links.deals.some((d) => d.archived) ? " (archived ones count too)" : ""}: it cannot be deleted until they are deleted or it is merged into another customer.`
            : "The customer and its saved quotes are deleted for everyone in your company. This cannot be undone."
        }
        action="Delete Customer"
        pendingAction="Deleting..."
        pending={deleting}
        onConfirm={remove}
        testId="confirm-delete-customer"
      />

      <Dialog open={mergeOpen} onOpenChange={setMergeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Merge a duplicate into {customer.companyName}</DialogTitle>
            <DialogDescription>
              The duplicate&apos;s deals and quotes move here, fields this customer lacks are taken from it, then it is
              deleted.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="merge-search">Find the duplicate</Label>
            <Input
              id="merge-search"
              type="search"
              value={mergeQuery}
              onChange={(e) => void search(e.target.value)}
              placeholder="Company, contact or email"
              autoComplete="off"
            />
            <fieldset className="max-h-56 space-y-1 overflow-y-auto" aria-label="Customers found">
              {candidates.map((c) => (
                <label key={c.id} className="flex items-start gap-2 rounded-md p-2 text-sm hover:bg-accent">
                  <input
                    type="radio"
                    name="merge-from"
                    value={c.id}
                    checked={mergeFrom?.id === c.id}
                    onChange={() => {
                      setMergeFrom(c);
                      setMergeError(null);
                    }}
                    className="mt-1"
                  />
                  <span>
                    <span className="font-medium">{c.companyName}</span> · {c.name}
                    {c.email ? ` · ${c.email}` : ""} · added {formatDay(c.createdDay)}
                  </span>
                </label>
              ))}
            </fieldset>
            {mergeError ? <p className="text-sm text-destructive">{mergeError}</p> : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" onClick={merge} disabled={merging} data-testid="confirm-merge">
              {merging ? "Merging..." : "Merge"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
