/**
 * Password recovery against a real database: the same answer for a known and an
 * unknown address (and a mail only for the known one), a rate limit, a one-time link
 * (forged, reused, expired refused) and every session ended by the reset.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { getOutboxEmailsTo } from "@/lib/db/queries/email-outbox";
import {
  getResetState,
  requestPasswordReset,
  RESET_LIMIT_PER_EMAIL,
  RESET_SENT,
  RESET_TOO_MANY,
  resetPassword,
} from "@/lib/db/queries/password-reset";
import { hashLinkToken } from "@/lib/workspaces/tokens";
import { setupTestDatabase } from "../helpers/db";
import { rejection } from "../helpers/rejection";

const MORGAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd", email: "morgan@summitwireless.example" };

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));

async function tokenMailedTo(to: string): Promise<string> {
  const [mail] = await getOutboxEmailsTo(to);
  const match = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]{43})\b/);
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return match[1]!;
}

async function passwordOk(userId: string, password: string): Promise<boolean> {
  const [row] = await all<{ ok: boolean }>(
    sql`select encrypted_password = crypt(${password}, encrypted_password) as ok from auth.users where id = ${userId}`,
  );
  return row!.ok;
}

describe("password recovery", () => {
  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    const unknown = await requestPasswordReset("nobody@nowhere.example", "192.0.2.1");
    const known = await requestPasswordReset("MORGAN@summitwireless.example", "192.0.2.2");
    expect(unknown).toBe(known);
    expect(known).toBe(RESET_SENT);
    expect(await getOutboxEmailsTo("nobody@nowhere.example")).toHaveLength(0);
    const [mail] = await getOutboxEmailsTo(MORGAN.email);
    expect(mail!.kind).toBe("password_reset");
    const token = await tokenMailedTo(MORGAN.email);
    const stored = await all<{ token_hash: string }>(sql`select token_hash from password_reset_tokens`);
    expect(stored.map((r) => r.token_hash)).toEqual([hashLinkToken(token)]);
  });

  it("limits requests per address, known or not, with the same message", async () => {
    for (const email of ["limit@nowhere.example", "casey@summitwireless.example"]) {
      for (let i = 0; i < RESET_LIMIT_PER_EMAIL; i++) await requestPasswordReset(email, `198.51.100.${i}`);
      expect(await rejection(requestPasswordReset(email, "198.51.100.99"))).toEqual({
        status: 429,
        message: RESET_TOO_MANY,
      });
    }
  });

  it("a forged or malformed link is invalid", async () => {
    expect(await getResetState("A".repeat(43))).toBe("invalid");
    expect(await getResetState("short")).toBe("invalid");
    expect((await rejection(resetPassword("A".repeat(43), "new-password-1"))).status).toBe(410);
  });

  it("the link sets a new password once and ends every session", async () => {
    await database().db.execute(
      sql`insert into agent_sessions (user_id, kind, expires_at) values (${MORGAN.id}, 'agent', now() + interval '1 day'),
                                                                        (${MORGAN.id}, 'agent', now() + interval '2 days')`,
    );
    const token = await tokenMailedTo(MORGAN.email);
    expect(await getResetState(token)).toBe("valid");
    await resetPassword(token, "new-password-1");
    expect(await passwordOk(MORGAN.id, "new-password-1")).toBe(true);
    expect(await passwordOk(MORGAN.id, "morgan1234")).toBe(false);
    const [live] = await all<{ n: number }>(
      sql`select count(*)::int as n from agent_sessions where user_id = ${MORGAN.id} and revoked_at is null`,
    );
    expect(live!.n).toBe(0);
    expect(await getResetState(token)).toBe("used");
    const again = await rejection(resetPassword(token, "another-password"));
    expect(again.status).toBe(410);
    expect(await passwordOk(MORGAN.id, "new-password-1")).toBe(true);
  });

  it("an expired link is refused", async () => {
    await requestPasswordReset("jordan@summitwireless.example", "203.0.113.5");
    const token = await tokenMailedTo("jordan@summitwireless.example");
    await database().db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashLinkToken(token)}`,
    );
    expect(await getResetState(token)).toBe("expired");
    expect((await rejection(resetPassword(token, "new-password-2"))).message).toContain("expired");
  });
});
