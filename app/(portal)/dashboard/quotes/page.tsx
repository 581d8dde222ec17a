import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { carrierName } from "@/config/carriers";
import { requireAgentPage } from "@/lib/auth";
import { getQuotesByCompany } from "@/lib/db/queries/quotes";
import { formatUsd, formatDay } from "@/lib/format";

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
        <Table containerClassName="bg-card" data-testid="quotes-table">
          <TableCaption className="sr-only">Saved quotes</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Quote</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Carrier</TableHead>
              <TableHead numeric>Monthly</TableHead>
              <TableHead numeric>Contract total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Agent</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {quotes.map((q) => (
              <TableRow key={q.id} data-testid="quote-row">
                <TableCell>
                  <Link
                    href={`/dashboard/quotes/${q.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {q.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <span className="block">{q.customerCompany}</span>
                  <span className="block text-xs text-muted-foreground">{q.customerName}</span>
                </TableCell>
                <TableCell>{q.carrier ? carrierName(q.carrier) : "—"}</TableCell>
                <TableCell numeric>{formatUsd(q.monthlyTotal)}</TableCell>
                <TableCell numeric>
                  {formatUsd(q.contractTotal)}
                  <span className="block text-xs text-muted-foreground">{q.contractMonths} mo</span>
                </TableCell>
                <TableCell>
                  <Badge variant="secondary">{q.status}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDay(q.createdAt)}</TableCell>
                <TableCell>{q.agentUsername ?? "Unassigned"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
