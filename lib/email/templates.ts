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
    "To try the agent portal now, sign in to the demo sandbox:",
    `Sign-in page: ${base}/login`,
    `Username: ${demo.username}`,
    `Password: ${demo.password}`,
    "This is a shared demo sandbox: other visitors use it too, so keep real customer data out of it. It has real AT&T, Verizon and T-Mobile plans and certified devices, so you can try quoting, device matching and the AI sales assistant today.",
    "Your company's own workspace comes when we approve your request: we will e-mail this address an invitation to set it up, choose your own username and password, and invite your agents.",
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

function linkBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "");
}

/** The path of an invitation link (the page that sets a username and password). */
export function invitationPath(token: string): string {
  return `/invite/${token}`;
}

/** The invitation link of a token. */
export function invitationUrl(token: string, siteUrl = siteConfig.url): string {
  return `${linkBase(siteUrl)}${invitationPath(token)}`;
}

/** The path of a password reset link. */
export function passwordResetPath(token: string): string {
  return `/reset-password/${token}`;
}

/** The password reset link of a token. */
export function passwordResetUrl(token: string, siteUrl = siteConfig.url): string {
  return `${linkBase(siteUrl)}${passwordResetPath(token)}`;
}

/**
 * Sent when a platform operator approves a waitlist entry: the company's own workspace
 * is ready and this link makes its first admin.
 */
export function workspaceApprovedEmail({
  name,
  email,
  company,
  link,
}: {
  name: string;
  email: string;
  company: string;
  link: string;
}) {
  const lines = [
    `Hi ${name},`,
    `Your ${siteConfig.name} workspace for ${company} is ready. It starts empty, with the shared AT&T, Verizon and T-Mobile catalogue; the customers, deals and quotes in it are yours alone.`,
    "Choose your username and password here to become its first admin (the link works once and expires in 7 days):",
    link,
    "From the Team page you can then invite your agents.",
    `The ${siteConfig.name} team`,
  ];
  return {
    to: email,
    subject: `Your ${siteConfig.name} workspace for ${company} is ready`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
    kind: "workspace_approved",
  };
}

/** Sent when an admin invites someone to the company's workspace. */
export function invitationEmail({
  email,
  company,
  role,
  invitedBy,
  link,
}: {
  email: string;
  company: string;
  role: string;
  invitedBy: string;
  link: string;
}) {
  const lines = [
    "Hello,",
    `${invitedBy} invited you to join ${company} on ${siteConfig.name} as ${role === "admin" ? "an admin" : "an agent"}.`,
    "Choose your username and password here (the link works once and expires in 7 days):",
    link,
    "If you did not expect this invitation, you can ignore this e-mail.",
    `The ${siteConfig.name} team`,
  ];
  return {
    to: email,
    subject: `You're invited to ${company} on ${siteConfig.name}`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
    kind: "invitation",
  };
}

/** Sent when someone asks to reset the password of an existing account. */
export function passwordResetEmail({ email, username, link }: { email: string; username: string; link: string }) {
  const lines = [
    `Hi ${username},`,
    `Someone asked to reset the password of your ${siteConfig.name} account. Choose a new one here (the link works once and expires in 1 hour):`,
    link,
    "Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    `The ${siteConfig.name} team`,
  ];
  return {
    to: email,
    subject: `Reset your ${siteConfig.name} password`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
    kind: "password_reset",
  };
}
