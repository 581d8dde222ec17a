export const siteConfig = {
  name: "TelcoPilot",
  description:
    "The AI-powered sales platform for telecom resellers: quote AT&T, Verizon and T-Mobile business plans in seconds, match certified devices, and close more deals.",
  url: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
} as const;
