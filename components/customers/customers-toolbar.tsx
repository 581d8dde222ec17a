"use client";

import { SearchField } from "@/components/ui/search-field";
import { useEffect, useRef, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";

import { NativeSelect } from "@/components/deals/native-select";
import { Label } from "@/components/ui/label";
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type CustomerQuery } from "@/lib/validation/customers";

/** Search (name, company, e-mail) and sort of the customers list; kept in the URL. */
export function CustomersToolbar({ query }: { query: CustomerQuery }) {
  const router = useRouter();
  const pathname = usePathname();
  const [q, setQ] = useState(query.q);
  const [chosen, setChosen] = useState<Pick<CustomerQuery, "q" | "sort">>({ q: query.q, sort: query.sort });
  const [pending, startTransition] = useTransition();
  // Read and written only in handlers and effects: several quick changes never undo one another.
  const latest = useRef<Pick<CustomerQuery, "q" | "sort">>(chosen);

  function navigate(next: Partial<Pick<CustomerQuery, "q" | "sort">>) {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setChosen(merged);
    const params = new URLSearchParams();
    if (merged.q) params.set("q", merged.q);
    if (merged.sort !== "created_at") params.set("sort", merged.sort);
    const search = params.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  useEffect(() => {
    if (q.trim() === latest.current.q) return;
    const timer = setTimeout(() => navigate({ q: q.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

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
