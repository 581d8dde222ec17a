/** Display formats of quotes and bill analyses (signed USD, dates 'MMM d, yyyy'). */
import { format, parseISO } from "date-fns";
import { formatUsd } from "@/lib/format";

/** A signed difference: "+$12.00" / "−$5.00". */
export function signedUsd(value: number): string {
  return value < 0 ? `−${formatUsd(-value)}` : `+${formatUsd(value)}`;
}

export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return "Not shown on the bill";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : format(date, "MMM d, yyyy");
}

export function formatGb(value: number): string {
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} GB`;
}
