import { Mail } from "lucide-react";
import { InvestorForm } from "@/components/marketing/investor-form";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PageHero } from "@/components/marketing/section";
import { env } from "@/lib/env";

export const metadata = pageMetadata({
  title: "Investors",
  description:
    "TelcoPilot is building the AI sales platform for the telecom reseller channel. Contact us to learn about the company and the round.",
  path: "/investors",
});

export default function InvestorsPage() {
  const contactEmail = env.INVESTOR_CONTACT_EMAIL;
  return (
    <>
      <PageHero
        title="Invest in TelcoPilot"
        intro="Thousands of MSPs and resellers sell business telecom with spreadsheets and carrier portals. We are giving that channel its operating system."
      />
      <section aria-labelledby="investor-contact-title" className="py-20">
        <div className="mx-auto grid max-w-5xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
          <div className="space-y-4">
            <h2 id="investor-contact-title" className="text-2xl font-bold tracking-tight">
              Get in touch
            </h2>
            <p className="text-muted-foreground">
              Tell us a little about yourself and what you would like to know. Our founders read every message and reply
              within two business days.
            </p>
            <p className="flex items-center gap-2">
              <Mail className="size-5 text-primary" aria-hidden="true" />
              <a
                href={`mailto:${contactEmail}`}
                data-testid="investor-contact-email"
                className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {contactEmail}
              </a>
            </p>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <InvestorForm />
          </div>
        </div>
      </section>
    </>
  );
}
