/**
 * The deal value rule, shared by the New Deal form (shown live) and
 * the server (recomputed on create, whatever the browser sent):
 *   monthly_revenue = (voice + mobile internet + fixed wireless lines) × rate per line
 *   value           = monthly_revenue × contract term (24 months when empty or 0)
 *   total_revenue   = value + one_time_revenue
 */
import { roundCents } from "@/lib/lang/money";

export const DEFAULT_CONTRACT_TERM_MONTHS = 24;

export type DealValueInput = {
  voiceLines?: number | null;
  mobileInternetLines?: number | null;
  fixedWirelessLines?: number | null;
  monthlyRate?: number | null;
  contractTerm?: number | null;
  oneTimeRevenue?: number | null;
};

export type DealValue = {
  totalLines: number;
  monthlyRevenue: number;
  termMonths: number;
  value: number;
  oneTimeRevenue: number;
  totalRevenue: number;
};

/** A count or amount as the form treats it: non-numeric or negative input becomes 0. */
export function toNonNegative(input: unknown): number {
  const n = typeof input === "number" ? input : typeof input === "string" && input.trim() !== "" ? Number(input) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function computeDealValue(input: DealValueInput): DealValue {
  const totalLines =
    Math.floor(toNonNegative(input.voiceLines)) +
    Math.floor(toNonNegative(input.mobileInternetLines)) +
    Math.floor(toNonNegative(input.fixedWirelessLines));
  const rate = roundCents(toNonNegative(input.monthlyRate));
  const term = Math.floor(toNonNegative(input.contractTerm));
  const termMonths = term > 0 ? term : DEFAULT_CONTRACT_TERM_MONTHS;
  const monthlyRevenue = roundCents(totalLines * rate);
  const value = roundCents(monthlyRevenue * termMonths);
  const oneTimeRevenue = roundCents(toNonNegative(input.oneTimeRevenue));
  return {
    totalLines,
    monthlyRevenue,
    termMonths,
    value,
    oneTimeRevenue,
    totalRevenue: roundCents(value + oneTimeRevenue),
  };
}
