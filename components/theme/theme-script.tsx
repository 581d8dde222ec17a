import { THEME_SCRIPT } from "@/lib/theme-script";

/** The no-flash theme script, at the top of <body>; give <html> `suppressHydrationWarning`. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script id="theme-script" nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
