/** Customers against a real database: list (search, sort, limit), create, and company isolation. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import {
  createCustomer,
  deleteCustomer,
  getCustomerLinks,
  getCustomerRecord,
  getCustomersByCompany,
  mergeCustomers,
  updateCustomer,
} from "@/lib/db/queries/customers";
import { createDealWithCustomer, updateDealStatus } from "@/lib/db/queries/deals";
import { newDealSchema } from "@/lib/validation/deals";
import { editCustomerSchema, newCustomerSchema } from "@/lib/validation/customers";
import { setupTestDatabase } from "../helpers/db";

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };

const database = setupTestDatabase();
const list = (companyId: string, q = "", sort: "created_at" | "name" | "company_name" = "created_at", limit = 60) =>
  getCustomersByCompany(companyId, { q, sort, limit });

describe("customers", () => {
  it("lists only the agent's company, newest first, with the assigned agent's username", async () => {
    const demo = await list(DEMO.companyId);
    expect(demo.total).toBe(12);
    expect(demo.customers.map((c) => c.companyName)).not.toContain("Pier 9 Seafood Co.");
    const ridgeline = demo.customers.find((c) => c.companyName === "Ridgeline HVAC Services")!;
    expect(ridgeline).toMatchObject({
      name: "Dana Whitfield",
      assignedTo: "demo",
      city: expect.any(String),
      state: expect.any(String),
    });
    expect(ridgeline.createdDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = demo.customers.map((c) => c.createdDay);
    expect(days).toEqual([...days].sort().reverse());
    const harbor = await list(HARBOR.companyId);
    expect(harbor.customers.map((c) => c.companyName).sort()).toEqual([
      "Anchor Point Marina",
      "Harborview Urgent Care",
      "Pier 9 Seafood Co.",
    ]);
  });

  it("searches name, company and e-mail case-insensitively, sorts by name or company, and limits", async () => {
    expect((await list(DEMO.companyId, "WHITFIELD")).customers.map((c) => c.name)).toEqual(["Dana Whitfield"]);
    expect((await list(DEMO.companyId, "magnolia home")).customers.map((c) => c.name)).toEqual(["Latoya Simmons"]);
    expect((await list(DEMO.companyId, "owen@northwind")).customers.map((c) => c.name)).toEqual(["Owen Park"]);
    expect((await list(DEMO.companyId, "pier 9")).total).toBe(0);
    expect((await list(DEMO.companyId, "%")).total).toBe(0);
    const byName = (await list(DEMO.companyId, "", "name")).customers.map((c) => c.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : 1)));
    const byCompany = (await list(DEMO.companyId, "", "company_name")).customers.map((c) => c.companyName);
    expect(byCompany).toEqual([...byCompany].sort((a, b) => (a < b ? -1 : 1)));
    const firstThree = await list(DEMO.companyId, "", "created_at", 3);
    expect(firstThree.customers).toHaveLength(3);
    expect(firstThree.total).toBe(12);
  });

  it("creates a customer in the agent's company, created by and assigned to the agent", async () => {
    const input = newCustomerSchema.parse({
      name: "Rosa Juniper",
      companyName: "Juniper Landscaping",
      email: "rosa@juniper.example",
      phone: "(720) 555-0199",
      city: "Boulder",
      state: "CO",
      size: "11-50",
    });
    const { id } = await createCustomer(DEMO, input);
    const row = rowsOf<Record<string, unknown>>(
      await database().db.execute(
        sql`select company_id, created_by, assigned_to, size, email from customers where id = ${id}`,
      ),
    )[0];
    expect(row).toEqual({
      company_id: DEMO.companyId,
      created_by: DEMO.id,
      assigned_to: DEMO.id,
      size: "11-50",
      email: "rosa@juniper.example",
    });
    expect((await list(HARBOR.companyId, "juniper")).total).toBe(0);
  });

  it("checks e-mail format, phone and company size", () => {
    const base = { name: "A", companyName: "B" };
    expect(newCustomerSchema.safeParse({ ...base, email: "nope" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(newCustomerSchema.safeParse({ ...base, phone: "call me" }).error?.issues[0]?.message).toBe(
      "Please enter a valid phone number",
    );
    expect(newCustomerSchema.safeParse({ ...base, phone: "+1 303-555-0142 ext. 12" }).success).toBe(true);
    expect(newCustomerSchema.safeParse({ ...base, size: "2-5" }).success).toBe(false);
    expect(newCustomerSchema.safeParse({ name: " ", companyName: "B" }).error?.issues[0]?.message).toBe(
      "Contact name is required",
    );
  });
});

describe("a customer's page", () => {
  const newDeal = (companyName: string, title: string) =>
    createDealWithCustomer(
      DEMO,
      newDealSchema.parse({
        contactName: "Sam Ortiz",
        companyName,
        voiceLines: 5,
        carrier: "VERIZON",
        ratePlanId: "",
        monthlyRate: 40,
        contractTerm: 24,
        title,
        probability: 20,
      }),
    );

  it("edits with New Customer's rules and a compare-and-set (409 on a stale edit)", async () => {
    const { id } = await createCustomer(
      DEMO,
      newCustomerSchema.parse({ name: "Ada Stone", companyName: "Stone Masonry" }),
    );
    const opened = (await getCustomerRecord(DEMO.companyId, id))!;
    expect(opened).toMatchObject({ name: "Ada Stone", companyName: "Stone Masonry", email: "" });
    const edit = (change: Record<string, unknown>, version = opened.version) =>
      editCustomerSchema.parse({ ...opened, customerId: id, version, ...change });
    expect(editCustomerSchema.safeParse({ ...opened, customerId: id, email: "nope" }).success).toBe(false);
    const saved = await updateCustomer(DEMO, edit({ email: "ada@stone.example", city: "Tacoma" }));
    expect(saved).toMatchObject({ email: "ada@stone.example", city: "Tacoma" });
    await expect(updateCustomer(DEMO, edit({ city: "Olympia" }))).rejects.toMatchObject({ status: 409 });
    expect((await getCustomerRecord(DEMO.companyId, id))!.city).toBe("Tacoma");
    await expect(updateCustomer(HARBOR, edit({ city: "X" }, saved.version))).rejects.toMatchObject({ status: 404 });
    expect(await getCustomerRecord(HARBOR.companyId, id)).toBeNull();
  });

  it("refuses to delete a customer with deals, saying why; deletes one without", async () => {
    const { customerId } = await newDeal("Ortiz Glass", "Ortiz Glass - phones");
    await expect(deleteCustomer(DEMO, customerId)).rejects.toMatchObject({
      status: 409,
      message: "Ortiz Glass has 1 deal: delete them or merge this customer into another first.",
    });
    const { id } = await createCustomer(DEMO, newCustomerSchema.parse({ name: "No Deals", companyName: "Empty Co" }));
    await expect(deleteCustomer(HARBOR, id)).rejects.toMatchObject({ status: 404 });
    expect(await deleteCustomer(DEMO, id)).toEqual({ name: "Empty Co" });
    expect(await getCustomerRecord(DEMO.companyId, id)).toBeNull();
  });

  it("merges a duplicate: its deals and quotes move to the kept customer, missing fields are filled, it is gone", async () => {
    const kept = await newDeal("Harborview Logistics Group", "Harborview - yard phones");
    const dup = await newDeal("Harborview Logistics Group", "Harborview - tablets");
    await database().db.execute(
      sql`update customers set email = 'ops@harborview.example' where id = ${dup.customerId}`,
    );
    await database().db.execute(sql`insert into quotes (company_id, customer_id, agent_id, title, description, monthly_total)
      values (${DEMO.companyId}, ${dup.customerId}, ${DEMO.id}, 'Harborview quote', '5 phones', 200)`);
    await updateDealStatus(DEMO, dup.dealId, "lead", "closed_won");
    const before = await getCustomerLinks(DEMO.companyId, dup.customerId);
    expect(before.deals).toHaveLength(1);
    await expect(mergeCustomers(HARBOR, kept.customerId, dup.customerId)).rejects.toMatchObject({ status: 404 });
    await expect(mergeCustomers(DEMO, kept.customerId, kept.customerId)).rejects.toMatchObject({ status: 400 });
    const moved = await mergeCustomers(DEMO, kept.customerId, dup.customerId);
    expect(moved.deals).toBe(1);
    expect(await getCustomerRecord(DEMO.companyId, dup.customerId)).toBeNull();
    const after = await getCustomerLinks(DEMO.companyId, kept.customerId);
    expect(after.deals.map((d) => d.title).sort()).toEqual(["Harborview - tablets", "Harborview - yard phones"]);
    expect(after.renewals.every((r) => r.dealId === dup.dealId)).toBe(true);
    expect(after.renewals.length).toBeGreaterThan(0);
    expect((await getCustomerRecord(DEMO.companyId, kept.customerId))!.email).toBe("ops@harborview.example");
    expect(moved.quotes).toBe(1);
    expect(after.quotes.map((q) => q.title)).toEqual(["Harborview quote"]);
  });
});
