"use client";

import { DEVICE_TYPES } from "@/config/device-types";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { createDealAction, ratePlansAction, type DealFormRatePlan } from "@/app/(portal)/dashboard/deals/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { type CarrierCode } from "@/config/carriers";
import { SelectOptions } from "@/components/portal/field-select";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import {
  commissionProductOf,
  COMMISSION_PRODUCT_LABELS,
  expectedCommission,
  type CommissionPlanTerms,
} from "@/lib/commissions/model";
import { formatDay, formatUsd } from "@/lib/format";
import { computeDealValue } from "@/lib/deals/value";
import {
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  DEAL_STATUS_LABELS,
  DEAL_STATUSES,
  HARDWARE_SOURCE_LABELS,
  HARDWARE_SOURCES,
  newDealSchema,
} from "@/lib/validation/deals";
import { CustomerPicker } from "@/components/customers/customer-picker";
import type { CustomerChoice } from "@/lib/db/queries/customers";
import { Field, FormErrorBanner, FormSection } from "./form-parts";
import { NativeSelect } from "./native-select";

type FormState = {
  contactName: string;
  companyName: string;
  companyWebsite: string;
  voiceLines: string;
  mobileInternetLines: string;
  fixedWirelessLines: string;
  useCase: string;
  hardwareSource: (typeof HARDWARE_SOURCES)[number];
  deviceType: string;
  partnerSolution: string;
  closeDate: string;
  carrier: CarrierCode;
  ratePlanId: string;
  monthlyRate: string;
  contractTerm: string;
  promotionEndsOn: string;
  deviceInstallmentMonths: string;
  title: string;
  description: string;
  status: (typeof DEAL_STATUSES)[number];
  stage: (typeof DEAL_STAGES)[number];
  probability: string;
};

/** Line counts: non-numeric input becomes 0. */
const lines = (v: string) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

