"use client";

import { FieldSelect } from "@/components/portal/field-select";
import { PendingStatus } from "@/components/portal/pending-status";
import { useUrlQuery } from "@/components/portal/use-url-query";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import { RENEWAL_KIND_LABELS, RENEWAL_KINDS, RENEWAL_WINDOWS } from "@/lib/renewals/kinds";
import { cn } from "@/lib/utils";
import type { RenewalsQuery } from "@/lib/validation/renewals";

type UrlQuery = { q: string; within: string; kind: string; carrier: string };

/** The window (next 30 / 60 / 90 days) and the filters of the Renewals page; kept in the URL. */
export function RenewalsToolbar({ query }: { query: RenewalsQuery }) {
  const { chosen, navigate, pending } = useUrlQuery<UrlQuery>(
    { q: "", within: String(query.within), kind: query.kind, carrier: query.carrier },
    { within: "30", kind: "all", carrier: "all" },
  );
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div role="group" aria-label="Window" className="inline-flex rounded-md border p-1" data-testid="renewals-window">
        {RENEWAL_WINDOWS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={chosen.within === String(days)}
            onClick={() => navigate({ within: String(days) })}
            className={cn(
              "rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              chosen.within === String(days) ? "bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
            data-testid={`renewals-window-${days}`}
          >
            Next {days} days
          </button>
        ))}
      </div>
      <FieldSelect
        label="Date"
        className="md:w-56"
        value={chosen.kind}
        onChange={(v) => navigate({ kind: v })}
        options={[
          { value: "all", label: "All dates" },
          ...RENEWAL_KINDS.map((k) => ({ value: k, label: RENEWAL_KIND_LABELS[k] })),
        ]}
        testId="renewals-kind"
      />
      <FieldSelect
        label="Carrier"
        className="md:w-48"
        value={chosen.carrier}
        onChange={(v) => navigate({ carrier: v })}
        options={[{ value: "all", label: "All carriers" }, ...CARRIER_CODE_OPTIONS]}
        testId="renewals-carrier"
      />
      <PendingStatus pending={pending} text="Loading renewals..." className="md:w-40" />
    </div>
  );
}
