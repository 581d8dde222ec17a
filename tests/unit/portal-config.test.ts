import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filterPlans } from "@/components/portal/plans/plan-filter";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { filterPromotions } from "@/components/portal/promos/promo-filter";
import { DEVICE_TYPES, isDeviceType } from "@/config/device-types";
import { PROMOTIONS, currentPromotions } from "@/config/promotions";
import { RESOURCES, RESOURCE_TYPES, filterResources } from "@/config/resources";
import { DEFAULT_TITLE, TOOLS, TOOL_CATEGORIES, filterTools, titleForPath } from "@/config/tools";

describe("tools", () => {
  it("groups the spec's tools in the three categories, Analytics 'Soon'", () => {
    expect(TOOL_CATEGORIES).toEqual(["AI Tools", "Sales Tools", "Management"]);
    const byCategory = (c: string) => TOOLS.filter((t) => t.category === c).map((t) => t.title);
    expect(byCategory("AI Tools")).toEqual(["AI Sales Assistant", "Bill Analyzer"]);
    expect(byCategory("Sales Tools")).toEqual([
      "Quote Generator",
      "Plan Comparison",
      "Sales Resources",
      "Carrier Promos",
      "Certified Devices",
    ]);
    expect(byCategory("Management")).toEqual([
      "My Deals",
      "Renewals",
      "Commissions",
      "Customers",
      "Reports",
      "Analytics",
    ]);
    expect(TOOLS.filter((t) => t.soon).map((t) => t.title)).toEqual(["Analytics"]);
    expect(TOOLS.find((t) => t.title === "Analytics")!.href).toBe("/analytics");
  });

  it("gives every page under /dashboard its header title, default 'Dashboard'", () => {
    const expected: Record<string, string> = {
      "/dashboard": DEFAULT_TITLE,
      "/dashboard/agent": "AI Sales Assistant",
      "/dashboard/bill-analyzer": "Bill Analyzer",
      "/dashboard/quotes/new": "Quote Generator",
      "/dashboard/quotes": "Quotes",
      "/dashboard/quotes/3f1e": "Quotes",
      "/dashboard/plans": "Plan Comparison",
      "/dashboard/resources": "Sales Resources",
      "/dashboard/promos": "Carrier Promos",
      "/dashboard/devices": "Certified Devices",
      "/dashboard/deals": "My Deals",
      "/dashboard/deals/new": "New Deal",
      "/dashboard/deals/abc": "My Deals",
      "/dashboard/customers": "Customers",
      "/dashboard/customers/new": "New Customer",
      "/dashboard/reports": "Reports",
      "/dashboard/renewals": "Renewals",
      "/dashboard/commissions": "Commissions",
      "/dashboard/settings/commissions": "Commission Plans",
      "/dashboard/account": "My Account",
      "/dashboard/account/": "My Account",
      "/dashboard/unknown": DEFAULT_TITLE,
    };
    for (const [pathname, title] of Object.entries(expected)) expect(titleForPath(pathname), pathname).toBe(title);
  });

  it("searches title or description, case-insensitively", () => {
    expect(filterTools("QUOTE").map((t) => t.title)).toEqual(["Quote Generator"]);
    expect(filterTools("bands").map((t) => t.title)).toEqual(["Certified Devices"]);
    expect(filterTools("  ")).toHaveLength(TOOLS.length);
    expect(filterTools("nothing like this")).toEqual([]);
  });
});

describe("device types", () => {
  it("has the 48 fixed values, no duplicates, and the seed uses only them", () => {
    expect(DEVICE_TYPES).toHaveLength(48);
    expect(new Set(DEVICE_TYPES).size).toBe(48);
    expect(isDeviceType("Hotspot/Router")).toBe(true);
    expect(isDeviceType("hotspot/router")).toBe(false);
    const seed = path.join(process.cwd(), "supabase", "seed.sql");
    if (existsSync(seed)) {
      const header = readFileSync(seed, "utf8").split("\n").slice(0, 60).join("\n");
      for (const t of DEVICE_TYPES) expect(header).toContain(t);
    }
  });
});

