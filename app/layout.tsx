import type { Metadata, Viewport } from "next";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    title: siteConfig.name,
    description: siteConfig.description,
  },
  twitter: { card: "summary_large_image", title: siteConfig.name, description: siteConfig.description },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1020" },
  ],
};

/**
 * Static, so public pages can be prerendered. The theme script carries no nonce:
 * the public pages' fixed policy allows inline scripts, and the portal's nonce
 * policy allows this one script by its hash (lib/security/nonce-policy.ts); Next.js
 * puts the nonce on its own scripts in pages rendered per request.
 *
 * It imports no stylesheet. Next.js gives the root layout's stylesheets to its built-in
 * error page too, and with inline stylesheets (next.config.ts, `inlineCss`) writes them
 * into every page's RSC payload once more for that page: 39 KB on each public page.
 * The public site's layout imports app/public.css; the portal's pages import
 * app/portal-styles.ts. Next's own 404 and error pages bring their own styles.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
