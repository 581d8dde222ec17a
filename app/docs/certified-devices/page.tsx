import type { Metadata } from "next";
import Link from "next/link";
import { CARRIERS } from "@/config/carriers";
import { DEVICE_TYPES } from "@/config/device-types";
import { siteConfig } from "@/config/site";

export const metadata: Metadata = {
  title: "Certified Devices Directory: documentation",
  description: "What the certified devices data holds, where it comes from, and how agents use it when quoting.",
};

const COLUMNS: { name: string; text: string }[] = [
  {
    name: "Carrier",
    text: "The network the device is certified on: AT&T, Verizon or T-Mobile. A device certified on two carriers appears once per carrier.",
  },
  {
    name: "Manufacturer",
    text: "The maker, as the carrier lists it (for example Apple, Samsung, Sierra Wireless, Inseego).",
  },
  {
    name: "Model",
    text: "The model name or number the carrier certified. Variants with different bands are listed separately.",
  },
  {
    name: "Device Type",
    text: `One of ${DEVICE_TYPES.length} fixed types, from Phone and Tablet to Telematics, Meter or Vending.`,
  },
  { name: "Device Sub", text: "A finer category within the type, for example Smartphone, Rugged or Embedded." },
  {
    name: "OS",
    text: "The operating system or firmware family (iOS, Android, Windows, Linux, proprietary). Exported as 'Operating System'.",
  },
  {
    name: "Network",
    text: "The technologies the device uses on that carrier: 5G, 5G/LTE, LTE, LTE-M or NB-IoT. The Technology filter lists these values.",
  },
  { name: "Bands", text: "The LTE bands the device supports, as certified." },
  { name: "5G Bands", text: "The 5G NR bands (n-numbers) the device supports, empty for LTE-only devices." },
];

export default function CertifiedDevicesDocsPage() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-6 py-4">
          <Link href="/" className="font-semibold">
            {siteConfig.name}
          </Link>
          <Link href="/dashboard/devices" className="text-sm underline underline-offset-4">
            Open the directory
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-10 px-6 py-10">
        <div className="space-y-3">
          <h1 className="text-3xl font-semibold tracking-tight">Certified Devices Directory</h1>
          <p className="text-lg text-muted-foreground">
            The directory lists the devices each carrier has certified to run on its network. Use it to confirm that a
            customer&apos;s device, or a device you plan to sell, will activate and perform on the carrier you are
            quoting.
          </p>
        </div>

        <section className="space-y-3" aria-labelledby="data">
          <h2 id="data" className="text-2xl font-semibold">
            What the data is
          </h2>
          <p>
            Each row is one device certified on one carrier ({CARRIERS.map((c) => c.name).join(", ")}). The catalogue is
            shared by every reseller on the platform and is refreshed from the carriers&apos; certification lists. Text
            values are trimmed, and the device type always comes from the fixed list below, so filters match exactly.
          </p>
          <dl className="divide-y rounded-lg border">
            {COLUMNS.map((c) => (
              <div key={c.name} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium">{c.name}</dt>
                <dd className="text-muted-foreground">{c.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="space-y-3" aria-labelledby="use">
          <h2 id="use" className="text-2xl font-semibold">
            How agents use it
          </h2>
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              <strong>Bring your own device.</strong> When a customer wants to keep their devices, choose the carrier
              and search the model. If it is not listed, it may not activate: quote a certified device instead.
            </li>
            <li>
              <strong>IoT and fleet deals.</strong> Filter by type (Telematics, Module, Fleet Tracker, Meter…) and check
              the Network column: many IoT devices need LTE-M or NB-IoT, which differ by carrier.
            </li>
            <li>
              <strong>5G coverage.</strong> Compare the 5G Bands column with the bands the carrier runs in the
              customer&apos;s area before promising 5G speeds.
            </li>
            <li>
              <strong>Proposals.</strong> Export the filtered list with <em>Export CSV</em> (file{" "}
              <code>certified-devices.csv</code>) and attach it to the proposal or share it with the customer&apos;s IT
              team.
            </li>
          </ol>
        </section>

        <section className="space-y-3" aria-labelledby="filters">
          <h2 id="filters" className="text-2xl font-semibold">
            Filters, sorting and export
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>Carrier and device type are applied on the server; changing them reloads the list.</li>
            <li>The search box looks through every column and applies 300 ms after you stop typing.</li>
            <li>The technology filter offers the network technologies present in the loaded list.</li>
            <li>Click a column header to sort by it; click it again to reverse the order.</li>
            <li>Each active filter shows as a chip; remove one with its cross or all of them with Clear Filters.</li>
            <li>
              The CSV export has the columns Carrier, Manufacturer, Model, Device Type, Device Sub, Operating System,
              Network, Bands and 5G Bands. It follows RFC 4180, and any cell starting with =, +, - or @ is prefixed with
              a quote so a spreadsheet never runs it as a formula.
            </li>
          </ul>
        </section>

        <section className="space-y-3" aria-labelledby="types">
          <h2 id="types" className="text-2xl font-semibold">
            Device types
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {DEVICE_TYPES.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
