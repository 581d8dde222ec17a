import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";
import { customers } from "@/lib/db/schema";
import { withAgentScope } from "@/lib/db/scope";
import type { CustomerQuery, CustomerSort, NewCustomer } from "@/lib/validation/customers";
import { likePattern } from "./deals";

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

/** Creates a customer of the agent's company, created by and assigned to the agent. */
export async function createCustomer(
  actor: { id: string; companyId: string },
  input: NewCustomer,
): Promise<{ id: string }> {
  return withAgentScope(actor.id, async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        companyId: actor.companyId,
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
        createdBy: actor.id,
        assignedTo: actor.id,
      })
      .returning({ id: customers.id });
    return { id: row!.id };
  });
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
