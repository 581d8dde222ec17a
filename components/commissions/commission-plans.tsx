"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { saveCommissionPlanAction } from "@/app/(portal)/dashboard/settings/commissions/actions";
import { Field, FormErrorBanner, FormSection } from "@/components/deals/form-parts";
import { NativeSelect } from "@/components/deals/native-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CARRIERS, carrierName, type CarrierCode } from "@/config/carriers";
import { SelectOptions } from "@/components/portal/field-select";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import {
  COMMISSION_PRODUCT_LABELS,
  COMMISSION_PRODUCTS,
  planInEffect,
  type CommissionProduct,
} from "@/lib/commissions/model";
import type { CommissionPlan } from "@/lib/db/queries/commissions";
import { formatDay } from "@/lib/format";
import { commissionPlanSchema } from "@/lib/validation/commissions";

const multiple = (n: number) => `${n.toFixed(2)}× MRR`;
const percent = (n: number) => `${n.toFixed(2)}% / month`;

/** The plans in effect today (one row per carrier and product), the scheduled and past rows, and the admins' form. */
export function CommissionPlansView({
  plans,
  canEdit,
  today,
}: {
  plans: CommissionPlan[];
  canEdit: boolean;
  today: string;
}) {
  const current = useMemo(
    () =>
      CARRIERS.flatMap((c) =>
        COMMISSION_PRODUCTS.map((product) => ({
          carrier: c.code,
          product,
          plan: planInEffect(plans, c.code, product, today),
        })),
      ),
    [plans, today],
  );
  const history = useMemo(
    () =>
      [...plans].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || a.carrier.localeCompare(b.carrier)),
    [plans],
  );
  const anyExample = current.some((r) => r.plan?.example);

  return (
    <div className="space-y-6">
      {anyExample ? (
        <p
          className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
          data-testid="commission-plans-examples"
        >
          Plans marked <strong>Example</strong> came with TelcoPilot as typical terms, not your agreements. Replace them
          with the terms of your carrier or master-agent contracts.
        </p>
      ) : null}
      <section
        aria-labelledby="plans-in-effect"
        className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm md:p-6"
      >
        <h3 id="plans-in-effect" className="mb-3 text-lg font-semibold">
          In effect today ({formatDay(today)})
        </h3>
        <Table variant="plain" data-testid="commission-plans-current">
          <TableHeader>
            <TableRow>
              <TableHead>Carrier</TableHead>
              <TableHead>Product</TableHead>
              <TableHead>Upfront</TableHead>
              <TableHead>Residual</TableHead>
              <TableHead>Chargeback window</TableHead>
              <TableHead>Effective from</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {current.map(({ carrier, product, plan }) => (
              <TableRow
                key={`${carrier}-${product}`}
                data-testid="commission-plan-row"
                data-carrier={carrier}
                data-product={product}
              >
                <TableCell>{carrierName(carrier)}</TableCell>
                <TableCell>{COMMISSION_PRODUCT_LABELS[product]}</TableCell>
                {plan ? (
                  <>
                    <TableCell className="tabular-nums" data-testid="plan-upfront">
                      {multiple(plan.upfrontMultiple)}
                    </TableCell>
                    <TableCell className="tabular-nums" data-testid="plan-residual">
                      {percent(plan.residualPercent)}
                    </TableCell>
                    <TableCell className="tabular-nums" data-testid="plan-chargeback">
                      {plan.chargebackDays} days
                    </TableCell>
                    <TableCell>
                      {formatDay(plan.effectiveFrom)} {plan.example ? <Badge variant="secondary">Example</Badge> : null}
                    </TableCell>
                  </>
                ) : (
                  <TableCell className="text-muted-foreground" colSpan={4}>
                    No plan: deals of this carrier and product show no commission.
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>

      {canEdit ? (
        <PlanForm today={today} />
      ) : (
        <p className="rounded-md border p-3 text-sm text-muted-foreground" data-testid="commission-plans-read-only">
          Only your company&apos;s admins can change commission plans.
        </p>
      )}

      <section
        aria-labelledby="plans-history"
        className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm md:p-6"
      >
        <h3 id="plans-history" className="mb-1 text-lg font-semibold">
          All plan rows
        </h3>
        <p className="mb-3 text-sm text-muted-foreground">
          A change is a new row from its effective date; deals that closed before it keep the figures of the plan they
          closed under.
        </p>
        <Table variant="plain" data-testid="commission-plans-history">
          <TableHeader>
            <TableRow>
              <TableHead>Effective from</TableHead>
              <TableHead>Carrier</TableHead>
              <TableHead>Product</TableHead>
              <TableHead>Upfront</TableHead>
              <TableHead>Residual</TableHead>
              <TableHead>Chargeback window</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.map((p) => (
              <TableRow key={p.id} data-testid="commission-history-row">
                <TableCell>
                  {formatDay(p.effectiveFrom)}
                  {p.effectiveFrom > today ? <Badge className="ml-2">Scheduled</Badge> : null}
                  {p.example ? (
                    <Badge variant="secondary" className="ml-2">
                      Example
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell>{carrierName(p.carrier)}</TableCell>
                <TableCell>{COMMISSION_PRODUCT_LABELS[p.product]}</TableCell>
                <TableCell className="tabular-nums">{multiple(p.upfrontMultiple)}</TableCell>
                <TableCell className="tabular-nums">{percent(p.residualPercent)}</TableCell>
                <TableCell className="tabular-nums">{p.chargebackDays} days</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}

function PlanForm({ today }: { today: string }) {
  const router = useRouter();
  const [form, setForm] = useState({
    carrier: "ATT" as CarrierCode,
    product: "phone" as CommissionProduct,
    upfrontMultiple: "",
    residualPercent: "",
    chargebackDays: "",
    effectiveFrom: today,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = commissionPlanSchema.safeParse(form);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Check the plan's figures");
      return;
    }
    if (checked.data.effectiveFrom < today) {
      setError("The effective date cannot be in the past: past figures never change.");
      return;
    }
    setSaving(true);
    try {
      const result = await saveCommissionPlanAction(form);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`Plan saved; ${result.data.recomputed} deal${result.data.recomputed === 1 ? "" : "s"} recomputed.`);
      setForm((f) => ({ ...f, upfrontMultiple: "", residualPercent: "", chargebackDays: "" }));
      router.refresh();
    } catch {
      setError("Failed to save the commission plan");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="commission-plan-form">
      <FormErrorBanner message={error} testId="commission-plan-error" />
      <FormSection
        title="Change a plan"
        description="Takes effect from the date you choose (today or later); earlier deals keep their figures."
      >
        <Field id="plan-carrier" label="Carrier" required>
          <NativeSelect
            id="plan-carrier"
            value={form.carrier}
            onChange={(e) => set("carrier", e.target.value as CarrierCode)}
          >
            <SelectOptions options={CARRIER_CODE_OPTIONS} />
          </NativeSelect>
        </Field>
        <Field id="plan-product" label="Product type" required>
          <NativeSelect
            id="plan-product"
            value={form.product}
            onChange={(e) => set("product", e.target.value as CommissionProduct)}
          >
            {COMMISSION_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {COMMISSION_PRODUCT_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="plan-upfront"
          label="Upfront (multiple of MRR)"
          required
          hint="2.5 pays 250% of the first month's recurring revenue."
        >
          <Input
            id="plan-upfront"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.05}
            aria-describedby="plan-upfront-hint"
            value={form.upfrontMultiple}
            onChange={(e) => set("upfrontMultiple", e.target.value)}
          />
        </Field>
        <Field id="plan-residual" label="Residual (% of MRR per month)" required>
          <Input
            id="plan-residual"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.25}
            value={form.residualPercent}
            onChange={(e) => set("residualPercent", e.target.value)}
          />
        </Field>
        <Field id="plan-chargeback" label="Chargeback window (days)" required>
          <Input
            id="plan-chargeback"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.chargebackDays}
            onChange={(e) => set("chargebackDays", e.target.value)}
          />
        </Field>
        <Field id="plan-effective" label="Effective from" required>
          <Input
            id="plan-effective"
            type="date"
            min={today}
            value={form.effectiveFrom}
            onChange={(e) => set("effectiveFrom", e.target.value)}
          />
        </Field>
      </FormSection>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} data-testid="save-commission-plan">
          {saving ? "Saving..." : "Save plan"}
        </Button>
      </div>
    </form>
  );
}
