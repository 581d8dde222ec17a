/**
 * Quote descriptions as agents write them, with the line counts and carrier a
 * person reads from each. Shared by the parser test and the benchmark.
 */
import type { CarrierId } from "@/config/carriers";

export type DescriptionCase = {
  description: string;
  voice: number;
  mobileInternet: number;
  fixedWireless: number;
  wearables: number;
  carrier: CarrierId | null;
};

export const DESCRIPTION_SET: DescriptionCase[] = [
  {
    description: "We need 25 iPhones for our sales team on Verizon.",
    voice: 25,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 0,
    carrier: "verizon",
  },
  {
    description: "Looking for 10 smartphones and 5 tablets, prefer AT&T, budget $800/month.",
    voice: 10,
    mobileInternet: 5,
    fixedWireless: 0,
    wearables: 0,
    carrier: "att",
  },
  {
    description:
      "Construction company with 40 field workers who each need a rugged phone. We also need fixed wireless internet for 3 job sites. T-Mobile preferred.",
    voice: 40,
    mobileInternet: 0,
    fixedWireless: 3,
    wearables: 0,
    carrier: "tmobile",
  },
  {
    description: "Dental practice: twelve phones, two hotspots for mobile clinics and home internet for the office.",
    voice: 12,
    mobileInternet: 2,
    fixedWireless: 1,
    wearables: 0,
    carrier: null,
  },
  {
    description: "Need 8 lines with unlimited premium data and hotspot, 36 month contract, AT&T only.",
    voice: 8,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 0,
    carrier: "att",
  },
  {
    description:
      "Our 15 delivery drivers need phones and 15 smartwatches. Currently on AT&T but want to switch to T-Mobile.",
    voice: 15,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 15,
    carrier: "tmobile",
  },
  {
    description: "Retail chain with 6 stores needs business internet at each location plus 30 phones for staff.",
    voice: 30,
    mobileInternet: 0,
    fixedWireless: 6,
    wearables: 0,
    carrier: null,
  },
  {
    description:
      "Law firm, 20 attorneys traveling internationally to Europe and Canada, need phones with international roaming. Verizon please.",
    voice: 20,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 0,
    carrier: "verizon",
  },
  {
    description:
      "Startup of 5 people, we want 5G phones and 3 laptops with mobile internet. Budget around $400 per month.",
    voice: 5,
    mobileInternet: 3,
    fixedWireless: 0,
    wearables: 0,
    carrier: null,
  },
  {
    description:
      "Hospital nursing staff: 50 phones, 50 Apple Watches, and 10 iPads for charting. No preference on carrier.",
    voice: 50,
    mobileInternet: 10,
    fixedWireless: 0,
    wearables: 50,
    carrier: null,
  },
  {
    description: "Trucking company needs 30 data-only lines for ELD tablets and 30 phones for drivers, T-Mobile.",
    voice: 30,
    mobileInternet: 30,
    fixedWireless: 0,
    wearables: 0,
    carrier: "tmobile",
  },
  {
    description: "Add 4 lines to our Verizon account for new hires.",
    voice: 4,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 0,
    carrier: "verizon",
  },
  {
    description:
      "A restaurant group with 4 restaurants wants 5G home internet backup for each restaurant and 8 manager phones.",
    voice: 8,
    mobileInternet: 0,
    fixedWireless: 4,
    wearables: 0,
    carrier: null,
  },
  {
    description: "We have 100 employees needing phones, budget $35 per line, 2 year contract, prefer T-Mobile.",
    voice: 100,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 0,
    carrier: "tmobile",
  },
  {
    description: "Need two mobile hotspots and one fixed wireless connection for our pop-up events. AT&T.",
    voice: 0,
    mobileInternet: 2,
    fixedWireless: 1,
    wearables: 0,
    carrier: "att",
  },
  {
    description: "Real estate agency: 18 agents need iPhone 15 phones with hotspot for showings, plus 18 watches.",
    voice: 18,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 18,
    carrier: null,
  },
  {
    description:
      "Consulting firm moving away from Verizon, wants AT&T for 22 smartphones and 6 tablets. Heavy video calls.",
    voice: 22,
    mobileInternet: 6,
    fixedWireless: 0,
    wearables: 0,
    carrier: "att",
  },
  {
    description: "School district needs 200 Chromebooks with data and 25 phones for administrators.",
    voice: 25,
    mobileInternet: 200,
    fixedWireless: 0,
    wearables: 0,
    carrier: null,
  },
  {
    description: "Small bakery, 3 phones and internet for the shop, month-to-month, cheapest option.",
    voice: 3,
    mobileInternet: 0,
    fixedWireless: 1,
    wearables: 0,
    carrier: null,
  },
  {
    description: "Security company: 35 guards with phones, 10 body-worn wearables, verizon coverage is a must.",
    voice: 35,
    mobileInternet: 0,
    fixedWireless: 0,
    wearables: 10,
    carrier: "verizon",
  },
  {
    description: "Need service for a dozen sales reps: phone plus tablet each, with international calling to Mexico.",
    voice: 12,
    mobileInternet: 12,
    fixedWireless: 0,
    wearables: 0,
    carrier: null,
  },
  {
    description:
      "Engineering firm needs 45 phones, 12 laptops and 5G internet at 2 offices, T-Mobile, under $3,000 a month.",
    voice: 45,
    mobileInternet: 12,
    fixedWireless: 2,
    wearables: 0,
    carrier: "tmobile",
  },
];