describe("plans filter", () => {
  const plans: PricedPlan[] = [
    {
      id: 1,
      carrier: "att",
      plan: "Business Unlimited Starter",
      planType: "Unlimited",
      pricePerLine: 30,
      premiumData: null,
      hotspot: "5GB",
      videoStreaming: "SD",
    },
    {
      id: 2,
      carrier: "verizon",
      plan: "Business Unlimited Plus",
      planType: "Unlimited",
      pricePerLine: 45,
      premiumData: "Unlimited",
      hotspot: "30GB",
      videoStreaming: "HD",
    },
    {
      id: 3,
      carrier: "tmobile",
      plan: "Business Internet",
      planType: "Fixed Wireless",
      pricePerLine: 50,
      premiumData: null,
      hotspot: null,
      videoStreaming: null,
    },
    {
      id: 4,
      carrier: "verizon",
      plan: "Tablet Start",
      planType: "Data Only",
      pricePerLine: 20,
      premiumData: null,
      hotspot: null,
      videoStreaming: null,
    },
  ];
  const base = { q: "", carrier: "all", type: "all", sort: "price", dir: "asc" } as const;

  it("sorts by price or plan type in either direction", () => {
    expect(filterPlans(plans, base).map((p) => p.id)).toEqual([4, 1, 2, 3]);
    expect(filterPlans(plans, { ...base, dir: "desc" }).map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(filterPlans(plans, { ...base, sort: "type" }).map((p) => p.planType)).toEqual([
      "Data Only",
      "Fixed Wireless",
      "Unlimited",
      "Unlimited",
    ]);
  });

  it("filters by carrier, plan type and search over names, carrier and features", () => {
    expect(filterPlans(plans, { ...base, carrier: "verizon" }).map((p) => p.id)).toEqual([4, 2]);
    expect(filterPlans(plans, { ...base, type: "Unlimited" }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterPlans(plans, { ...base, q: "t-mobile" }).map((p) => p.id)).toEqual([3]);
    expect(filterPlans(plans, { ...base, q: "30gb" }).map((p) => p.id)).toEqual([2]);
    expect(filterPlans(plans, { ...base, q: "nothing" })).toEqual([]);
  });
});

describe("promotions", () => {
  it("has at least 12 across the three carriers; expired ones are not current", () => {
    expect(PROMOTIONS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PROMOTIONS.map((p) => p.carrierId))).toEqual(new Set(["att", "verizon", "tmobile"]));
    const day = new Date("2027-02-01T12:00:00Z");
    for (const p of currentPromotions(day)) expect(p.endDate >= "2027-02-01").toBe(true);
    expect(currentPromotions(day).length).toBeLessThan(PROMOTIONS.length);
  });

  it("filters by carrier and device", () => {
    const all = filterPromotions(PROMOTIONS, "all", "all");
    expect(all).toHaveLength(PROMOTIONS.length);
    for (const p of filterPromotions(PROMOTIONS, "verizon", "phones")) {
      expect(p.carrierId).toBe("verizon");
      expect(p.deviceType).toBe("phones");
    }
  });
});

describe("resources", () => {
  it("has at least 15 over the five types, each a real file under public/", () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(RESOURCES.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES.map((t) => t.id)));
    expect(new Set(RESOURCES.map((r) => r.id)).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) {
      const file = path.join(process.cwd(), "public", r.fileUrl);
      expect(existsSync(file), r.fileUrl).toBe(true);
      const head = readFileSync(file).subarray(0, 5).toString();
      if (r.fileType === "PDF") expect(head).toBe("%PDF-");
      else expect(head.length).toBeGreaterThan(0);
    }
  });

  it("filters by search, device, type and carrier (keeping 'all' resources) and sorts", () => {
    const newest = filterResources(RESOURCES, {});
    expect(newest.map((r) => r.dateAdded)).toEqual([...newest.map((r) => r.dateAdded)].sort().reverse());
    const downloads = filterResources(RESOURCES, { sort: "downloads" }).map((r) => r.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    for (const r of filterResources(RESOURCES, { carrier: "verizon" })) expect(["verizon", "all"]).toContain(r.carrier);
    for (const r of filterResources(RESOURCES, { deviceType: "tablets" }))
      expect(["tablets", "all"]).toContain(r.deviceType);
    for (const r of filterResources(RESOURCES, { type: "guide" })) expect(r.type).toBe("guide");
    expect(filterResources(RESOURCES, { search: "PORTING" }).map((r) => r.id)).toEqual(["porting-guide"]);
    expect(filterResources(RESOURCES, { search: "no such thing" })).toEqual([]);
  });
});
