/** Customers against a real database: list (search, sort, limit), create, and company isolation. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { createCustomer, getCustomersByCompany } from "@/lib/db/queries/customers";
import { newCustomerSchema } from "@/lib/validation/customers";
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
