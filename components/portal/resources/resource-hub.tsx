"use client";

import { SearchField } from "@/components/ui/search-field";
import { Download, ExternalLink, FileSpreadsheet, FileText } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { carrierName } from "@/config/carriers";
import { DEVICE_CATEGORIES } from "@/config/promotions";
import { RESOURCE_TYPES, type Resource, filterResources } from "@/config/resources";
import { EmptyState } from "../empty-state";
import { CARRIER_FILTER_OPTIONS, DEVICE_FILTER_OPTIONS } from "../filter-options";
import { FieldSelect } from "../field-select";
import { useUrlState } from "../use-url-state";
import { formatDay } from "@/lib/format";

const typeLabel = (id: string) => RESOURCE_TYPES.find((t) => t.id === id)?.label ?? id;
const deviceLabel = (id: string) =>
  id === "all" ? "All Devices" : (DEVICE_CATEGORIES.find((d) => d.id === id)?.label ?? id);

export function ResourceHub({ resources }: { resources: Resource[] }) {
  const [state, set] = useUrlState({ q: "", device: "all", type: "all", carrier: "all", sort: "newest" });
  const searchId = useId();
  const shown = filterResources(resources, {
    search: state.q,
    deviceType: state.device,
    type: state.type,
    carrier: state.carrier,
    sort: state.sort === "downloads" ? "downloads" : "newest",
  });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
        <SearchField
          id={searchId}
          label="Search"
          placeholder="Search resources..."
          value={state.q}
          onChange={(e) => set({ q: e.target.value })}
          data-testid="resource-search"
        />
        <FieldSelect
          label="Device"
          value={state.device}
          onChange={(v) => set({ device: v })}
          options={DEVICE_FILTER_OPTIONS}
          testId="resource-device"
        />
        <FieldSelect
          label="Type"
          value={state.type}
          onChange={(v) => set({ type: v })}
          options={[
            { value: "all", label: "All Types" },
            ...RESOURCE_TYPES.map((t) => ({ value: t.id, label: t.label })),
          ]}
          testId="resource-type"
        />
        <FieldSelect
          label="Carrier"
          value={state.carrier}
          onChange={(v) => set({ carrier: v })}
          options={CARRIER_FILTER_OPTIONS}
          testId="resource-carrier"
        />
        <FieldSelect
          label="Sort"
          value={state.sort}
          onChange={(v) => set({ sort: v })}
          options={[
            { value: "newest", label: "Newest First" },
            { value: "downloads", label: "Most Downloaded" },
          ]}
          testId="resource-sort"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="resource-count">
        {shown.length} {shown.length === 1 ? "resource" : "resources"}
      </p>
      {shown.length === 0 ? (
        <EmptyState testId="resources-empty">No resources found matching your criteria</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Resources">
          {shown.map((r) => {
            const Icon = r.fileType === "CSV" ? FileSpreadsheet : FileText;
            return (
              <li key={r.id}>
                <Card
                  className="relative flex h-full flex-col transition-colors hover:bg-accent/40"
                  data-testid="resource-card"
                >
                  <CardHeader className="pb-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary">{typeLabel(r.type)}</Badge>
                      <Badge variant="outline">{r.carrier === "all" ? "All Carriers" : carrierName(r.carrier)}</Badge>
                      <Badge variant="outline">{deviceLabel(r.deviceType)}</Badge>
                    </div>
                    <CardTitle className="text-lg">
                      <a
                        href={r.fileUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        data-testid="resource-link"
                      >
                        {r.title}
                        <span className="sr-only"> ({r.fileType}, opens in a new tab)</span>
                      </a>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-3 text-sm">
                    <p className="text-muted-foreground">{r.description}</p>
                    <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                      <span className="inline-flex items-center gap-1">
                        <Icon aria-hidden="true" className="size-4" />
                        {r.fileType}
                      </span>
                      <span>Added {formatDay(r.dateAdded)}</span>
                      <span className="inline-flex items-center gap-1" data-testid="resource-downloads">
                        <Download aria-hidden="true" className="size-3.5" />
                        {r.downloads.toLocaleString("en-US")} downloads
                      </span>
                      <ExternalLink aria-hidden="true" className="ml-auto size-4" />
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
