/** Copy of the public pages that more than one page shows. */
import type { LucideIcon } from "lucide-react";
import {
  BadgeDollarSign,
  Bot,
  Cable,
  FileSearch,
  FileText,
  Headphones,
  LineChart,
  PlugZap,
  Rocket,
  Smartphone,
  Truck,
  Zap,
} from "lucide-react";

export type Feature = { title: string; description: string; icon: LucideIcon; comingSoon?: boolean };

/** The six cards of the landing page's feature grid. */
export const landingFeatures: Feature[] = [
  {
    title: "Multi-Carrier Quoting",
    description:
      "Price AT&T, Verizon and T-Mobile business plans side by side in seconds, without logging in to a single carrier portal.",
    icon: Zap,
  },
  {
    title: "Certified Device Matching",
    description:
      "Match every quote to devices certified on the chosen network, with bands and 5G support checked for you.",
    icon: Smartphone,
  },
  {
    title: "Branded Proposals",
    description:
      "Turn a quote into a clean proposal with your logo, monthly and contract totals, ready to send to the customer.",
    icon: FileText,
  },
  {
    title: "Deals, Commissions & Renewals",
    description:
      "Track every deal from lead to won, see the commission it brings and get reminded before contracts renew.",
    icon: BadgeDollarSign,
  },
  {
    title: "AI Sales Assistant",
    description:
      'Ask in plain words ("40 lines, heavy hotspot use") and get plan and device recommendations from live catalogues.',
    icon: Bot,
  },
  {
    title: "Bill Audit",
    description: "Upload a customer's current carrier bill and see where they overpay, and what switching would save.",
    icon: FileSearch,
    comingSoon: true,
  },
];

export type Step = { title: string; description: string; icon: LucideIcon };

/** The four steps of the landing page's how-it-works row. */
export const landingSteps: Step[] = [
  {
    title: "Join the waitlist",
    description: "Tell us about your reseller business; we open workspaces in the order people join.",
    icon: Rocket,
  },
  {
    title: "Connect your tools",
    description: "Link your CRM and help desk so customers and deals stay in one place.",
    icon: PlugZap,
  },
  {
    title: "Quote and propose",
    description: "Build multi-carrier quotes with certified devices and send branded proposals.",
    icon: Zap,
  },
  {
    title: "Close and grow",
    description: "Track deals, commissions and renewals while we handle Tier 1 support and provisioning.",
    icon: LineChart,
  },
];

/** The five steps of the how-it-works carousel. */
export const carouselSteps: Step[] = [
  {
    title: "Connect Your Business",
    description:
      "Create your reseller workspace, invite your agents and connect the CRM, help desk and accounting tools you already use. No carrier portal logins to juggle.",
    icon: Cable,
  },
  {
    title: "Quote in Seconds",
    description:
      "Enter lines, data needs and budget once. TelcoPilot prices AT&T, Verizon and T-Mobile business plans side by side and matches certified devices.",
    icon: Zap,
  },
  {
    title: "Provision Without Pain",
    description:
      "Won deals flow into activation with the plan, devices and customer details already filled in; our team handles provisioning with the carrier.",
    icon: Truck,
  },
  {
    title: "AI-Powered Support",
    description:
      "The AI sales assistant answers plan and device questions for your agents, and we take Tier 1 support calls from your customers.",
    icon: Headphones,
  },
  {
    title: "Grow With Insights",
    description:
      "See pipeline, win rates, commissions and upcoming renewals at a glance, and know which customers to call back this month.",
    icon: LineChart,
  },
];
