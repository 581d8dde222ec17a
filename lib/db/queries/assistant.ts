import "server-only";
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { withAgentScope } from "@/lib/db/scope";
import type { CustomerCard } from "./customers";
import type { DealStatus } from "@/lib/validation/deals";
import { numericScores, relaxedMatches, scoresOf, textSearch, type SearchMode, type TextSearch } from "./search";
import { agentUsers, certifiedDevices, chatConversations, chatMessages, customers, deals } from "@/lib/db/schema";

/**
 * Focused reads for the AI Sales Assistant's tools (customers, deals, devices) and
 * the persistence of its conversations. Company data is always filtered by the
 * agent's company and read under the agent's row-level-security scope.
 */

export type AgentScope = { userId: string; companyId: string };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ─── Customers ──────────────────────────────────────────────────────────────

/** What a customer is searched by: the expression of the customers' full-text index. */
const CUSTOMER_DOCUMENT = sql`${customers.companyName} || ' ' || ${customers.name} || ' ' || coalesce(${customers.industry}, '') || ' ' || coalesce(${customers.city}, '') || ' ' || coalesce(${customers.state}, '') || ' ' || coalesce(${customers.email}, '')`;

/** The search of a question over customers (their full-text and trigram indexes). */
export function customerSearch(query: string): TextSearch | null {
  return textSearch(CUSTOMER_DOCUMENT, [sql`lower(${customers.companyName})`, sql`lower(${customers.name})`], query, {
    indexedNames: [sql`lower(${customers.companyName} || ' ' || ${customers.name})`],
  });
}

/** A customer as the assistant reads it: the fields of its card, and what an answer may add. */
export type AssistantCustomer = CustomerCard & {
  industry: string | null;
  size: string | null;
  notes: string | null;
  openDeals: number;
};

export type CustomerLookup = {
  /** Searched in company name, contact, industry, city, state and e-mail (full text and trigram similarity), best match first. */
  query?: string;
  industry?: string;
  state?: string;
  city?: string;
  assignedToMe?: boolean;
  limit?: number;
};

/** Customers of the agent's company: the best search matches first, else newest first. */
export async function searchCustomersForAgent(
  scope: AgentScope,
  lookup: CustomerLookup = {},
): Promise<{ match?: SearchMode; total: number; customers: AssistantCustomer[] }> {
  const assignee = alias(agentUsers, "assignee");
  const filters: SQL[] = [eq(customers.companyId, scope.companyId)];
  const search = lookup.query ? customerSearch(lookup.query) : null;
  if (search) filters.push(search.match);
  if (lookup.industry) filters.push(ilike(customers.industry, `%${escapeLike(lookup.industry.trim())}%`));
  if (lookup.state) filters.push(sql`lower(${customers.state}) = lower(${lookup.state.trim()})`);
  if (lookup.city) filters.push(sql`lower(${customers.city}) = lower(${lookup.city.trim()})`);
  if (lookup.assignedToMe) filters.push(eq(customers.assignedTo, scope.userId));
  const limit = Math.min(Math.max(lookup.limit ?? 10, 1), 50);
  return withAgentScope(scope.userId, async (tx) => {
    const openDeals = sql<number>`(select count(*)::int from ${deals} d where d.customer_id = ${customers.id} and d.company_id = ${scope.companyId} and d.archived_at is null and d.status not in ('closed_won', 'closed_lost'))`;
    const found = await tx
      .select({
        id: customers.id,
        name: customers.name,
        companyName: customers.companyName,
        email: customers.email,
        phone: customers.phone,
        city: customers.city,
        state: customers.state,
        industry: customers.industry,
        size: customers.size,
        notes: customers.notes,
        assignedTo: assignee.username,
        createdAt: customers.createdAt,
        openDeals,
        ...scoresOf(search),
      })
      .from(customers)
      .leftJoin(assignee, eq(assignee.id, customers.assignedTo))
      .where(and(...filters))
      .orderBy(
        ...(search ? [desc(search.nameScore), desc(search.rank)] : []),
        desc(customers.createdAt),
        asc(customers.id),
      )
      .limit(search ? 500 : 5000);
    const { mode, rows: matched } = search
      ? relaxedMatches(found.map(numericScores))
      : { mode: undefined, rows: found };
    const rows = matched.slice(0, limit);
    return {
      match: mode,
      total: matched.length,
      customers: rows.map((r) => ({
        id: r.id,
        name: r.name,
        companyName: r.companyName,
        email: r.email,
        phone: r.phone,
        city: r.city,
        state: r.state,
        industry: r.industry,
        size: r.size,
        notes: r.notes,
        assignedTo: r.assignedTo,
        openDeals: r.openDeals,
        createdDay: new Date(r.createdAt).toISOString().slice(0, 10),
      })),
    };
  });
}

