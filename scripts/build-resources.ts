/**
 * Builds the Sales Resource Hub's files under public/resources/ from the texts below
 * (PDF with pdf-lib, CSV with the shared CSV writer). Run once after changing a text:
 *   npx tsx scripts/build-resources.ts
 * The generated files are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { RESOURCES, RESOURCE_TYPES } from "../config/resources";
import { carrierName } from "../config/carriers";
import { toCsv } from "../lib/exports/cells";

const outDir = path.join(process.cwd(), "public", "resources");

const BODIES: Record<string, string[]> = {
  "att-business-unlimited-flyer": [
    "Business Unlimited Starter: unlimited talk, text and data; 5 GB hotspot; SD video. Best for light users and single-line owners.",
    "Business Unlimited Performance: 50 GB premium data, 30 GB hotspot, HD video. The default recommendation for most teams.",
    "Business Unlimited Elite: 100 GB premium data, 60 GB hotspot, 4K video. For heavy users and executives.",
    "Multi-line pricing drops per line as lines are added; mix tiers on one account.",
    "Ask about port-in credits on current devices (see Carrier Promos).",
  ],
  "verizon-tablet-flyer": [
    "Business Unlimited Tablet: unlimited 5G/LTE data for tablets used in the field.",
    "Hotspot allowance lets a technician share the tablet connection with a laptop on site.",
    "Device payment over 36 months keeps upfront cost at zero.",
    "Pair with mobile device management to lock tablets to approved apps.",
  ],
  "tmobile-5g-home-office-flyer": [
    "5G Business Internet: a gateway plugged in at the site, online the same day, no trenching.",
    "Ideal for branch offices, pop-up stores, construction trailers and backup internet.",
    "Flat monthly price with no data caps on the business plans.",
    "Check the service address for eligibility before quoting.",
  ],
  "hotspot-fleet-flyer": [
    "A hotspot per crew connects laptops, tablets and printers wherever the job is.",
    "All three carriers offer hotspot plans; compare allowances in Plan Comparison.",
    "Pooling data across hotspots avoids overage when usage varies by crew.",
    "Rugged hotspots survive job sites; see Certified Devices for approved models.",
  ],
  "logistics-case-study": [
    "Customer: regional logistics company, 120 vehicles, 140 drivers and dispatchers.",
    "Before: three carriers, separate bills for phones and telematics, no pooled data.",
    "After: one AT&T account, Business Unlimited Performance for staff, IoT plans for telematics.",
    "Result: 22% lower monthly spend, one invoice, fewer dead zones on their routes.",
  ],
  "clinic-case-study": [
    "Customer: six-clinic medical group, 80 front-desk and nursing staff.",
    "Need: replace paper intake forms; keep patient data off guest Wi-Fi.",
    "Solution: Verizon-connected tablets managed centrally, private data on cellular only.",
    "Result: intake time down 30%, rollout complete in eight weeks.",
  ],
  "retail-fwa-case-study": [
    "Customer: forty-store specialty retail chain.",
    "Problem: a single wired circuit per store; outages stopped card payments.",
    "Solution: T-Mobile 5G Business Internet as automatic failover at every store.",
    "Result: two fibre cuts during the holiday season with no lost sales.",
  ],
  "laptop-connectivity-business-case": [
    "Public Wi-Fi exposes staff to interception and captive-portal delays.",
    "Built-in LTE/5G laptops connect securely anywhere, with no extra device to carry.",
    "Worked example: 40 staff, 3 hours a week lost to poor connectivity, at $45/hour.",
    "Connectivity cost per laptop is recovered within the first quarter in this example.",
  ],
  "verizon-hotspot-business-case": [
    "Inspectors often pay for hotel or coffee-shop internet and claim it back.",
    "Pooled Verizon hotspot data gives a fixed monthly cost per inspector.",
    "Worked example: 25 inspectors, $60/month each in expenses against a hotspot plan.",
    "Secondary benefit: reports filed from the site the same day.",
  ],
  "three-carrier-overview-deck": [
    "Slide 1: Why work with a reseller: one contact for three carriers.",
    "Slide 2: AT&T - coverage strengths, FirstNet for public safety, business plans.",
    "Slide 3: Verizon - network reliability, business unlimited tiers, device offers.",
    "Slide 4: T-Mobile - 5G capacity, price per line, fixed wireless internet.",
    "Slide 5: How we quote: your bill, your usage, a side-by-side proposal.",
  ],
  "tmobile-phones-deck": [
    "Slide 1: Your team's phones today: age, plans, pain points.",
    "Slide 2: T-Mobile 5G coverage in your area.",
    "Slide 3: Business Unlimited tiers and what each includes.",
    "Slide 4: Current device offers and port-in credits.",
    "Slide 5: Rollout plan and timeline.",
  ],
  "att-laptops-deck": [
    "Slide 1: The always-connected laptop: no hunting for Wi-Fi.",
    "Slide 2: AT&T data plans for laptops and what they cost.",
    "Slide 3: Security: traffic stays off public networks.",
    "Slide 4: Managing the fleet: SIM activation, device management, support.",
  ],
  "discovery-call-guide": [
    "How many lines today, by type: voice, mobile internet, fixed wireless?",
    "Which carrier or carriers, and when does each contract or device payment end?",
    "What is the current monthly spend? Ask for a recent bill (use the Bill Analyzer).",
    "Where do users work: offices, vehicles, job sites, abroad?",
    "Who decides, who signs, and what would make them switch this quarter?",
  ],
  "porting-guide": [
    "Collect the account number and transfer PIN from the current carrier for every number.",
    "The billing name and address must match the current carrier's records exactly.",
    "Do not cancel the old service before the port completes.",
    "Schedule ports outside business hours; keep a list of numbers to test after.",
  ],
  "verizon-plan-selling-guide": [
    "Business Unlimited Start: price-sensitive customers with light data use.",
    "Business Unlimited Plus: most teams; premium data and hotspot included.",
    "Business Unlimited Pro: heavy users, video and larger hotspot needs.",
    "Objection 'too expensive': show the multi-line price and the device offers together.",
    "Objection 'coverage': pull the coverage map for the customer's sites during the call.",
  ],
};

const CSVS: Record<string, { header: string[]; rows: (string | number)[][] }> = {
  "fwa-roi-model": {
    header: ["Item", "Cable or fibre (36 months)", "Fixed wireless (36 months)", "Notes"],
    rows: [
      ["Installation", 1500, 0, "Fixed wireless: self-install gateway"],
      ["Equipment", 0, 0, "Gateway included on business plans"],
      ["Monthly service", 36 * 189, 36 * 110, "Typical single-site business pricing"],
      ["Lead time (days)", 45, 2, "Days until the site is online"],
      ["Total cost", 1500 + 36 * 189, 36 * 110, "Per site"],
    ],
  },
  "device-certification-guide": {
    header: ["Carrier", "Device Category", "Where to check", "Before quoting"],
    rows: [
      ["AT&T", "Phones and tablets", "Certified Devices, carrier AT&T", "Confirm 5G bands for the customer's area"],
      [
        "Verizon",
        "Phones and tablets",
        "Certified Devices, carrier Verizon",
        "Bring-your-own devices must be on the list",
      ],
      ["T-Mobile", "Phones and tablets", "Certified Devices, carrier T-Mobile", "Check Network column for 5G support"],
      [
        "All",
        "IoT and telematics",
        "Certified Devices, type IOT, Module, Telematics",
        "LTE-M or NB-IoT support per carrier",
      ],
      [
        "All",
        "Fixed wireless",
        "Certified Devices, type FWA, Gateway, Router",
        "Use the gateway certified for the chosen carrier",
      ],
    ],
  },
};

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > maxChars) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

async function buildPdf(resource: (typeof RESOURCES)[number], body: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(resource.title);
  doc.setAuthor("TelcoPilot");
  doc.setSubject(resource.description);
  const landscape = resource.type === "presentation";
  const page = doc.addPage(landscape ? [792, 612] : [612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const { height, width } = page.getSize();
  const maxChars = landscape ? 105 : 80;
  let y = height - 72;
  const typeLabel = RESOURCE_TYPES.find((t) => t.id === resource.type)?.label ?? resource.type;
  const carrier = resource.carrier === "all" ? "All carriers" : carrierName(resource.carrier);
  page.drawText(`${typeLabel} - ${carrier}`, { x: 72, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.4) });
  y -= 28;
  for (const line of wrap(resource.title, landscape ? 60 : 45)) {
    page.drawText(line, { x: 72, y, size: 20, font: bold, color: rgb(0.1, 0.1, 0.2) });
    y -= 26;
  }
  y -= 6;
  for (const line of wrap(resource.description, maxChars)) {
    page.drawText(line, { x: 72, y, size: 11, font: regular, color: rgb(0.25, 0.25, 0.3) });
    y -= 16;
  }
  y -= 12;
  for (const item of body) {
    const lines = wrap(item, maxChars - 4);
    lines.forEach((line, i) => {
      page.drawText(i === 0 ? `-  ${line}` : `   ${line}`, { x: 72, y, size: 12, font: regular });
      y -= 18;
    });
    y -= 6;
  }
  page.drawText("TelcoPilot Sales Resource Hub - for agents and their customers", {
    x: 72,
    y: 48,
    size: 9,
    font: regular,
    color: rgb(0.45, 0.45, 0.5),
  });
  page.drawLine({ start: { x: 72, y: 60 }, end: { x: width - 72, y: 60 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.85) });
  return doc.save();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  for (const resource of RESOURCES) {
    const file = path.join(process.cwd(), "public", resource.fileUrl);
    if (resource.fileType === "CSV") {
      const csv = CSVS[resource.id];
      if (!csv) throw new Error(`No CSV content for ${resource.id}`);
      writeFileSync(file, toCsv(csv.header, csv.rows));
    } else {
      const body = BODIES[resource.id];
      if (!body) throw new Error(`No PDF content for ${resource.id}`);
      writeFileSync(file, await buildPdf(resource, body));
    }
    console.log("wrote", path.relative(process.cwd(), file));
  }
}

await main();
