import "@/app/public.css";
import { SignupModalHost } from "@/components/marketing/signup-modal-host";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { StaleHeadTags } from "@/components/marketing/stale-head-tags";

/** Public pages (and the blog): their stylesheet, header, footer and the waitlist modal. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <SignupModalHost />
      <StaleHeadTags />
    </div>
  );
}
