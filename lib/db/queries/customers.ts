import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { customers, deals, quotes, tasks } from "@/lib/db/schema";
import { createOnce } from "@/lib/db/idempotency";
import { withAgentScope } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { addDaysIso, isoDay } from "@/lib/format";
import { getRenewalsBetween, type RenewalRow } from "@/lib/db/queries/renewals";
import { RENEWAL_KINDS } from "@/lib/renewals/kinds";
import type { DealStatus } from "@/lib/validation/deals";
import type { CustomerQuery, CustomerSort, EditCustomer, NewCustomer } from "@/lib/validation/customers";
import { likePattern } from "./deals";
import { nameQuery } from "./names";
import { searchWords } from "./search";

/**
 * Customers of one company, always filtered by the agent's companyId. The list
 * reads lean rows (the card fields), searched and sorted in SQL and limited, so a
 * company with thousands of customers still gets a small, fast page.
 */

export type CustomerCard = {
  id: string;
  name: string;
  companyName: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  /** 'yyyy-MM-dd' (UTC) */
  createdDay: string;
  assignedTo: string | null;
};

export type CustomerList = { customers: CustomerCard[]; total: number };

function orderBy(sort: CustomerSort): SQL {
  // As the customers_company_* indexes are defined, so the first page is an index scan.
  switch (sort) {
    case "name":
      return sql`cu.name asc, cu.id asc`;
    case "company_name":
      return sql`cu.company_name asc, cu.id asc`;
    default:
      return sql`cu.created_at desc nulls last, cu.id desc`;
  }
}

function searchFilter(q: string): SQL {
  if (!q) return sql``;
  const p = likePattern(q);
  return sql` and (cu.name ilike ${p} or cu.company_name ilike ${p} or cu.email ilike ${p})`;
}

type Row = {
  id: string;
  name: string;
  company_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  created_day: string;
  assigned_to: string | null;
  total: number | string;
};

/** The customers list: matching cards (first `limit`) and how many match in all. */
export async function getCustomersByCompany(companyId: string, query: CustomerQuery): Promise<CustomerList> {
  const db = await getDb();
  const [page, count] = await Promise.all([
    db.execute(sql`
      select cu.id, cu.name, cu.company_name, cu.email, cu.phone, cu.city, cu.state,
        to_char(cu.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day, a.username as assigned_to
      from (
        select * from public.customers cu
        where cu.company_id = ${companyId} ${searchFilter(query.q)}
        order by ${orderBy(query.sort)}
        limit ${query.limit}
      ) cu
      left join public.agent_users a on a.id = cu.assigned_to
      order by ${orderBy(query.sort)}`),
    db.execute(sql`
      select count(*)::int as total from public.customers cu
      where cu.company_id = ${companyId} ${searchFilter(query.q)}`),
  ]);
  return {
    customers: rowsOf<Row>(page).map((r) => ({
      id: r.id,
      name: r.name,
      companyName: r.company_name,
      email: r.email,
      phone: r.phone,
      city: r.city,
      state: r.state,
      createdDay: r.created_day,
      assignedTo: r.assigned_to,
    })),
    total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0),
  };
}

/** A customer offered by the customer picker: what choosing it fills in. */
export type CustomerChoice = {
  id: string;
  name: string;
  companyName: string;
  companyWebsite: string | null;
  email: string | null;
};

/**
 * The customer picker's search: customers of the agent's company whose company, contact or
 * e-mail has every word of `q`, misspelt words read as the company's own words (`nameQuery`,
 * so "Harborveiw Logistcs" finds "Harborview Logistics Group"). The company whose name is
 * closest to what was typed comes first.
 */
