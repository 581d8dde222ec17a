/**
 * The portal's tools as data: the sidebar (grouped by category, searchable by title or
 * description) and the header title of every page under /dashboard come from here.
 */
import { withoutTrailingSlash } from "./routes";

export type ToolCategory = "AI Tools" | "Sales Tools" | "Management";

export type ToolIcon =
  | "bot"
  | "file-text"
  | "calculator"
  | "layout-grid"
  | "book-open"
  | "tag"
  | "smartphone"
  | "briefcase"
  | "users"
  | "bar-chart"
  | "line-chart"
  | "calendar-clock"
  | "hand-coins";

export type Tool = {
  title: string;
  description: string;
  href: string;
  category: ToolCategory;
  icon: ToolIcon;
  /** Listed but not available yet: shown with a 'Soon' badge and disabled. */
  soon?: boolean;
};

export const TOOL_CATEGORIES: readonly ToolCategory[] = ["AI Tools", "Sales Tools", "Management"];

export const TOOLS: readonly Tool[] = [
  {
    title: "AI Sales Assistant",
    description: "Product recommendations, pricing and technical specifications",
    href: "/dashboard/agent",
    category: "AI Tools",
    icon: "bot",
  },
  {
    title: "Bill Analyzer",
    description: "Upload a customer's bill to find savings and opportunities",
    href: "/dashboard/bill-analyzer",
    category: "AI Tools",
    icon: "file-text",
  },
  {
    title: "Quote Generator",
    description: "Turn a plain-language description into a priced quote",
    href: "/dashboard/quotes/new",
    category: "Sales Tools",
    icon: "calculator",
  },
  {
    title: "Plan Comparison",
    description: "Compare rate plans across AT&T, Verizon and T-Mobile",
    href: "/dashboard/plans",
    category: "Sales Tools",
    icon: "layout-grid",
  },
  {
    title: "Sales Resources",
    description: "Flyers, case studies, business cases, presentations and guides",
    href: "/dashboard/resources",
    category: "Sales Tools",
    icon: "book-open",
  },
  {
    title: "Carrier Promos",
    description: "Current carrier promotions by device type",
    href: "/dashboard/promos",
    category: "Sales Tools",
    icon: "tag",
  },
  {
    title: "Certified Devices",
    description: "Devices certified on each carrier's network, with bands",
    href: "/dashboard/devices",
    category: "Sales Tools",
    icon: "smartphone",
  },
  {
    title: "My Deals",
    description: "Track your pipeline from lead to closed deal",
    href: "/dashboard/deals",
    category: "Management",
    icon: "briefcase",
  },
  {
    title: "Renewals",
    description: "Contracts, promotions and device payments coming up on won deals",
    href: "/dashboard/renewals",
    category: "Management",
    icon: "calendar-clock",
  },
  {
    title: "Commissions",
    description: "Upload payout statements and reconcile them with what each deal should pay",
    href: "/dashboard/commissions",
    category: "Management",
    icon: "hand-coins",
  },
  {
    title: "Customers",
    description: "Your company's customers and their contacts",
    href: "/dashboard/customers",
    category: "Management",
    icon: "users",
  },
  {
    title: "Reports",
    description: "Export deals, customers, activity and performance",
    href: "/dashboard/reports",
    category: "Management",
    icon: "bar-chart",
  },
  {
    title: "Analytics",
    description: "Pipeline and revenue analytics",
    href: "/analytics",
    category: "Management",
    icon: "line-chart",
    soon: true,
  },
];

/** Pages under /dashboard that are not sidebar tools but still need a header title. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/dashboard/quotes": "Quotes",
  "/dashboard/deals/new": "New Deal",
  "/dashboard/customers/new": "New Customer",
  "/dashboard/account": "My Account",
  "/dashboard/settings/commissions": "Commission Plans",
  "/dashboard/team": "Team",
  "/dashboard/operator/waitlist": "Waitlist",
};

/** Pages only some roles open (an admin's team, an operator's waitlist): never offered to every agent. */
const ROLE_PAGES: ReadonlySet<string> = new Set(["/dashboard/team", "/dashboard/operator/waitlist"]);

/** Every page any agent may open from the portal's search: the available tools, then the other titled pages. */
export function openablePages(): { href: string; title: string; description: string }[] {
  return [
    ...TOOLS.filter((t) => !t.soon).map((t) => ({ href: t.href, title: t.title, description: t.description })),
    ...Object.entries(PAGE_TITLES)
      .filter(([href]) => !ROLE_PAGES.has(href))
      .map(([href, title]) => ({ href, title, description: "" })),
  ];
}

export const DEFAULT_TITLE = "Dashboard";

function normalise(pathname: string): string {
  return withoutTrailingSlash(pathname.split(/[?#]/)[0] ?? "");
}

/**
 * The header title for a pathname: the exact page first, then the closest tool whose
 * href is a prefix of the path (so /dashboard/deals/123 shows 'My Deals'), else 'Dashboard'.
 */
export function titleForPath(pathname: string): string {
  const path = normalise(pathname);
  if (PAGE_TITLES[path]) return PAGE_TITLES[path];
  const exact = TOOLS.find((t) => t.href === path);
  if (exact) return exact.title;
  const candidates: { href: string; title: string }[] = [
    ...TOOLS.filter((t) => !t.soon).map((t) => ({ href: t.href, title: t.title })),
    ...Object.entries(PAGE_TITLES).map(([href, title]) => ({ href, title })),
  ].filter((c) => path.startsWith(`${c.href}/`));
  candidates.sort((a, b) => b.href.length - a.href.length);
  return candidates[0]?.title ?? DEFAULT_TITLE;
}

/** Tools whose title or description contains the query (case-insensitive). */
export function filterTools(query: string, tools: readonly Tool[] = TOOLS): Tool[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tools];
  return tools.filter((t) => t.title.toLowerCase().includes(q) || t.description.toLowerCase().includes(q));
}
