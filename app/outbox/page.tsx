import type { Metadata } from "next";
import Link from "next/link";
import { getSessionUser } from "@/lib/auth";
import { listOutbox } from "@/lib/db/queries/email-outbox";
import { env } from "@/lib/env";
import "@/app/portal-styles";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

/** Links in a mail's text, made clickable (only http and https). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The mails the product wrote when no SMTP server was configured (or it refused them):
 * for platform operators, and for everyone under `next dev`.
 */
export default async function OutboxPage() {
  if (env.NODE_ENV !== "development") {
    const user = await getSessionUser();
    if (user?.kind !== "agent" || !user.operator) {
      return (
        <main className="mx-auto max-w-xl space-y-3 bg-background p-8 text-foreground">
          <h1 className="text-2xl font-semibold tracking-tight">Outbox</h1>
          <p className="text-muted-foreground" data-testid="outbox-not-operator">
            Only platform operators read the outbox.{" "}
            <Link href="/login?next=%2Foutbox" className="text-primary underline">
              Sign in as an operator
            </Link>
          </p>
        </main>
      );
    }
  }
  const mails = await listOutbox(100);
  return (
    <main className="mx-auto max-w-4xl space-y-6 bg-background p-4 text-foreground lg:p-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Outbox</h1>
        <p className="text-muted-foreground">
          Mails the product wrote, newest first. They are kept here when <code>SMTP_URL</code> is not set or the SMTP
          server refused them.{" "}
          <Link href="/dashboard" className="text-primary underline">
            Back to the portal
          </Link>
        </p>
      </div>
      {mails.length === 0 ? (
        <p className="text-muted-foreground">No mail yet.</p>
      ) : (
        <ol className="space-y-4" data-testid="outbox">
          {mails.map((m) => (
            <li key={m.id} className="rounded-lg border bg-card p-4" data-testid="outbox-mail">
              <h2 className="font-semibold">{m.subject}</h2>
              <p className="text-sm text-muted-foreground">
                To <span data-testid="outbox-to">{m.to}</span> ·{" "}
                {m.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </p>
              <div className="mt-3 whitespace-pre-wrap text-sm" data-testid="outbox-text">
                <Linked text={m.text} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
