/**
 * The commission model: what a deal pays the reseller under the company's
 * commission plans. Pure functions, shared by the server (stored figures, board
 * totals, reconciliation, renewals) and the New Deal form (shown as it is filled).
 *
 * A plan is set per carrier and commission product (phone, tablet/data, wearable,
 * IoT, internet) and has an effective date; a change is a new plan row with a
 * later effective date, so figures of deals closed before it never change. A deal
 * uses the plan in effect on its close date (today when it has none):
 *   upfront            = monthly recurring revenue × upfront multiple
 *   residual per month = monthly recurring revenue × residual % / 100
 *   residual (term)    = residual per month × contract term (24 months when empty or 0)
 *   expected total     = upfront + residual over the term
 *   chargeback closes  = close date + chargeback window (days); a line that churns
 *                        before then has its upfront clawed back
 * On the board, open deals count their expected total weighted by probability;
 * Closed Won counts it whole (earned); Closed Lost counts nothing.
 */
import { addDays, addMonths, format, parseISO } from "date-fns";
import type { DeviceType } from "@/config/device-types";
import { DEFAULT_CONTRACT_TERM_MONTHS, toNonNegative } from "@/lib/deals/value";
import { roundCents } from "@/lib/lang/money";

export const COMMISSION_PRODUCTS = ["phone", "tablet_data", "wearable", "iot", "internet"] as const;
export type CommissionProduct = (typeof COMMISSION_PRODUCTS)[number];

export const COMMISSION_PRODUCT_LABELS: Record<CommissionProduct, string> = {
  phone: "Phone",
  tablet_data: "Tablet / data",
  wearable: "Wearable",
  iot: "IoT",
  internet: "Internet",
};

/**
 * The commission product each device type of the catalogue is paid as. Keyed by
 * `DeviceType`, so a type added to the catalogue does not compile until it has one.
 */
const PRODUCT_OF_DEVICE_TYPE: Record<DeviceType, CommissionProduct> = {
  Alarm: "iot",
  Camera: "iot",
  Computer: "tablet_data",
  Drone: "iot",
  FWA: "internet",
  Gateway: "internet",
  Hotspot: "tablet_data",
  "Hotspot/Router": "tablet_data",
  IOT: "iot",
  Laptop: "tablet_data",
  Modem: "internet",
  Module: "iot",
  Phone: "phone",
  POS: "iot",
  Router: "internet",
  Sensor: "iot",
  Tablet: "tablet_data",
  "Tablet/Laptop": "tablet_data",
  Telematics: "iot",
  Tracking: "iot",
  Wearable: "wearable",
  "Wireless Home Phone": "phone",
  "Asset Tracker": "iot",
  "Body Camera": "iot",
  Dashcam: "iot",
  "Desk Phone": "phone",
  "Digital Signage": "iot",
  "E-Reader": "tablet_data",
  "Feature Phone": "phone",
  "Fleet Tracker": "iot",
  "Handheld Computer": "tablet_data",
  Kiosk: "iot",
  "Medical Device": "iot",
  Meter: "iot",
  "Mobile Printer": "tablet_data",
  Netbook: "tablet_data",
  "PTT Device": "phone",
  Pager: "phone",
  "Rugged Phone": "phone",
  "Rugged Tablet": "tablet_data",
  Scanner: "tablet_data",
  "Security Panel": "iot",
  "Smart Lock": "iot",
  Smartwatch: "wearable",
  Thermostat: "iot",
  "Vehicle Router": "internet",
  Vending: "iot",
  "Voice Module": "iot",
};
const PRODUCT_OF_DEVICE = new Map<string, CommissionProduct>(
  Object.entries(PRODUCT_OF_DEVICE_TYPE).map(([type, product]) => [type.toLowerCase(), product]),
);

export type DealLines = {
  voiceLines?: number | null;
  mobileInternetLines?: number | null;
  fixedWirelessLines?: number | null;
};

/**
 * The commission product of a deal: from its device type when it has one, else
 * from its lines (most voice lines → phone, mobile internet → tablet/data, fixed
 * wireless → internet); null when neither says.
 */