// ─── Deals ──────────────────────────────────────────────────────────────────

export type AssistantDeal = {
  id: string;
  title: string;
  customer: string | null;
  contact: string | null;
  status: string;
  stage: string;
  value: number;
  monthlyRevenue: number;
  probability: number;
  carrier: string | null;
  productType: string | null;
  contractTerm: number | null;
  closeDate: string | null;
  assignedTo: string | null;
  createdAt: string;
  /** Archived (off the board); only read when the lookup asks for archived deals too. */
  archived: boolean;
};

export type DealLookup = {
  statuses?: DealStatus[];
  /** Open deals only (not won or lost). */
  openOnly?: boolean;
  /** Searched in the title and the customer's company and contact (full text and trigram similarity), best match first. */
  query?: string;
  carrier?: string;
  /** Industry of the deal's customer (words of it). */
  industry?: string;
  assignedToMe?: boolean;
  /** Close date range, yyyy-MM-dd, inclusive. */
  closeFrom?: string;
  closeTo?: string;
  /** Deal value range, USD, exclusive. */
  minValue?: number;
  maxValue?: number;
  sortBy?: "value" | "value_asc" | "close_date" | "created" | "probability";
  limit?: number;
  /**
   * Archived deals too. Pipeline answers leave them out (they are off the board); a deal's
   * commission and renewal dates and the portal search find them.
   */
  includeArchived?: boolean;
};

export type DealSummary = { count: number; totalValue: number; weightedValue: number; monthlyRevenue: number };

