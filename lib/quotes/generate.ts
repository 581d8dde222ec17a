import "server-only";
/**
 * Builds quotes: requirements from the description (hosted model when set up,
 * otherwise the deterministic parser), priced from the `rate_plans` table.
 */
import { randomUUID } from "node:crypto";
import { getCatalogPlans } from "@/lib/db/queries/catalog";
import { AppError } from "@/lib/errors";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import type { CustomerInfo } from "@/lib/validation/quotes";
import { buildCompetingOffer, requirementsFromBill } from "./competing-offer";
import { hostedModelConfig, type HostedModelConfig } from "@/lib/ai/providers";
import { extractRequirementsWithModel } from "./model";
import { parseDescription } from "./parse-description";
import { priceRequirements } from "./pricing";
import type { Quote } from "./quote";
import { totalLines, type Requirements } from "./requirements";

export const MODEL_TIMEOUT_MS = 20_000;

/** Requirements of a description and who read them; the parser stands in when the model fails. */
export async function understandDescription(
  description: string,
  config: HostedModelConfig | null = hostedModelConfig(),
): Promise<{ requirements: Requirements; source: Quote["source"]; notes: string[] }> {
  if (config) {
    try {
      const requirements = await extractRequirementsWithModel(description, config, {
        abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
      });
      return { requirements, source: "model", notes: [] };
    } catch (error) {
      console.error(
        "Quote model failed; using the description parser:",
        error instanceof Error ? error.message : String(error),
      );
      return {
        requirements: parseDescription(description),
        source: "parser",
        notes: ["The AI model was unavailable; requirements were read by the built-in parser."],
      };
    }
  }
  return { requirements: parseDescription(description), source: "parser", notes: [] };
}

export function quoteTitle(customerInfo: CustomerInfo | null, requirements: Requirements): string {
  const lines = totalLines(requirements);
  const who = customerInfo?.companyName ?? "Customer";
  return `${who}: ${lines} line${lines === 1 ? "" : "s"}`;
}

/** Prices known requirements into a quote (also used by Save Quote, which prices again). */
export async function priceQuote(input: {
  id?: string;
  description: string;
  customerInfo: CustomerInfo | null;
  requirements: Requirements;
  source: Quote["source"];
  notes?: string[];
}): Promise<Quote> {
  const plans = await getCatalogPlans();
  const priced = priceRequirements(input.requirements, plans);
  const best = priced.options.find((o) => o.best) ?? null;
  const notes = [...(input.notes ?? [])];
  if (totalLines(input.requirements) === 0) {
    notes.push(
      "No lines were found in the description. Say how many phones, tablets, internet connections or watches are needed.",
    );
  }
  return {
    id: input.id ?? randomUUID(),
    status: "draft",
    createdAt: new Date().toISOString(),
    title: quoteTitle(input.customerInfo, input.requirements),
    description: input.description,
    customerInfo: input.customerInfo,
    requirements: input.requirements,
    source: input.source,
    contractMonths: priced.contractMonths,
    options: priced.options,
    bestCarrier: priced.bestCarrier,
    monthlyTotal: best?.monthlyTotal ?? 0,
    contractTotal: best?.contractTotal ?? 0,
    competing: null,
    notes,
  };
}

export async function generateQuote(
  description: string,
  customerInfo: CustomerInfo,
  config: HostedModelConfig | null = hostedModelConfig(),
): Promise<Quote> {
  const { requirements, source, notes } = await understandDescription(description, config);
  return priceQuote({ description, customerInfo, requirements, source, notes });
}

/** Why no switch proposal is made from a bill analysis whose reading does not reconcile. */
export const UNRECONCILED_QUOTE_MESSAGE =
  "This bill's reading does not add up to its own totals, so no switch proposal is made from it. Check the figures the Bill Analyzer could not confirm, or upload a clearer copy of the full statement.";

/**
 * The enterprise quote for the lines of an analysed bill: each line priced like for like on
 * every carrier, with the analysis's one recommendation marked in the table and the cards.
 */
export async function generateQuoteFromBill(bill: BillAnalysis): Promise<Quote> {
  if (
    bill.details?.reconciliation?.status !== "reconciled" ||
    bill.totalMonthlyBill === null ||
    bill.potentialSavings.annualSavings === null
  )
    throw new AppError(422, UNRECONCILED_QUOTE_MESSAGE);
  const requirements = requirementsFromBill(bill);
  const lines = totalLines(requirements);
  const description = `Switch proposal for the ${lines} line${lines === 1 ? "" : "s"} on the current ${bill.competitiveAnalysis.currentProvider} bill`;
  const quote = await priceQuote({ description, customerInfo: null, requirements, source: "parser" });
  quote.title = `Enterprise quote: ${lines} line${lines === 1 ? "" : "s"} from ${bill.competitiveAnalysis.currentProvider}`;
  const { competing, options } = buildCompetingOffer(bill, await getCatalogPlans(), quote.contractMonths);
  const best = options.find((o) => o.best) ?? null;
  quote.options = options;
  quote.bestCarrier = best?.carrier ?? null;
  quote.monthlyTotal = best?.monthlyTotal ?? 0;
  quote.contractTotal = best?.contractTotal ?? 0;
  quote.competing = competing;
  return quote;
}
