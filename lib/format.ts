/** Display formats of the portal: USD in en-US, dates 'MMM d, yyyy'. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatUsd(value: number, { whole = false } = {}): string {
  return (whole ? usdWhole : usd).format(value);
}
