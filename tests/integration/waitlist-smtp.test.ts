/**
 * A real SMTP server on loopback (smtp-server) receives the waitlist confirmation
 * addressed to the new signup, sent by nodemailer over SMTP_URL.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/lib/db/schema";
import handleWaitlist from "@/netlify/functions/waitlist";
import { setupTestDatabase } from "../helpers/db";

type Received = { from: string | undefined; to: string[]; raw: string };

const database = setupTestDatabase({ seed: false });
const received: Received[] = [];
let server: SMTPServer;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function post(body: unknown) {
  return handleWaitlist(
    new Request("http://localhost/.netlify/functions/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.10" },
      body: JSON.stringify(body),
    }),
  );
}

describe("waitlist confirmation over SMTP", () => {
  it("delivers the access details to the new signup's address, once", async () => {
    const signup = {
      name: "Morgan Lee",
      email: "morgan@harbor-mobile.example",
      company: "Harbor Mobile",
      source: "hero",
    };
    const res = await post(signup);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(["morgan@harbor-mobile.example"]);
    expect(mail.from).toMatch(/@/);
    expect(mail.raw).toMatch(/^To: morgan@harbor-mobile\.example/m);
    expect(mail.raw).toMatch(/^Subject: .*access details/im);
    expect(mail.raw).toContain("Hi Morgan Lee");
    expect(mail.raw).toMatch(/Password: \S+/);

    // Sent, so nothing waits in the outbox.
    const outbox = await database().db.select().from(emailOutbox).where(eq(emailOutbox.to, signup.email));
    expect(outbox).toHaveLength(0);

    // The same address again: success, but no second mail.
    const again = await post({ ...signup, email: "Morgan@Harbor-Mobile.example" });
    expect(await again.json()).toEqual({ success: true });
    expect(received).toHaveLength(1);
  });
});
