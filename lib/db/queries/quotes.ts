import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/errors";
import type { Quote } from "@/lib/quotes/quote";
import type { CustomerInfo } from "@/lib/validation/quotes";
import { getDb } from "@/lib/db/client";
import { createOnce } from "@/lib/db/idempotency";
import { withAgentScope } from "@/lib/db/scope";
import { agentUsers, customers, quoteItems, quotes } from "@/lib/db/schema";
import { numericScores, relaxedMatches, scoresOf, textSearch } from "./search";

/** Saved quotes of a company (always filtered by the agent's company, under RLS too). */

export type QuoteAgent = { id: string; companyId: string };

export type SavedQuoteSummary = {
  id: string;
  title: string;
  status: string;
  carrier: string | null;
  contractMonths: number;
  monthlyTotal: number;
  contractTotal: number;
  createdAt: string;
  customerName: string;
  customerCompany: string;
  agentUsername: string | null;
};

export type SavedQuoteItem = {
  carrier: string;
  lineType: string;
  planName: string;
  quantity: number;
  pricePerLine: number;
  monthly: number;
};

export type SavedQuote = SavedQuoteSummary & {
  description: string;
  requirements: Quote["requirements"];
  data: Quote;
  customer: { id: string; name: string; companyName: string; companyWebsite: string | null; email: string | null };
  items: SavedQuoteItem[];
};

export type CustomerPrefill = {
  id: string;
  name: string;
  companyName: string;
  companyWebsite: string | null;
  email: string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/**
 * Stores a priced quote with its line items in one transaction, linking the
 * customer chosen in the picker (of the agent's company, else 404), else the one
 * found by company name and e-mail within the agent's company, or a new one; once
 * per form key. Returns the quote id.
 */
export async function createQuoteWithCustomer(
  agent: QuoteAgent,
  input: { quote: Quote; customerInfo: CustomerInfo; customerId?: string; idempotencyKey?: string },
): Promise<SavedQuoteResult> {
  return createOnce(
    input.idempotencyKey,
    (key) => findQuoteByIdempotencyKey(agent.companyId, key),
    () => insertQuoteWithCustomer(agent, input),
  );
}

type SavedQuoteResult = { quoteId: string; customerId: string; customerCreated: boolean };

async function findQuoteByIdempotencyKey(companyId: string, key: string): Promise<SavedQuoteResult | null> {
  const [row] = await (await getDb())
    .select({ quoteId: quotes.id, customerId: quotes.customerId })
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), eq(quotes.idempotencyKey, key)));
  return row ? { ...row, customerCreated: false } : null;
}

async function insertQuoteWithCustomer(
  agent: QuoteAgent,
  input: { quote: Quote; customerInfo: CustomerInfo; customerId?: string; idempotencyKey?: string },
): Promise<SavedQuoteResult> {
  const { quote, customerInfo } = input;
  const best = quote.options.find((o) => o.best) ?? null;
  return withAgentScope(agent.id, async (tx) => {
    const [existing] = input.customerId
      ? await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, input.customerId), eq(customers.companyId, agent.companyId)))
      : await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(
              eq(customers.companyId, agent.companyId),
              sql`lower(${customers.companyName}) = lower(${customerInfo.companyName})`,
              sql`lower(${customers.email}) = lower(${customerInfo.contactEmail})`,
            ),
          )
          .orderBy(customers.createdAt)
          .limit(1);
    // the customer chosen in the picker must be one of the agent's company
    if (input.customerId && !existing) throw new AppError(404, "Customer not found");
    let customerId = existing?.id;
    if (!customerId) {
      const [created] = await tx
        .insert(customers)
        .values({
          companyId: agent.companyId,
          name: customerInfo.contactName,
          companyName: customerInfo.companyName,
          companyWebsite: customerInfo.companyWebsite,
          email: customerInfo.contactEmail,
          createdBy: agent.id,
          assignedTo: agent.id,
        })
        .returning({ id: customers.id });
      customerId = created!.id;
    }
    const [dupe] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quote.id)).limit(1);
    if (dupe) throw new AppError(409, "This quote has been saved already.");
    // An id taken in another company (invisible here) is not this agent's quote.
    const [inserted] = await tx
      .insert(quotes)
      .values({
        id: quote.id,
        companyId: agent.companyId,
        customerId,
        agentId: agent.id,
        status: "draft",
        title: quote.title,
        description: quote.description,
        requirements: quote.requirements,
        carrier: best?.carrier ?? null,
        contractMonths: quote.contractMonths,
        monthlyTotal: best?.monthlyTotal ?? 0,
        contractTotal: best?.contractTotal ?? 0,
        data: quote,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: quotes.id });
    if (!inserted) throw new AppError(404, "Quote not found. Generate the quote again, then save it.");
    const items = quote.options.flatMap((option) =>
      option.items.map((item) => ({
        quoteId: quote.id,
        companyId: agent.companyId,
        ratePlanId: item.ratePlanId,
        carrier: option.carrier,
        lineType: item.lineType,
        planName: item.planName,
        quantity: item.quantity,
        pricePerLine: item.pricePerLine,
        monthly: item.monthly,
      })),
    );
    if (items.length) await tx.insert(quoteItems).values(items.map((item, position) => ({ ...item, position })));
    return { quoteId: quote.id, customerId, customerCreated: !existing };
  });
}

