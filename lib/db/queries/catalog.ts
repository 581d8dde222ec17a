import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { certifiedDevices, ratePlans } from "@/lib/db/schema";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { deviceSearch } from "./assistant";
import { numericScores, relaxedMatches, scoresOf, textSearch, type TextSearch } from "./search";

/** The catalogue (rate plans and certified devices) is shared by every company. */

export type RatePlan = typeof ratePlans.$inferSelect;
export type CertifiedDevice = typeof certifiedDevices.$inferSelect;

/** Rate plans ordered by Carrier, Plan Type, Price Per Line; one carrier's when `carrier` is given. */
export async function getRatePlans({ carrier }: { carrier?: string } = {}): Promise<RatePlan[]> {
  const db = await getDb();
  return db
    .select()
    .from(ratePlans)
    .where(carrier ? eq(ratePlans.carrier, carrier.toLowerCase()) : undefined)
    .orderBy(asc(ratePlans.carrier), asc(ratePlans.planType), asc(ratePlans.pricePerLine));
}

/** The catalogue's plans as pages, quotes and bill analyses use them (no timestamps), in the order of `getRatePlans`. */
export async function getCatalogPlans(options: { carrier?: string } = {}): Promise<PricedPlan[]> {
  const rows = await getRatePlans(options);
  return rows.map((r) => ({
    id: r.id,
    carrier: r.carrier,
    plan: r.plan,
    planType: r.planType,
    pricePerLine: Number(r.pricePerLine),
    premiumData: r.premiumData,
    hotspot: r.hotspot,
    videoStreaming: r.videoStreaming,
  }));
}

/** The search of a question over rate plans (their full-text and trigram indexes). */
export function ratePlanSearch(query: string): TextSearch | null {
  return textSearch(
    sql`${ratePlans.carrier} || ' ' || ${ratePlans.plan} || ' ' || ${ratePlans.planType}`,
    [sql`lower(${ratePlans.plan})`],
    query,
    {
      partialNames: true,
    },
  );
}

/** Rate plans whose name is in a question (full text and trigram similarity, typos allowed), best match first. */
export async function searchRatePlansByName(
  query: string,
  { carrier }: { carrier?: string } = {},
): Promise<(RatePlan & { nameScore: number })[]> {
  const search = ratePlanSearch(query);
  if (!search) return [];
  const db = await getDb();
  const rows = await db
    .select({ plan: ratePlans, nameScore: search.nameScore })
    .from(ratePlans)
    .where(and(search.match, carrier ? eq(ratePlans.carrier, carrier.toLowerCase()) : undefined))
    .orderBy(desc(search.nameScore), desc(search.fuzzyScore), desc(search.rank), asc(ratePlans.pricePerLine))
    .limit(40);
  return rows.map((r) => ({ ...r.plan, nameScore: Number(r.nameScore) }));
}

/** Rate plans named by `query` as a search engine relaxes it (`relaxedMatches`): the best matches first, at most `limit`. */
export async function searchCatalogPlans(query: string, { limit = 5 }: { limit?: number } = {}): Promise<RatePlan[]> {
  const search = ratePlanSearch(query);
  if (!search) return [];
  const db = await getDb();
  const rows = await db
    .select({ plan: ratePlans, ...scoresOf(search) })
    .from(ratePlans)
    .where(search.match)
    .orderBy(desc(search.nameScore), desc(search.fuzzyScore), desc(search.rank), asc(ratePlans.pricePerLine))
    .limit(200);
  return relaxedMatches(rows.map(numericScores))
    .rows.slice(0, limit)
    .map((r) => r.plan);
}

/**
 * Certified devices named by `query` (`deviceSearch`, relaxed as `relaxedMatches` does), one
 * entry per manufacturer and model with the carriers that certify it: the best matches
 * first, at most `limit`.
 */
export async function searchCatalogDevices(
  query: string,
  { limit = 5 }: { limit?: number } = {},
): Promise<{ manufacturer: string; model: string; deviceType: string; carriers: string[] }[]> {
  const search = deviceSearch(query);
  if (!search) return [];
  const d = certifiedDevices;
  const db = await getDb();
  const rows = await db
    .select({
      manufacturer: d.manufacturer,
      model: d.model,
      deviceType: d.deviceType,
      carrier: d.carrier,
      ...scoresOf(search),
    })
    .from(d)
    .where(search.match)
    .orderBy(desc(search.nameScore), desc(search.fuzzyScore), desc(search.rank), asc(d.manufacturer), asc(d.model))
    .limit(400);
  const models = new Map<string, { manufacturer: string; model: string; deviceType: string; carriers: string[] }>();
  for (const r of relaxedMatches(rows.map(numericScores)).rows) {
    const key = `${r.manufacturer}\u0000${r.model}`;
    const entry = models.get(key);
    if (entry) {
      if (!entry.carriers.includes(r.carrier)) entry.carriers.push(r.carrier);
    } else if (models.size < limit) {
      models.set(key, {
        manufacturer: r.manufacturer,
        model: r.model,
        deviceType: r.deviceType,
        carriers: [r.carrier],
      });
    }
  }
  return [...models.values()];
}

export async function getRatePlanById(id: number): Promise<RatePlan | null> {
  const db = await getDb();
  const [row] = await db.select().from(ratePlans).where(eq(ratePlans.id, id)).limit(1);
  return row ?? null;
}

/** When the catalogue's prices were last changed (answers say the date prices are as of). */
export async function getRatePlansAsOf(): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db.select({ at: sql<string | null>`max(${ratePlans.updatedAt})` }).from(ratePlans);
  return row?.at ? new Date(row.at) : null;
}

export const DEVICE_SORT_COLUMNS = {
  Carrier: certifiedDevices.carrier,
  Manufacturer: certifiedDevices.manufacturer,
  Model: certifiedDevices.model,
  "Device Type": certifiedDevices.deviceType,
  "Device Sub": certifiedDevices.deviceSub,
  OS: certifiedDevices.os,
  Network: certifiedDevices.network,
  Bands: certifiedDevices.bands,
  "5G_Bands": certifiedDevices.fiveGBands,
} as const;
export type DeviceSortColumn = keyof typeof DEVICE_SORT_COLUMNS;

export type DeviceQuery = {
  carrier?: string;
  deviceType?: string;
  sortBy?: DeviceSortColumn;
  direction?: "asc" | "desc";
};

/** Certified devices with optional equality filters on Carrier and Device Type, sorted by one column. */
export async function getCertifiedDevices({
  carrier,
  deviceType,
  sortBy = "Manufacturer",
  direction = "asc",
}: DeviceQuery = {}): Promise<CertifiedDevice[]> {
  const db = await getDb();
  const filters: SQL[] = [];
  if (carrier) filters.push(eq(certifiedDevices.carrier, carrier.toUpperCase()));
  if (deviceType) filters.push(eq(certifiedDevices.deviceType, deviceType));
  const column = DEVICE_SORT_COLUMNS[sortBy];
  return db
    .select()
    .from(certifiedDevices)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(direction === "desc" ? desc(column) : asc(column), asc(certifiedDevices.id));
}
