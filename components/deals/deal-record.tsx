"use client";

import { Archive, ArchiveRestore } from "lucide-react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { useState, useTransition, type FormEvent } from "react";
import toast from "react-hot-toast";
import {
  addDealNoteAction,
  archiveDealAction,
  deleteDealAction,
  restoreDealAction,
  updateDealAction,
} from "@/app/(portal)/dashboard/deals/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { undoToast } from "@/components/ui/undo-toast";
import { SelectOptions } from "@/components/portal/field-select";
import { useRecordForm } from "@/components/portal/use-record-form";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import { DEVICE_TYPES } from "@/config/device-types";
import { computeDealValue } from "@/lib/deals/value";
import type { DealRecord, TimelineEntry } from "@/lib/db/queries/deals";
import { formatDay, formatUsd } from "@/lib/format";
import { notify } from "@/lib/stores/notification-store";
import {
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  DEAL_STATUS_NAMES,
  DEAL_STATUSES,
  dealStatusName,
  editDealSchema,
  HARDWARE_SOURCE_LABELS,
  HARDWARE_SOURCES,
  type DealStatus,
} from "@/lib/validation/deals";
import { Field, FormErrorBanner, FormSection } from "./form-parts";
import { NativeSelect } from "./native-select";

type FormState = Record<
  | "title"
  | "description"
  | "status"
  | "stage"
  | "probability"
  | "closeDate"
  | "lostReason"
  | "carrier"
  | "deviceType"
  | "voiceLines"
  | "mobileInternetLines"
  | "fixedWirelessLines"
  | "monthlyRate"
  | "contractTerm"
  | "promotionEndsOn"
  | "deviceInstallmentMonths"
  | "useCase"
  | "hardwareSource"
  | "partnerSolution",
  string
>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function formOf(d: DealRecord): FormState {
  return {
    title: d.title,
    description: d.description,
    status: d.status,
    stage: d.stage,
    probability: text(d.probability),
    closeDate: text(d.closeDate),
    lostReason: text(d.lostReason),
    carrier: text(d.carrier) || "ATT",
    deviceType: text(d.productType),
    voiceLines: text(d.voiceLines),
    mobileInternetLines: text(d.mobileInternetLines),
    fixedWirelessLines: text(d.fixedWirelessLines),
    monthlyRate: text(d.monthlyRate),
    contractTerm: text(d.contractTerm),
    promotionEndsOn: text(d.promotionEndsOn),
    deviceInstallmentMonths: text(d.deviceInstallmentMonths),
    useCase: d.useCase,
    hardwareSource: d.hardwareSource,
    partnerSolution: d.partnerSolution,
  };
}

const KIND_TITLES: Record<TimelineEntry["kind"], string> = {
  created: "Created",
  moved: "Moved",
  edited: "Edited",
  note: "Note",
  archived: "Archived",
  restored: "Restored",
  quote: "Quote saved",
  payment: "Payment matched",
};

function describe(e: TimelineEntry): string {
  if (e.kind === "created") return `Created in ${dealStatusName(e.toStatus ?? "")}`;
  if (e.kind === "moved")
    return `${dealStatusName(e.fromStatus ?? "")} → ${dealStatusName(e.toStatus ?? "")}${e.text ? `: ${e.text}` : ""}`;
  if (e.kind === "archived") return e.actor ? `Archived by ${e.actor}` : "Archived";
  if (e.kind === "restored") return e.actor ? `Restored to the board by ${e.actor}` : "Restored to the board";
  if (e.kind === "quote") return `${e.text ?? ""}${e.amount !== null ? `, ${formatUsd(e.amount)}/month` : ""}`;
  if (e.kind === "payment") return `${e.amount !== null ? formatUsd(e.amount) : ""} from ${e.text ?? ""}`;
  return e.text ?? "";
}

const when = (iso: string) => `${formatDay(iso)} ${iso.slice(11, 16)} UTC`;

/**
 * The deal page: the deal's fields (editable), its commission, notes and activity, archive and
 * delete. An archived deal is read-only until it is restored to the board (an edit could move it
 * between columns nobody sees); notes and delete stay open.
 */
