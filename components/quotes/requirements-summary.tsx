import { carrierName } from "@/config/carriers";
import { LINE_TYPE_LABELS, QUOTE_LINE_TYPES, type Requirements } from "@/lib/quotes/requirements";
import { formatUsd } from "@/lib/format";

const NEED_LABELS: Record<keyof Requirements["needs"], string> = {
  hotspot: "Hotspot",
  premiumData: "Premium data",
  international: "International",
  fiveG: "5G",
};

/** The requirements understood from a description. */
export function RequirementsSummary({ requirements }: { requirements: Requirements }) {
  const needs = (Object.keys(NEED_LABELS) as Array<keyof Requirements["needs"]>).filter((k) => requirements.needs[k]);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="requirements">
      {QUOTE_LINE_TYPES.map((type) => (
        <div key={type} className="flex justify-between gap-4 border-b py-1">
          <dt className="text-muted-foreground">{LINE_TYPE_LABELS[type]} lines</dt>
          <dd className="font-medium tabular-nums" data-testid={`requirement-${type}`}>
            {requirements.lines[type]}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-b py-1">
        <dt className="text-muted-foreground">Carrier preference</dt>
        <dd className="font-medium" data-testid="requirement-carrier">
          {requirements.carrierPreference ? carrierName(requirements.carrierPreference) : "None"}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-b py-1">
        <dt className="text-muted-foreground">Budget</dt>
        <dd className="font-medium">
          {requirements.budget
            ? `${formatUsd(requirements.budget.amount)} per ${requirements.budget.per}`
            : "Not given"}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-b py-1">
        <dt className="text-muted-foreground">Needs</dt>
        <dd className="font-medium">{needs.length ? needs.map((n) => NEED_LABELS[n]).join(", ") : "None stated"}</dd>
      </div>
      <div className="flex justify-between gap-4 border-b py-1">
        <dt className="text-muted-foreground">Contract</dt>
        <dd className="font-medium">
          {requirements.contractMonths} {requirements.contractMonths === 1 ? "month" : "months"}
        </dd>
      </div>
    </dl>
  );
}
