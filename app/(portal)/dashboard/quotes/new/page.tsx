import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { EMPTY_QUOTE_FORM, QuoteGenerator, type QuoteFormValues } from "@/components/quotes/quote-generator";
import { requireAgentPage } from "@/lib/auth";
import { getCustomerForQuote } from "@/lib/db/queries/quotes";

export const metadata: Metadata = { title: "Quote Generator" };

export default async function NewQuotePage({
  searchParams,
}: {
  searchParams: Promise<{ customerId?: string | string[] }>;
}) {
  const { customerId } = await searchParams;
  const id = Array.isArray(customerId) ? customerId[0] : customerId;
  const agent = await requireAgentPage(`/dashboard/quotes/new${id ? `?customerId=${encodeURIComponent(id)}` : ""}`);
  let initial: QuoteFormValues = EMPTY_QUOTE_FORM;
  let prefillMissing = false;
  let customer: Awaited<ReturnType<typeof getCustomerForQuote>> = null;
  if (id) {
    customer = z.string().uuid().safeParse(id).success ? await getCustomerForQuote(agent, id) : null;
    if (customer) {
      initial = {
        ...EMPTY_QUOTE_FORM,
        companyName: customer.companyName,
        companyWebsite: customer.companyWebsite ?? "",
        contactName: customer.name,
        contactEmail: customer.email ?? "",
      };
    } else prefillMissing = true;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold">Quote Generator</h2>
          <p className="text-muted-foreground">
            Describe the customer&apos;s needs; the quote is priced from the current rate plans of every carrier.
          </p>
        </div>
        <Link href="/dashboard/quotes" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Saved quotes
        </Link>
      </div>
      {prefillMissing && (
        <p role="status" className="rounded-md border p-3 text-sm text-muted-foreground">
          That customer was not found in your company; enter the customer&apos;s details below.
        </p>
      )}
      <QuoteGenerator initial={initial} initialCustomer={customer} />
    </div>
  );
}
