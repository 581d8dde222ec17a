import Link from "next/link";
import { BrandMark } from "@/components/marketing/brand-mark";
import { footerColumns, socialLinks } from "@/config/navigation";

function SocialIcon({ network }: { network: "linkedin" | "x" }) {
  return network === "linkedin" ? (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.95v5.66H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z"
      />
    </svg>
  );
}

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <Link
            href="/"
            className="inline-flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandMark className="size-7" />
            <span>TelcoPilot</span>
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            The AI sales platform for telecom resellers: quote AT&amp;T, Verizon and T-Mobile in seconds and close more
            deals.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.title}
                  data-testid={`social-${link.network}`}
                  className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
            <h2 id={`footer-${column.title.toLowerCase()}`} className="text-sm font-semibold">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.href.startsWith("#") ? (
                    <a href={link.href} className={linkClass}>
                      {link.title}
                    </a>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-muted-foreground sm:px-6 md:grid-cols-2">
          <section id="privacy" aria-labelledby="privacy-title" className="scroll-mt-20 space-y-2">
            <h2 id="privacy-title" className="text-base font-semibold text-foreground">
              Privacy Policy
            </h2>
            <p>
              When you join the waitlist or send an investor enquiry we keep the details you type (name, e-mail,
              company, optional phone and message) and which button you used, only to contact you about TelcoPilot. We
              do not sell or share them with advertisers.
            </p>
            <p>
              We send you one confirmation e-mail and, later, onboarding messages; reply to any of them to have your
              details corrected or deleted. We keep a short record of request addresses to stop abuse.
            </p>
          </section>
          <section id="terms" aria-labelledby="terms-title" className="scroll-mt-20 space-y-2">
            <h2 id="terms-title" className="text-base font-semibold text-foreground">
              Terms of Service
            </h2>
            <p>
              TelcoPilot is in early access. Quotes, plan prices and device certifications come from carrier catalogues
              and may change; confirm them with the carrier before you sign a customer.
            </p>
            <p>
              Early-access accounts are for evaluating the platform for your reseller business. Do not upload customer
              data you are not allowed to share, and do not try to disrupt the service.
            </p>
          </section>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-muted-foreground sm:px-6">
          © {year} TelcoPilot. AT&amp;T, Verizon and T-Mobile are trademarks of their owners.
        </p>
      </div>
    </footer>
  );
}
