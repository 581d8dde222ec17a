import { Clock, Handshake, ShieldCheck, Sparkles } from "lucide-react";
import { carouselSteps } from "@/components/marketing/content";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PageHero, Section } from "@/components/marketing/section";
import { SignupButton } from "@/components/marketing/signup-button";
import { StepCarousel } from "@/components/marketing/step-carousel";

export const metadata = pageMetadata({
  title: "How It Works",
  description:
    "From connecting your business to quoting AT&T, Verizon and T-Mobile in seconds, provisioning and AI-powered support: how TelcoPilot works for telecom resellers.",
  path: "/how-it-works",
});

/** This page's carousel moves a little slower than the default. */
const CAROUSEL_INTERVAL_MS = 6000;

const reasons = [
  {
    title: "Minutes, not days",
    text: "A multi-carrier quote that took an afternoon of portal logins is ready before the call ends.",
    icon: Clock,
  },
  {
    title: "Accurate by default",
    text: "Plans and certified devices come from the carriers' current catalogues, so proposals hold up.",
    icon: ShieldCheck,
  },
  {
    title: "AI where it helps",
    text: "The assistant drafts quotes and answers plan questions; your agents stay in charge of the deal.",
    icon: Sparkles,
  },
  {
    title: "Partners, not a portal",
    text: "We take Tier 1 support and provisioning off your plate and grow with your feedback.",
    icon: Handshake,
  },
];

export default function HowItWorksPage() {
  return (
    <>
      <PageHero
        title="How TelcoPilot Works"
        intro="Five steps take a reseller from signup to a growing wireless book of business, without carrier portals or extra headcount."
      >
        <SignupButton source="how_it_works_hero" size="lg" data-testid="how-it-works-hero-cta">
          Get Started
        </SignupButton>
      </PageHero>

      <Section id="steps" eyebrow="Step by step" title="From first login to renewals">
        <StepCarousel
          label="How TelcoPilot works, step by step"
          labels={carouselSteps.map((s) => s.title)}
          intervalMs={CAROUSEL_INTERVAL_MS}
        >
          {carouselSteps.map((step, index) => (
            <div key={step.title} className="flex flex-col items-center gap-4 px-8 py-12 text-center sm:px-16">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <step.icon className="size-7" aria-hidden="true" />
              </span>
              <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">Step {index + 1}</p>
              <h3 className="text-2xl font-bold">{step.title}</h3>
              <p className="max-w-xl text-muted-foreground">{step.description}</p>
            </div>
          ))}
        </StepCarousel>
      </Section>

      <Section id="why" eyebrow="Why TelcoPilot" title="Why resellers choose TelcoPilot" className="bg-muted/40">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="why-grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl border bg-card p-6">
              <reason.icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{reason.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="how-cta-title" className="py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="how-cta-title" className="text-3xl font-bold tracking-tight">
            Ready to quote your first deal?
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Join the waitlist and we will set up your reseller workspace.
          </p>
          <SignupButton source="how_it_works_cta" size="lg" className="mt-8" data-testid="how-it-works-cta">
            Get Started
          </SignupButton>
        </div>
      </section>
    </>
  );
}
