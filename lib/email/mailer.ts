import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { createOutboxEmail, type OutboxEmail } from "@/lib/db/queries/email-outbox";
import { env } from "@/lib/env";

export type MailMessage = OutboxEmail;

export type MailOptions = {
  /** SMTP server (smtp://user:pass@host:port); defaults to SMTP_URL read at call time. */
  smtpUrl?: string;
  /** Sender; defaults to MAIL_FROM. */
  from?: string;
};

export type MailResult = { via: "smtp"; messageId: string } | { via: "outbox"; id: string };

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** The SMTP server to use now (env is read lazily so that tests and hosts can point it). */
function currentSmtpUrl(): string | undefined {
  const raw = process.env.SMTP_URL?.trim();
  return raw ? raw : env.SMTP_URL;
}

/**
 * Sends a mail over SMTP when a server is configured; otherwise, or when the
 * server refuses it, the mail is kept in the `email_outbox` table so nothing is lost.
 */
export async function sendMail(message: MailMessage, options: MailOptions = {}): Promise<MailResult> {
  const smtpUrl = options.smtpUrl ?? currentSmtpUrl();
  const from = options.from ?? (process.env.MAIL_FROM?.trim() || env.MAIL_FROM);
  if (smtpUrl) {
    try {
      const info = await transportFor(smtpUrl).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
      return { via: "smtp", messageId: String(info.messageId ?? "") };
    } catch (error) {
      console.error(`Mail "${message.kind}" could not be sent over SMTP; kept in the outbox.`, error);
    }
  }
  const row = await createOutboxEmail(message);
  return { via: "outbox", id: row.id };
}
