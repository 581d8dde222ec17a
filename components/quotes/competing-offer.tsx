import { Badge } from "@/components/ui/badge";
import type { CompetingOffer } from "@/lib/quotes/quote";
import { formatUsd } from "@/lib/format";
import { signedUsd } from "@/lib/quotes/format";

/** The enterprise quote for a bill's lines: each carrier's price, savings and device payoff. */
export function CompetingOfferTable({ offer }: { offer: CompetingOffer }) {
  const bestCarrier = offer.offers[0]?.carrier;
  return (
    <div className="space-y-3" data-testid="competing-offer">
      <p className="text-sm">
        Current {offer.currentProvider} bill {formatUsd(offer.currentMonthly)} a month, of which recurring service{" "}
        <strong>{formatUsd(offer.currentServiceMonthly)}</strong> (compared with the offers). Kept apart: device installments{" "}
        {formatUsd(offer.deviceInstallments ?? 0)} and taxes, surcharges and fees {formatUsd(offer.taxesAndSurcharges ?? 0)} a month. Device balances
        to buy out when switching (the cost of switching): <strong data-testid="device-payoff">{formatUsd(offer.devicePayoff)}</strong> (
        {offer.devicesWithBalance} {offer.devicesWithBalance === 1 ? "device" : "devices"}).
      </p>
      {offer.basisNote && <p className="text-xs text-muted-foreground" data-testid="offer-basis">{offer.basisNote}</p>}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Competing offer by carrier</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="p-2 font-medium">Carrier</th>
              <th scope="col" className="p-2 text-right font-medium">Monthly</th>
              <th scope="col" className="p-2 text-right font-medium">Monthly difference</th>
              <th scope="col" className="p-2 text-right font-medium">Savings / year</th>
              <th scope="col" className="p-2 text-right font-medium">Cost of switching</th>
              <th scope="col" className="p-2 text-right font-medium">First year net</th>
              <th scope="col" className="p-2 text-right font-medium">Break-even</th>
            </tr>
          </thead>
          <tbody>
            {offer.offers.map((o) => (
              <tr key={o.carrier} className="border-b last:border-0" data-testid={`competing-${o.carrier}`}>
                <th scope="row" className="p-2 text-left font-medium">
                  {o.carrierName} {o.carrier === bestCarrier && <Badge className="ml-1">Best</Badge>}
                  {o.carrier === offer.currentProviderId && <span className="ml-1 text-xs text-muted-foreground">(current carrier)</span>}
                </th>
                <td className="p-2 text-right tabular-nums">{formatUsd(o.monthlyTotal)}</td>
                <td className="p-2 text-right tabular-nums">{signedUsd(o.monthlySavings)}</td>
                <td className="p-2 text-right tabular-nums">{signedUsd(o.annualSavings)}</td>
                <td className="p-2 text-right tabular-nums">{formatUsd(o.switchingCost ?? o.devicePayoff)}</td>
                <td className="p-2 text-right tabular-nums">{signedUsd(o.firstYearNet)}</td>
                <td className="p-2 text-right">
                  {o.breakEvenMonths === null ? "Never" : o.breakEvenMonths === 0 ? "Immediately" : `${o.breakEvenMonths} mo`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
