/**
 * The bill analysis result (spec 001 §3), as the analyzer answers it and as
 * `/api/generate-quote` accepts it back in `{ currentBill }`.
 */
import { z } from "zod";

export const BILL_LINE_TYPES = ["voice", "mobile_internet", "wearable"] as const;
export type BillLineType = (typeof BILL_LINE_TYPES)[number];

const money = z.number().finite().min(-10_000_000).max(10_000_000);
const gb = z.number().finite().min(0).max(10_000_000);
const shortText = z.string().max(300);

export const equipmentSchema = z.object({
  deviceName: shortText,
  monthlyPayment: money,
  remainingBalance: money,
});

export const billLineSchema = z.object({
  lineType: z.enum(BILL_LINE_TYPES),
  phoneNumber: z.string().max(40),
  department: shortText,
  /** Name of the line's plan as printed on the bill. */
  planName: shortText.default(""),
  planCost: money,
  dataUsageGB: gb,
  equipment: equipmentSchema.nullable(),
  /** International charges of this line and the countries they were for. */
  internationalCost: money.default(0),
  countries: z.array(shortText).max(50).default([]),
  /** Everything this line costs this month (plan, equipment, features, international). */
  totalCharges: money.default(0),
});

export const billAnalysisSchema = z.object({
  totalMonthlyBill: money,
  dueDate: z.string().max(40),
  totalDataUsageGB: gb,
  businessMetrics: z.object({
    costPerEmployee: money,
    complianceStatus: z.object({
      policyCompliant: z.boolean(),
      issues: z.array(z.string().max(500)).max(100),
    }),
    internationalUsage: z.object({
      cost: money,
      countries: z.array(shortText).max(100),
    }),
  }),
  potentialSavings: z.object({
    annualSavings: money,
    enterpriseOpportunities: z.array(z.string().max(500)).max(50),
  }),
  departmentBreakdown: z.record(
    z.string().max(200),
    z.object({ lines: z.number().int().min(0), cost: money, dataUsage: gb }),
  ),
  lines: z.array(billLineSchema).max(2000),
  competitiveAnalysis: z.object({
    currentProvider: shortText,
    marketComparison: z.object({
      costDifference: money,
      featureGaps: z.array(z.string().max(500)).max(50),
      advantages: z.array(z.string().max(500)).max(50),
    }),
    enterpriseDiscounts: z.object({
      available: z.boolean(),
      potentialSavings: money,
      requirements: z.array(z.string().max(500)).max(20),
    }),
  }),
  /** Extra facts read from the statement (not in the spec's list, shown where useful). */
  details: z
    .object({
      accountNumber: z.string().max(60).nullable(),
      billingPeriod: z.string().max(80).nullable(),
      currentProviderId: z.enum(["att", "verizon", "tmobile"]).nullable(),
      accountCharges: money,
      source: z.enum(["pdf", "image"]),
      pages: z.number().int().min(0),
    })
    .optional(),
});

export type BillAnalysis = z.infer<typeof billAnalysisSchema>;
export type BillLine = z.infer<typeof billLineSchema>;
