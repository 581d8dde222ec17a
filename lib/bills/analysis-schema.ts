/**
 * Two shapes of a bill:
 * - `ParsedBill`: what the statement says, as read by the parser (every value as
 *   printed, `null` where the bill does not show it), with the reconciliation of
 *   its lines against its current charges and the warnings of the reading;
 * - `BillAnalysis`: the bill analysis result the Bill Analyzer page shows, as the analyzer answers
 *   it and as `/api/generate-quote` accepts it back in `{ currentBill }`.
 * Money is in dollars (two decimals, credits negative), dates are ISO `yyyy-MM-dd`,
 * phone numbers are in the national format `(206) 555-0148`, data in GB.
 */
import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";

export const BILL_LINE_TYPES = ["voice", "mobile_internet", "wearable"] as const;
export type BillLineType = (typeof BILL_LINE_TYPES)[number];

const money = z.number().finite().min(-10_000_000).max(10_000_000);
const gb = z.number().finite().min(0).max(10_000_000);
const shortText = z.string().max(300);

/** A device on a line; a figure the statement does not show (or that was not read) is null, never 0. */
export const equipmentSchema = z.object({
  deviceName: shortText,
  monthlyPayment: money.nullable(),
  remainingBalance: money.nullable(),
});

/** One line (phone number) of a statement, as printed. */
export const parsedLineSchema = z.object({
  phoneNumber: z.string().max(40),
  /** The line's user (name printed beside the number). */
  user: shortText.nullable(),
  /** Cost center / department printed for the line. */
  department: shortText.nullable(),
  planName: shortText,
  /** Monthly plan (access) charge. */
  planCost: money.nullable(),
  /** Device installment of this month with what remains to pay on the device. */
  equipment: equipmentSchema.nullable(),
  /** Line-level surcharges and fees (regulatory, administrative, 911 …). */
  surcharges: money,
  /** Line-level taxes (federal, state, local). */
  taxes: money,
  /** Features, add-ons and usage charges that are neither plan, device, international, surcharge nor tax. */
  otherCharges: money,
  /** Line-level credits and discounts (negative). */
  credits: money,
  internationalCost: money,
  countries: z.array(shortText).max(50),
  /** Data used this period; null when the bill does not show it. */
  dataUsageGB: gb.nullable(),
  /** The line total as printed; null when the bill shows none. */
  lineTotal: money.nullable(),
  /** Which of the parser's rules read each field (a wrong field points at its rule). */
  readBy: z.record(z.string().max(40), z.string().max(120)).optional(),
  /** Surcharges and taxes were listed under one heading naming both: the bill does not print how they split. */
  feesTogether: z.boolean().optional(),
});

export const RECONCILIATION_STATUSES = ["reconciled", "unattributed", "unchecked"] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/**
 * The self-check of a reading: the line totals plus the account-level charges and
 * credits against the bill's current charges. `unattributed` is what the stated
 * current charges hold beyond what was read (negative when more was read than
 * stated); "unchecked" when the bill states no current charges and no total.
 */
export const reconciliationSchema = z.object({
  status: z.enum(RECONCILIATION_STATUSES),
  /** The figure checked against: current charges, else the total due. */
  stated: money.nullable(),
  /** Sum of the line totals. */
  linesTotal: money,
  accountCharges: money,
  credits: money,
  unattributed: money,
});

/** A whole statement as read. */
export const parsedBillSchema = z.object({
  provider: z.enum(CARRIER_IDS).nullable(),
  accountNumber: z.string().max(60).nullable(),
  billingPeriod: z.string().max(80).nullable(),
  /** Amount to pay (may include a previous balance). */
  totalDue: money.nullable(),
  dueDate: z.string().max(40).nullable(),
  /** New charges of this period (lines + account-level charges + credits). */
  currentCharges: money.nullable(),
  /** Previous balance and payments as printed, when the bill shows them. */
  previousBalance: money.nullable(),
  payments: money.nullable(),
  /** Charges billed to the account, not to a line (account surcharges, taxes, fees), summed. */
  accountCharges: money,
  /** Account-level credits and discounts (negative), summed. */
  credits: money,
  /** Sum of every tax, surcharge and fee on the bill (line and account level). */
  taxesAndFees: money,
  lines: z.array(parsedLineSchema).max(2000),
  reconciliation: reconciliationSchema,
  /** What could not be read or did not add up, in words for the agent. */
  warnings: z.array(z.string().max(500)).max(100),
});

export type ParsedLine = z.infer<typeof parsedLineSchema>;
export type ParsedBill = z.infer<typeof parsedBillSchema>;
export type ParsedEquipment = z.infer<typeof equipmentSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const billLineSchema = z.object({
  lineType: z.enum(BILL_LINE_TYPES),
  phoneNumber: z.string().max(40),
  /** The line's user as printed, when the bill names one. */
  user: shortText.nullable().default(null),
  department: shortText,
  /** Name of the line's plan as printed on the bill. */
  planName: shortText.default(""),
  /**
   * The line's charges below are null when the bill's own arithmetic does not confirm them
   * (its printed total is not its parts as read, or no printed total and the statement does
   * not reconcile): never a figure that does not add up.
   */
  planCost: money.nullable(),
  /** Data used this period; null when it was not read (not 0). */
  dataUsageGB: gb.nullable(),
  equipment: equipmentSchema.nullable(),
  /** International charges of this line and the countries they were for. */
  internationalCost: money.default(0),
  countries: z.array(shortText).max(50).default([]),
  /** Line-level surcharges/fees and taxes, kept apart from the service charges. */
  surcharges: money.nullable().default(0),
  taxes: money.nullable().default(0),
  /** Everything this line costs this month (plan, equipment, features, international, its taxes and fees). */
  totalCharges: money.nullable().default(0),
});