export function DealRecordView({ deal: initial, timeline }: { deal: DealRecord; timeline: TimelineEntry[] }) {
  const router = useRouter();
  const { record: deal, form, setForm, adopt } = useRecordForm(initial, formOf);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<DealRecord | null>(null);
  const [saving, startSaving] = useTransition();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [addingNote, startNote] = useTransition();
  const [deleting, startDelete] = useTransition();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [archiving, startArchive] = useTransition();
  const archived = deal.archivedAt !== null;

  const set = (key: keyof FormState, value: string) => setForm((f) => ({ ...f, [key]: value }));

  /** Picking a closed status shows what the rule will do; the server applies it. */
  function chooseStatus(status: DealStatus) {
    setForm((f) => ({
      ...f,
      status,
      probability: status === "closed_won" ? "100" : status === "closed_lost" ? "0" : f.probability,
    }));
  }

  const amounts = computeDealValue({
    voiceLines: Number(form.voiceLines) || 0,
    mobileInternetLines: Number(form.mobileInternetLines) || 0,
    fixedWirelessLines: Number(form.fixedWirelessLines) || 0,
    monthlyRate: Number(form.monthlyRate) || 0,
    contractTerm: Number(form.contractTerm) || 0,
    oneTimeRevenue: deal.oneTimeRevenue,
  });

  function payload() {
    return {
      ...form,
      dealId: deal.id,
      version: deal.version,
      ratePlanId: deal.ratePlanId ?? "",
      lostReason: form.status === "closed_lost" ? form.lostReason : "",
    };
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = editDealSchema.safeParse(payload());
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Failed to save the deal");
      return;
    }
    startSaving(async () => {
      const result = await updateDealAction(payload());
      if (!result.ok) {
        if (result.status === 409 && "current" in result) setStale(result.current);
        setError(result.error);
        return;
      }
      adopt(result.data);
      setStale(null);
      toast.success("Deal saved");
      if (result.data.status !== deal.status && result.data.status === "closed_won")
        notify("success", "Deal won", `${result.data.title} was moved to Won.`);
      router.refresh();
    });
  }

  function reloadStale() {
    if (!stale) return;
    adopt(stale);
    setStale(null);
    setError(null);
    router.refresh();
  }

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNoteError(null);
    if (!note.trim()) {
      setNoteError("Write the note first");
      return;
    }
    startNote(async () => {
      const result = await addDealNoteAction({ dealId: deal.id, text: note });
      if (!result.ok) {
        setNoteError(result.error);
        return;
      }
      setNote("");
      router.refresh();
    });
  }

  function remove() {
    startDelete(async () => {
      const result = await deleteDealAction({ dealId: deal.id, version: deal.version });
      if (!result.ok) {
        setConfirmOpen(false);
        setError(
          result.status === 409
            ? "This deal was changed by someone else since you opened it. Reload before deleting it."
            : result.error,
        );
        return;
      }
      toast.success(`${result.data.title} was deleted`);
      router.push("/dashboard/deals");
    });
  }

  /** Archive (after the confirmation) or restore; archiving offers Undo, which restores. */
  function setArchived(archive: boolean, from: DealRecord = deal) {
    setError(null);
    startArchive(async () => {
      const action = archive ? archiveDealAction : restoreDealAction;
      const result = await action({ dealId: from.id, version: from.version });
      setArchiveOpen(false);
      if (!result.ok) {
        if (result.status === 409 && "current" in result) setStale(result.current);
        setError(result.error);
        return;
      }
      adopt(result.data);
      setStale(null);
      if (archive) {
        const archivedDeal = result.data;
        undoToast({
          id: `archive-${archivedDeal.id}`,
          message: `${archivedDeal.title} was archived: it is off the board.`,
          testId: "undo-archive",
          onUndo: () => setArchived(false, archivedDeal),
        });
      } else {
        toast.success(`${result.data.title} is back on the board`);
      }
      router.refresh();
    });
  }

  const c = deal.commission;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form onSubmit={save} noValidate className="min-w-0 space-y-6" data-testid="deal-form" aria-label="Edit deal">
        {archived ? (
          <div
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-600/60 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/60 dark:bg-amber-950/40 dark:text-amber-50"
            data-testid="deal-archived-banner"
          >
            <p className="flex items-center gap-2 text-sm font-medium">
              <Archive className="size-4 shrink-0" aria-hidden="true" />
              This deal is archived: it is not on the board.
            </p>
            <Button
              type="button"
              variant="outline"
              onClick={() => setArchived(false)}
              disabled={archiving}
              data-testid="restore-deal"
            >
              <ArchiveRestore aria-hidden="true" />
              {archiving ? "Restoring..." : "Restore to the board"}
            </Button>
          </div>
        ) : null}
        <FormErrorBanner message={error} testId="deal-error" />
        {stale ? (
          <Button type="button" variant="outline" onClick={reloadStale} data-testid="deal-reload">
            Load the current version
          </Button>
        ) : null}
        <fieldset
          disabled={archived}
          className="min-w-0 space-y-6"
          aria-describedby={archived ? "deal-archived-note" : undefined}
        >
          {archived ? (
            <p id="deal-archived-note" className="text-sm text-muted-foreground">
              Restore the deal to the board to edit it.
            </p>
          ) : null}
          <FormSection title="Deal">
            <Field id="title" label="Deal Title" required wide>
              <Input id="title" required value={form.title} onChange={(e) => set("title", e.target.value)} />
            </Field>
            <Field id="status" label="Status" required>
              <NativeSelect
                id="status"
                value={form.status}
                onChange={(e) => chooseStatus(e.target.value as DealStatus)}
              >
                {DEAL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {DEAL_STATUS_NAMES[s]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="stage" label="Stage" required>
              <NativeSelect id="stage" value={form.stage} onChange={(e) => set("stage", e.target.value)}>
                {DEAL_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {DEAL_STAGE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id="probability"
              label="Probability (%)"
              required
              hint={
                form.status === "closed_won"
                  ? "A won deal is 100%."
                  : form.status === "closed_lost"
                    ? "A lost deal is 0%."
                    : undefined
              }
            >
              <Input
                id="probability"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={form.probability}
                readOnly={form.status === "closed_won" || form.status === "closed_lost"}
                aria-describedby={
                  form.status === "closed_won" || form.status === "closed_lost" ? "probability-hint" : undefined
                }
                onChange={(e) => set("probability", e.target.value)}
              />
            </Field>
            <Field
              id="closeDate"
              label={
                form.status === "closed_won" || form.status === "closed_lost" ? "Close Date" : "Expected Close Date"
              }
              hint={
                form.status === "closed_won" && deal.status !== "closed_won"
                  ? "Left unchanged, the close date becomes the day you save the win."
                  : undefined
              }
            >
              <Input
                id="closeDate"
                type="date"
                value={form.closeDate}
                onChange={(e) => set("closeDate", e.target.value)}
                aria-describedby={
                  form.status === "closed_won" && deal.status !== "closed_won" ? "closeDate-hint" : undefined
                }
              />
            </Field>
            {form.status === "closed_lost" ? (
              <Field id="lostReason" label="Lost Reason" required wide>
                <Input
                  id="lostReason"
                  required
                  maxLength={500}
                  value={form.lostReason}
                  onChange={(e) => set("lostReason", e.target.value)}
                />
              </Field>
            ) : null}
            <Field id="description" label="Description" wide>
              <Textarea
                id="description"
                rows={3}
                value={form.description}
                onChange={(e) => set("description", e.target.value)}
              />
            </Field>
          </FormSection>

          <FormSection title="Lines and Rate">
            <Field id="voiceLines" label="Voice Lines">
              <Input
                id="voiceLines"
                type="number"
                min={0}
                value={form.voiceLines}
                onChange={(e) => set("voiceLines", e.target.value)}
              />
            </Field>
            <Field id="mobileInternetLines" label="Mobile Internet Lines">
              <Input
                id="mobileInternetLines"
                type="number"
                min={0}
                value={form.mobileInternetLines}
                onChange={(e) => set("mobileInternetLines", e.target.value)}
              />
            </Field>
            <Field id="fixedWirelessLines" label="Fixed Wireless Lines">
              <Input
                id="fixedWirelessLines"
                type="number"
                min={0}
                value={form.fixedWirelessLines}
                onChange={(e) => set("fixedWirelessLines", e.target.value)}
              />
            </Field>
            <Field id="monthlyRate" label="Monthly Rate per Line ($)">
              <Input
                id="monthlyRate"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={form.monthlyRate}
                onChange={(e) => set("monthlyRate", e.target.value)}
              />
            </Field>
            <Field id="contractTerm" label="Contract Term (months)">
              <Input
                id="contractTerm"
                type="number"
                min={0}
                value={form.contractTerm}
                onChange={(e) => set("contractTerm", e.target.value)}
              />
            </Field>
            <Field id="carrier" label="Carrier" required>
              <NativeSelect id="carrier" value={form.carrier} onChange={(e) => set("carrier", e.target.value)}>
                <SelectOptions options={CARRIER_CODE_OPTIONS} />
              </NativeSelect>
            </Field>
            <Field id="deviceType" label="Device Type">
              <NativeSelect id="deviceType" value={form.deviceType} onChange={(e) => set("deviceType", e.target.value)}>
                <option value="">Select a device type</option>
                {DEVICE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="hardwareSource" label="Hardware Source">
              <NativeSelect
                id="hardwareSource"
                value={form.hardwareSource}
                onChange={(e) => set("hardwareSource", e.target.value)}
              >
                {HARDWARE_SOURCES.map((h) => (
                  <option key={h} value={h}>
                    {HARDWARE_SOURCE_LABELS[h]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="promotionEndsOn" label="Promotion Ends">
              <Input
                id="promotionEndsOn"
                type="date"
                value={form.promotionEndsOn}
                onChange={(e) => set("promotionEndsOn", e.target.value)}
              />
            </Field>
            <Field id="deviceInstallmentMonths" label="Device Payments (months)">
              <Input
                id="deviceInstallmentMonths"
                type="number"
                min={0}
                max={120}
                value={form.deviceInstallmentMonths}
                onChange={(e) => set("deviceInstallmentMonths", e.target.value)}
              />
            </Field>
            <Field id="useCase" label="Use Case" wide>
              <Input id="useCase" value={form.useCase} onChange={(e) => set("useCase", e.target.value)} />
            </Field>
            <Field id="partnerSolution" label="Partner Solution" wide>
              <Input
                id="partnerSolution"
                value={form.partnerSolution}
                onChange={(e) => set("partnerSolution", e.target.value)}
              />
            </Field>
            <p className="text-sm md:col-span-2" data-testid="deal-form-value">
              {amounts.totalLines} lines × {formatUsd(Number(form.monthlyRate) || 0)} ={" "}
              {formatUsd(amounts.monthlyRevenue)}
              /month; value {formatUsd(amounts.value)} over {amounts.termMonths} months.
            </p>
          </FormSection>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          {archived ? null : (
            <>
              <Button type="submit" disabled={saving} data-testid="save-deal">
                {saving ? "Saving..." : "Save Changes"}
              </Button>
              <Button type="button" variant="outline" onClick={() => setForm(formOf(deal))} disabled={saving}>
                Discard Changes
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setArchiveOpen(true)}
                className="sm:ml-auto"
                data-testid="archive-deal"
              >
                <Archive aria-hidden="true" />
                Archive
              </Button>
            </>
          )}
          <Button
            type="button"
            variant="destructive"
            onClick={() => setConfirmOpen(true)}
            className={archived ? "sm:ml-auto" : undefined}
            data-testid="delete-deal"
          >
            Delete Deal
          </Button>
        </div>
      </form>

      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="deal-summary-title"
          className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
          data-testid="deal-summary"
        >
          <h3 id="deal-summary-title" className="text-lg font-semibold">
            Summary
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd data-testid="deal-status">
              {DEAL_STATUS_NAMES[deal.status]}
              {deal.archivedAt !== null ? ", archived" : ""}
            </dd>
            <dt className="text-muted-foreground">Probability</dt>
            <dd data-testid="deal-summary-probability">{deal.probability}%</dd>
            <dt className="text-muted-foreground">Close date</dt>
            <dd data-testid="deal-summary-close-date">{deal.closeDate ? formatDay(deal.closeDate) : "Not set"}</dd>
            {deal.lostReason ? (
              <>
                <dt className="text-muted-foreground">Lost reason</dt>
                <dd>{deal.lostReason}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Value</dt>
            <dd data-testid="deal-summary-value">{formatUsd(deal.value)}</dd>
            <dt className="text-muted-foreground">Commission</dt>
            <dd data-testid="deal-summary-commission">
              {c.total !== null
                ? `${formatUsd(c.total)} (${formatUsd(c.upfront ?? 0)} upfront + ${formatUsd(c.residualMonthly ?? 0)}/mo)`
                : "No commission plan covers this deal"}
            </dd>
            <dt className="text-muted-foreground">Customer</dt>
            <dd>
              {deal.customer ? (
                <Link
                  href={`/dashboard/customers/${deal.customer.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {deal.customer.companyName || deal.customer.name}
                </Link>
              ) : (
                "None"
              )}
            </dd>
            <dt className="text-muted-foreground">Assigned to</dt>
            <dd>{deal.assignedTo ?? "Unassigned"}</dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{formatDay(deal.createdDay)}</dd>
          </dl>
          {deal.customer ? (
            <Link
              href={`/dashboard/quotes/new?customerId=${deal.customer.id}`}
              className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              New quote for this customer
            </Link>
          ) : null}
        </section>

        <section
          aria-labelledby="deal-activity-title"
          className="space-y-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <h3 id="deal-activity-title" className="text-lg font-semibold">
            Notes and activity
          </h3>
          <form onSubmit={addNote} noValidate className="space-y-2" aria-label="Add a note">
            <label htmlFor="deal-note" className="sr-only">
              Note
            </label>
            <Textarea
              id="deal-note"
              rows={3}
              maxLength={5000}
              placeholder="Add a note: a call, a meeting, what the customer said"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "deal-note-error" : undefined}
              data-testid="deal-note"
            />
            {noteError ? (
              <p id="deal-note-error" className="text-sm text-destructive">
                {noteError}
              </p>
            ) : null}
            <Button type="submit" size="sm" disabled={addingNote} data-testid="add-note">
              {addingNote ? "Adding..." : "Add Note"}
            </Button>
          </form>
          <ol className="space-y-3" data-testid="deal-timeline">
            {timeline.map((e) => (
              <li key={`${e.kind}-${e.id}`} className="border-l-2 pl-3 text-sm" data-testid={`timeline-${e.kind}`}>
                <p className="font-medium">
                  {KIND_TITLES[e.kind]}
                  <span className="font-normal text-muted-foreground">
                    {" "}
                    · {when(e.at)}
                    {e.actor ? ` · ${e.actor}` : ""}
                  </span>
                </p>
                {e.href ? (
                  <Link href={e.href} className="text-primary underline-offset-4 hover:underline">
                    {describe(e)}
                  </Link>
                ) : (
                  <p className="whitespace-pre-wrap break-words">{describe(e)}</p>
                )}
                {e.changes.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-muted-foreground">
                    {e.changes.map((change) => (
                      <li key={change} className="break-words">
                        {change}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this deal?"
        description={`${deal.title} and its notes and history are deleted for everyone in your company. This cannot be undone.`}
        action="Delete Deal"
        pendingAction="Deleting..."
        pending={deleting}
        onConfirm={remove}
        testId="confirm-delete-deal"
      />
      <ConfirmDialog
        open={archiveOpen}
        onOpenChange={setArchiveOpen}
        title="Archive this deal?"
        description={`${deal.title} leaves the board, its counts and export and the pipeline figures. Its commission, payments and reports stay, and you can restore it from the board's archive.`}
        action="Archive Deal"
        pendingAction="Archiving..."
        pending={archiving}
        onConfirm={() => setArchived(true)}
        testId="confirm-archive-deal"
        variant="default"
      />
    </div>
  );
}
