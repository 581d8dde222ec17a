"use client";

import { SearchField } from "@/components/ui/search-field";
import { useMemo, useState } from "react";
import { Activity, BarChart3, Download, HandCoins, Handshake, Users, type LucideIcon } from "lucide-react";
import toast from "react-hot-toast";
import { reportDataAction, type ReportData } from "@/app/(portal)/dashboard/reports/actions";
import { FieldSelect } from "@/components/portal/field-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isoDay } from "@/lib/format";
import { notify } from "@/lib/stores/notification-store";
import { REPORT_RANGE_LABELS, REPORT_RANGES, type ReportRangeChoice, type ReportType } from "@/lib/validation/reports";
import {
  ACTIVITY_REPORT_COLUMNS,
  CUSTOMER_REPORT_COLUMNS,
  DEAL_EXPORT_COLUMNS,
  PERFORMANCE_REPORT_COLUMNS,
  COMMISSION_REPORT_COLUMNS,
} from "./columns";
import { exportWorkbook } from "./workbook-export";

type ReportCard = { type: ReportType; title: string; description: string; icon: LucideIcon; sheet: string };

export const REPORT_CARDS: ReportCard[] = [
  {
    type: "deals",
    title: "Deals Report",
    description: "Every deal created in the period with status, value, carrier, revenue and assigned agent.",
    icon: Handshake,
    sheet: "Deals",
  },
  {
    type: "customers",
    title: "Customer Report",
    description: "Customers added in the period with contact details, location, industry and size.",
    icon: Users,
    sheet: "Customers",
  },
  {
    type: "activity",
    title: "Activity Report",
    description: "Deal status changes made in the period: which deal, from which status to which, and by whom.",
    icon: Activity,
    sheet: "Activity",
  },
  {
    type: "performance",
    title: "Performance Report",
    description: "Per agent: deals created in the period, won, lost, won value and win rate.",
    icon: BarChart3,
    sheet: "Performance",
  },
  {
    type: "commissions",
    title: "Commissions Report",
    description: "Per month, carrier and agent: commission the won deals should pay and what statements paid.",
    icon: HandCoins,
    sheet: "Commissions",
  },
];

async function writeReport(card: ReportCard, data: ReportData, filename: string, onProgress: (f: number) => void) {
  const common = { sheet: card.sheet, onProgress };
  switch (data.type) {
    case "deals":
      return exportWorkbook(filename, { ...common, columns: DEAL_EXPORT_COLUMNS, rows: data.rows });
    case "customers":
      return exportWorkbook(filename, { ...common, columns: CUSTOMER_REPORT_COLUMNS, rows: data.rows });
    case "activity":
      return exportWorkbook(filename, { ...common, columns: ACTIVITY_REPORT_COLUMNS, rows: data.rows });
    case "performance":
      return exportWorkbook(filename, { ...common, columns: PERFORMANCE_REPORT_COLUMNS, rows: data.rows });
    case "commissions":
      return exportWorkbook(filename, { ...common, columns: COMMISSION_REPORT_COLUMNS, rows: data.rows });
  }
}

export function ReportsView({ today, monthAgo }: { today: string; monthAgo: string }) {
  const [search, setSearch] = useState("");
  const [range, setRange] = useState<ReportRangeChoice>("30");
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(today);
  const [progress, setProgress] = useState<Partial<Record<ReportType, number>>>({});

  const cards = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q
      ? REPORT_CARDS.filter((c) => c.title.toLowerCase().includes(q) || c.description.toLowerCase().includes(q))
      : REPORT_CARDS;
  }, [search]);

  async function exportReport(card: ReportCard) {
    setProgress((p) => ({ ...p, [card.type]: 0 }));
    try {
      const result = await reportDataAction({ type: card.type, range, ...(range === "custom" ? { from, to } : {}) });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      const filename = `${card.type}_report_${isoDay()}.xlsx`;
      await writeReport(card, result.data, filename, (f) => setProgress((p) => ({ ...p, [card.type]: f })));
      notify("success", "Export ready", `${filename} (${result.data.rows.length} rows) was downloaded.`);
    } catch (error) {
      console.error("Report export failed", error);
      toast.error("The export failed. Please try again.");
    } finally {
      setProgress((p) => {
        const next = { ...p };
        delete next[card.type];
        return next;
      });
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          id="reports-search"
          label="Search reports"
          wrapperClassName="flex-1"
          placeholder="Search reports..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="reports-search"
        />
        <FieldSelect
          label="Date range"
          className="md:w-48"
          value={range}
          onChange={(v) => setRange(v as ReportRangeChoice)}
          options={REPORT_RANGES.map((r) => ({ value: r, label: REPORT_RANGE_LABELS[r] }))}
          testId="reports-range"
        />
        {range === "custom" ? (
          <>
            <div className="space-y-1.5 md:w-44">
              <Label htmlFor="reports-from">From</Label>
              <Input
                id="reports-from"
                type="date"
                value={from}
                max={to}
                onChange={(e) => setFrom(e.target.value)}
                data-testid="reports-from"
              />
            </div>
            <div className="space-y-1.5 md:w-44">
              <Label htmlFor="reports-to">To</Label>
              <Input
                id="reports-to"
                type="date"
                value={to}
                min={from}
                onChange={(e) => setTo(e.target.value)}
                data-testid="reports-to"
              />
            </div>
          </>
        ) : null}
      </div>

      {cards.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No reports match your search</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Reports">
          {cards.map((card) => {
            const busy = progress[card.type] !== undefined;
            const Icon = card.icon;
            return (
              <li key={card.type}>
                <article
                  className="flex h-full flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
                  data-testid={`report-card-${card.type}`}
                >
                  <div className="flex items-start gap-3">
                    <span className="rounded-md bg-muted p-2">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="space-y-1">
                      <h3 className="font-semibold">{card.title}</h3>
                      <p className="text-sm text-muted-foreground">{card.description}</p>
                    </div>
                  </div>
                  <div className="mt-auto flex justify-end">
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => exportReport(card)}
                      disabled={busy}
                      aria-busy={busy}
                      aria-label={busy ? `Exporting ${card.title}` : `Export ${card.title}`}
                      data-testid={`export-${card.type}`}
                    >
                      <Download aria-hidden="true" />
                      {busy ? `Exporting... ${Math.round((progress[card.type] ?? 0) * 100)}%` : "Export"}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
