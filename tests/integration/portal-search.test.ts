/**
 * The portal's search from anywhere (Ctrl+K), against a real (PGlite or PostgreSQL)
 * database: each kind is found by a misspelt name, every result opens its record, and
 * another company's customers, deals and quotes are never returned, whatever is typed.
 */
import { describe, expect, it } from "vitest";
import { searchPortal } from "@/lib/db/queries/portal-search";
import { createQuoteWithCustomer } from "@/lib/db/queries/quotes";
import { generateQuote } from "@/lib/quotes/generate";
import { portalSearchSchema, PORTAL_SEARCH_KINDS, PORTAL_SEARCH_PER_KIND } from "@/lib/validation/search";
import { setupTestDatabase } from "../helpers/db";

setupTestDatabase();

const DEMO = { userId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const HARBOR = { userId: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const titles = (hits: { title: string }[]) => hits.map((h) => h.title);

describe("the portal's search", () => {
  it("finds a customer by a misspelt company name and opens its page", async () => {
    for (const typed of ["Ridgelin HVAC", "ridgeline hvca", "bluewater dentl"]) {
      const { customers } = await searchPortal(DEMO, typed);
      expect(customers[0]?.title, typed).toBe(
        typed.startsWith("blue") ? "Bluewater Dental Group" : "Ridgeline HVAC Services",
      );
    }
    const { customers } = await searchPortal(DEMO, "Ridgelin HVAC");
    expect(customers[0]!.href).toBe("/dashboard/customers/c1000000-0000-4000-8000-000000000001");
    expect(customers[0]!.detail).toContain("Dana Whitfield");
  });

  it("never returns another company's customers, deals or quotes", async () => {
    // Harborview Urgent Care is the other company's customer (seed); Ridgeline HVAC is the demo company's.
    for (const typed of ["Harborview Urgent Care", "harborvew urgnt", "Gloria Adeyemi", "Pier 9 Seafood"]) {
      const mine = await searchPortal(DEMO, typed);
      expect(titles(mine.customers), typed).not.toContain("Harborview Urgent Care");
      expect(titles(mine.customers), typed).not.toContain("Pier 9 Seafood Co.");
      expect(
        mine.deals.every((d) => !d.href.includes("d2000000")),
        typed,
      ).toBe(true);
    }
    const theirs = await searchPortal(HARBOR, "harborvew urgnt");
    expect(titles(theirs.customers)).toContain("Harborview Urgent Care");
    for (const typed of ["Ridgeline HVAC", "ridgelin hvac", "Northwind Coffee", "Dana Whitfield"]) {
      const other = await searchPortal(HARBOR, typed);
      expect([...other.customers, ...other.deals, ...other.quotes], typed).toEqual([]);
    }
  });

  it("finds a deal by a misspelt word of its title or customer, opening the deal's page", async () => {
    const { deals } = await searchPortal(DEMO, "northwnd cofee");
    expect(titles(deals)).toContain("Northwind Coffee - POS failover for 9 cafes");
    const pos = deals.find((d) => d.title === "Northwind Coffee - POS failover for 9 cafes")!;
    expect(pos.href).toBe("/dashboard/deals/d1000000-0000-4000-8000-000000000009");
    expect(pos.detail).toContain("Closed Won");
    expect(titles((await searchPortal(DEMO, "pos failovr")).deals)[0]).toBe(
      "Northwind Coffee - POS failover for 9 cafes",
    );
  });

  it("finds a saved quote of the company by its customer, misspelt, and only the company's own", async () => {
    const info = {
      companyName: "Quillfeather Bakery",
      companyWebsite: "https://quillfeather.example",
      contactName: "Ines Marlow",
      contactEmail: "ines@quillfeather.example",
    };
    const quote = await generateQuote("6 phones on Verizon", info, null);
    const { quoteId } = await createQuoteWithCustomer(
      { id: DEMO.userId, companyId: DEMO.companyId },
      { quote, customerInfo: info },
    );
    const { quotes } = await searchPortal(DEMO, "quilfeather bakry");
    expect(quotes.map((q) => q.href)).toContain(`/dashboard/quotes/${quoteId}`);
    expect((await searchPortal(HARBOR, "quilfeather bakry")).quotes).toEqual([]);
    expect((await searchPortal(HARBOR, "Quillfeather Bakery")).quotes).toEqual([]);
  });

  it("finds the shared catalogue's plans and devices for every company, typos allowed", async () => {
    for (const scope of [DEMO, HARBOR]) {
      const { plans, devices } = await searchPortal(scope, "unlimted elite");
      expect(plans[0]?.title).toMatch(/Unlimited Elite/);
      expect(plans[0]!.href).toMatch(/^\/dashboard\/plans\?q=/);
      expect(devices).toBeDefined();
    }
    const { devices } = await searchPortal(DEMO, "galxy s24");
    expect(devices[0]?.title).toBe("Samsung Galaxy S24");
    expect(devices[0]!.href).toBe("/dashboard/devices?q=Galaxy+S24");
    // one entry per model, with the carriers that certify it
    expect(new Set(titles(devices)).size).toBe(devices.length);
  });

  it("finds the portal's tools by a misspelt title or a word of their description", async () => {
    expect((await searchPortal(DEMO, "bil analyzer")).tools[0]).toMatchObject({
      title: "Bill Analyzer",
      href: "/dashboard/bill-analyzer",
    });
    expect(titles((await searchPortal(DEMO, "commisions")).tools)).toContain("Commissions");
    expect(titles((await searchPortal(DEMO, "pipeline")).tools)).toContain("My Deals");
    // pages only some roles open are never offered
    expect(titles((await searchPortal(DEMO, "team")).tools)).not.toContain("Team");
  });

  it("returns at most five of each kind and every kind, even when nothing matches", async () => {
    const wide = await searchPortal(DEMO, "business");
    for (const kind of PORTAL_SEARCH_KINDS) expect(wide[kind].length, kind).toBeLessThanOrEqual(PORTAL_SEARCH_PER_KIND);
    expect(wide.plans.length).toBe(PORTAL_SEARCH_PER_KIND);
    const none = await searchPortal(DEMO, "zzyzx qwxv");
    for (const kind of PORTAL_SEARCH_KINDS) expect(none[kind], kind).toEqual([]);
  });

  it("takes 1 to 100 characters once trimmed", () => {
    expect(portalSearchSchema.safeParse({ q: "   " }).success).toBe(false);
    expect(portalSearchSchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
    expect(portalSearchSchema.safeParse({ q: ` ${"x".repeat(100)} ` }).data).toEqual({ q: "x".repeat(100) });
  });
});
