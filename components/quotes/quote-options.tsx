import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CarrierOption } from "@/lib/quotes/pricing";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Each carrier's option: line items, monthly and contract totals, the best one marked. */
export function QuoteOptions({
  options,
  contractMonths,
  compact = false,
}: {
  options: CarrierOption[];
  contractMonths: number;
  compact?: boolean;
}) {
  const shown = [...options].sort((a, b) => Number(b.best) - Number(a.best));
  return (
    <div className={cn("grid gap-4", compact ? "grid-cols-1" : "lg:grid-cols-3")} data-testid="quote-options">
      {shown.map((option) => (
        <section
          key={option.carrier}
          aria-labelledby={`option-${option.carrier}`}
          data-testid={`quote-option-${option.carrier}`}
          className={cn("rounded-lg border bg-card p-4", option.best && "border-primary ring-2 ring-primary")}
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id={`option-${option.carrier}`} className="text-lg font-semibold">
              {option.carrierName}
            </h3>
            <div className="flex gap-2">
              {option.stay && (
                <Badge variant="outline" data-testid="stay-option">
                  Stay and re-plan (current carrier)
                </Badge>
              )}
              {option.best && <Badge data-testid="best-option">Best option</Badge>}
              {option.withinBudget === true && <Badge variant="success">Within budget</Badge>}
              {option.withinBudget === false && <Badge variant="warning">Over budget</Badge>}
            </div>
          </div>
          {option.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No lines to price.</p>
          ) : (
            <Table variant="plain" className="[&_td]:py-1.5 [&_th]:py-1">
              <TableCaption className="sr-only">{option.carrierName} line items</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Plan</TableHead>
                  <TableHead numeric>Qty</TableHead>
                  <TableHead numeric>Per line</TableHead>
                  <TableHead numeric>Monthly</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {option.items.map((item) => (
                  <TableRow key={`${item.lineType}-${item.ratePlanId}`} data-testid="quote-item">
                    <TableCell>
                      <span className="block font-medium">{item.planName}</span>
                      <span className="block text-xs text-muted-foreground">{item.lineTypeLabel}</span>
                    </TableCell>
                    <TableCell numeric>{item.quantity}</TableCell>
                    <TableCell numeric>{formatUsd(item.pricePerLine)}</TableCell>
                    <TableCell numeric>{formatUsd(item.monthly)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between font-semibold">
              <dt>Monthly total</dt>
              <dd className="tabular-nums" data-testid="monthly-total">
                {formatUsd(option.monthlyTotal)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>
                Contract total ({contractMonths} {contractMonths === 1 ? "month" : "months"})
              </dt>
              <dd className="tabular-nums">{formatUsd(option.contractTotal)}</dd>
            </div>
          </dl>
          {option.notes.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-muted-foreground">
              {option.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
