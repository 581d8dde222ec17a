"use client";

import { SearchField } from "@/components/ui/search-field";
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { carrierName } from "@/config/carriers";
import { EmptyState } from "../empty-state";
import { CARRIER_FILTER_OPTIONS } from "../filter-options";
import { FieldSelect } from "../field-select";
import { useUrlState } from "../use-url-state";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { filterPlans, type PlanFilters } from "./plan-filter";

const DEFAULTS = { q: "", carrier: "all", type: "all", sort: "price", dir: "asc" };

export function PlanComparison({ plans }: { plans: PricedPlan[] }) {
  const [state, set] = useUrlState(DEFAULTS);
  const searchId = useId();
  const filters: PlanFilters = {
    q: state.q,
    carrier: state.carrier,
    type: state.type,
    sort: state.sort === "type" ? "type" : "price",
    dir: state.dir === "desc" ? "desc" : "asc",
  };
  const planTypes = [...new Set(plans.map((p) => p.planType))].sort();
  const shown = filterPlans(plans, filters);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <SearchField
          id={searchId}
          label="Search"
          placeholder="Search plans..."
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          data-testid="plan-search"
        />
        <FieldSelect
          label="Carrier"
          value={filters.carrier}
          onChange={(v) => set({ carrier: v })}
          options={CARRIER_FILTER_OPTIONS}
          testId="plan-carrier"
        />
        <FieldSelect
          label="Plan Type"
          value={filters.type}
          onChange={(v) => set({ type: v })}
          options={[{ value: "all", label: "All Plan Types" }, ...planTypes.map((t) => ({ value: t, label: t }))]}
          testId="plan-type"
        />
        <FieldSelect
          label="Sort by"
          value={filters.sort}
          onChange={(v) => set({ sort: v })}
          options={[
            { value: "price", label: "Price" },
            { value: "type", label: "Plan Type" },
          ]}
          testId="plan-sort"
        />
        <Button
          variant="outline"
          onClick={() => set({ dir: filters.dir === "asc" ? "desc" : "asc" })}
          aria-label={
            filters.dir === "asc" ? "Sort ascending (switch to descending)" : "Sort descending (switch to ascending)"
          }
          data-testid="plan-direction"
          data-direction={filters.dir}
        >
          {filters.dir === "asc" ? (
            <ArrowUpNarrowWide aria-hidden="true" className="mr-2 size-4" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="mr-2 size-4" />
          )}
          {filters.dir === "asc" ? "Ascending" : "Descending"}
        </Button>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="plan-count">
        {shown.length} {shown.length === 1 ? "plan" : "plans"}
      </p>

      {shown.length === 0 ? (
        <EmptyState testId="plans-empty">No plans found matching your criteria</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Rate plans">
          {shown.map((p) => (
            <li key={p.id}>
              <Card className="h-full" data-testid="plan-card">
                <CardHeader className="pb-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium text-muted-foreground" data-testid="plan-carrier-name">
                      {carrierName(p.carrier)}
                    </span>
                    <Badge variant="outline">{p.planType}</Badge>
                  </div>
                  <CardTitle className="text-lg">{p.plan}</CardTitle>
                </CardHeader>
                <CardContent className="space-y-2">
                  <p>
                    <span className="text-3xl font-semibold" data-testid="plan-price">
                      ${p.pricePerLine.toFixed(2)}
                    </span>
                    <span className="text-sm text-muted-foreground"> per line / month</span>
                  </p>
                  <dl className="space-y-1 text-sm">
                    {p.premiumData ? (
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">Premium Data:</dt>
                        <dd>{p.premiumData}</dd>
                      </div>
                    ) : null}
                    {p.hotspot ? (
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">Hotspot:</dt>
                        <dd>{p.hotspot}</dd>
                      </div>
                    ) : null}
                    {p.videoStreaming ? (
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">Video Streaming:</dt>
                        <dd>{p.videoStreaming}</dd>
                      </div>
                    ) : null}
                  </dl>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
