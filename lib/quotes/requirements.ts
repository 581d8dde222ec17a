/**
 * What a quote is built from: the lines a customer needs by type, the carrier they
 * prefer, their budget and their needs. The deterministic parser and the hosted
 * model both produce exactly this shape; pricing reads only this.
 */
import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";

export const DEFAULT_CONTRACT_MONTHS = 24;
export const MAX_LINES_PER_TYPE = 10_000;

export const QUOTE_LINE_TYPES = ["voice", "mobileInternet", "fixedWireless", "wearables"] as const;
export type QuoteLineType = (typeof QUOTE_LINE_TYPES)[number];

export const LINE_TYPE_LABELS: Record<QuoteLineType, string> = {
  voice: "Voice",
  mobileInternet: "Mobile internet",
  fixedWireless: "Fixed wireless",
  wearables: "Wearables",
};

const lineCount = z.number().int().min(0).max(MAX_LINES_PER_TYPE);

export const requirementsSchema = z.object({
  lines: z
    .object({
      voice: lineCount.describe("Phone (voice and data) lines: smartphones, handsets, employees' phones"),
      mobileInternet: lineCount.describe("Data-only lines: tablets, laptops, mobile hotspots"),
      fixedWireless: lineCount.describe("Fixed wireless internet connections for offices, stores or sites"),
      wearables: lineCount.describe("Smartwatches and other wearables"),
    })
    .describe("Number of lines by type"),
  carrierPreference: z
    .enum(CARRIER_IDS)
    .nullable()
    .describe("Carrier the customer asks for (att, verizon, tmobile), or null"),
  budget: z
    .object({
      amount: z.number().positive().max(10_000_000),
      per: z.enum(["month", "line"]).describe("'month' for a monthly total, 'line' for a monthly price per line"),
    })
    .nullable()
    .describe("Monthly budget, or null when none is given"),
  needs: z
    .object({
      hotspot: z.boolean(),
      premiumData: z.boolean().describe("Premium or priority data, heavy data use, video"),
      international: z.boolean().describe("International calling, roaming or travel"),
      fiveG: z.boolean(),
    })
    .describe("Needs stated in the description"),
  contractMonths: z
    .number()
    .int()
    .min(1)
    .max(60)
    .describe(`Contract term in months; ${DEFAULT_CONTRACT_MONTHS} unless the description says otherwise`),
});

export type Requirements = z.infer<typeof requirementsSchema>;

export function totalLines(requirements: Pick<Requirements, "lines">): number {
  const { voice, mobileInternet, fixedWireless, wearables } = requirements.lines;
  return voice + mobileInternet + fixedWireless + wearables;
}

export function emptyRequirements(): Requirements {
  return {
    lines: { voice: 0, mobileInternet: 0, fixedWireless: 0, wearables: 0 },
    carrierPreference: null,
    budget: null,
    needs: { hotspot: false, premiumData: false, international: false, fiveG: false },
    contractMonths: DEFAULT_CONTRACT_MONTHS,
  };
}
