"use client";

import { CalendarDays, CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { carrierName } from "@/config/carriers";
import { DEVICE_CATEGORIES, type Promotion } from "@/config/promotions";
import { EmptyState } from "../empty-state";
import { CARRIER_FILTER_OPTIONS, DEVICE_FILTER_OPTIONS } from "../filter-options";
import { FieldSelect } from "../field-select";
import { useUrlState } from "../use-url-state";
import { filterPromotions } from "./promo-filter";
import { formatDay } from "@/lib/format";

const deviceLabel = (id: string) => DEVICE_CATEGORIES.find((d) => d.id === id)?.label ?? id;

export function PromotionsList({ promotions }: { promotions: Promotion[] }) {
  const [state, set] = useUrlState({ carrier: "all", device: "all" });
  const shown = filterPromotions(promotions, state.carrier, state.device);
  const summary = [
    state.carrier === "all" ? "All Carriers" : carrierName(state.carrier),
    state.device === "all" ? "All Devices" : deviceLabel(state.device),
  ].join(" · ");

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FieldSelect
          label="Carrier"
          value={state.carrier}
          onChange={(v) => set({ carrier: v })}
          options={CARRIER_FILTER_OPTIONS}
          testId="promo-carrier"
        />
        <FieldSelect
          label="Device"
          value={state.device}
          onChange={(v) => set({ device: v })}
          options={DEVICE_FILTER_OPTIONS}
          testId="promo-device"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="promo-summary">
        Filtered by: <span className="font-medium text-foreground">{summary}</span> ({shown.length}{" "}
        {shown.length === 1 ? "promotion" : "promotions"})
      </p>
      {shown.length === 0 ? (
        <EmptyState testId="promos-empty">No promotions found for the selected filters</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Promotions">
          {shown.map((p) => (
            <li key={p.id}>
              <Card className="flex h-full flex-col" data-testid="promo-card">
                <CardHeader className="pb-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{carrierName(p.carrierId)}</Badge>
                    <Badge variant="outline">{deviceLabel(p.deviceType)}</Badge>
                  </div>
                  <CardTitle className="text-lg">{p.title}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-3 text-sm">
                  <p className="text-muted-foreground">{p.description}</p>
                  <p className="text-xl font-semibold text-primary" data-testid="promo-value">
                    {p.value}
                  </p>
                  <p className="flex items-center gap-1 text-muted-foreground">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    Ends {formatDay(p.endDate)}
                  </p>
                  <div>
                    <p className="font-medium">Requirements</p>
                    <ul className="mt-1 space-y-1">
                      {p.requirements.map((r) => (
                        <li key={r} className="flex gap-2">
                          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                          {r}
                        </li>
                      ))}
                    </ul>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
