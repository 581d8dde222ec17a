import type { Metadata } from "next";
import Link from "next/link";
import { BackLink } from "@/components/portal/back-link";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { CustomerCard } from "@/components/customers/customer-card";
import { CustomersToolbar } from "@/components/customers/customers-toolbar";
import { ErrorPanel } from "@/components/portal/error-panel";
import { Button } from "@/components/ui/button";
import { requireAgentPage } from "@/lib/auth";
import { getCustomersByCompany, type CustomerList } from "@/lib/db/queries/customers";
import { parseCustomerQuery, type CustomerQuery } from "@/lib/validation/customers";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CustomersPage({ searchParams }: Props) {
  await requireAgentPage("/dashboard/customers");
  const query = parseCustomerQuery(await searchParams);
  return (
    <div className="space-y-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <BackLink />
          <h2 className="text-2xl font-semibold tracking-tight">Customers</h2>
        </div>
        <Button asChild>
          <Link href="/dashboard/customers/new" data-testid="new-customer-link">
            <Plus aria-hidden="true" /> New Customer
          </Link>
        </Button>
      </div>
      <CustomersToolbar query={query} />
      <Suspense
        fallback={
          <p role="status" className="py-12 text-center text-muted-foreground">
            Loading customers...
          </p>
        }
      >
        <CustomerGrid query={query} />
      </Suspense>
    </div>
  );
}

async function CustomerGrid({ query }: { query: CustomerQuery }) {
  const agent = await requireAgentPage("/dashboard/customers");
  let list: CustomerList;
  try {
    list = await getCustomersByCompany(agent.companyId, query);
  } catch (error) {
    console.error(error);
    return <ErrorPanel message="Failed to load customers" testId="customers-error" />;
  }
  if (list.customers.length === 0) {
    return (
      <p className="py-12 text-center text-muted-foreground" data-testid="customers-empty">
        No customers found
      </p>
    );
  }
  const more = new URLSearchParams();
  if (query.q) more.set("q", query.q);
  if (query.sort !== "created_at") more.set("sort", query.sort);
  more.set("limit", String(query.limit + 60));
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="customers-count">
        Showing {list.customers.length} of {list.total} customers
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Customers">
        {list.customers.map((c) => (
          <li key={c.id}>
            <CustomerCard customer={c} />
          </li>
        ))}
      </ul>
      {list.customers.length < list.total ? (
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link href={`/dashboard/customers?${more.toString()}`} scroll={false} data-testid="customers-show-more">
              Show more
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
