"use client";

import { FieldSelect } from "@/components/portal/field-select";
import { PendingStatus } from "@/components/portal/pending-status";
import { SearchField } from "@/components/ui/search-field";
import { useUrlQuery } from "@/components/portal/use-url-query";
import {
  BOARD_FILTER_STATUSES,
  DEAL_SORT_LABELS,
  DEAL_SORTS,
  DEAL_STATUS_NAMES,
  type BoardQuery,
} from "@/lib/validation/deals";

type ToolbarQuery = Omit<BoardQuery, "archived"> & { archived: "1" | "" };

/** Search (title, customer company), status filter and sort of the board (or of its archive); kept in the URL. */
export function DealsToolbar({ query }: { query: BoardQuery }) {
  const { search, chosen, navigate, pending } = useUrlQuery<ToolbarQuery>(
    { ...query, archived: query.archived ? "1" : "" },
    { status: "all", sort: "created_at", archived: "" },
  );

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        id="deals-search"
        label={query.archived ? "Search archived deals" : "Search deals"}
        wrapperClassName="flex-1"
        placeholder="Search by title or company..."
        {...search}
        data-testid="deals-search"
      />
      <FieldSelect
        label="Status"
        className="md:w-48"
        value={chosen.status}
        onChange={(v) => navigate({ status: v as ToolbarQuery["status"] })}
        options={[
          { value: "all", label: "All Statuses" },
          ...BOARD_FILTER_STATUSES.map((s) => ({ value: s, label: DEAL_STATUS_NAMES[s] })),
        ]}
        testId="deals-status-filter"
      />
      <FieldSelect
        label="Sort by"
        className="md:w-48"
        value={chosen.sort}
        onChange={(v) => navigate({ sort: v as ToolbarQuery["sort"] })}
        options={DEAL_SORTS.map((s) => ({ value: s, label: DEAL_SORT_LABELS[s] }))}
        testId="deals-sort"
      />
      <PendingStatus pending={pending} text="Loading deals..." className="md:w-32" />
    </div>
  );
}