/** Deals of the agent's company with their customer and assigned agent, plus totals over every match. */
export async function searchDealsForAgent(
  scope: AgentScope,
  lookup: DealLookup = {},
): Promise<{ match?: SearchMode; summary: DealSummary; deals: AssistantDeal[] }> {
  const assignee = alias(agentUsers, "assignee");
  const filters: SQL[] = [eq(deals.companyId, scope.companyId)];
  if (!lookup.includeArchived) filters.push(isNull(deals.archivedAt));
  if (lookup.statuses?.length) filters.push(inArray(deals.status, lookup.statuses));
  if (lookup.openOnly) filters.push(notInArray(deals.status, ["closed_won", "closed_lost"]));
  if (lookup.carrier) filters.push(eq(sql`upper(${deals.carrier})`, lookup.carrier.toUpperCase()));
  if (lookup.assignedToMe) filters.push(eq(deals.assignedTo, scope.userId));
  if (lookup.industry) filters.push(ilike(customers.industry, `%${escapeLike(lookup.industry.trim())}%`));
  if (lookup.closeFrom) filters.push(sql`${deals.closeDate} >= ${lookup.closeFrom}`);
  if (lookup.closeTo) filters.push(sql`${deals.closeDate} <= ${lookup.closeTo}`);
  if (lookup.minValue !== undefined) filters.push(sql`${deals.value} > ${lookup.minValue}`);
  if (lookup.maxValue !== undefined) filters.push(sql`${deals.value} < ${lookup.maxValue}`);
  const search = lookup.query
    ? textSearch(
        sql`${deals.title} || ' ' || coalesce(${customers.companyName}, '') || ' ' || coalesce(${customers.name}, '') || ' ' || coalesce(${customers.industry}, '') || ' ' || coalesce(${assignee.username}, '')`,
        [sql`lower(${deals.title})`, sql`lower(coalesce(${customers.companyName}, ''))`],
        lookup.query,
        {
          indexedDocuments: [sql`${deals.title}`, CUSTOMER_DOCUMENT, sql`coalesce(${assignee.username}, '')`],
          indexedNames: [sql`lower(${deals.title})`, sql`lower(${customers.companyName} || ' ' || ${customers.name})`],
        },
      )
    : null;
  if (search) filters.push(search.match);
  const order = {
    value: [desc(deals.value)],
    value_asc: [asc(deals.value)],
    probability: [desc(deals.probability), desc(deals.value)],
    close_date: [sql`${deals.closeDate} asc nulls last`],
    created: [desc(deals.createdAt)],
  }[lookup.sortBy ?? "created"];
  const limit = Math.min(Math.max(lookup.limit ?? 10, 1), 50);
  return withAgentScope(scope.userId, async (tx) => {
    const where = and(...filters);
    const found = await tx
      .select({
        id: deals.id,
        title: deals.title,
        customer: customers.companyName,
        contact: customers.name,
        status: deals.status,
        stage: deals.stage,
        value: deals.value,
        monthlyRevenue: deals.monthlyRevenue,
        probability: deals.probability,
        carrier: deals.carrier,
        productType: deals.productType,
        contractTerm: deals.contractTerm,
        closeDate: deals.closeDate,
        assignedTo: assignee.username,
        createdAt: deals.createdAt,
        archivedAt: deals.archivedAt,
        ...scoresOf(search),
      })
      .from(deals)
      .leftJoin(customers, eq(customers.id, deals.customerId))
      .leftJoin(assignee, eq(assignee.id, deals.assignedTo))
      .where(where)
      .orderBy(...(search ? [desc(search.nameScore), desc(search.rank)] : []), ...order, asc(deals.id))
      .limit(search ? 500 : 20_000);
    const { mode, rows: matched } = search
      ? relaxedMatches(found.map(numericScores))
      : { mode: undefined, rows: found };
    const sum = (f: (d: (typeof matched)[number]) => number) =>
      Math.round(matched.reduce((n, d) => n + f(d), 0) * 100) / 100;
    return {
      match: mode,
      summary: {
        count: matched.length,
        totalValue: sum((d) => Number(d.value)),
        weightedValue: sum((d) => (Number(d.value) * d.probability) / 100),
        monthlyRevenue: sum((d) => Number(d.monthlyRevenue)),
      },
      deals: matched.slice(0, limit).map((r) => ({
        id: r.id,
        title: r.title,
        customer: r.customer,
        contact: r.contact,
        status: r.status,
        stage: r.stage,
        probability: r.probability,
        carrier: r.carrier,
        productType: r.productType,
        contractTerm: r.contractTerm,
        assignedTo: r.assignedTo,
        value: Number(r.value),
        monthlyRevenue: Number(r.monthlyRevenue),
        closeDate: r.closeDate ? r.closeDate.slice(0, 10) : null,
        createdAt: new Date(r.createdAt).toISOString(),
        archived: r.archivedAt !== null,
      })),
    };
  });
}

// ─── Certified devices (shared catalogue) ───────────────────────────────────

export type DeviceLookup = {
  /** A question or name searched in manufacturer, model and type (full text and trigram similarity), best match first. */
  query?: string;
  manufacturer?: string;
  carrier?: string;
  deviceType?: string;
  /** A 5G NR band such as n77. */
  fiveGBand?: string;
  /** Only devices with 5G. */
  fiveG?: boolean;
};

export type DeviceRow = {
  carrier: string;
  manufacturer: string;
  model: string;
  deviceType: string;
  deviceSub: string | null;
  os: string | null;
  network: string | null;
  bands: string | null;
  fiveGBands: string | null;
  /** With a query: how much of the model's name is in it (0..1), how much of it is in the name, and its full-text rank. */
  nameScore: number;
  partScore: number;
  /** With a query: how many of its words are in the model's name, typos allowed (each by its similarity). */
  fuzzyScore: number;
  rank: number;
};

/** The search of a question over certified devices (their full-text and trigram indexes). */
export function deviceSearch(query: string): TextSearch | null {
  const d = certifiedDevices;
  return textSearch(
    sql`${d.manufacturer} || ' ' || ${d.model} || ' ' || ${d.deviceType}`,
    [
      sql`lower(${d.model})`,
      sql`lower(${d.manufacturer} || ' ' || ${d.model})`,
      sql`replace(lower(${d.model}), '+', ' plus')`,
    ],
    query,
    { indexedNames: [sql`lower(${d.manufacturer} || ' ' || ${d.model})`] },
  );
}

