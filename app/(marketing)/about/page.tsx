import { CheckCircle2 } from "lucide-react";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PageHero } from "@/components/marketing/section";

export const metadata = pageMetadata({
  title: "About",
  description:
    "TelcoPilot's mission: give every telecom reseller and MSP the quoting, device and support tools of a national carrier, powered by AI.",
  path: "/about",
});

const goals = [
  "Let any reseller quote AT&T, Verizon and T-Mobile in seconds, without a single carrier portal login.",
  "Take Tier 1 support and provisioning off resellers' plates so they sell more without hiring.",
  "Put an AI sales assistant next to every agent, grounded in real plans, devices and deals.",
  "Grow from wireless into fibre, UCaaS, bill auditing and fulfilment, shaped by our partners' feedback.",
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        title="About TelcoPilot"
        intro="We build the sales platform we wished we had when we were selling telecom ourselves."
      />
      <section aria-labelledby="mission-title" className="py-20">
        <div className="mx-auto grid max-w-5xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div className="space-y-4">
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight">
              Our mission
            </h2>
            <p className="text-lg text-muted-foreground">
              Managed service providers and telecom resellers win customers on trust, then lose hours to carrier
              portals, spreadsheets and hold music. TelcoPilot gives them one place to quote, propose, track and support
              wireless deals, with AI doing the busywork.
            </p>
            <p className="text-muted-foreground">
              We start with business wireless from the three national carriers and grow with the resellers who use us
              every day.
            </p>
          </div>
          <div>
            <h2 className="text-xl font-semibold">Our goals</h2>
            <ul className="mt-4 space-y-4" data-testid="about-goals">
              {goals.map((goal) => (
                <li key={goal} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{goal}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
