/** Links of the public header and footer, and the integration partners strip. */

export type NavLink = { title: string; href: string; external?: boolean };

/** Header links (the home route, then the three marketing pages). */
export const mainNav: NavLink[] = [
  { title: "Home", href: "/" },
  { title: "Features", href: "/features" },
  { title: "How It Works", href: "/how-it-works" },
  { title: "About", href: "/about" },
];

export type FooterColumn = { title: string; links: NavLink[] };

/** Footer columns: Product, Company and Legal (legal links are in-page anchors). */
export const footerColumns: FooterColumn[] = [
  {
    title: "Product",
    links: [
      { title: "Features", href: "/features" },
      { title: "How It Works", href: "/how-it-works" },
      { title: "Agent Portal", href: "/login" },
    ],
  },
  {
    title: "Company",
    links: [
      { title: "About", href: "/about" },
      { title: "Blog", href: "/blog" },
      { title: "Investors", href: "/investors" },
    ],
  },
  {
    title: "Legal",
    links: [
      { title: "Privacy Policy", href: "#privacy" },
      { title: "Terms of Service", href: "#terms" },
    ],
  },
];

export const socialLinks: (NavLink & { network: "linkedin" | "x" })[] = [
  {
    title: "TelcoPilot on LinkedIn",
    href: "https://www.linkedin.com/company/telcopilot",
    external: true,
    network: "linkedin",
  },
  { title: "TelcoPilot on X", href: "https://x.com/telcopilot", external: true, network: "x" },
];

export type IntegrationPartner = {
  name: string;
  category: "CRM" | "Help desk" | "Accounting" | "Team chat";
  /** Two-letter mark shown as the logo. */
  mark: string;
  /** Brand-like colour of the mark (white text on it keeps 4.5:1). */
  color: string;
};

/** The 9 tools TelcoPilot connects to. */
export const integrationPartners: IntegrationPartner[] = [
  { name: "Salesforce", category: "CRM", mark: "Sf", color: "#0b6bb5" },
  { name: "HubSpot", category: "CRM", mark: "Hs", color: "#b8401f" },
  { name: "Pipedrive", category: "CRM", mark: "Pd", color: "#1a7f37" },
  { name: "Zendesk", category: "Help desk", mark: "Zd", color: "#03363d" },
  { name: "Freshdesk", category: "Help desk", mark: "Fd", color: "#1f6f43" },
  { name: "QuickBooks", category: "Accounting", mark: "Qb", color: "#1e7b1e" },
  { name: "Xero", category: "Accounting", mark: "Xe", color: "#0a6a8f" },
  { name: "Slack", category: "Team chat", mark: "Sl", color: "#4a154b" },
  { name: "Microsoft Teams", category: "Team chat", mark: "Mt", color: "#464eb8" },
];
