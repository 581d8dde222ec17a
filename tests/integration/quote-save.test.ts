/**
 * Saving quotes: customer created or reused by company name + e-mail within the
 * agent's company, quote and items in one transaction, list and detail scoped to
 * the company.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import {
  createQuoteWithCustomer,
  getCustomerForQuote,
  getQuoteById,
  getQuotesByCompany,
} from "@/lib/db/queries/quotes";
import { generateQuote } from "@/lib/quotes/generate";
import { setupTestDatabase } from "../helpers/db";

const db = setupTestDatabase();
const demo = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const harbor = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };

const info = {
  companyName: "Quayside Bakery",
  companyWebsite: "https://quayside.example",
  contactName: "Ada Baker",
  contactEmail: "ada@quayside.example",
};

async function count(table: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db().db.execute(sql.raw(`select count(*)::int as n from public.${table}`)));
  return rows[0]!.n;
}

describe("saving quotes", () => {
  it("creates the customer once and reuses it by company name and e-mail", async () => {
    const customersBefore = await count("customers");
    const q1 = await generateQuote("4 phones and a tablet", info, null);
    const first = await createQuoteWithCustomer(demo, { quote: q1, customerInfo: info });
    expect(first.customerCreated).toBe(true);
    const q2 = await generateQuote("6 phones", info, null);
    const second = await createQuoteWithCustomer(demo, {
      quote: q2,
      customerInfo: { ...info, companyName: "QUAYSIDE bakery", contactEmail: "ADA@quayside.example" },
    });
    expect(second.customerCreated).toBe(false);
    expect(second.customerId).toBe(first.customerId);
    expect(await count("customers")).toBe(customersBefore + 1);

    const saved = await getQuoteById(demo, q1.id);
    expect(saved?.customer.companyName).toBe("Quayside Bakery");
    expect(saved?.carrier).toBe(q1.bestCarrier);
    expect(saved?.monthlyTotal).toBe(q1.monthlyTotal);
    const itemCount = q1.options.reduce((s, o) => s + o.items.length, 0);
    expect(saved?.items).toHaveLength(itemCount);
    expect(saved?.data.options).toHaveLength(3);

    const list = await getQuotesByCompany(demo);
    expect(list.map((q) => q.id)).toEqual(expect.arrayContaining([q1.id, q2.id]));
    expect(list[0]!.agentUsername).toBe("demo");
  });

  it("the same customer details in another company make another customer; quotes stay in their company", async () => {
    const q = await generateQuote("3 phones", info, null);
    const saved = await createQuoteWithCustomer(harbor, { quote: q, customerInfo: info });
    expect(saved.customerCreated).toBe(true);
    expect(await getQuoteById(demo, q.id)).toBeNull();
    expect((await getQuotesByCompany(demo)).some((x) => x.id === q.id)).toBe(false);
    expect(await getCustomerForQuote(demo, saved.customerId)).toBeNull();
    expect((await getCustomerForQuote(harbor, saved.customerId))?.companyName).toBe("Quayside Bakery");
  });

  it("refuses to save the same quote twice and leaves nothing half-written", async () => {
    const q = await generateQuote("2 phones", { ...info, contactEmail: "other@quayside.example" }, null);
    await createQuoteWithCustomer(demo, {
      quote: q,
      customerInfo: { ...info, contactEmail: "other@quayside.example" },
    });
    const quotesBefore = await count("quotes");
    const customersBefore = await count("customers");
    await expect(
      createQuoteWithCustomer(demo, { quote: q, customerInfo: { ...info, contactEmail: "third@quayside.example" } }),
    ).rejects.toThrow(/saved already/);
    expect(await count("quotes")).toBe(quotesBefore);
    // The new customer of the failed save was rolled back with it.
    expect(await count("customers")).toBe(customersBefore);
  });

  it("answers 404 for a quote id another company has saved, and leaves nothing half-written", async () => {
    const q = await generateQuote("4 phones", { ...info, contactEmail: "fourth@quayside.example" }, null);
    await createQuoteWithCustomer(demo, {
      quote: q,
      customerInfo: { ...info, contactEmail: "fourth@quayside.example" },
    });
    const quotesBefore = await count("quotes");
    const customersBefore = await count("customers");
    await expect(
      createQuoteWithCustomer(harbor, { quote: q, customerInfo: { ...info, contactEmail: "fifth@quayside.example" } }),
    ).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/^Quote not found/) });
    expect(await count("quotes")).toBe(quotesBefore);
    expect(await count("customers")).toBe(customersBefore);
  });
});
