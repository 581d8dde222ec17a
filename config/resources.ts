import type { CarrierId } from "./carriers";
import type { DeviceCategory } from "./promotions";

/** Sales material of the Sales Resource Hub. Each file lives under public/resources/. */
export const RESOURCE_TYPES = [
  { id: "flyer", label: "Sales Flyers" },
  { id: "case_study", label: "Case Studies" },
  { id: "business_case", label: "Business Cases" },
  { id: "presentation", label: "Presentations" },
  { id: "guide", label: "Sales Guides" },
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number]["id"];

export type Resource = {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  carrier: CarrierId | "all";
  deviceType: DeviceCategory | "all";
  fileUrl: string;
  fileType: "PDF" | "CSV";
  /** yyyy-MM-dd */
  dateAdded: string;
  downloads: number;
  tags: string[];
};

export const RESOURCES: Resource[] = [
  {
    id: "att-business-unlimited-flyer",
    title: "AT&T Business Unlimited at a Glance",
    description: "One-page flyer comparing AT&T Business Unlimited Starter, Performance and Elite for small fleets.",
    type: "flyer",
    carrier: "att",
    deviceType: "phones",
    fileUrl: "/resources/att-business-unlimited-flyer.pdf",
    fileType: "PDF",
    dateAdded: "2026-10-02",
    downloads: 412,
    tags: ["unlimited", "small business"],
  },
  {
    id: "verizon-tablet-flyer",
    title: "Verizon Business Tablets Flyer",
    description:
      "Leave-behind for field teams: tablet plans, hotspot allowances and device payment options on Verizon.",
    type: "flyer",
    carrier: "verizon",
    deviceType: "tablets",
    fileUrl: "/resources/verizon-tablet-flyer.pdf",
    fileType: "PDF",
    dateAdded: "2026-09-18",
    downloads: 187,
    tags: ["tablets", "field service"],
  },
  {
    id: "tmobile-5g-home-office-flyer",
    title: "T-Mobile 5G Business Internet Flyer",
    description:
      "Fixed wireless internet for branch offices and pop-up sites, with installation in days instead of weeks.",
    type: "flyer",
    carrier: "tmobile",
    deviceType: "fixed_wireless",
    fileUrl: "/resources/tmobile-5g-business-internet-flyer.pdf",
    fileType: "PDF",
    dateAdded: "2026-11-05",
    downloads: 265,
    tags: ["fixed wireless", "branch office"],
  },
  {
    id: "hotspot-fleet-flyer",
    title: "Mobile Hotspots for Mobile Teams",
    description:
      "Carrier-neutral flyer on hotspot plans for construction crews, inspectors and sales teams on the road.",
    type: "flyer",
    carrier: "all",
    deviceType: "hotspots",
    fileUrl: "/resources/mobile-hotspots-flyer.pdf",
    fileType: "PDF",
    dateAdded: "2026-08-27",
    downloads: 143,
    tags: ["hotspot", "mobile workforce"],
  },
  {
    id: "logistics-case-study",
    title: "Case Study: Regional Logistics Fleet Moves to AT&T",
    description:
      "How a 120-vehicle logistics firm cut wireless spend 22% by consolidating phones and telematics on AT&T.",
    type: "case_study",
    carrier: "att",
    deviceType: "phones",
    fileUrl: "/resources/case-study-logistics-att.pdf",
    fileType: "PDF",
    dateAdded: "2026-07-14",
    downloads: 321,
    tags: ["logistics", "consolidation"],
  },
  {
    id: "clinic-case-study",
    title: "Case Study: Multi-Site Clinic on Verizon Tablets",
    description: "A six-clinic medical group replaced paper intake with Verizon-connected tablets in eight weeks.",
    type: "case_study",
    carrier: "verizon",
    deviceType: "tablets",
    fileUrl: "/resources/case-study-clinic-verizon.pdf",
    fileType: "PDF",
    dateAdded: "2026-10-21",
    downloads: 198,
    tags: ["healthcare", "tablets"],
  },
  {
    id: "retail-fwa-case-study",
    title: "Case Study: Retail Chain Backup Internet on T-Mobile",
    description: "Forty stores added 5G fixed wireless failover and kept card payments running through two fibre cuts.",
    type: "case_study",
    carrier: "tmobile",
    deviceType: "fixed_wireless",
    fileUrl: "/resources/case-study-retail-tmobile.pdf",
    fileType: "PDF",
    dateAdded: "2026-11-12",
    downloads: 97,
    tags: ["retail", "failover"],
  },
  {
    id: "laptop-connectivity-business-case",
    title: "Business Case: Connected Laptops vs. Public Wi-Fi",
    description:
      "Costs and risk of staff working on public Wi-Fi against built-in LTE/5G laptops, with a worked example.",
    type: "business_case",
    carrier: "all",
    deviceType: "laptops",
    fileUrl: "/resources/business-case-connected-laptops.pdf",
    fileType: "PDF",
    dateAdded: "2026-06-30",
    downloads: 156,
    tags: ["security", "laptops"],
  },
  {
    id: "fwa-roi-model",
    title: "Fixed Wireless ROI Model",
    description: "Spreadsheet comparing three-year cost of cable or fibre against fixed wireless per site.",
    type: "business_case",
    carrier: "all",
    deviceType: "fixed_wireless",
    fileUrl: "/resources/fixed-wireless-roi-model.csv",
    fileType: "CSV",
    dateAdded: "2026-09-09",
    downloads: 233,
    tags: ["roi", "fixed wireless"],
  },
  {
    id: "verizon-hotspot-business-case",
    title: "Business Case: Verizon Hotspots for Field Inspectors",
    description: "Savings from replacing per-diem hotel and coffee-shop connectivity with pooled Verizon hotspot data.",
    type: "business_case",
    carrier: "verizon",
    deviceType: "hotspots",
    fileUrl: "/resources/business-case-verizon-hotspots.pdf",
    fileType: "PDF",
    dateAdded: "2026-05-22",
    downloads: 74,
    tags: ["hotspot", "field service"],
  },
  {
    id: "three-carrier-overview-deck",
    title: "Three-Carrier Overview Presentation",
    description: "Customer-facing deck positioning AT&T, Verizon and T-Mobile business plans side by side.",
    type: "presentation",
    carrier: "all",
    deviceType: "all",
    fileUrl: "/resources/three-carrier-overview.pdf",
    fileType: "PDF",
    dateAdded: "2026-11-01",
    downloads: 508,
    tags: ["overview", "first meeting"],
  },
  {
    id: "tmobile-phones-deck",
    title: "T-Mobile Business Phones Pitch Deck",
    description: "Slides for a phone refresh meeting: T-Mobile coverage, Business Unlimited tiers and device offers.",
    type: "presentation",
    carrier: "tmobile",
    deviceType: "phones",
    fileUrl: "/resources/tmobile-business-phones-deck.pdf",
    fileType: "PDF",
    dateAdded: "2026-08-11",
    downloads: 176,
    tags: ["phones", "refresh"],
  },
  {
    id: "att-laptops-deck",
    title: "AT&T Connected Laptops Presentation",
    description: "Deck for IT managers on always-connected laptops with AT&T data plans and device management.",
    type: "presentation",
    carrier: "att",
    deviceType: "laptops",
    fileUrl: "/resources/att-connected-laptops-deck.pdf",
    fileType: "PDF",
    dateAdded: "2026-04-16",
    downloads: 61,
    tags: ["laptops", "IT"],
  },
  {
    id: "discovery-call-guide",
    title: "Discovery Call Guide",
    description: "Questions to ask in the first call: lines, usage, contract dates, pain points and decision makers.",
    type: "guide",
    carrier: "all",
    deviceType: "all",
    fileUrl: "/resources/discovery-call-guide.pdf",
    fileType: "PDF",
    dateAdded: "2026-03-03",
    downloads: 644,
    tags: ["discovery", "process"],
  },
  {
    id: "porting-guide",
    title: "Number Porting Checklist",
    description: "Everything needed for a clean business port-in: account numbers, PINs, billing addresses and timing.",
    type: "guide",
    carrier: "all",
    deviceType: "phones",
    fileUrl: "/resources/number-porting-checklist.pdf",
    fileType: "PDF",
    dateAdded: "2026-10-28",
    downloads: 389,
    tags: ["porting", "onboarding"],
  },
  {
    id: "verizon-plan-selling-guide",
    title: "Selling Verizon Business Unlimited",
    description: "Which Verizon Business Unlimited tier fits which customer, with objection handling.",
    type: "guide",
    carrier: "verizon",
    deviceType: "phones",
    fileUrl: "/resources/verizon-business-unlimited-guide.pdf",
    fileType: "PDF",
    dateAdded: "2026-09-30",
    downloads: 212,
    tags: ["plans", "objections"],
  },
  {
    id: "device-certification-guide",
    title: "Certified Devices Quick Reference",
    description: "List of certified device counts per carrier and type, for checking BYOD requests before quoting.",
    type: "guide",
    carrier: "all",
    deviceType: "all",
    fileUrl: "/resources/certified-devices-quick-reference.csv",
    fileType: "CSV",
    dateAdded: "2026-11-15",
    downloads: 48,
    tags: ["byod", "devices"],
  },
];

export type ResourceSort = "newest" | "downloads";

export type ResourceFilters = {
  search?: string;
  deviceType?: string;
  type?: string;
  carrier?: string;
  sort?: ResourceSort;
};

/**
 * Resources matching the search (title, description or tags) and filters. A device or
 * carrier filter also keeps resources that apply to all devices or carriers.
 */
export function filterResources(resources: readonly Resource[], filters: ResourceFilters): Resource[] {
  const q = (filters.search ?? "").trim().toLowerCase();
  const list = resources.filter((r) => {
    if (q && ![r.title, r.description, ...r.tags].some((text) => text.toLowerCase().includes(q))) return false;
    if (
      filters.deviceType &&
      filters.deviceType !== "all" &&
      r.deviceType !== filters.deviceType &&
      r.deviceType !== "all"
    )
      return false;
    if (filters.type && filters.type !== "all" && r.type !== filters.type) return false;
    if (filters.carrier && filters.carrier !== "all" && r.carrier !== filters.carrier && r.carrier !== "all")
      return false;
    return true;
  });
  return list.sort((a, b) =>
    filters.sort === "downloads" ? b.downloads - a.downloads : b.dateAdded.localeCompare(a.dateAdded),
  );
}