export function NewDealForm({
  defaultCloseDate,
  initialPlans,
  commissionPlans,
  today,
}: {
  defaultCloseDate: string;
  initialPlans: DealFormRatePlan[];
  /** The company's commission plans, for the expected commission shown as the form is filled. */
  commissionPlans: CommissionPlanTerms[];
  /** 'yyyy-MM-dd' on the server, so the plan chosen for a deal without close date matches the server's. */
  today: string;
}) {
  const router = useRouter();
  const [form, setForm] = useState<FormState>({
    contactName: "",
    companyName: "",
    companyWebsite: "",
    voiceLines: "0",
    mobileInternetLines: "0",
    fixedWirelessLines: "0",
    useCase: "",
    hardwareSource: "carrier",
    deviceType: "",
    partnerSolution: "",
    closeDate: defaultCloseDate,
    carrier: "ATT",
    ratePlanId: "",
    monthlyRate: "",
    contractTerm: "",
    promotionEndsOn: "",
    deviceInstallmentMonths: "",
    title: "",
    description: "",
    status: "lead",
    stage: "discovery",
    probability: "20",
  });
  const [plans, setPlans] = useState<DealFormRatePlan[]>(initialPlans);
  const [plansLoading, setPlansLoading] = useState(false);
  /** One key per form: a repeated or doubled submit creates one deal. */
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  /** The existing customer chosen in the picker: the deal is linked to it and no customer is created. */
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const firstCarrier = useRef(true);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  // Rate plans of the chosen carrier, read from the database on carrier change (the first carrier's came with the page).
  useEffect(() => {
    if (firstCarrier.current) {
      firstCarrier.current = false;
      return;
    }
    let live = true;
    setPlansLoading(true);
    ratePlansAction({ carrier: form.carrier })
      .then((result) => {
        if (!live) return;
        if (result.ok) setPlans(result.data);
        else console.error(`Failed to load rate plans: ${result.error}`);
      })
      .catch((e) => console.error("Failed to load rate plans", e))
      .finally(() => live && setPlansLoading(false));
    return () => {
      live = false;
    };
  }, [form.carrier]);

  const amounts = useMemo(
    () =>
      computeDealValue({
        voiceLines: lines(form.voiceLines),
        mobileInternetLines: lines(form.mobileInternetLines),
        fixedWirelessLines: lines(form.fixedWirelessLines),
        monthlyRate: Number(form.monthlyRate) || 0,
        contractTerm: Number(form.contractTerm) || 0,
      }),
    [form.voiceLines, form.mobileInternetLines, form.fixedWirelessLines, form.monthlyRate, form.contractTerm],
  );

  const commission = useMemo(() => {
    const product = commissionProductOf(form.deviceType, {
      voiceLines: lines(form.voiceLines),
      mobileInternetLines: lines(form.mobileInternetLines),
      fixedWirelessLines: lines(form.fixedWirelessLines),
    });
    const figures = expectedCommission(
      {
        carrier: form.carrier,
        product,
        monthlyRevenue: amounts.monthlyRevenue,
        contractTerm: amounts.termMonths,
        closeDate: form.closeDate || null,
      },
      commissionPlans,
      today,
    );
    return { product, figures };
  }, [
    form.deviceType,
    form.voiceLines,
    form.mobileInternetLines,
    form.fixedWirelessLines,
    form.carrier,
    form.closeDate,
    amounts,
    commissionPlans,
    today,
  ]);

  function chooseCarrier(carrier: CarrierCode) {
    setForm((f) => ({ ...f, carrier, ratePlanId: "" }));
  }

  function choosePlan(id: string) {
    const plan = plans.find((p) => String(p.id) === id);
    setForm((f) => ({ ...f, ratePlanId: id, monthlyRate: plan ? plan.pricePerLine.toFixed(2) : f.monthlyRate }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const payload = {
      ...form,
      idempotencyKey,
      customerId: customer?.id,
      voiceLines: lines(form.voiceLines),
      mobileInternetLines: lines(form.mobileInternetLines),
      fixedWirelessLines: lines(form.fixedWirelessLines),
      ratePlanId: form.ratePlanId === "" ? null : Number(form.ratePlanId),
      monthlyRate: form.monthlyRate,
      contractTerm: form.contractTerm,
      probability: form.probability,
    };
    const checked = newDealSchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Failed to create deal");
      return;
    }
    setSubmitting(true);
    try {
      const result = await createDealAction(payload);
      if (!result.ok) {
        setError(result.error || "Failed to create deal");
        setSubmitting(false);
        return;
      }
      router.push("/dashboard/deals");
    } catch {
      setError("Failed to create deal");
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="new-deal-form">
      <FormErrorBanner message={error} testId="new-deal-error" />

      <FormSection title="Company Information">
        <Field id="contactName" label="Contact Name" required>
          <Input
            id="contactName"
            required
            autoComplete="name"
            value={form.contactName}
            onChange={(e) => set("contactName", e.target.value)}
          />
        </Field>
        <Field id="companyName" label="Company Name" required>
          <CustomerPicker
            id="companyName"
            value={form.companyName}
            onValueChange={(v) => set("companyName", v)}
            chosen={customer}
            onChoose={(chosen) => {
              setCustomer(chosen);
              if (chosen)
                setForm((f) => ({
                  ...f,
                  companyName: chosen.companyName,
                  contactName: chosen.name,
                  companyWebsite: chosen.companyWebsite ?? "",
                }));
            }}
            testId="new-deal-company"
          />
        </Field>
        <Field id="companyWebsite" label="Company Website" wide>
          <Input
            id="companyWebsite"
            type="url"
            placeholder="https://example.com"
            value={form.companyWebsite}
            onChange={(e) => set("companyWebsite", e.target.value)}
          />
        </Field>
      </FormSection>

      <FormSection title="Opportunity Information">
        <Field id="voiceLines" label="Voice Lines">
          <Input
            id="voiceLines"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.voiceLines}
            onChange={(e) => set("voiceLines", e.target.value)}
          />
        </Field>
        <Field id="mobileInternetLines" label="Mobile Internet Lines">
          <Input
            id="mobileInternetLines"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.mobileInternetLines}
            onChange={(e) => set("mobileInternetLines", e.target.value)}
          />
        </Field>
        <Field id="fixedWirelessLines" label="Fixed Wireless Lines">
          <Input
            id="fixedWirelessLines"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.fixedWirelessLines}
            onChange={(e) => set("fixedWirelessLines", e.target.value)}
          />
        </Field>
      </FormSection>

      <FormSection title="Opportunity Details">
        <Field id="useCase" label="Use Case" wide>
          <Textarea id="useCase" rows={2} value={form.useCase} onChange={(e) => set("useCase", e.target.value)} />
        </Field>
        <Field id="hardwareSource" label="Hardware Source">
          <NativeSelect
            id="hardwareSource"
            value={form.hardwareSource}
            onChange={(e) => set("hardwareSource", e.target.value as FormState["hardwareSource"])}
          >
            {HARDWARE_SOURCES.map((s) => (
              <option key={s} value={s}>
                {HARDWARE_SOURCE_LABELS[s]}
              </option>
            ))}
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
        <Field id="partnerSolution" label="Partner Solution">
          <Input
            id="partnerSolution"
            value={form.partnerSolution}
            onChange={(e) => set("partnerSolution", e.target.value)}
          />
        </Field>
        <Field id="closeDate" label="Expected Close Date">
          <Input id="closeDate" type="date" value={form.closeDate} onChange={(e) => set("closeDate", e.target.value)} />
        </Field>
      </FormSection>

      <FormSection title="Rate Plan Details (optional)">
        <Field id="carrier" label="Carrier" required>
          <NativeSelect
            id="carrier"
            required
            value={form.carrier}
            onChange={(e) => chooseCarrier(e.target.value as CarrierCode)}
          >
            <SelectOptions options={CARRIER_CODE_OPTIONS} />
          </NativeSelect>
        </Field>
        <Field id="ratePlanId" label="Rate Plan">
          <NativeSelect
            id="ratePlanId"
            value={form.ratePlanId}
            onChange={(e) => choosePlan(e.target.value)}
            aria-busy={plansLoading}
            data-testid="rate-plan-select"
          >
            <option value="">{plansLoading ? "Loading rate plans..." : "Select a rate plan"}</option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.plan} ({p.planType}) – {formatUsd(p.pricePerLine)}/line
              </option>
            ))}
          </NativeSelect>
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
        <Field id="contractTerm" label="Contract Term (months)" hint="24 months are used when empty or 0.">
          <Input
            id="contractTerm"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-describedby="contractTerm-hint"
            value={form.contractTerm}
            onChange={(e) => set("contractTerm", e.target.value)}
          />
        </Field>
        <Field id="promotionEndsOn" label="Promotion Ends (optional)" hint="For renewal reminders.">
          <Input
            id="promotionEndsOn"
            type="date"
            aria-describedby="promotionEndsOn-hint"
            value={form.promotionEndsOn}
            onChange={(e) => set("promotionEndsOn", e.target.value)}
          />
        </Field>
        <Field
          id="deviceInstallmentMonths"
          label="Device Payments (months, optional)"
          hint="Months of device installments from the close date."
        >
          <Input
            id="deviceInstallmentMonths"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-describedby="deviceInstallmentMonths-hint"
            value={form.deviceInstallmentMonths}
            onChange={(e) => set("deviceInstallmentMonths", e.target.value)}
          />
        </Field>
        <div
          className="rounded-md bg-muted p-3 text-sm md:col-span-2"
          aria-live="polite"
          data-testid="deal-value-summary"
        >
          <p>
            {amounts.totalLines} {amounts.totalLines === 1 ? "line" : "lines"} ×{" "}
            {formatUsd(Number(form.monthlyRate) || 0)} ={" "}
            <strong data-testid="monthly-revenue">{formatUsd(amounts.monthlyRevenue)}</strong> per month
          </p>
          <p>
            Deal value ({amounts.termMonths} months):{" "}
            <strong data-testid="deal-value-preview">{formatUsd(amounts.value)}</strong>
          </p>
          <div className="mt-2 border-t pt-2" data-testid="deal-commission-preview">
            {commission.figures ? (
              <>
                <p>
                  Expected commission:{" "}
                  <strong data-testid="commission-total-preview">{formatUsd(commission.figures.total)}</strong> (
                  <span data-testid="commission-upfront-preview">{formatUsd(commission.figures.upfront)}</span> upfront
                  +{" "}
                  <span data-testid="commission-residual-preview">{formatUsd(commission.figures.residualMonthly)}</span>
                  /month residual × {commission.figures.termMonths} months)
                </p>
                <p className="text-muted-foreground">
                  {COMMISSION_PRODUCT_LABELS[commission.figures.plan.product]} plan effective{" "}
                  {formatDay(commission.figures.plan.effectiveFrom)}; chargeback window closes{" "}
                  <span data-testid="chargeback-preview">{formatDay(commission.figures.chargebackEndsOn)}</span>
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">
                {commission.product
                  ? "No commission plan covers this carrier and product on the close date."
                  : "Choose a device type or enter lines to see the expected commission."}
              </p>
            )}
          </div>
        </div>
      </FormSection>

      <FormSection title="Deal Information">
        <Field id="title" label="Deal Title" required wide>
          <Input id="title" required value={form.title} onChange={(e) => set("title", e.target.value)} />
        </Field>
        <Field id="description" label="Description" wide>
          <Textarea
            id="description"
            rows={3}
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </Field>
        <Field id="status" label="Status" required>
          <NativeSelect
            id="status"
            required
            value={form.status}
            onChange={(e) => set("status", e.target.value as FormState["status"])}
          >
            {DEAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {DEAL_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="stage" label="Stage" required>
          <NativeSelect
            id="stage"
            required
            value={form.stage}
            onChange={(e) => set("stage", e.target.value as FormState["stage"])}
          >
            {DEAL_STAGES.map((s) => (
              <option key={s} value={s}>
                {DEAL_STAGE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="probability" label="Probability (%)" required>
          <Input
            id="probability"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            required
            value={form.probability}
            onChange={(e) => set("probability", e.target.value)}
          />
        </Field>
      </FormSection>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => router.push("/dashboard/deals")}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting} data-testid="create-deal">
          {submitting ? "Creating..." : "Create Deal"}
        </Button>
      </div>
    </form>
  );
}
