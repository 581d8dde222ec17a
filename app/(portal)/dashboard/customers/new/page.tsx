import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { NewCustomerForm } from "@/components/customers/new-customer-form";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "New Customer" };

export default async function NewCustomerPage() {
  await requireAgentPage("/dashboard/customers/new");
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 md:p-6">
      <div className="space-y-1">
        <Link
          href="/dashboard/customers"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Customers
        </Link>
        <h2 className="text-2xl font-semibold tracking-tight">New Customer</h2>
      </div>
      <NewCustomerForm />
    </div>
  );
}