/** Certified devices matching every given filter: best search match first, else by manufacturer, model, carrier (at most 400 rows). */
export async function findCertifiedDevicesForAssistant(lookup: DeviceLookup): Promise<DeviceRow[]> {
  const db = await getDb();
  const filters: SQL[] = [];
  const search = lookup.query ? deviceSearch(lookup.query) : null;
  if (search) filters.push(search.match);
  if (lookup.manufacturer)
    filters.push(ilike(certifiedDevices.manufacturer, `%${escapeLike(lookup.manufacturer.trim())}%`));
  if (lookup.carrier) filters.push(eq(certifiedDevices.carrier, lookup.carrier.toUpperCase()));
  if (lookup.deviceType) filters.push(sql`lower(${certifiedDevices.deviceType}) = lower(${lookup.deviceType.trim()})`);
  if (lookup.fiveGBand) {
    const band = lookup.fiveGBand.trim().toLowerCase().replace(/^n?/, "n");
    filters.push(
      sql`${band} = any(string_to_array(replace(lower(coalesce(${certifiedDevices.fiveGBands}, '')), ' ', ''), ','))`,
    );
  }
  if (lookup.fiveG) filters.push(sql`coalesce(${certifiedDevices.fiveGBands}, '') <> ''`);
  return db
    .select({
      carrier: certifiedDevices.carrier,
      manufacturer: certifiedDevices.manufacturer,
      model: certifiedDevices.model,
      deviceType: certifiedDevices.deviceType,
      deviceSub: certifiedDevices.deviceSub,
      os: certifiedDevices.os,
      network: certifiedDevices.network,
      bands: certifiedDevices.bands,
      fiveGBands: certifiedDevices.fiveGBands,
      nameScore: search ? search.nameScore : sql<number>`0::float`,
      partScore: search ? search.partScore : sql<number>`0::float`,
      fuzzyScore: search ? search.fuzzyScore : sql<number>`0::float`,
      rank: search ? search.rank : sql<number>`0::float`,
    })
    .from(certifiedDevices)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(
      ...(search ? [desc(search.nameScore), desc(search.fuzzyScore), desc(search.rank)] : []),
      asc(certifiedDevices.manufacturer),
      asc(certifiedDevices.model),
      asc(certifiedDevices.carrier),
    )
    .limit(400);
}

/** Device types present in the catalogue. */
export async function getCertifiedDeviceTypes(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ t: certifiedDevices.deviceType })
    .from(certifiedDevices)
    .orderBy(asc(certifiedDevices.deviceType));
  return rows.map((r) => r.t);
}

// ─── Conversations ──────────────────────────────────────────────────────────

export type ConversationSummary = { id: string; title: string; createdAt: string; updatedAt: string };

export type StoredChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  parts: unknown;
  createdAt: string;
};

/** The agent's own conversations, most recently used first. */
export async function getConversationsByUser(scope: AgentScope, limit = 50): Promise<ConversationSummary[]> {
  return withAgentScope(scope.userId, async (tx) => {
    const rows = await tx
      .select({
        id: chatConversations.id,
        title: chatConversations.title,
        createdAt: chatConversations.createdAt,
        updatedAt: chatConversations.updatedAt,
      })
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, scope.userId), eq(chatConversations.companyId, scope.companyId)))
      .orderBy(desc(chatConversations.updatedAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    }));
  });
}

/** One of the agent's conversations with its messages in order, or null when it is not theirs. */
export async function getConversationWithMessages(
  scope: AgentScope,
  conversationId: string,
): Promise<(ConversationSummary & { messages: StoredChatMessage[] }) | null> {
  return withAgentScope(scope.userId, async (tx) => {
    const [conversation] = await tx
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.id, conversationId),
          eq(chatConversations.userId, scope.userId),
          eq(chatConversations.companyId, scope.companyId),
        ),
      )
      .limit(1);
    if (!conversation) return null;
    const messages = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.companyId, scope.companyId)))
      .orderBy(asc(chatMessages.createdAt), asc(sql`case when ${chatMessages.role} = 'user' then 0 else 1 end`));
    return {
      id: conversation.id,
      title: conversation.title,
      createdAt: new Date(conversation.createdAt).toISOString(),
      updatedAt: new Date(conversation.updatedAt).toISOString(),
      messages: messages.map((m) => ({
        id: m.id,
        role: m.role === "assistant" ? "assistant" : "user",
        content: m.content,
        parts: m.parts,
        createdAt: new Date(m.createdAt).toISOString(),
      })),
    };
  });
}

