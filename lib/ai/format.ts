import { format } from "date-fns";
import { carrierName } from "@/config/carriers";

/** US dollars in en-US format with cents: $1,234.50. */
export function usd(value: number): string {
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A yyyy-MM-dd (or ISO) date as 'MMM d, yyyy'. */
export function longDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return format(date, "MMM d, yyyy");
}

export function carrierLabel(code: string | null | undefined): string {
  return code ? carrierName(code) : "No carrier";
}

const STATUS_LABELS: Record<string, string> = {
  lead: "Lead",
  qualified: "Qualified",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
};

export function dealStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** "a, b and c". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
