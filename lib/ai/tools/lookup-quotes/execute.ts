import "server-only";
import { carrierName } from "@/config/carriers";
import type { AgentScope } from "@/lib/db/queries/assistant";
import { getQuotesByCompany } from "@/lib/db/queries/quotes";
import { relaxedMatches, searchTexts } from "@/lib/db/queries/search";
import type { AssistantQuote, LookupQuotesInput, LookupQuotesResult } from "./schema";

/** The saved quotes of the agent's company, newest first, as the Quotes page lists them. */
export async function lookupQuotes(scope: AgentScope, input: LookupQuotesInput): Promise<LookupQuotesResult> {
  let quotes = await getQuotesByCompany({ id: scope.userId, companyId: scope.companyId });
  let closest: typeof quotes = [];
  if (input.customer) {
    const found = await searchTexts(
      quotes.map((q) => ({
        id: q.id,
        name: q.customerCompany,
        text: `${q.customerCompany} ${q.customerName} ${q.title}`,
      })),
      input.customer,
    );
    const { mode, rows } = relaxedMatches(found);
    const kept = new Set(rows.map((r) => r.id));
    // Customers whose names are only close to the words (typos) are offered as the closest, not as the answer.
    if (mode === "fuzzy") closest = quotes.filter((q) => kept.has(q.id)).slice(0, 3);
    quotes = mode === "fuzzy" ? [] : quotes.filter((q) => kept.has(q.id));
  }
  if (input.minMonthly !== undefined) quotes = quotes.filter((q) => q.monthlyTotal > input.minMonthly!);
  const describe = (list: typeof quotes): AssistantQuote[] =>
    list.map((q) => ({
      title: q.title,
      customer: q.customerCompany,
      contact: q.customerName,
      carrier: q.carrier,
      carrierName: q.carrier ? carrierName(q.carrier) : null,
      monthlyTotal: q.monthlyTotal,
      contractTotal: q.contractTotal,
      contractMonths: q.contractMonths,
      createdAt: q.createdAt,
      createdBy: q.agentUsername,
    }));
  return {
    filters: input,
    total: quotes.length,
    quotes: describe(quotes.slice(0, input.limit ?? 10)),
    closest: describe(closest),
  };
}
