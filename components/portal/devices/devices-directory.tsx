"use client";

import { SearchField } from "@/components/ui/search-field";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState, useTransition } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, BookOpen, Download, X } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { carrierName, findCarrier } from "@/config/carriers";
import { CARRIER_CODE_OPTIONS } from "@/components/portal/filter-options";
import { DEVICE_TYPES } from "@/config/device-types";
import { downloadBytes } from "@/lib/exports/xlsx";
import { notify } from "@/lib/stores/notification-store";
import { EmptyState } from "../empty-state";
import { ErrorPanel } from "../error-panel";
import { FieldSelect } from "../field-select";
import { LoadingState } from "../loading-state";
import {
  COL,
  CSV_FILENAME,
  DEVICE_COLUMNS,
  type DevicePayload,
  decodeDevices,
  devicesToCsv,
  nextSort,
  searchDevices,
  technologiesOf,
} from "./device-data";

export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZE = 50;

type Props = {
  devices: DevicePayload | null;
  error: string | null;
  carrier: string;
  deviceType: string;
  sort: string;
  dir: "asc" | "desc";
  /** The search the directory opens with (`?q=` of its address). */
  initialSearch?: string;
};

export function DevicesDirectory({ devices, error, carrier, deviceType, sort, dir, initialSearch = "" }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [searchInput, setSearchInput] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [chosenTechnology, setTechnology] = useState("all");
  const [page, setPage] = useState(0);
  const searchId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const rows = useMemo(() => (devices ? decodeDevices(devices) : []), [devices]);
  const technologies = useMemo(() => technologiesOf(rows), [rows]);
  // A technology absent from a newly loaded list no longer filters anything.
  const technology = technologies.includes(chosenTechnology) ? chosenTechnology : "all";
  const shown = useMemo(() => searchDevices(rows, search, technology), [rows, search, technology]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const pageRows = shown.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);

  /** Carrier, device type and sort live in the URL: changing them re-fetches on the server. */
  function navigate(patch: Partial<{ carrier: string; type: string; sort: string; dir: string }>) {
    const params = new URLSearchParams();
    const next = { carrier, type: deviceType, sort, dir, ...patch };
    if (next.carrier && next.carrier !== "all") params.set("carrier", next.carrier);
    if (next.type && next.type !== "all") params.set("type", next.type);
    if (next.sort && next.sort !== "Manufacturer") params.set("sort", next.sort);
    if (next.dir && next.dir !== "asc") params.set("dir", next.dir);
    const qs = params.toString();
    setPage(0);
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  }

  function clearFilters() {
    setSearchInput("");
    setSearch("");
    setTechnology("all");
    navigate({ carrier: "all", type: "all" });
  }

  function exportCsv() {
    downloadBytes(devicesToCsv(shown), CSV_FILENAME, "text/csv;charset=utf-8");
    notify(
      "success",
      "Export ready",
      `${CSV_FILENAME} with ${shown.length} device${shown.length === 1 ? "" : "s"} was downloaded.`,
    );
  }

  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (carrier !== "all")
    chips.push({
      key: "carrier",
      label: `Carrier: ${carrierName(carrier)}`,
      clear: () => navigate({ carrier: "all" }),
    });
  if (deviceType !== "all")
    chips.push({ key: "type", label: `Device Type: ${deviceType}`, clear: () => navigate({ type: "all" }) });
  if (technology !== "all")
    chips.push({ key: "technology", label: `Technology: ${technology}`, clear: () => setTechnology("all") });
  if (search.trim())
    chips.push({
      key: "search",
      label: `Search: ${search.trim()}`,
      clear: () => {
        setSearchInput("");
        setSearch("");
      },
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Link
          href="/docs/certified-devices"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          data-testid="devices-docs"
        >
          <BookOpen aria-hidden="true" className="mr-1 size-4" />
          Documentation
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={exportCsv}
          disabled={!devices || shown.length === 0}
          data-testid="devices-export"
        >
          <Download aria-hidden="true" className="mr-1 size-4" />
          Export CSV
        </Button>
      </div>

      <div className="rounded-lg border bg-card p-4 text-sm text-card-foreground" data-testid="agent-guide">
        <p className="font-medium">Agent guide</p>
        <p className="mt-1 text-muted-foreground">
          Before quoting a bring-your-own-device line, confirm the customer&apos;s model is certified on the carrier you
          are quoting. Pick the carrier and device type, then search by manufacturer or model. Check the Network column
          for 5G or LTE-M support and the 5G Bands column against the customer&apos;s area. Export the list as CSV to
          attach it to a proposal.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField
          id={searchId}
          label="Search"
          placeholder="Search manufacturer, model, bands..."
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          data-testid="devices-search"
        />
        <FieldSelect
          label="Carrier"
          value={carrier}
          onChange={(v) => navigate({ carrier: v })}
          options={[{ value: "all", label: "All Carriers" }, ...CARRIER_CODE_OPTIONS]}
          testId="devices-carrier"
        />
        <FieldSelect
          label="Device Type"
          value={deviceType}
          onChange={(v) => navigate({ type: v })}
          options={[{ value: "all", label: "All Device Types" }, ...DEVICE_TYPES.map((t) => ({ value: t, label: t }))]}
          testId="devices-type"
        />
        <FieldSelect
          label="Technology"
          value={technology}
          onChange={(v) => {
            setTechnology(v);
            setPage(0);
          }}
          options={[{ value: "all", label: "All Technologies" }, ...technologies.map((t) => ({ value: t, label: t }))]}
          testId="devices-technology"
        />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <span
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-xs text-secondary-foreground"
            data-testid="filter-chip"
          >
            {chip.label}
            <button
              type="button"
              onClick={chip.clear}
              aria-label={`Remove filter ${chip.label}`}
              className="rounded-full p-0.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </span>
        ))}
        <Button
          variant="ghost"
          size="sm"
          onClick={clearFilters}
          disabled={chips.length === 0}
          data-testid="devices-clear"
        >
          Clear Filters
        </Button>
      </div>

      {pending ? (
        <LoadingState text="Loading certified devices..." />
      ) : error !== null || devices === null ? (
        <ErrorPanel message={error ?? "Failed to load certified devices"} testId="devices-error">
          <Button
            variant="outline"
            size="sm"
            onClick={() => startTransition(() => router.refresh())}
            data-testid="devices-retry"
          >
            Try Again
          </Button>
        </ErrorPanel>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="devices-count">
            Showing {shown.length} device(s){search.trim() ? ` matching "${search.trim()}"` : ""}
          </p>
          {shown.length === 0 ? (
            <EmptyState testId="devices-empty" title="No devices found">
              Try adjusting your search or filters
            </EmptyState>
          ) : (
            <>
              <Table data-testid="devices-table">
                <TableCaption className="sr-only">
                  Certified devices, sorted by {sort} {dir === "asc" ? "ascending" : "descending"}
                </TableCaption>
                <TableHeader className="text-foreground">
                  <TableRow>
                    {DEVICE_COLUMNS.map((c) => {
                      const active = sort === c.sort;
                      const Icon = active ? (dir === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
                      return (
                        <TableHead
                          key={c.sort}
                          aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
                          className="whitespace-nowrap"
                        >
                          <button
                            type="button"
                            onClick={() => {
                              const s = nextSort({ sort, dir }, c.sort);
                              navigate({ sort: s.sort, dir: s.dir });
                            }}
                            className="inline-flex items-center gap-1 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                            data-testid={`sort-${c.sort}`}
                          >
                            {c.label}
                            <Icon aria-hidden="true" className="size-3.5" />
                          </button>
                        </TableHead>
                      );
                    })}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {pageRows.map((r) => (
                    <TableRow key={r[COL.id]} data-testid="device-row">
                      <TableCell className="whitespace-nowrap">
                        {findCarrier(r[COL.carrier])?.name ?? r[COL.carrier]}
                      </TableCell>
                      <TableCell>{r[COL.manufacturer]}</TableCell>
                      <TableCell className="font-medium">{r[COL.model]}</TableCell>
                      <TableCell>{r[COL.deviceType]}</TableCell>
                      <TableCell>{r[COL.deviceSub]}</TableCell>
                      <TableCell>{r[COL.os]}</TableCell>
                      <TableCell>{r[COL.network]}</TableCell>
                      <TableCell className="text-xs">{r[COL.bands]}</TableCell>
                      <TableCell className="text-xs">{r[COL.fiveGBands]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {pages > 1 ? (
                <nav aria-label="Device pages" className="flex items-center justify-between gap-2 text-sm">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setPage(current - 1)}
                    disabled={current === 0}
                    data-testid="devices-prev"
                  >
                    Previous
                  </Button>
                  <span data-testid="devices-page">
                    Page {current + 1} of {pages}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setPage(current + 1)}
                    disabled={current >= pages - 1}
                    data-testid="devices-next"
                  >
                    Next
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}
