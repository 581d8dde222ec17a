/**
 * The generated quote as the API answers it and the pages show it.
 */
import type { CarrierId } from "@/config/carriers";
import type { Recommendation } from "@/lib/bills/analysis-schema";
import type { CarrierOption } from "./pricing";
import type { Requirements } from "./requirements";
import type { CustomerInfo } from "@/lib/validation/quotes";

export type CompetingCarrierOffer = {
  carrier: CarrierId;
  carrierName: string;
  monthlyTotal: number;
  /** Current service charges minus this offer, per month (negative: the offer costs more). */
  monthlySavings: number;
  annualSavings: number;
  contractSavings: number;
  /** Remaining device balances to pay off when moving to this carrier (0 when staying). */
  devicePayoff: number;
  /** One-time cost of switching to this carrier: the device buy-out. */
  switchingCost: number;
  /** Savings of the first year after paying the devices off. */
  firstYearNet: number;
  /** Months until the savings cover the payoff; null when they never do. */
  breakEvenMonths: number | null;
  /** The current carrier re-planned (no buy-out), not a switch. */
  stay?: boolean;
  /** What lines would give up on this carrier's plans (empty: like for like). */
  givesUp?: string[];
};

export type CompetingOffer = {
  currentProvider: string;
  currentProviderId: CarrierId | null;
  currentMonthly: number;
  /** The bill's recurring service charges (plans, features): what the offers replace, like for like. */
  currentServiceMonthly: number;
  /** Kept apart from the comparison: device installments and taxes/surcharges on the bill, per month. */
  deviceInstallments: number;
  taxesAndSurcharges: number;
  /** How the comparison was made, in words for the customer. */
  basisNote: string;
  devicePayoff: number;
  devicesWithBalance: number;
  /** Devices with an installment whose remaining balance was not read (the buy-out is at least `devicePayoff`). */
  balancesUnread?: number;
  offers: CompetingCarrierOffer[];
  /** The one recommendation, the same the bill analysis shows. */
  recommendation?: Recommendation;
};

export type Quote = {
  id: string;
  status: "draft";
  createdAt: string;
  title: string;
  description: string;
  customerInfo: CustomerInfo | null;
  requirements: Requirements;
  /** Who read the requirements: the deterministic parser or the hosted model. */
  source: "parser" | "model";
  contractMonths: number;
  options: CarrierOption[];
  bestCarrier: CarrierId | null;
  monthlyTotal: number;
  contractTotal: number;
  competing: CompetingOffer | null;
  notes: string[];
};