export function commissionProductOf(
  deviceType: string | null | undefined,
  lines: DealLines = {},
): CommissionProduct | null {
  const byType = deviceType ? PRODUCT_OF_DEVICE.get(deviceType.trim().toLowerCase()) : undefined;
  if (byType) return byType;
  const counts: [CommissionProduct, number][] = [
    ["phone", toNonNegative(lines.voiceLines)],
    ["tablet_data", toNonNegative(lines.mobileInternetLines)],
    ["internet", toNonNegative(lines.fixedWirelessLines)],
  ];
  const [product, n] = counts.reduce((best, c) => (c[1] > best[1] ? c : best));
  return n > 0 ? product : null;
}

/** One row of a commission plan. Carrier codes as deals store them (ATT, VERIZON, TMOBILE). */
export type CommissionPlanTerms = {
  id?: string;
  carrier: string;
  product: CommissionProduct;
  /** Upfront payment as a multiple of monthly recurring revenue (2 = 200% of MRR). */
  upfrontMultiple: number;
  /** Residual paid every month, as a percentage of monthly recurring revenue. */
  residualPercent: number;
  chargebackDays: number;
  /** 'yyyy-MM-dd' */
  effectiveFrom: string;
};

/** The plan in effect on `day` ('yyyy-MM-dd') for the carrier and product: the latest effective on or before it. */
export function planInEffect<P extends CommissionPlanTerms>(
  plans: readonly P[],
  carrier: string | null | undefined,
  product: CommissionProduct | null,
  day: string,
): P | null {
  if (!carrier || !product) return null;
  const code = carrier.trim().toUpperCase();
  let best: P | null = null;
  for (const plan of plans) {
    if (plan.carrier.toUpperCase() !== code || plan.product !== product || plan.effectiveFrom > day) continue;
    if (!best || plan.effectiveFrom > best.effectiveFrom) best = plan;
  }
  return best;
}

export type CommissionDeal = {
  monthlyRevenue: number;
  contractTerm?: number | null;
  /** 'yyyy-MM-dd' or null (then `today` decides the plan and the chargeback window) */
  closeDate?: string | null;
};

export type ExpectedCommission = {
  upfront: number;
  residualMonthly: number;
  termMonths: number;
  residualTotal: number;
  total: number;
  /** 'yyyy-MM-dd': the day the chargeback window closes */
  chargebackEndsOn: string;
};

/** Calendar day arithmetic on 'yyyy-MM-dd' strings (local calendar, no time-zone drift). */
export function addDaysToDay(day: string, days: number): string {
  return format(addDays(parseISO(day), days), "yyyy-MM-dd");
}

export function addMonthsToDay(day: string, months: number): string {
  return format(addMonths(parseISO(day), months), "yyyy-MM-dd");
}

export function termMonthsOf(contractTerm: number | null | undefined): number {
  const term = Math.floor(toNonNegative(contractTerm));
  return term > 0 ? term : DEFAULT_CONTRACT_TERM_MONTHS;
}

/** What the deal is expected to pay under `plan`. */
export function computeCommission(deal: CommissionDeal, plan: CommissionPlanTerms, today: string): ExpectedCommission {
  const mrr = roundCents(toNonNegative(deal.monthlyRevenue));
  const termMonths = termMonthsOf(deal.contractTerm);
  const upfront = roundCents(mrr * toNonNegative(plan.upfrontMultiple));
  const residualMonthly = roundCents((mrr * toNonNegative(plan.residualPercent)) / 100);
  const residualTotal = roundCents(residualMonthly * termMonths);
  return {
    upfront,
    residualMonthly,
    termMonths,
    residualTotal,
    total: roundCents(upfront + residualTotal),
    chargebackEndsOn: addDaysToDay(deal.closeDate || today, Math.floor(toNonNegative(plan.chargebackDays))),
  };
}

/** A deal's expected commission under the plans (null when no plan covers it). */
export function expectedCommission(
  deal: CommissionDeal & { carrier?: string | null; product: CommissionProduct | null },
  plans: readonly CommissionPlanTerms[],
  today: string,
): (ExpectedCommission & { plan: CommissionPlanTerms }) | null {
  const plan = planInEffect(plans, deal.carrier, deal.product, deal.closeDate || today);
  return plan ? { ...computeCommission(deal, plan, today), plan } : null;
}

/** What a deal counts for on the board: earned when won, nothing when lost, else weighted by probability. */
export function weightedCommission(total: number, status: string, probability: number): number {
  if (status === "closed_won") return roundCents(total);
  if (status === "closed_lost") return 0;
  const p = Math.min(100, Math.max(0, toNonNegative(probability)));
  return roundCents((total * p) / 100);
}
