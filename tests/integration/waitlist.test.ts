/**
 * The waitlist function against a real (embedded) database: validation, the
 * honeypot, case-insensitive duplicates, the stored source, the confirmation mail
 * in the outbox, the per-IP limit and 500 simultaneous requests.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, rateLimitCounters, waitlistSignups } from "@/lib/db/schema";
import { WAITLIST_SOURCES } from "@/lib/validation/waitlist";
import handleWaitlist, { WAITLIST_TOO_MANY_MESSAGE } from "@/netlify/functions/waitlist";
import { setupTestDatabase } from "../helpers/db";

delete process.env.SMTP_URL;

const database = setupTestDatabase({ seed: false });
let ipCounter = 0;

function post(body: unknown, { ip, contentType = "application/json" }: { ip?: string; contentType?: string } = {}) {
  ipCounter += 1;
  return handleWaitlist(
    new Request("http://localhost/.netlify/functions/waitlist", {
      method: "POST",
      headers: { "content-type": contentType, "x-forwarded-for": ip ?? `10.1.${ipCounter >> 8}.${ipCounter & 255}` },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

async function signupsFor(email: string) {
  const { db } = database();
  return db.select().from(waitlistSignups).where(sql`lower(${waitlistSignups.email}) = lower(${email})`);
}

async function mailsTo(email: string) {
  const { db } = database();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

const valid = {
  name: "Dana Reyes",
  email: "dana@northwind-telecom.example",
  company: "Northwind Telecom",
  phone: "(555) 123-4567",
};

describe("POST /.netlify/functions/waitlist", () => {
  beforeEach(async () => {
    await database().db.delete(rateLimitCounters);
  });

  it("stores a signup with its source and answers exactly { success: true }", async () => {
    const res = await post({ ...valid, source: "reseller" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const rows = await signupsFor(valid.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dana Reyes",
      company: "Northwind Telecom",
      phone: "(555) 123-4567",
      source: "reseller",
    });
  });

  it("sends the confirmation with the access details to the new address (outbox without SMTP_URL)", async () => {
    const mails = await mailsTo(valid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("waitlist_confirmation");
    expect(mails[0]!.subject).toMatch(/access details/i);
    expect(mails[0]!.text).toContain("Hi Dana Reyes");
    expect(mails[0]!.text).toMatch(/\/login/);
    expect(mails[0]!.text).toMatch(/Username: \S+/);
    expect(mails[0]!.text).toMatch(/Password: \S+/);
    // The demo is a shared sandbox; the company's own workspace comes with the approval.
    expect(mails[0]!.text).toMatch(/demo sandbox/);
    expect(mails[0]!.text).toMatch(/own workspace comes when we approve/);
  });

  it("answers a repeated e-mail in another case with success, no second row and no second mail", async () => {
    const res = await post({ ...valid, email: "DANA@Northwind-Telecom.EXAMPLE", name: "Someone Else" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await signupsFor(valid.email)).toHaveLength(1);
    expect((await signupsFor(valid.email))[0]!.name).toBe("Dana Reyes");
    expect(await mailsTo(valid.email)).toHaveLength(1);
    expect(await mailsTo("DANA@Northwind-Telecom.EXAMPLE")).toHaveLength(0);
  });

  it.each(WAITLIST_SOURCES)("stores the opener's source tag %s", async (source) => {
    const email = `source-${source}@example.com`;
    expect((await post({ ...valid, email, source })).status).toBe(200);
    expect((await signupsFor(email))[0]!.source).toBe(source);
  });

  it("tags a signup without a source as direct, and an unknown source too", async () => {
    await post({ ...valid, email: "no-source@example.com" });
    await post({ ...valid, email: "odd-source@example.com", source: "<script>" });
    expect((await signupsFor("no-source@example.com"))[0]!.source).toBe("direct");
    expect((await signupsFor("odd-source@example.com"))[0]!.source).toBe("direct");
  });

  it("trims the fields and leaves a blank phone empty", async () => {
    await post({ name: "  Lee Park ", email: " lee@example.com ", company: " Park Wireless ", phone: "   " });
    const [row] = await signupsFor("lee@example.com");
    expect(row).toMatchObject({ name: "Lee Park", email: "lee@example.com", company: "Park Wireless", phone: null });
  });

  it.each([
    [{ ...valid, name: "" }, "Name is required"],
    [{ ...valid, name: "   " }, "Name is required"],
    [{ email: valid.email, company: valid.company }, "Name is required"],
    [{ ...valid, email: "  " }, "Email is required"],
    [{ ...valid, email: "dana@example" }, "Please enter a valid email address"],
    [{ ...valid, email: "dana smith@example.com" }, "Please enter a valid email address"],
    [{ ...valid, company: "\t" }, "Company is required"],
    [{ ...valid, phone: "12345" }, "Please enter a valid phone number"],
    [{ ...valid, phone: "555-123-456" }, "Please enter a valid phone number"],
    [{ ...valid, phone: "555-123-4567890" }, "Please enter a valid phone number"],
  ])("refuses %j with 400 and the form's message", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it("refuses a body that is not JSON, and other methods", async () => {
    const notJson = await post("name=x", { contentType: "application/x-www-form-urlencoded" });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toHaveProperty("error");
    const broken = await post("{", {});
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Request body is not valid JSON." });
    const get = await handleWaitlist(new Request("http://localhost/.netlify/functions/waitlist"));
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: "Method not allowed" });
  });

  it("answers a filled honeypot with success and stores nothing", async () => {
    const res = await post({ ...valid, email: "bot@spam.example", website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await signupsFor("bot@spam.example")).toHaveLength(0);
    expect(await mailsTo("bot@spam.example")).toHaveLength(0);
  });

  it("limits one IP to 5 signups in 10 minutes, then answers 429 with an error", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) {
      const res = await post({ ...valid, email: `limit-${i}@example.com` }, { ip });
      expect(res.status).toBe(200);
    }
    const res = await post({ ...valid, email: "limit-5@example.com" }, { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: WAITLIST_TOO_MANY_MESSAGE });
    expect(await signupsFor("limit-5@example.com")).toHaveLength(0);
    // Another address is not affected.
    expect((await post({ ...valid, email: "other-ip@example.com" }, { ip: "203.0.113.78" })).status).toBe(200);
  });

  it("keeps exactly 250 rows from 500 simultaneous POSTs of 250 e-mails (each twice), with no 5xx", async () => {
    const { db } = database();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistSignups);
    const bodies = Array.from({ length: 250 }, (_, i) => ({
      ...valid,
      name: `Rush ${i}`,
      email: `rush-${i}@load.example`,
    }));
    // Each address twice, the second time in upper case, all at once.
    const requests = [...bodies, ...bodies.map((b) => ({ ...b, email: b.email.toUpperCase() }))];
    const responses = await Promise.all(requests.map((body, i) => post(body, { ip: `198.18.${i >> 8}.${i & 255}` })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    for (const res of responses) expect(await res.json()).toEqual({ success: true });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistSignups);
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(250);
    const loadRows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistSignups)
      .where(sql`${waitlistSignups.email} ilike '%@load.example'`);
    expect(Number(loadRows[0]!.n)).toBe(250);
    const loadMails = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} ilike '%@load.example'`);
    expect(Number(loadMails[0]!.n)).toBe(250);
  }, 120_000);
});
