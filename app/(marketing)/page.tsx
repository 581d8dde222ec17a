import { Check } from "lucide-react";
import { AssistantPreview } from "@/components/marketing/assistant-preview";
import { landingFeatures, landingSteps } from "@/components/marketing/content";
import { HeroSignup } from "@/components/marketing/hero-signup";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Particles } from "@/components/marketing/particles";
import { PartnersStrip } from "@/components/marketing/partners-strip";
import { Section } from "@/components/marketing/section";
import { SignupButton } from "@/components/marketing/signup-button";
import { Badge } from "@/components/ui/badge";

export const metadata = pageMetadata({
  description:
    "TelcoPilot is the AI sales platform for telecom resellers and MSPs: quote AT&T, Verizon and T-Mobile without carrier portals, match certified devices, send branded proposals and track deals.",
  path: "/",
});

const resellerBenefits = [
  {
    title: "Sell telecom without extra headcount",
    text: "Quoting, proposals and Tier 1 support are handled for you, so your current team can add wireless to every deal.",
  },
  {
    title: "Shape the platform through feedback",
    text: "Early resellers talk to the product team directly and decide what we build next.",
  },
  {
    title: "A SaaS-like sales experience",
    text: "Quote, propose and close from one screen, the way you already sell software and managed services.",
  },
  {
    title: "Dedicated reseller support",
    text: "A named partner manager and a support line that knows your customers and your deals.",
  },
];

export default function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="hero-title">
        <Particles />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
          <div className="space-y-6">
            <Badge variant="warning" data-testid="coming-soon-badge">
              Coming Soon
            </Badge>
            <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Sell wireless like software, with an AI co-pilot
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              TelcoPilot lets telecom resellers and MSPs quote AT&amp;T, Verizon and T-Mobile business plans without
              carrier portals, match certified devices, send branded proposals and track every deal, commission and
              renewal.
            </p>
            <HeroSignup />
            <p className="text-sm text-muted-foreground">Free for early resellers. No carrier portal logins.</p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <AssistantPreview />
          </div>
        </div>
      </section>

      <Section
        id="features"
        eyebrow="Features"
        title="Everything you need to sell telecom"
        intro="One platform for the whole wireless sale, from the first quote to the renewal."
        className="bg-muted/40"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-grid">
          {landingFeatures.map((feature) => (
            <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm" data-testid="feature-card">
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <feature.icon className="size-5" aria-hidden="true" />
                </span>
                {feature.comingSoon ? <Badge variant="secondary">Coming Soon</Badge> : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" eyebrow="How it works" title="From signup to your first deal in four steps">
        <ol className="grid gap-6 md:grid-cols-4" data-testid="landing-steps">
          {landingSteps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section id="resellers" aria-labelledby="resellers-title" className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="grid items-center gap-10 rounded-2xl border bg-card p-8 shadow-sm md:p-12 lg:grid-cols-2">
            <div className="space-y-5">
              <Badge variant="success" data-testid="now-available-badge">
                Now Available
              </Badge>
              <h2 id="resellers-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                The reseller program is open
              </h2>
              <p className="text-lg text-muted-foreground">
                Add AT&amp;T, Verizon and T-Mobile to your portfolio. We handle Tier 1 support and provisioning; you
                keep the customer relationship and the margin.
              </p>
              <SignupButton source="reseller" size="lg" data-testid="reseller-signup">
                Sign Up
              </SignupButton>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="reseller-benefits">
              {resellerBenefits.map((benefit) => (
                <li key={benefit.title} className="rounded-lg border bg-background p-5">
                  <Check className="size-5 text-success" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PartnersStrip />
    </>
  );
}
