"use client";

import { Label } from "@/components/ui/label";
import { SearchField } from "@/components/ui/search-field";
import { useUrlQuery } from "@/components/portal/use-url-query";
import {
  BOARD_COLUMN_LABELS,
  BOARD_STATUSES,
  DEAL_SORT_LABELS,
  DEAL_SORTS,
  type BoardQuery,
} from "@/lib/validation/deals";
import { NativeSelect } from "./native-select";

/** Search (title, customer company), status filter and sort of the board; kept in the URL. */
export function DealsToolbar({ query }: { query: BoardQuery }) {
  const { q, setQ, chosen, navigate, pending } = useUrlQuery<BoardQuery>(query, { status: "all", sort: "created_at" });

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField id="deals-search" label="Search deals" wrapperClassName="flex-1" placeholder="Search by title or company..." value={q} onChange={(e) => setQ(e.target.value)} data-testid="deals-search" />
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor="deals-status">Status</Label>
        <NativeSelect
          id="deals-status"
          value={chosen.status}
          onChange={(e) => navigate({ status: e.target.value as BoardQuery["status"] })}
          data-testid="deals-status-filter"
        >
          <option value="all">All Statuses</option>
          {BOARD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BOARD_COLUMN_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor="deals-sort">Sort by</Label>
        <NativeSelect
          id="deals-sort"
          value={chosen.sort}
          onChange={(e) => navigate({ sort: e.target.value as BoardQuery["sort"] })}
          data-testid="deals-sort"
        >
          {DEAL_SORTS.map((s) => (
            <option key={s} value={s}>
              {DEAL_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground md:w-32">
        {pending ? "Loading deals..." : ""}
      </p>
    </div>
  );
}
