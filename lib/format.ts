/**
 * Display formats of the product, one home for each: USD in en-US, signed differences,
 * data in GB, and calendar days as 'MMM d, yyyy'. The server sends days as
 * 'yyyy-MM-dd' (timestamps in UTC), so the server render and the browser show the
 * same day whatever their time zones.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatUsd(value: number, { whole = false } = {}): string {
  return (whole ? usdWhole : usd).format(value);
}

/** A signed difference: "+$12.00" / "−$5.00". */
export function signedUsd(value: number): string {
  return value < 0 ? `−${formatUsd(-value)}` : `+${formatUsd(value)}`;
}

export function formatGb(value: number): string {
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} GB`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A day as 'MMM d, yyyy': a 'yyyy-MM-dd…' string is read as written (a timestamp's UTC
 * day), a Date by its UTC day; '' for nothing or for what is not a date.
 */
export function formatDay(value: string | Date | null | undefined): string {
  if (!value) return "";
  const text = typeof value === "string" ? value : Number.isNaN(value.getTime()) ? "" : value.toISOString();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return "";
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return "";
  return `${MONTHS[month - 1]} ${day}, ${m[1]}`;
}

/** Today (or `date`) as 'yyyy-MM-dd' in local time, for date inputs and file names. */
export function isoDay(date: Date = new Date()): string {
  const y = date.getFullYear();
  const mo = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${mo}-${d}`;
}

/** `days` from `date` as 'yyyy-MM-dd' (negative for the past). */
export function addDaysIso(days: number, date: Date = new Date()): string {
  return isoDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** An instant as 'MMM d, yyyy, h:mm a' in the viewer's time zone (a task's due time). */
export function formatDayTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatDay(isoDay(date))}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** 'HH:mm' of an instant in local time, for time inputs. */
export function isoTime(date: Date = new Date()): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}
