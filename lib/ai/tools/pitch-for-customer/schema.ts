import { z } from "zod";
import { CARRIER_IDS, type CarrierId } from "@/config/carriers";
import type { Requirements } from "@/lib/quotes/requirements";

export const pitchForCustomerSchema = z.object({
  description: z
    .string()
    .trim()
    .min(3)
    .max(1000)
    .describe(
      "The customer as the agent describes them: size, current carrier, needs (hotspot, heavy data, international), budget",
    ),
  currentCarrier: z.enum(CARRIER_IDS).optional().describe("The carrier the customer is on today, when known"),
  lines: z.number().int().min(1).max(10_000).optional().describe("Number of phone lines, when the agent said it"),
});
export type PitchForCustomerInput = z.infer<typeof pitchForCustomerSchema>;

export type PitchOption = {
  carrier: CarrierId;
  carrierName: string;
  items: {
    lineTypeLabel: string;
    plan: string;
    planType: string;
    quantity: number;
    pricePerLine: number;
    monthly: number;
    reason: string;
  }[];
  monthlyTotal: number;
  contractTotal: number;
  notes: string[];
};

export type PitchForCustomerResult = {
  requirements: Requirements;
  lines: number;
  currentCarrier: CarrierId | null;
  currentCarrierName: string | null;
  contractMonths: number;
  /** Lowest-priced option that meets the needs on a carrier other than the current one. */
  recommended: PitchOption | null;
  /** The same lines on the carrier the customer has today. */
  current: PitchOption | null;
  options: PitchOption[];
};

export const pitchForCustomerTool = {
  name: "pitchForCustomer",
  description:
    "Price a pitch for a described customer (size, current carrier, needs) the way the quote generator does: each carrier's plans that meet the needs, with totals, and the best option to switch to.",
  parameters: pitchForCustomerSchema,
} as const;
