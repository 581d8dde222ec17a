/** Texts of the mails the public site sends. */
import { siteConfig } from "@/config/site";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
}

/** Sent once to a new waitlist member: how early access works and where to sign in. */
export function waitlistConfirmationEmail({
  name,
  email,
  demo,
  siteUrl = siteConfig.url,
}: {
  name: string;
  email: string;
  /** The shared demo workspace the early-access portal opens with. */
  demo: { username: string; password: string };
  siteUrl?: string;
}) {
  const base = siteUrl.replace(/\/+$/, "");
  const lines = [
    `Hi ${name},`,
    `Thanks for joining the ${siteConfig.name} reseller waitlist. You're all set.`,
    "Your access details for the early-access agent portal:",
    `Sign-in page: ${base}/login`,
    `Username: ${demo.username}`,
    `Password: ${demo.password}`,
    "This is a shared demo workspace with real AT&T, Verizon and T-Mobile plans and certified devices, so you can try quoting, device matching and the AI sales assistant today. Your own reseller workspace follows when we onboard you; we will write to this address first.",
    "Questions? Just reply to this e-mail.",
    `The ${siteConfig.name} team`,
  ];
  return {
    to: email,
    subject: `Welcome to ${siteConfig.name}: your access details`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
    kind: "waitlist_confirmation",
  };
}

/** Sent to the investor relations address for every enquiry from /investors. */
export function investorNotificationEmail(
  to: string,
  inquiry: { name: string; company: string; email: string; phone?: string | null; message: string },
) {
  const lines = [
    `New investor enquiry from ${inquiry.name} (${inquiry.company}).`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone || "not given"}`,
    "Message:",
    inquiry.message,
  ];
  return {
    to,
    subject: `Investor enquiry: ${inquiry.name}, ${inquiry.company}`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
    kind: "investor_inquiry",
  };
}
