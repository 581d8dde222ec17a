import { Bot, Cable, FileSearch, Network, PhoneCall, Smartphone, Zap } from "lucide-react";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PageHero, Section } from "@/components/marketing/section";
import { SignupButton } from "@/components/marketing/signup-button";
import { Badge } from "@/components/ui/badge";

export const metadata = pageMetadata({
  title: "Features",
  description:
    "Multi-carrier quoting for AT&T, Verizon and T-Mobile, certified device matching and an AI sales assistant today; bill auditing, fibre, UCaaS and fulfilment on the roadmap.",
  path: "/features",
});

const currentFeatures = [
  {
    title: "Multi-Carrier Quoting",
    text: "Compare AT&T, Verizon and T-Mobile business plans for any number of lines, with monthly and contract totals, in one screen.",
    points: [
      "Unlimited, data-only, hotspot, fixed wireless, wearable and IoT plans",
      "Branded proposals in one click",
      "No carrier portal logins",
    ],
    icon: Zap,
  },
  {
    title: "Certified Device Matching",
    text: "Every quote comes with devices certified on the chosen carrier, filtered by type, operating system and 5G bands.",
    points: [
      "Hundreds of certified phones, tablets, hotspots and IoT modules",
      "Band and network checks built in",
      "Export lists for your customers",
    ],
    icon: Smartphone,
  },
  {
    title: "AI Sales Assistant",
    text: "Ask in plain words and get plan and device recommendations, quote drafts and answers drawn from live catalogues and your deals.",
    points: [
      "Understands line counts, budgets and data needs",
      "Turns a description into a priced quote",
      "Knows your pipeline and renewals",
    ],
    icon: Bot,
  },
];

const roadmap = [
  {
    title: "Bill Auditing",
    quarter: "Q2",
    text: "Upload a customer's carrier bill to find overcharges and the savings of switching.",
    icon: FileSearch,
  },
  {
    title: "Fibre & Broadband Quoting",
    quarter: "Q3",
    text: "Quote business fibre and broadband next to wireless, by service address.",
    icon: Network,
  },
  {
    title: "UCaaS & VoIP Flows",
    quarter: "Q3",
    text: "Package voice, video and contact-centre seats with the lines you sell.",
    icon: PhoneCall,
  },
  {
    title: "Fulfilment & Provisioning",
    quarter: "Q4",
    text: "Order devices, activate lines and track shipments without leaving the deal.",
    icon: Cable,
  },
];

export default function FeaturesPage() {
  return (
    <>
      <PageHero
        title="Features Built for Telecom Resellers"
        intro="Quote, match devices and sell with an AI assistant today. Bill auditing, fibre, UCaaS and fulfilment are on the way."
      >
        <SignupButton source="features_hero" size="lg" data-testid="features-hero-cta">
          Get Early Access
        </SignupButton>
      </PageHero>

      <Section id="available" eyebrow="Available now" title="What you can do today">
        <ul className="grid gap-6 lg:grid-cols-3" data-testid="current-features">
          {currentFeatures.map((feature) => (
            <li key={feature.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.text}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {feature.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="roadmap"
        eyebrow="Roadmap"
        title="Coming soon"
        intro="What we are building next, shaped by our reseller partners."
        className="bg-muted/40"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="coming-soon-features">
          {roadmap.map((item) => (
            <li key={item.title} className="rounded-xl border bg-card p-6">
              <div className="flex items-center justify-between">
                <item.icon className="size-6 text-primary" aria-hidden="true" />
                <Badge variant="outline" data-testid="roadmap-quarter">
                  {item.quarter}
                </Badge>
              </div>
              <h3 className="mt-4 font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="features-cta-title" className="py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="features-cta-title" className="text-3xl font-bold tracking-tight">
            Start selling wireless the easy way
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Join the waitlist for early access and help shape what we build next.
          </p>
          <SignupButton source="features_cta" size="lg" className="mt-8" data-testid="features-cta">
            Join the Waitlist
          </SignupButton>
        </div>
      </section>
    </>
  );
}
