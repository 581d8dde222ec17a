/**
 * Dates of deals, customers and reports as the spec writes them ('MMM d, yyyy').
 * The server sends calendar days as 'yyyy-MM-dd' (UTC for timestamps), so the
 * server render and the browser agree whatever their time zones.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'yyyy-MM-dd…' → 'MMM d, yyyy'; '' for nothing. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return "";
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
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
  const copy = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return isoDay(copy);
}