export type ChatMessageInput = {
  id: string;
  role: "user" | "assistant";
  content: string;
  parts?: unknown;
  createdAt?: Date;
};

/**
 * Whose a conversation id is: "mine" (the agent's own), "new" (nobody's yet) or
 * "other" (someone else's, never to be read or written).
 */
export async function conversationOwnership(
  scope: AgentScope,
  conversationId: string,
): Promise<"mine" | "new" | "other"> {
  const db = await getDb();
  const [owner] = await db
    .select({ userId: chatConversations.userId, companyId: chatConversations.companyId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .limit(1);
  if (!owner) return "new";
  return owner.userId === scope.userId && owner.companyId === scope.companyId ? "mine" : "other";
}

/**
 * Makes the stored conversation match the history the client sent: creates the
 * conversation on first use, drops stored messages the client no longer has (a
 * retried answer) and adds the new ones. `ownership` is what `conversationOwnership`
 * said ("mine" or "new"); row-level security keeps anyone else's conversation out of reach.
 */
export async function writeConversationHistory(
  scope: AgentScope,
  conversationId: string,
  title: string,
  history: ChatMessageInput[],
  ownership: "mine" | "new",
): Promise<void> {
  await withAgentScope(scope.userId, async (tx) => {
    if (ownership === "new") {
      await tx
        .insert(chatConversations)
        .values({
          id: conversationId,
          companyId: scope.companyId,
          userId: scope.userId,
          title: title.slice(0, 120) || "New conversation",
        })
        .onConflictDoNothing();
    } else {
      await tx.update(chatConversations).set({ updatedAt: new Date() }).where(eq(chatConversations.id, conversationId));
    }
    const ids = history.map((m) => m.id);
    await tx
      .delete(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.companyId, scope.companyId),
          ids.length ? notInArray(chatMessages.id, ids) : undefined,
        ),
      );
    if (history.length) {
      const base = Date.now() - history.length;
      await tx
        .insert(chatMessages)
        .values(
          history.map((m, i) => ({
            id: m.id,
            conversationId,
            companyId: scope.companyId,
            role: m.role,
            content: m.content,
            parts: m.parts ?? null,
            createdAt: m.createdAt ?? new Date(base + i),
          })),
        )
        .onConflictDoNothing();
    }
  });
}

/** Stores the assistant's answer of a turn. */
export async function saveAssistantMessage(
  scope: AgentScope,
  conversationId: string,
  message: ChatMessageInput,
): Promise<void> {
  await withAgentScope(scope.userId, async (tx) => {
    await tx
      .insert(chatMessages)
      .values({
        id: message.id,
        conversationId,
        companyId: scope.companyId,
        role: "assistant",
        content: message.content,
        parts: message.parts ?? null,
        createdAt: message.createdAt ?? new Date(),
      })
      .onConflictDoUpdate({
        target: [chatMessages.conversationId, chatMessages.id],
        set: { content: message.content, parts: message.parts ?? null },
      });
    await tx
      .update(chatConversations)
      .set({ updatedAt: new Date() })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, scope.userId)));
  });
}

/** Deletes one of the agent's conversations. Returns whether it existed. */
export async function deleteConversation(scope: AgentScope, conversationId: string): Promise<boolean> {
  return withAgentScope(scope.userId, async (tx) => {
    const removed = await tx
      .delete(chatConversations)
      .where(
        and(
          eq(chatConversations.id, conversationId),
          eq(chatConversations.userId, scope.userId),
          eq(chatConversations.companyId, scope.companyId),
        ),
      )
      .returning({ id: chatConversations.id });
    return removed.length > 0;
  });
}

// ─── Secure-access gate ─────────────────────────────────────────────────────

/** The id of the agent with this username (the demo account behind the assistant's gate), or null. */
export async function getAgentIdByUsername(username: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: agentUsers.id })
    .from(agentUsers)
    .where(sql`lower(${agentUsers.username}) = lower(${username.trim()})`)
    .limit(1);
  return row?.id ?? null;
}
