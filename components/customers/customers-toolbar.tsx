"use client";

import { FieldSelect } from "@/components/portal/field-select";
import { PendingStatus } from "@/components/portal/pending-status";
import { SearchField } from "@/components/ui/search-field";
import { useUrlQuery } from "@/components/portal/use-url-query";
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type CustomerQuery } from "@/lib/validation/customers";

/** Search (name, company, e-mail) and sort of the customers list; kept in the URL. */
export function CustomersToolbar({ query }: { query: CustomerQuery }) {
  const { search, chosen, navigate, pending } = useUrlQuery<Pick<CustomerQuery, "q" | "sort">>(
    { q: query.q, sort: query.sort },
    { sort: "created_at" },
  );

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        id="customers-search"
        label="Search customers"
        wrapperClassName="flex-1"
        placeholder="Search by name, company or email..."
        {...search}
        data-testid="customers-search"
      />
      <FieldSelect
        label="Sort by"
        className="md:w-48"
        value={chosen.sort}
        onChange={(v) => navigate({ sort: v as CustomerQuery["sort"] })}
        options={CUSTOMER_SORTS.map((s) => ({ value: s, label: CUSTOMER_SORT_LABELS[s] }))}
        testId="customers-sort"
      />
      <PendingStatus pending={pending} text="Loading customers..." className="md:w-40" />
    </div>
  );
}