const agentAlias = alias(agentUsers, "quote_agent");

function summaryColumns() {
  return {
    id: quotes.id,
    title: quotes.title,
    status: quotes.status,
    carrier: quotes.carrier,
    contractMonths: quotes.contractMonths,
    monthlyTotal: quotes.monthlyTotal,
    contractTotal: quotes.contractTotal,
    createdAt: quotes.createdAt,
    customerName: customers.name,
    customerCompany: customers.companyName,
    agentUsername: agentAlias.username,
  };
}

type SummaryRow = {
  id: string;
  title: string;
  status: string;
  carrier: string | null;
  contractMonths: number;
  monthlyTotal: number;
  contractTotal: number;
  createdAt: Date | string;
  customerName: string;
  customerCompany: string;
  agentUsername: string | null;
};

const toSummary = (row: SummaryRow): SavedQuoteSummary => ({
  ...row,
  monthlyTotal: Number(row.monthlyTotal),
  contractTotal: Number(row.contractTotal),
  createdAt: iso(row.createdAt),
});

/** The company's saved quotes, newest first. */
export async function getQuotesByCompany(agent: QuoteAgent, { limit = 200 } = {}): Promise<SavedQuoteSummary[]> {
  return withAgentScope(agent.id, async (tx) => {
    const rows = await tx
      .select(summaryColumns())
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(agentAlias, eq(agentAlias.id, quotes.agentId))
      .where(eq(quotes.companyId, agent.companyId))
      .orderBy(desc(quotes.createdAt))
      .limit(limit);
    return rows.map(toSummary);
  });
}

/** One saved quote of the agent's company, or null (also for another company's id). */
export async function getQuoteById(agent: QuoteAgent, id: string): Promise<SavedQuote | null> {
  return withAgentScope(agent.id, async (tx) => {
    const [row] = await tx
      .select({
        ...summaryColumns(),
        description: quotes.description,
        requirements: quotes.requirements,
        data: quotes.data,
        customerId: customers.id,
        customerWebsite: customers.companyWebsite,
        customerEmail: customers.email,
      })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(agentAlias, eq(agentAlias.id, quotes.agentId))
      .where(and(eq(quotes.companyId, agent.companyId), eq(quotes.id, id)))
      .limit(1);
    if (!row) return null;
    const items = await tx
      .select({
        carrier: quoteItems.carrier,
        lineType: quoteItems.lineType,
        planName: quoteItems.planName,
        quantity: quoteItems.quantity,
        pricePerLine: quoteItems.pricePerLine,
        monthly: quoteItems.monthly,
      })
      .from(quoteItems)
      .where(and(eq(quoteItems.quoteId, id), eq(quoteItems.companyId, agent.companyId)))
      .orderBy(quoteItems.position);
    const { customerId, customerWebsite, customerEmail, description, requirements, data, ...summary } = row;
    return {
      ...toSummary(summary),
      description,
      requirements: requirements as Quote["requirements"],
      data: data as Quote,
      customer: {
        id: customerId,
        name: summary.customerName,
        companyName: summary.customerCompany,
        companyWebsite: customerWebsite,
        email: customerEmail,
      },
      items: items.map((i) => ({ ...i, pricePerLine: Number(i.pricePerLine), monthly: Number(i.monthly) })),
    };
  });
}

/** A customer of the agent's company to prefill the Quote Generator, or null. */
export async function getCustomerForQuote(agent: QuoteAgent, customerId: string): Promise<CustomerPrefill | null> {
  return withAgentScope(agent.id, async (tx) => {
    const [row] = await tx
      .select({
        id: customers.id,
        name: customers.name,
        companyName: customers.companyName,
        companyWebsite: customers.companyWebsite,
        email: customers.email,
      })
      .from(customers)
      .where(and(eq(customers.companyId, agent.companyId), eq(customers.id, customerId)))
      .limit(1);
    return row ?? null;
  });
}

/**
 * Saved quotes of the agent's company named by `query` (its title, description and the
 * customer's company and contact; full text and trigram similarity, typos allowed), the
 * best matches first, at most `limit`.
 */
export async function searchQuotesForAgent(
  agent: QuoteAgent,
  query: string,
  { limit = 5 }: { limit?: number } = {},
): Promise<SavedQuoteSummary[]> {
  // A company's quotes are few (no search index): every name is compared, typos allowed.
  const names = [sql`lower(${quotes.title})`, sql`lower(${customers.companyName})`, sql`lower(${customers.name})`];
  const search = textSearch(
    sql`${quotes.title} || ' ' || ${quotes.description} || ' ' || ${customers.companyName} || ' ' || ${customers.name}`,
    names,
    query,
    { indexedNames: names },
  );
  if (!search) return [];
  return withAgentScope(agent.id, async (tx) => {
    const rows = await tx
      .select({ summary: summaryColumns(), ...scoresOf(search) })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(agentAlias, eq(agentAlias.id, quotes.agentId))
      .where(and(eq(quotes.companyId, agent.companyId), search.match))
      .orderBy(desc(search.nameScore), desc(search.rank), desc(quotes.createdAt))
      .limit(200);
    return relaxedMatches(rows.map(numericScores))
      .rows.slice(0, limit)
      .map((r) => toSummary(r.summary));
  });
}
