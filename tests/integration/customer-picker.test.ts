/**
 * The customer picker and the creates that link to its choice, against a real (PGlite or
 * PostgreSQL) database: typo-tolerant search within the agent's company only, a deal or
 * quote created for a chosen customer reuses it (another company's is refused), and a
 * form's idempotency key makes one record of repeated and parallel submits.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { createCustomer, findCustomerChoices } from "@/lib/db/queries/customers";
import { createDealWithCustomer } from "@/lib/db/queries/deals";
import { createQuoteWithCustomer } from "@/lib/db/queries/quotes";
import { generateQuote } from "@/lib/quotes/generate";
import { newCustomerSchema } from "@/lib/validation/customers";
import { newDealSchema } from "@/lib/validation/deals";
import { setupTestDatabase } from "../helpers/db";

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const scopeOf = (a: typeof DEMO) => ({ userId: a.id, companyId: a.companyId });

const database = setupTestDatabase();

async function count(table: "customers" | "deals" | "quotes", companyId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await database().db.execute(
      sql`select count(*)::int as n from ${sql.raw(`public.${table}`)} where company_id = ${companyId}`,
    ),
  );
  return rows[0]!.n;
}

const dealInput = (extra: Record<string, unknown> = {}) =>
  newDealSchema.parse({
    contactName: "Mara Quinn",
    companyName: "Harborview Logistics",
    voiceLines: 4,
    carrier: "ATT",
    monthlyRate: "35",
    title: "Harborview - dock phones",
    probability: 20,
    ...extra,
  });

const quoteInfo = {
  companyName: "Harborview Logistics",
  companyWebsite: "https://harborview-logistics.example",
  contactName: "Mara Quinn",
  contactEmail: "mara@harborview-logistics.example",
};

describe("the customer picker's search", () => {
  it("finds a customer by a misspelt or partial company name, the closest company first", async () => {
    const { id } = await createCustomer(
      DEMO,
      newCustomerSchema.parse({ name: "Lena Ortiz", companyName: "Harborview Logistics Group" }),
    );
    await createCustomer(
      DEMO,
      newCustomerSchema.parse({ name: "Sam Ruiz", companyName: "Logistics Partners of Ohio" }),
    );
    for (const typed of [
      "Harborview Logistics",
      "harbrview logistcs",
      "Harborveiw",
      "Harborview Group",
      "lena ortiz",
    ]) {
      const found = await findCustomerChoices(scopeOf(DEMO), typed);
      expect(found[0]?.id, typed).toBe(id);
      expect(found[0]).toMatchObject({ companyName: "Harborview Logistics Group", name: "Lena Ortiz" });
    }
    expect(await findCustomerChoices(scopeOf(DEMO), "Zzyzx Quarry")).toEqual([]);
  });

  it("never offers another company's customers, whatever is typed", async () => {
    // Harborview Urgent Care is a customer of the other company (seed)
    const mine = await findCustomerChoices(scopeOf(DEMO), "Harborview Urgent Care");
    expect(mine.map((c) => c.companyName)).not.toContain("Harborview Urgent Care");
    const theirs = await findCustomerChoices(scopeOf(HARBOR), "harborvew urgent");
    expect(theirs.map((c) => c.companyName)).toContain("Harborview Urgent Care");
    expect(theirs.every((c) => c.companyName !== "Harborview Logistics Group")).toBe(true);
    for (const typed of ["Ridgeline HVAC", "ridgelin hvac", "Bluewater"]) {
      expect(await findCustomerChoices(scopeOf(HARBOR), typed), typed).toEqual([]);
    }
  });
});

describe("creating for a chosen customer", () => {
  it("a deal with a customer id uses that customer and creates none; another company's id is 404", async () => {
    const [chosen] = await findCustomerChoices(scopeOf(DEMO), "Ridgeline HVAC");
    expect(chosen).toBeDefined();
    const before = await count("customers", DEMO.companyId);
    const created = await createDealWithCustomer(DEMO, dealInput({ customerId: chosen!.id }));
    expect(created.customerId).toBe(chosen!.id);
    expect(await count("customers", DEMO.companyId)).toBe(before);
    const dealsBefore = await count("deals", HARBOR.companyId);
    await expect(createDealWithCustomer(HARBOR, dealInput({ customerId: chosen!.id }))).rejects.toMatchObject({
      status: 404,
    });
    expect(await count("deals", HARBOR.companyId)).toBe(dealsBefore);
  });

  it("a quote with a customer id uses that customer even when the typed details differ; another company's id is 404", async () => {
    const [chosen] = await findCustomerChoices(scopeOf(DEMO), "Bluewater Dental");
    const before = await count("customers", DEMO.companyId);
    const quote = await generateQuote("5 phones", quoteInfo, null);
    const saved = await createQuoteWithCustomer(DEMO, { quote, customerInfo: quoteInfo, customerId: chosen!.id });
    expect(saved).toMatchObject({ customerId: chosen!.id, customerCreated: false });
    expect(await count("customers", DEMO.companyId)).toBe(before);
    const other = await generateQuote("5 phones", quoteInfo, null);
    const quotesBefore = await count("quotes", HARBOR.companyId);
    await expect(
      createQuoteWithCustomer(HARBOR, { quote: other, customerInfo: quoteInfo, customerId: chosen!.id }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await count("quotes", HARBOR.companyId)).toBe(quotesBefore);
  });
});

describe("idempotent creates", () => {
  it("three parallel New Customer submits with one key make one customer; another key makes another", async () => {
    const key = crypto.randomUUID();
    const input = newCustomerSchema.parse({ name: "Ivy Chen", companyName: "Chen Courier", idempotencyKey: key });
    const before = await count("customers", DEMO.companyId);
    const results = await Promise.all([1, 2, 3].map(() => createCustomer(DEMO, input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await count("customers", DEMO.companyId)).toBe(before + 1);
    expect((await createCustomer(DEMO, input)).id).toBe(results[0]!.id);
    // the same key in another company is another form
    const theirs = await createCustomer(HARBOR, input);
    expect(theirs.id).not.toBe(results[0]!.id);
    await createCustomer(DEMO, { ...input, idempotencyKey: crypto.randomUUID() });
    expect(await count("customers", DEMO.companyId)).toBe(before + 2);
  });

  it("three parallel Save Quote submits with one key store one quote and one customer", async () => {
    const key = crypto.randomUUID();
    const info = { ...quoteInfo, companyName: "Parallel Pastry", contactEmail: "p@pastry.example" };
    const quote = await generateQuote("3 phones and a hotspot", info, null);
    const customersBefore = await count("customers", DEMO.companyId);
    const quotesBefore = await count("quotes", DEMO.companyId);
    const results = await Promise.all(
      [1, 2, 3].map(() => createQuoteWithCustomer(DEMO, { quote, customerInfo: info, idempotencyKey: key })),
    );
    expect(new Set(results.map((r) => r.quoteId))).toEqual(new Set([quote.id]));
    expect(await count("quotes", DEMO.companyId)).toBe(quotesBefore + 1);
    expect(await count("customers", DEMO.companyId)).toBe(customersBefore + 1);
    // a later repeat with the key answers the saved quote instead of "saved already"
    const again = await createQuoteWithCustomer(DEMO, { quote, customerInfo: info, idempotencyKey: key });
    expect(again.quoteId).toBe(quote.id);
  });

  it("three parallel New Deal submits with one key make one deal and one customer", async () => {
    const key = crypto.randomUUID();
    const input = dealInput({ companyName: "Triple Click Tiles", idempotencyKey: key });
    const customersBefore = await count("customers", DEMO.companyId);
    const dealsBefore = await count("deals", DEMO.companyId);
    const results = await Promise.all([1, 2, 3].map(() => createDealWithCustomer(DEMO, input)));
    expect(new Set(results.map((r) => r.dealId)).size).toBe(1);
    expect(await count("deals", DEMO.companyId)).toBe(dealsBefore + 1);
    expect(await count("customers", DEMO.companyId)).toBe(customersBefore + 1);
  });
});