export async function findCustomerChoices(
  scope: { userId: string; companyId: string },
  q: string,
  limit = 8,
): Promise<CustomerChoice[]> {
  const read = await nameQuery(scope, q);
  const words = searchWords(read.query, { asWritten: true });
  if (words.length === 0) return [];
  const typed = words.join(" ");
  const haystack = sql`lower(cu.company_name || ' ' || cu.name || ' ' || coalesce(cu.email, ''))`;
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    name: string;
    company_name: string;
    company_website: string | null;
    email: string | null;
  }>(
    await db.execute(sql`
      select cu.id, cu.name, cu.company_name, cu.company_website, cu.email
        from public.customers cu
       where cu.company_id = ${scope.companyId}
         ${sql.join(
           words.map((w) => sql` and ${haystack} like ${likePattern(w)}`),
           sql``,
         )}
       -- a company name that starts with what was typed first (likePattern without its leading %)
       order by lower(cu.company_name) like ${likePattern(typed).slice(1)} desc,
                similarity(lower(cu.company_name), ${typed}) desc, cu.company_name asc, cu.id asc
       limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    companyName: r.company_name,
    companyWebsite: r.company_website,
    email: r.email,
  }));
}

/** The form's fields as the customers table stores them (empty text as null). */
function customerFieldsOf(input: NewCustomer) {
  return {
    name: input.name,
    companyName: input.companyName,
    companyWebsite: input.companyWebsite || null,
    email: input.email || null,
    phone: input.phone || null,
    address: input.address || null,
    city: input.city || null,
    state: input.state || null,
    postalCode: input.postalCode || null,
    industry: input.industry || null,
    size: input.size || null,
    notes: input.notes || null,
  };
}

/** Creates a customer of the agent's company, created by and assigned to the agent; once per form key. */
export async function createCustomer(
  actor: { id: string; companyId: string },
  input: NewCustomer,
): Promise<{ id: string }> {
  return createOnce(
    input.idempotencyKey,
    async (key) => {
      const [row] = await (await getDb())
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, actor.companyId), eq(customers.idempotencyKey, key)));
      return row ?? null;
    },
    () =>
      withAgentScope(actor.id, async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            companyId: actor.companyId,
            ...customerFieldsOf(input),
            idempotencyKey: input.idempotencyKey ?? null,
            createdBy: actor.id,
            assignedTo: actor.id,
          })
          .returning({ id: customers.id });
        return { id: row!.id };
      }),
  );
}

export type CustomerReportRow = {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  industry: string;
  size: string;
  assignedTo: string;
  createdDay: string;
};

/** Customers added within [from, to), for the Customer report. */
export async function getCustomersCreatedBetween(
  companyId: string,
  from: Date | null,
  to: Date | null,
): Promise<CustomerReportRow[]> {
  const db = await getDb();
  const rows = await db.execute(sql`
    select cu.name, cu.company_name, cu.email, cu.phone, cu.city, cu.state, cu.industry, cu.size,
      a.username as assigned_to, to_char(cu.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day
    from public.customers cu
    left join public.agent_users a on a.id = cu.assigned_to
    where cu.company_id = ${companyId}
      ${from ? sql`and cu.created_at >= ${from.toISOString()}` : sql``}
      ${to ? sql`and cu.created_at < ${to.toISOString()}` : sql``}
    order by cu.created_at desc, cu.id desc`);
  return rowsOf<Record<string, string | null>>(rows).map((r) => ({
    name: r.name ?? "",
    companyName: r.company_name ?? "",
    email: r.email ?? "",
    phone: r.phone ?? "",
    city: r.city ?? "",
    state: r.state ?? "",
    industry: r.industry ?? "",
    size: r.size ?? "",
    assignedTo: r.assigned_to ?? "Unassigned",
    createdDay: r.created_day ?? "",
  }));
}

/** A customer's page: every field, the version edits compare against, and what is linked to it. */
export type CustomerRecord = {
  id: string;
  name: string;
  companyName: string;
  companyWebsite: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  industry: string;
  size: string;
  notes: string;
  assignedTo: string | null;
  createdDay: string;
  version: string;
};

export type CustomerDeal = {
  id: string;
  title: string;
  status: DealStatus;
  value: number;
  probability: number;
  closeDate: string | null;
  /** Archived: off the board, listed here with an "Archived" label. */
  archived: boolean;
};
export type CustomerQuote = { id: string; title: string; monthlyTotal: number; createdDay: string; status: string };
export type CustomerLinks = { deals: CustomerDeal[]; quotes: CustomerQuote[]; renewals: RenewalRow[] };

type CustomerRow = {
  id: string;
  name: string;
  company_name: string;
  company_website: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  industry: string | null;
  size: string | null;
  notes: string | null;
  assigned_to: string | null;
  created_day: string;
  version: string;
};

type Reader = { execute: (q: SQL) => Promise<unknown> };

async function readCustomer(db: Reader, companyId: string, id: string): Promise<CustomerRecord | null> {
  const [r] = rowsOf<CustomerRow>(
    await db.execute(sql`
      select cu.id, cu.name, cu.company_name, cu.company_website, cu.email, cu.phone, cu.address, cu.city,
        cu.state, cu.postal_code, cu.industry, cu.size, cu.notes, a.username as assigned_to,
        to_char(cu.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day, cu.updated_at::text as version
      from public.customers cu left join public.agent_users a on a.id = cu.assigned_to
      where cu.id = ${id} and cu.company_id = ${companyId}`),
  );
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    companyName: r.company_name,
    companyWebsite: r.company_website ?? "",
    email: r.email ?? "",
    phone: r.phone ?? "",
    address: r.address ?? "",
    city: r.city ?? "",
    state: r.state ?? "",
    postalCode: r.postal_code ?? "",
    industry: r.industry ?? "",
    size: r.size ?? "",
    notes: r.notes ?? "",
    assignedTo: r.assigned_to,
    createdDay: r.created_day,
    version: r.version,
  };
}

/** One customer of the company, or null (another company's customer is not found). */
export async function getCustomerRecord(companyId: string, id: string): Promise<CustomerRecord | null> {
  return readCustomer(await getDb(), companyId, id);
}

/** The customer's deals (newest first, archived ones included), saved quotes and the coming year of renewal dates of its won deals. */
export async function getCustomerLinks(companyId: string, id: string, today = isoDay()): Promise<CustomerLinks> {
  const db = await getDb();
  const [dealRows, quoteRows] = await Promise.all([
    db.execute(sql`
      select d.id, d.title, d.status, d.value::float8 as value, d.probability,
        to_char(d.close_date, 'YYYY-MM-DD') as close_date, d.archived_at is not null as archived
      from public.deals d where d.company_id = ${companyId} and d.customer_id = ${id}
      order by d.created_at desc, d.id desc limit 500`),
    db.execute(sql`
      select q.id, q.title, q.monthly_total::float8 as monthly_total, q.status,
        to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_day
      from public.quotes q where q.company_id = ${companyId} and q.customer_id = ${id}
      order by q.created_at desc, q.id desc limit 500`),
  ]);
  const dealList = rowsOf<{
    id: string;
    title: string;
    status: DealStatus;
    value: number | string;
    probability: number;
    close_date: string | null;
    archived: boolean;
  }>(dealRows).map((d) => ({
    id: d.id,
    title: d.title,
    status: d.status,
    value: Number(d.value),
    probability: Number(d.probability),
    closeDate: d.close_date,
    archived: Boolean(d.archived),
  }));
  const won = dealList.filter((d) => d.status === "closed_won").map((d) => d.id);
  const renewals = won.length
    ? await getRenewalsBetween(
        companyId,
        {
          from: today,
          to: addDaysIso(365, new Date(`${today}T12:00:00`)),
          kinds: RENEWAL_KINDS,
          carrier: "all",
          dealIds: won,
        },
        today,
      )
    : [];
  return {
    deals: dealList,
    quotes: rowsOf<{ id: string; title: string; monthly_total: number | string; status: string; created_day: string }>(
      quoteRows,
    ).map((q) => ({
      id: q.id,
      title: q.title,
      monthlyTotal: Number(q.monthly_total),
      status: q.status,
      createdDay: q.created_day,
    })),
    renewals,
  };
}

export const CUSTOMER_EDITED_ELSEWHERE =
  "This customer was changed by someone else since you opened it. Reload to see the changes, then edit again.";

/** Saves the customer page's edit if the customer is still the version the agent opened (else 409). */
export async function updateCustomer(
  actor: { id: string; companyId: string },
  input: EditCustomer,
): Promise<CustomerRecord> {
  return withAgentScope(actor.id, async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({
        ...customerFieldsOf(input),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(customers.id, input.customerId),
          eq(customers.companyId, actor.companyId),
          sql`${customers.updatedAt} = ${input.version}::timestamptz`,
        ),
      )
      .returning({ id: customers.id });
    if (!updated) {
      const now = await readCustomer(tx, actor.companyId, input.customerId);
      if (!now) throw new AppError(404, "Customer not found");
      throw new AppError(409, CUSTOMER_EDITED_ELSEWHERE);
    }
    return (await readCustomer(tx, actor.companyId, input.customerId))!;
  });
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Deletes a customer that has no deals. While deals exist (archived ones too: their commission
 * history needs the customer) it is refused (409) with the reason; its saved quotes go with it.
 */
export async function deleteCustomer(actor: { id: string; companyId: string }, id: string): Promise<{ name: string }> {
  return withAgentScope(actor.id, async (tx) => {
    const customer = await readCustomer(tx, actor.companyId, id);
    if (!customer) throw new AppError(404, "Customer not found");
    const [{ n, archived } = { n: 0, archived: 0 }] = rowsOf<{ n: number; archived: number }>(
      await tx.execute(
        sql`select count(*)::int as n, (count(*) filter (where archived_at is not null))::int as archived
          from public.deals where company_id = ${actor.companyId} and customer_id = ${id}`,
      ),
    );
    if (n > 0)
      throw new AppError(
        409,
        `${customer.companyName} has ${plural(n, "deal")}${archived > 0 ? ` (${archived} archived)` : ""}: delete them or merge this customer into another first.`,
      );
    await tx.execute(sql`delete from public.quote_items where quote_id in (
      select id from public.quotes where company_id = ${actor.companyId} and customer_id = ${id})`);
    await tx.delete(quotes).where(and(eq(quotes.companyId, actor.companyId), eq(quotes.customerId, id)));
    await tx.delete(customers).where(and(eq(customers.id, id), eq(customers.companyId, actor.companyId)));
    return { name: customer.companyName };
  });
}

/**
 * Merges `fromId` into `intoId` (both of the agent's company) in one transaction: its deals and
 * quotes move, fields the kept customer lacks are taken from it, then it is deleted.
 */
export async function mergeCustomers(
  actor: { id: string; companyId: string },
  intoId: string,
  fromId: string,
): Promise<{ deals: number; quotes: number }> {
  if (intoId === fromId) throw new AppError(400, "Choose another customer to merge.");
  return withAgentScope(actor.id, async (tx) => {
    const [into, from] = await Promise.all([
      readCustomer(tx, actor.companyId, intoId),
      readCustomer(tx, actor.companyId, fromId),
    ]);
    if (!into || !from) throw new AppError(404, "Customer not found");
    const movedDeals = await tx
      .update(deals)
      .set({ customerId: intoId, updatedAt: sql`now()` })
      .where(and(eq(deals.companyId, actor.companyId), eq(deals.customerId, fromId)))
      .returning({ id: deals.id });
    const movedQuotes = await tx
      .update(quotes)
      .set({ customerId: intoId, updatedAt: sql`now()` })
      .where(and(eq(quotes.companyId, actor.companyId), eq(quotes.customerId, fromId)))
      .returning({ id: quotes.id });
    // Its tasks follow it (they would go with the deleted customer otherwise).
    await tx
      .update(tasks)
      .set({ customerId: intoId })
      .where(and(eq(tasks.companyId, actor.companyId), eq(tasks.customerId, fromId)));
    const fill = (a: string, b: string) => (a ? a : b || null);
    await tx
      .update(customers)
      .set({
        companyWebsite: fill(into.companyWebsite, from.companyWebsite),
        email: fill(into.email, from.email),
        phone: fill(into.phone, from.phone),
        address: fill(into.address, from.address),
        city: fill(into.city, from.city),
        state: fill(into.state, from.state),
        postalCode: fill(into.postalCode, from.postalCode),
        industry: fill(into.industry, from.industry),
        size: fill(into.size, from.size),
        notes: [into.notes, from.notes].filter(Boolean).join("\n\n") || null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(customers.id, intoId), eq(customers.companyId, actor.companyId)));
    await tx.delete(customers).where(and(eq(customers.id, fromId), eq(customers.companyId, actor.companyId)));
    return { deals: movedDeals.length, quotes: movedQuotes.length };
  });
}
