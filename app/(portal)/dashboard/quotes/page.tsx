import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { carrierName } from "@/config/carriers";
import { requireAgentPage } from "@/lib/auth";
import { getQuotesByCompany } from "@/lib/db/queries/quotes";
import { formatUsd } from "@/lib/format";
import { formatDay } from "@/lib/quotes/format";

export const metadata: Metadata = { title: "Saved Quotes" };

export default async function QuotesPage() {
  const agent = await requireAgentPage("/dashboard/quotes");
  const quotes = await getQuotesByCompany(agent);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold">Saved Quotes</h2>
          <p className="text-muted-foreground">Quotes saved by your company, newest first.</p>
        </div>
        <Button asChild>
          <Link href="/dashboard/quotes/new">New Quote</Link>
        </Button>
      </div>
      {quotes.length === 0 ? (
        <div className="rounded-lg border bg-card p-8 text-center" data-testid="quotes-empty">
          <p className="font-medium">No saved quotes yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Generate a quote and save it to see it here.</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm" data-testid="quotes-table">
            <caption className="sr-only">Saved quotes</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="p-3 font-medium">Quote</th>
                <th scope="col" className="p-3 font-medium">Customer</th>
                <th scope="col" className="p-3 font-medium">Carrier</th>
                <th scope="col" className="p-3 text-right font-medium">Monthly</th>
                <th scope="col" className="p-3 text-right font-medium">Contract total</th>
                <th scope="col" className="p-3 font-medium">Status</th>
                <th scope="col" className="p-3 font-medium">Created</th>
                <th scope="col" className="p-3 font-medium">Agent</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((q) => (
                <tr key={q.id} className="border-b last:border-0" data-testid="quote-row">
                  <td className="p-3">
                    <Link href={`/dashboard/quotes/${q.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {q.title}
                    </Link>
                  </td>
                  <td className="p-3">
                    <span className="block">{q.customerCompany}</span>
                    <span className="block text-xs text-muted-foreground">{q.customerName}</span>
                  </td>
                  <td className="p-3">{q.carrier ? carrierName(q.carrier) : "—"}</td>
                  <td className="p-3 text-right tabular-nums">{formatUsd(q.monthlyTotal)}</td>
                  <td className="p-3 text-right tabular-nums">
                    {formatUsd(q.contractTotal)}
                    <span className="block text-xs text-muted-foreground">{q.contractMonths} mo</span>
                  </td>
                  <td className="p-3">
                    <Badge variant="secondary">{q.status}</Badge>
                  </td>
                  <td className="p-3 whitespace-nowrap">{formatDay(q.createdAt)}</td>
                  <td className="p-3">{q.agentUsername ?? "Unassigned"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
