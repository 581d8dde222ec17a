"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { uploadStatementAction } from "@/app/(portal)/dashboard/commissions/actions";
import { Field, FormErrorBanner, FormSection } from "@/components/deals/form-parts";
import { NativeSelect } from "@/components/deals/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SelectOptions } from "@/components/portal/field-select";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import {
  MAX_STATEMENT_BYTES,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type ColumnMap,
} from "@/lib/commissions/statement-format";
import type { ReconSummary, StatementSource } from "@/lib/db/queries/statements";
import { ReconciliationView } from "./reconciliation-view";

const NEW_SOURCE = "new";

type Mapping = { headers: string[]; map: Partial<ColumnMap> };

/**
 * Upload a payout statement: the source (saved with its column mapping), the
 * month it pays for and the file. The first file of a source asks which columns
 * hold the deal reference, the amount, and optionally the date and type.
 */
export function StatementUpload({
  sources,
  defaultPeriod,
}: {
  sources: Omit<StatementSource, "columnMap">[];
  defaultPeriod: string;
}) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? NEW_SOURCE);
  const [sourceName, setSourceName] = useState("");
  const [carrier, setCarrier] = useState("");
  const [period, setPeriod] = useState(defaultPeriod);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ title: string; period: string; recon: ReconSummary } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setError("Choose the statement file (.csv or .xlsx).");
    if (file.size > MAX_STATEMENT_BYTES)
      return setError("The file is larger than 1 MB: split the statement into smaller files.");
    if (sourceId === NEW_SOURCE && !sourceName.trim())
      return setError("Name the new statement source (e.g. the carrier or master agent).");
    if (mapping && (!mapping.map.reference || !mapping.map.amount))
      return setError("Choose the columns for the deal reference and the amount.");
    const form = new FormData();
    form.set("file", file);
    form.set("period", period);
    if (sourceId === NEW_SOURCE) {
      form.set("sourceName", sourceName.trim());
      form.set("carrier", carrier);
    } else {
      form.set("sourceId", sourceId);
    }
    if (mapping)
      form.set("columnMap", JSON.stringify(Object.fromEntries(Object.entries(mapping.map).filter(([, v]) => v))));
    setBusy(true);
    try {
      const response = await uploadStatementAction(form);
      if (!response.ok) return setError(response.error);
      if (response.data.kind === "needs-mapping") {
        setMapping({ headers: response.data.headers, map: response.data.guess });
        return;
      }
      setMapping(null);
      setResult({
        title: `${file.name}: ${response.data.rows} rows reconciled`,
        period,
        recon: response.data.reconciliation,
      });
      if (fileRef.current) fileRef.current.value = "";
      router.refresh();
    } catch {
      setError("The statement could not be uploaded. Nothing was saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="statement-upload-form">
        <FormErrorBanner message={error} testId="statement-upload-error" />
        <FormSection
          title="Upload a payout statement"
          description="A CSV or .xlsx file (up to 1 MB) with a header row: one row per payment, with the deal (its id, title or customer) and the amount."
        >
          <Field id="statement-source" label="Source" required>
            <NativeSelect
              id="statement-source"
              value={sourceId}
              onChange={(e) => {
                setSourceId(e.target.value);
                setMapping(null);
              }}
            >
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
              <option value={NEW_SOURCE}>New source…</option>
            </NativeSelect>
          </Field>
          {sourceId === NEW_SOURCE ? (
            <>
              <Field id="statement-source-name" label="New source name" required>
                <Input
                  id="statement-source-name"
                  value={sourceName}
                  onChange={(e) => setSourceName(e.target.value)}
                  placeholder="e.g. AT&T Alliance Channel"
                />
              </Field>
              <Field id="statement-carrier" label="Pays for">
                <NativeSelect id="statement-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
                  <option value="">Every carrier (master agent)</option>
                  <SelectOptions options={CARRIER_CODE_OPTIONS} />
                </NativeSelect>
              </Field>
            </>
          ) : null}
          <Field id="statement-period" label="Statement month" required>
            <Input id="statement-period" type="month" value={period} onChange={(e) => setPeriod(e.target.value)} />
          </Field>
          <Field id="statement-file" label="Statement file (.csv or .xlsx)" required>
            <Input
              id="statement-file"
              ref={fileRef}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={() => setMapping(null)}
            />
          </Field>
        </FormSection>
        {mapping ? (
          <FormSection
            title="Match the columns"
            description="Saved for this source: its next statements need no mapping."
          >
            {STATEMENT_FIELDS.map((field) => (
              <Field
                key={field}
                id={`map-${field}`}
                label={STATEMENT_FIELD_LABELS[field]}
                required={field === "reference" || field === "amount"}
              >
                <NativeSelect
                  id={`map-${field}`}
                  value={mapping.map[field] ?? ""}
                  onChange={(e) =>
                    setMapping({ ...mapping, map: { ...mapping.map, [field]: e.target.value || undefined } })
                  }
                  data-testid={`map-${field}`}
                >
                  <option value="">
                    {field === "reference" || field === "amount" ? "Choose a column" : "Not in this file"}
                  </option>
                  {mapping.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ))}
          </FormSection>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} data-testid="upload-statement">
            {busy ? "Reconciling..." : mapping ? "Save mapping and reconcile" : "Upload and reconcile"}
          </Button>
        </div>
      </form>
      {result ? <ReconciliationView title={result.title} period={result.period} recon={result.recon} /> : null}
    </div>
  );
}
