import type { CarrierId } from "./carriers";

/** Device categories of promotions and resources (resources also use 'all'). */
export const DEVICE_CATEGORIES = [
  { id: "phones", label: "Phones" },
  { id: "tablets", label: "Tablets" },
  { id: "hotspots", label: "Hotspots" },
  { id: "fixed_wireless", label: "Fixed Wireless" },
  { id: "laptops", label: "Laptops" },
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number]["id"];

export type Promotion = {
  id: string;
  carrierId: CarrierId;
  deviceType: DeviceCategory;
  title: string;
  description: string;
  value: string;
  /** Last day of the offer, yyyy-MM-dd (inclusive). */
  endDate: string;
  requirements: string[];
};

/** Carrier business promotions agents can quote. Static data, reviewed with each carrier bulletin. */
export const PROMOTIONS: Promotion[] = [
  {
    id: "att-iphone17-port-in",
    carrierId: "att",
    deviceType: "phones",
    title: "iPhone 17 on us with a business port-in",
    description:
      "Up to $830 in monthly bill credits on an iPhone 17 or 17 Pro when the line ports in from another carrier.",
    value: "Up to $830 off",
    endDate: "2027-01-31",
    requirements: [
      "Port-in from another carrier",
      "Business Unlimited Performance or Elite",
      "36-month installment agreement",
    ],
  },
  {
    id: "att-galaxy-s25-new-line",
    carrierId: "att",
    deviceType: "phones",
    title: "Galaxy S25 free on a new business line",
    description: "Bill credits cover the full retail price of a Samsung Galaxy S25 128GB on each new line.",
    value: "Up to $800 off",
    endDate: "2027-02-28",
    requirements: ["New line of service", "Business Unlimited Starter or higher", "36-month installment agreement"],
  },
  {
    id: "att-ipad-tablet-credit",
    carrierId: "att",
    deviceType: "tablets",
    title: "$250 off iPad with a tablet data plan",
    description: "Monthly credits towards any iPad (A16 or newer) added on a Business Unlimited tablet plan.",
    value: "$250 off",
    endDate: "2027-03-31",
    requirements: ["New tablet line", "Business Unlimited tablet plan", "36-month installment agreement"],
  },
  {
    id: "att-internet-air-business",
    carrierId: "att",
    deviceType: "fixed_wireless",
    title: "Internet Air for Business: first month free",
    description: "Waived equipment fee and one month of service free on AT&T Internet Air for Business.",
    value: "1 month free + $99 equipment waived",
    endDate: "2027-04-30",
    requirements: ["Service address qualified for Internet Air", "Autopay with a business account"],
  },
  {
    id: "vz-iphone17-business-unlimited-plus",
    carrierId: "verizon",
    deviceType: "phones",
    title: "iPhone 17 Pro with Business Unlimited Plus",
    description:
      "Up to $1,000 in promotional credits on iPhone 17 Pro with a new line on Business Unlimited Plus or Pro.",
    value: "Up to $1,000 off",
    endDate: "2027-01-15",
    requirements: ["New line", "Business Unlimited Plus or Pro", "36-month device payment agreement"],
  },
  {
    id: "vz-pixel-10-bogo",
    carrierId: "verizon",
    deviceType: "phones",
    title: "Buy one Pixel 10, get one free",
    description: "Second Google Pixel 10 free through monthly credits when both lines are new.",
    value: "Second device up to $799 off",
    endDate: "2027-02-15",
    requirements: ["Two new lines", "Business Unlimited Start or higher", "36-month device payment agreement"],
  },
  {
    id: "vz-galaxy-tab-connected",
    carrierId: "verizon",
    deviceType: "tablets",
    title: "Galaxy Tab S10 FE for $0.99 a month",
    description: "Samsung Galaxy Tab S10 FE 5G at $0.99 per month on a new Business Unlimited Tablet line.",
    value: "$0.99/mo device",
    endDate: "2027-03-15",
    requirements: ["New tablet line", "Business Unlimited Tablet Start or Pro", "36-month device payment agreement"],
  },
  {
    id: "vz-business-internet-gift",
    carrierId: "verizon",
    deviceType: "fixed_wireless",
    title: "Business Internet with a $200 prepaid card",
    description: "A $200 Verizon prepaid card for new LTE or 5G Business Internet customers.",
    value: "$200 prepaid card",
    endDate: "2027-05-31",
    requirements: [
      "New Business Internet line",
      "Address eligible for 5G or LTE Business Internet",
      "Paper-free billing",
    ],
  },
  {
    id: "vz-jetpack-hotspot",
    carrierId: "verizon",
    deviceType: "hotspots",
    title: "Orbic Speed 5G UW hotspot at half price",
    description: "50% off the Orbic Speed 5G UW mobile hotspot with a new Business Unlimited hotspot line.",
    value: "50% off",
    endDate: "2027-01-31",
    requirements: ["New hotspot line", "Business Unlimited hotspot plan"],
  },
  {
    id: "tmo-iphone17-go5g-business",
    carrierId: "tmobile",
    deviceType: "phones",
    title: "iPhone 17 on us with Business Unlimited Ultimate",
    description: "Up to $1,100 off iPhone 17 Pro Max via 24 monthly credits on Business Unlimited Ultimate.",
    value: "Up to $1,100 off",
    endDate: "2027-01-31",
    requirements: ["New or existing line", "Business Unlimited Ultimate", "24-month equipment installment plan"],
  },
  {
    id: "tmo-galaxy-s25-switch",
    carrierId: "tmobile",
    deviceType: "phones",
    title: "Switch and get Galaxy S25 free",
    description: "Samsung Galaxy S25 free on each line that switches to T-Mobile for Business.",
    value: "Up to $800 off",
    endDate: "2027-02-28",
    requirements: [
      "Port-in from another carrier",
      "Business Unlimited Advanced or Ultimate",
      "24-month equipment installment plan",
    ],
  },
  {
    id: "tmo-business-internet",
    carrierId: "tmobile",
    deviceType: "fixed_wireless",
    title: "T-Mobile Business Internet price lock",
    description: "$20 off per month with any business voice line and a 3-year price guarantee.",
    value: "$20/mo off",
    endDate: "2027-06-30",
    requirements: ["Business voice line on the account", "Eligible business address", "Autopay"],
  },
  {
    id: "tmo-laptop-5g",
    carrierId: "tmobile",
    deviceType: "laptops",
    title: "5G laptop data line for $10 a month",
    description: "Add a 5G-connected laptop line for $10 per month with any Business Unlimited voice plan.",
    value: "$10/mo line",
    endDate: "2027-03-31",
    requirements: ["Business Unlimited voice line on the account", "Certified 5G laptop"],
  },
  {
    id: "att-laptop-5g",
    carrierId: "att",
    deviceType: "laptops",
    title: "ThinkPad X13s 5G at $5 a month",
    description: "Lenovo ThinkPad X13s 5G at $5 per month on a new Business Unlimited Connected Device line.",
    value: "$5/mo device",
    endDate: "2026-10-31",
    requirements: ["New connected-device line", "36-month installment agreement"],
  },
  {
    id: "tmo-hotspot-free",
    carrierId: "tmobile",
    deviceType: "hotspots",
    title: "Free 5G hotspot with a Business hotspot plan",
    description: "Inseego 5G MiFi M2000 free via monthly credits on a new Business Unlimited hotspot line.",
    value: "Up to $240 off",
    endDate: "2027-04-30",
    requirements: ["New hotspot line", "Business Unlimited hotspot plan", "24-month equipment installment plan"],
  },
];

/** Promotions still running on `today` (an expired one is never shown as current). */
export function currentPromotions(today: Date = new Date()): Promotion[] {
  const day = today.toISOString().slice(0, 10);
  return PROMOTIONS.filter((p) => p.endDate >= day);
}
