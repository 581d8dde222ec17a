import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CompetingOffer } from "@/lib/quotes/quote";
import { formatUsd, signedUsd } from "@/lib/format";

/** The enterprise quote for a bill's lines: each carrier's price, savings and device payoff. */
export function CompetingOfferTable({ offer }: { offer: CompetingOffer }) {
  // The analysis's one recommendation (an older answer without it: the best first year).
  const recommended = offer.recommendation
    ? offer.recommendation.annualSavings > 0 || !offer.recommendation.stay || offer.offers.length === 0
      ? offer.recommendation.carrierId
      : null
    : offer.offers[0]?.carrier;
  return (
    <div className="space-y-3" data-testid="competing-offer">
      <p className="text-sm">
        Current {offer.currentProvider} bill {formatUsd(offer.currentMonthly)} a month, of which recurring service{" "}
        <strong>{formatUsd(offer.currentServiceMonthly)}</strong> (compared with the offers). Kept apart: device
        installments {formatUsd(offer.deviceInstallments ?? 0)} and taxes, surcharges and fees{" "}
        {formatUsd(offer.taxesAndSurcharges ?? 0)} a month. Device balances to buy out when switching (the cost of
        switching): <strong data-testid="device-payoff">{formatUsd(offer.devicePayoff)}</strong> (
        {offer.devicesWithBalance} {offer.devicesWithBalance === 1 ? "device" : "devices"}).
      </p>
      {offer.recommendation && (
        <p className="font-semibold" data-testid="offer-recommendation">
          Recommendation: {offer.recommendation.label}
        </p>
      )}
      {offer.basisNote && (
        <p className="text-xs text-muted-foreground" data-testid="offer-basis">
          {offer.basisNote}
        </p>
      )}
      <Table>
        <TableCaption className="sr-only">Competing offer by carrier</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Carrier</TableHead>
            <TableHead numeric>Monthly</TableHead>
            <TableHead numeric>Monthly difference</TableHead>
            <TableHead numeric>Savings / year</TableHead>
            <TableHead numeric>Cost of switching</TableHead>
            <TableHead numeric>First year net</TableHead>
            <TableHead numeric>Break-even</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offer.offers.map((o) => (
            <TableRow key={o.carrier} data-testid={`competing-${o.carrier}`}>
              <TableHead scope="row">
                {o.carrierName} {o.carrier === recommended && <Badge className="ml-1">Best</Badge>}
                {o.carrier === offer.currentProviderId && (
                  <span className="ml-1 text-xs text-muted-foreground">(stay and re-plan at the current carrier)</span>
                )}
                {(o.givesUp?.length ?? 0) > 0 && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Gives up: {o.givesUp!.join("; ")}
                  </span>
                )}
              </TableHead>
              <TableCell numeric>{formatUsd(o.monthlyTotal)}</TableCell>
              <TableCell numeric>{signedUsd(o.monthlySavings)}</TableCell>
              <TableCell numeric>{signedUsd(o.annualSavings)}</TableCell>
              <TableCell numeric>{formatUsd(o.switchingCost ?? o.devicePayoff)}</TableCell>
              <TableCell numeric>{signedUsd(o.firstYearNet)}</TableCell>
              <TableCell numeric>
                {o.breakEvenMonths === null
                  ? "Never"
                  : o.breakEvenMonths === 0
                    ? "Immediately"
                    : `${o.breakEvenMonths} mo`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
