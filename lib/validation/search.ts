import { z } from "zod";

/** The longest question the portal's search takes (a name or a few words). */
export const PORTAL_SEARCH_MAX = 100;

/** The portal's search (Ctrl+K): what was typed, 1..100 characters once trimmed. */
export const portalSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Type what to search for.")
    .max(PORTAL_SEARCH_MAX, `Search for at most ${PORTAL_SEARCH_MAX} characters.`),
});

/** What the portal's search finds, in the order its groups are shown. */
export const PORTAL_SEARCH_KINDS = ["customers", "deals", "quotes", "plans", "devices", "tools"] as const;
export type PortalSearchKind = (typeof PORTAL_SEARCH_KINDS)[number];

export const PORTAL_SEARCH_KIND_NAMES: Record<PortalSearchKind, string> = {
  customers: "Customers",
  deals: "Deals",
  quotes: "Saved quotes",
  plans: "Rate plans",
  devices: "Certified devices",
  tools: "Tools",
};

/** At most this many results of each kind. */
export const PORTAL_SEARCH_PER_KIND = 5;

/** One result: what it is called, a line saying which one, and the page that opens it. */
export type PortalSearchHit = { id: string; title: string; detail: string; href: string };

export type PortalSearchResults = Record<PortalSearchKind, PortalSearchHit[]>;
