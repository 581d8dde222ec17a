import "server-only";
import { carrierName } from "@/config/carriers";
import { openablePages } from "@/config/tools";
import { formatUsd } from "@/lib/format";
import { dealStatusName } from "@/lib/validation/deals";
import { PORTAL_SEARCH_PER_KIND, type PortalSearchHit, type PortalSearchResults } from "@/lib/validation/search";
import { searchCustomersForAgent, searchDealsForAgent, type AgentScope } from "./assistant";
import { searchCatalogDevices, searchCatalogPlans } from "./catalog";
import { nameQuery } from "./names";
import { searchQuotesForAgent } from "./quotes";
import { relaxedMatches, searchTexts } from "./search";

/**
 * The portal's search from anywhere (Ctrl+K): the agent's company's customers, deals and
 * saved quotes, the shared catalogue's rate plans and certified devices, and the portal's
 * pages, each through the search of its own kind (full text and trigram similarity,
 * typos allowed), at most `perKind` of each, every one with the page that opens it.
 * Company records are read for the agent's company only, under its row-level scope.
 */
export async function searchPortal(
  scope: AgentScope,
  query: string,
  { perKind = PORTAL_SEARCH_PER_KIND }: { perKind?: number } = {},
): Promise<PortalSearchResults> {
  // Misspelt words are read as the company's own words ("harborveiw" → "harborview"), as the assistant reads them.
  const names = await nameQuery(scope, query);
  const named = names.query ?? query;
  const limit = perKind;
  const customers = await searchCustomersForAgent(scope, { query: named, limit });
  const deals = await searchDealsForAgent(scope, { query: named, limit, includeArchived: true });
  const quotes = await searchQuotesForAgent({ id: scope.userId, companyId: scope.companyId }, query, { limit });
  const plans = await searchCatalogPlans(query, { limit });
  const devices = await searchCatalogDevices(query, { limit });
  const tools = await searchPages(query, limit);
  const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(", ");
  return {
    customers: customers.customers.map((c) => ({
      id: c.id,
      title: c.companyName,
      detail: [c.name, place(c.city, c.state)].filter(Boolean).join(" · "),
      href: `/dashboard/customers/${c.id}`,
    })),
    deals: deals.deals.map((d) => ({
      id: d.id,
      title: d.title,
      // an archived deal is found too, labelled: it is off the board
      detail: [
        d.archived ? "Archived" : null,
        d.customer,
        dealStatusName(d.status),
        formatUsd(d.value, { whole: true }),
      ]
        .filter(Boolean)
        .join(" · "),
      href: `/dashboard/deals/${d.id}`,
    })),
    quotes: quotes.map((q) => ({
      id: q.id,
      title: q.title,
      detail: [q.customerCompany, carrierName(q.carrier), `${formatUsd(q.monthlyTotal)}/mo`]
        .filter(Boolean)
        .join(" · "),
      href: `/dashboard/quotes/${q.id}`,
    })),
    plans: plans.map((p) => ({
      id: String(p.id),
      title: p.plan,
      detail: [carrierName(p.carrier), p.planType, `${formatUsd(Number(p.pricePerLine))}/line`].join(" · "),
      href: `/dashboard/plans?${new URLSearchParams({ q: p.plan, carrier: p.carrier })}`,
    })),
    devices: devices.map((d) => ({
      id: `${d.manufacturer} ${d.model}`,
      title: `${d.manufacturer} ${d.model}`,
      detail: [d.deviceType, d.carriers.map(carrierName).join(", ")].join(" · "),
      href: `/dashboard/devices?${new URLSearchParams({ q: d.model })}`,
    })),
    tools,
  };
}

/** The portal's pages named by `query` (their title and description, typos allowed), best first. */
async function searchPages(query: string, limit: number): Promise<PortalSearchHit[]> {
  const pages = openablePages();
  const found = await searchTexts(
    pages.map((p) => ({ id: p.href, name: p.title, text: `${p.title} ${p.description}` })),
    query,
  );
  const byHref = new Map(pages.map((p) => [p.href, p]));
  return relaxedMatches(found)
    .rows.slice(0, limit)
    .flatMap((r) => {
      const page = byHref.get(r.id);
      return page ? [{ id: page.href, title: page.title, detail: page.description, href: page.href }] : [];
    });
}
