import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PrintButton } from "@/components/quotes/print-button";
import { QuoteOptions } from "@/components/quotes/quote-options";
import { RequirementsSummary } from "@/components/quotes/requirements-summary";
import { Badge } from "@/components/ui/badge";
import { siteConfig } from "@/config/site";
import { requireAgentPage } from "@/lib/auth";
import { getQuoteById } from "@/lib/db/queries/quotes";
import { formatUsd, formatDay } from "@/lib/format";

export const metadata: Metadata = { title: "Proposal" };

/**
 * Printing shows only the proposal, on one page, whatever the portal shell around
 * it: every element that neither holds nor sits in the proposal is removed, and
 * the proposal's ancestors lose their spacing and positioning.
 */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 10mm; }
  html, body { background: #fff !important; color: #000 !important; height: auto !important; min-height: 0 !important; }
  body *:not(:has(#proposal)):not(#proposal):not(#proposal *) { display: none !important; }
  body *:has(#proposal) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    min-height: 0 !important; height: auto !important; max-width: none !important; overflow: visible !important; box-shadow: none !important;
  }
  #proposal, #proposal * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  #proposal { margin: 0; padding: 0; border: 0; font-size: 9pt; line-height: 1.3; }
  #proposal > * + * { margin-top: 8px !important; }
  #proposal h1, #proposal h2.proposal-title { font-size: 15pt; }
  #proposal h2, #proposal h3 { font-size: 10.5pt; }
  #proposal header { padding-bottom: 6px; }
  #proposal [data-testid="requirements"] { grid-template-columns: repeat(3, minmax(0, 1fr)); row-gap: 0; }
  #proposal [data-testid="requirements"] > div { padding: 1px 0; }
  #proposal [data-testid="quote-options"] { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; }
  #proposal [data-testid="quote-options"] section { break-inside: avoid; padding: 6px; border-color: #999 !important; }
  #proposal td, #proposal th { padding-top: 1px; padding-bottom: 1px; }
  #proposal .text-xs { font-size: 7.5pt; }
}`;

export default async function QuoteDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const agent = await requireAgentPage(`/dashboard/quotes/${encodeURIComponent(id)}`);
  if (!z.string().uuid().safeParse(id).success) notFound();
  const quote = await getQuoteById(agent, id);
  if (!quote) notFound();
  const data = quote.data;
  const best = data.options.find((o) => o.best) ?? null;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/dashboard/quotes" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          ← Saved quotes
        </Link>
        <PrintButton />
      </div>
      <article id="proposal" className="space-y-5 rounded-lg border bg-card p-6" data-testid="proposal">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
          <div className="space-y-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {siteConfig.name} proposal
            </p>
            <h2 className="proposal-title text-2xl font-semibold" data-testid="proposal-title">
              {quote.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              Prepared {formatDay(quote.createdAt)} by {quote.agentUsername ?? "your agent"} · Quote {quote.id}
            </p>
          </div>
          <Badge variant="secondary">{quote.status}</Badge>
        </header>
        <section aria-labelledby="proposal-customer" className="grid gap-2 text-sm sm:grid-cols-2">
          <h3 id="proposal-customer" className="sr-only">
            Customer
          </h3>
          <p>
            <span className="text-muted-foreground">Prepared for </span>
            <strong>{quote.customer.companyName}</strong>, attn. {quote.customer.name}
          </p>
          <p className="sm:text-right">
            {quote.customer.email && <span className="block">{quote.customer.email}</span>}
            {quote.customer.companyWebsite && <span className="block">{quote.customer.companyWebsite}</span>}
          </p>
        </section>
        <section aria-labelledby="proposal-needs" className="space-y-2">
          <h3 id="proposal-needs" className="font-semibold">
            What you asked for
          </h3>
          <p className="text-sm whitespace-pre-line">{quote.description}</p>
          <RequirementsSummary requirements={quote.requirements} />
        </section>
        {best && (
          <p className="rounded-md border border-primary p-3 text-sm" data-testid="proposal-recommendation">
            We recommend <strong>{best.carrierName}</strong>: {formatUsd(best.monthlyTotal)} a month,{" "}
            {formatUsd(best.contractTotal)} over {data.contractMonths} {data.contractMonths === 1 ? "month" : "months"}.
          </p>
        )}
        <section aria-labelledby="proposal-options" className="space-y-2">
          <h3 id="proposal-options" className="font-semibold">
            Options by carrier
          </h3>
          <QuoteOptions options={data.options} contractMonths={data.contractMonths} />
        </section>
        <footer className="border-t pt-3 text-xs text-muted-foreground">
          Prices per line per month from the carriers&apos; current business rate plans, before taxes and fees. Devices
          not included.
        </footer>
      </article>
    </div>
  );
}
