import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { z } from "zod";
import { CustomerRecordView } from "@/components/customers/customer-record";
import { requireAgentPage } from "@/lib/auth";
import { getCustomerLinks, getCustomerRecord } from "@/lib/db/queries/customers";
import { TaskSection } from "@/components/tasks/task-section";
import { checkInTitle } from "@/lib/tasks";

export const metadata: Metadata = { title: "Customer" };

/** One customer of the agent's company: its fields to correct, its deals, quotes and renewals, merge and delete. */
export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const agent = await requireAgentPage(`/dashboard/customers/${encodeURIComponent(id)}`);
  if (!z.string().uuid().safeParse(id).success) notFound();
  const [customer, links] = await Promise.all([
    getCustomerRecord(agent.companyId, id),
    getCustomerLinks(agent.companyId, id),
  ]);
  if (!customer) notFound();
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <Link
          href="/dashboard/customers"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Customers
        </Link>
        <h2 className="break-words text-2xl font-semibold tracking-tight" data-testid="customer-heading">
          {customer.companyName}
        </h2>
        <p className="text-muted-foreground">{customer.name}</p>
      </div>
      <CustomerRecordView customer={customer} links={links} />
      <TaskSection
        agent={agent}
        scope={{ scope: "customer", customerId: customer.id }}
        title="Tasks"
        description="Check-ins and follow-ups with this customer and on its deals"
        emptyText="No tasks for this customer yet."
        add={{ customerId: customer.id, defaultTitle: checkInTitle(customer.name, customer.companyName) }}
        testId="customer-tasks"
      />
    </div>
  );
}