/**
 * How savings were compared: the recurring service charges of the bill (plans,
 * features, international; no device installments, taxes or surcharges) against
 * the offer's plan prices, which also exclude taxes and surcharges.
 */
export const savingsBasisSchema = z.object({
  currentServiceMonthly: money,
  offerMonthly: money.nullable(),
  offerCarrier: shortText.nullable(),
  /** Kept out of the comparison and shown beside it. */
  excludedMonthly: z.object({ deviceInstallments: money, taxesAndSurcharges: money }),
  note: z.string().max(500),
});

/**
 * Switching to the best competing offer: the remaining device balances as a
 * buy-out, the monthly difference of recurring service, and the months until
 * that difference pays the buy-out back (null: never).
 */
export const switchCostSchema = z.object({
  devicePayoff: money,
  devicesWithBalance: z.number().int().min(0),
  /** Devices with an installment whose remaining balance was not read: the payoff is at least `devicePayoff`. */
  balancesUnread: z.number().int().min(0).default(0),
  /** Whether the carrier is the current one (stay and re-plan), not a switch. */
  stay: z.boolean().default(false),
  carrier: shortText.nullable(),
  offerMonthly: money.nullable(),
  monthlyDifference: money,
  switchingCost: money,
  breakEvenMonths: z.number().int().min(0).nullable(),
});

/**
 * The one recommendation for the lines: the carrier whose like-for-like plans give the best
 * first year net of the device buy-out, or staying (and re-planning) at the current carrier.
 */
export const recommendationSchema = z.object({
  carrierId: z.enum(CARRIER_IDS).nullable(),
  carrierName: shortText,
  /** Staying at the current carrier (re-planned, or as is when no plan of its saves). */
  stay: z.boolean(),
  /** What it is called everywhere: "Move to T-Mobile", "Stay and re-plan at AT&T (current carrier)". */
  label: shortText,
  monthlyTotal: money.nullable(),
  monthlySavings: money,
  annualSavings: money,
  firstYearNet: money,
  breakEvenMonths: z.number().int().min(0).nullable(),
  /** What lines would give up on the recommended plans (empty: every line keeps at least its features). */
  givesUp: z.array(z.string().max(500)).max(200),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const billAnalysisSchema = z.object({
  /**
   * This month's cost: the bill's new charges for the period, as printed or as its own
   * arithmetic confirms them; null when neither does (never a figure that does not add up).
   */
  totalMonthlyBill: money.nullable(),
  dueDate: z.string().max(40),
  totalDataUsageGB: gb,
  businessMetrics: z.object({
    /** Null when the month's cost is not confirmed. */
    costPerEmployee: money.nullable(),
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
    /** Savings a year of the recommendation; null when the reading does not reconcile (nothing is computed from it). */
    annualSavings: money.nullable(),
    enterpriseOpportunities: z.array(z.string().max(500)).max(50),
    basis: savingsBasisSchema.optional(),
    switching: switchCostSchema.optional(),
    recommendation: recommendationSchema.nullable().optional(),
    /** Why no savings or switch proposal was computed (the reading does not reconcile), else null. */
    withheld: z.string().max(1000).nullable().optional(),
  }),
  departmentBreakdown: z.record(
    z.string().max(200),
    /** `cost` is null when a line's total in the department is not confirmed. */
    z.object({ lines: z.number().int().min(0), cost: money.nullable(), dataUsage: gb }),
  ),
  lines: z.array(billLineSchema).max(2000),
  competitiveAnalysis: z.object({
    currentProvider: shortText,
    marketComparison: z.object({
      /** Null when a line's plan charge is not confirmed. */
      costDifference: money.nullable(),
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
      currentProviderId: z.enum(CARRIER_IDS).nullable(),
      /**
       * Account-level charges (not on a line), credits excluded; null when the reading does not reconcile (the rows
       * taken for them are not confirmed by the bill's arithmetic).
       */
      accountCharges: money.nullable(),
      source: z.enum(["pdf", "image"]),
      pages: z.number().int().min(0),
      totalDue: money.nullable().default(null),
      currentCharges: money.nullable().default(null),
      previousBalance: money.nullable().optional(),
      payments: money.nullable().optional(),
      /** Account-level credits (negative); null when the reading does not reconcile. */
      credits: money.nullable().default(0),
      taxesAndFees: money.default(0),
      reconciliation: reconciliationSchema.optional(),
      warnings: z.array(z.string().max(500)).max(100).default([]),
      /** Per line (its number), which of the parser's rules read each field: a wrong field points at its rule. */
      readBy: z.record(z.string().max(40), z.record(z.string().max(40), z.string().max(120))).optional(),
      /** Fields filled by the hosted model (empty without one). */
      modelFilled: z.array(z.string().max(200)).max(200).default([]),
    })
    .optional(),
});

export type BillAnalysis = z.infer<typeof billAnalysisSchema>;
export type BillLine = z.infer<typeof billLineSchema>;
