"use client";

import { NativeSelect } from "@/components/deals/native-select";
import { Label } from "@/components/ui/label";
import { SearchField } from "@/components/ui/search-field";
import { useUrlQuery } from "@/components/portal/use-url-query";
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type CustomerQuery } from "@/lib/validation/customers";

/** Search (name, company, e-mail) and sort of the customers list; kept in the URL. */
export function CustomersToolbar({ query }: { query: CustomerQuery }) {
  const { q, setQ, chosen, navigate, pending } = useUrlQuery<Pick<CustomerQuery, "q" | "sort">>(
    { q: query.q, sort: query.sort },
    { sort: "created_at" },
  );

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField id="customers-search" label="Search customers" wrapperClassName="flex-1" placeholder="Search by name, company or email..." value={q} onChange={(e) => setQ(e.target.value)} data-testid="customers-search" />
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor="customers-sort">Sort by</Label>
        <NativeSelect
          id="customers-sort"
          value={chosen.sort}
          onChange={(e) => navigate({ sort: e.target.value as CustomerQuery["sort"] })}
          data-testid="customers-sort"
        >
          {CUSTOMER_SORTS.map((s) => (
            <option key={s} value={s}>
              {CUSTOMER_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground md:w-40">
        {pending ? "Loading customers..." : ""}
      </p>
    </div>
  );
}
