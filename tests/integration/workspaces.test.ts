/**
 * Workspaces against a real database: an operator approves a waitlist entry (a new,
 * empty company and an admin invitation mailed to the outbox), invitation links (forged,
 * reused, expired, revoked), the team's rules (only admins invite, the last admin stays,
 * deactivation ends sessions and reassigns open deals) and tenant separation.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { getOutboxEmailsTo } from "@/lib/db/queries/email-outbox";
import { createWaitlistSignup } from "@/lib/db/queries/waitlist";
import {
  acceptInvitation,
  approveWaitlistEntry,
  changeMemberRole,
  deactivateMember,
  getInvitationState,
  inviteMember,
  LAST_ADMIN,
  listActivity,
  listMembers,
  listPendingInvitations,
  NOT_ADMIN,
  NOT_OPERATOR,
  resendInvitation,
  revokeInvitation,
  searchWaitlist,
  type Actor,
} from "@/lib/db/queries/workspaces";
import { hashLinkToken } from "@/lib/workspaces/tokens";
import { setupTestDatabase } from "../helpers/db";
import { rejection } from "../helpers/rejection";
import { DEMO, OPERATOR } from "../helpers/seed-actors";

const JORDAN: Actor = { ...DEMO, id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", username: "jordan", role: "agent" };
const HARBOR: Actor = {
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  email: "harbor@harbortelecom.example",
  username: "harbor",
  role: "admin",
  companyId: "22222222-2222-4222-8222-222222222222",
};

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));

/** The token of the newest link mailed to `to` (from the outbox). */
async function linkTokenFor(to: string): Promise<string> {
  const [mail] = await getOutboxEmailsTo(to);
  const match = mail?.text.match(/\/(?:invite|reset-password)\/([A-Za-z0-9_-]{43})\b/);
  if (!match) throw new Error(`no link mailed to ${to}`);
  return match[1]!;
}

describe("approving the waitlist", () => {
  it("only operators see the waitlist and approve; search matches name, e-mail, company", async () => {
    await createWaitlistSignup({
      name: "Ada Byron",
      email: "ada@ridgewire.example",
      company: "Ridgewire Mobile",
      source: "hero",
    });
    await createWaitlistSignup({
      name: "Bo Chen",
      email: "bo@other.example",
      company: "Other Cellular",
      source: "modal",
    });
    expect((await rejection(searchWaitlist(DEMO))).message).toBe(NOT_OPERATOR);
    expect((await searchWaitlist(OPERATOR, "ridgewire")).map((e) => e.email)).toEqual(["ada@ridgewire.example"]);
    expect((await searchWaitlist(OPERATOR, "BO CH")).map((e) => e.name)).toEqual(["Bo Chen"]);
    expect(await searchWaitlist(OPERATOR, "100%_")).toEqual([]);
    const [entry] = await searchWaitlist(OPERATOR, "ada@");
    expect((await rejection(approveWaitlistEntry(DEMO, entry!.id))).status).toBe(403);
  });

  it("approval makes an empty company and mails its first admin a one-time link; a second approval is refused", async () => {
    const [entry] = await searchWaitlist(OPERATOR, "ada@");
    const { companyId } = await approveWaitlistEntry(OPERATOR, entry!.id);
    const [company] = await all<{ name: string }>(sql`select name from companies where id = ${companyId}`);
    expect(company!.name).toBe("Ridgewire Mobile");
    for (const table of ["customers", "deals", "quotes", "agent_users"]) {
      const [row] = await all<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
      );
      expect(row!.n, table).toBe(0);
    }
    const [after] = await searchWaitlist(OPERATOR, "ada@");
    expect(after!.status).toBe("approved");
    const [mail] = await getOutboxEmailsTo("ada@ridgewire.example");
    expect(mail!.kind).toBe("workspace_approved");
    const token = await linkTokenFor("ada@ridgewire.example");
    // Only the hash is stored.
    const stored = await all<{ token_hash: string }>(
      sql`select token_hash from invitations where company_id = ${companyId}`,
    );
    expect(stored.map((r) => r.token_hash)).toEqual([hashLinkToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await getInvitationState(token)).toMatchObject({
      status: "valid",
      role: "admin",
      company: "Ridgewire Mobile",
    });
    expect((await rejection(approveWaitlistEntry(OPERATOR, entry!.id))).status).toBe(409);
  });
});

describe("invitation links", () => {
  it("a forged or malformed token is invalid; a used one says so and cannot be used again", async () => {
    expect((await getInvitationState("x".repeat(43))).status).toBe("invalid");
    expect((await getInvitationState("../../etc")).status).toBe("invalid");
    const token = await linkTokenFor("ada@ridgewire.example");
    // A token one character off is a different hash.
    const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await rejection(acceptInvitation({ token: forged, username: "ada", password: "longenough" }))).status).toBe(
      410,
    );

    const { userId } = await acceptInvitation({ token, username: "ada", password: "longenough" });
    const [member] = await all<{ role: string; company_id: string }>(
      sql`select role, company_id from agent_users where id = ${userId}`,
    );
    expect(member!.role).toBe("admin");
    expect((await getInvitationState(token)).status).toBe("used");
    const reuse = await rejection(acceptInvitation({ token, username: "ada2", password: "longenough" }));
    expect(reuse).toMatchObject({ status: 410, message: expect.stringContaining("already been used") });
  });

  it("an expired invitation is refused; a revoked one too; resend replaces the link", async () => {
    await inviteMember(DEMO, { email: "late@summitwireless.example", role: "agent" });
    const first = await linkTokenFor("late@summitwireless.example");
    await database().db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where token_hash = ${hashLinkToken(first)}`,
    );
    expect((await getInvitationState(first)).status).toBe("expired");
    expect(
      (await rejection(acceptInvitation({ token: first, username: "late", password: "longenough" }))).message,
    ).toContain("expired");
    const [pending] = (await listPendingInvitations(DEMO)).filter((i) => i.email === "late@summitwireless.example");
    expect(pending!.expired).toBe(true);
    await resendInvitation(DEMO, pending!.id);
    const second = await linkTokenFor("late@summitwireless.example");
    expect(second).not.toBe(first);
    expect((await getInvitationState(first)).status).toBe("invalid");
    expect((await getInvitationState(second)).status).toBe("valid");
    await revokeInvitation(DEMO, pending!.id);
    expect((await getInvitationState(second)).status).toBe("revoked");
  });

  it("a taken username is refused and the invitation stays usable", async () => {
    await inviteMember(DEMO, { email: "new@summitwireless.example", role: "agent" });
    const token = await linkTokenFor("new@summitwireless.example");
    expect((await rejection(acceptInvitation({ token, username: "Jordan", password: "longenough" }))).status).toBe(409);
    expect((await getInvitationState(token)).status).toBe("valid");
  });
});

describe("the team", () => {
  it("a non-admin can't invite or list the team; an existing member can't be invited twice", async () => {
    expect((await rejection(inviteMember(JORDAN, { email: "x@y.example", role: "agent" }))).message).toBe(NOT_ADMIN);
    expect((await rejection(listMembers(JORDAN))).status).toBe(403);
    expect((await rejection(listPendingInvitations(JORDAN))).status).toBe(403);
    expect(
      (await rejection(inviteMember(DEMO, { email: "JORDAN@summitwireless.example", role: "agent" }))).status,
    ).toBe(409);
  });

  it("no tenant sees another's members, invitations or log, nor acts on them", async () => {
    const harborMembers = await listMembers(HARBOR);
    expect(harborMembers.map((m) => m.username)).toEqual(["harbor"]);
    const harborInvites = await listPendingInvitations(HARBOR);
    expect(harborInvites.some((i) => i.email.endsWith("summitwireless.example"))).toBe(false);
    const [summitInvite] = await listPendingInvitations(DEMO);
    expect((await rejection(revokeInvitation(HARBOR, summitInvite!.id))).status).toBe(404);
    expect((await rejection(changeMemberRole(HARBOR, JORDAN.id, "admin"))).status).toBe(404);
    expect((await rejection(deactivateMember(HARBOR, JORDAN.id, null))).status).toBe(404);
    expect((await listActivity(HARBOR)).length).toBe(0);
  });

  it("the last admin can't be demoted or deactivated", async () => {
    expect((await rejection(changeMemberRole(HARBOR, HARBOR.id, "agent"))).message).toBe(LAST_ADMIN);
    expect((await rejection(deactivateMember(HARBOR, HARBOR.id, null))).status).toBe(409);
    await changeMemberRole(DEMO, JORDAN.id, "admin");
    await changeMemberRole({ ...JORDAN, role: "admin" }, DEMO.id, "agent");
    expect((await rejection(changeMemberRole({ ...JORDAN, role: "admin" }, JORDAN.id, "agent"))).message).toBe(
      LAST_ADMIN,
    );
    await changeMemberRole({ ...JORDAN, role: "admin" }, DEMO.id, "admin");
    await changeMemberRole(DEMO, JORDAN.id, "agent");
  });

  it("deactivation ends the member's sessions and hands their open deals to a colleague in one step", async () => {
    const jordan = JORDAN.id;
    const casey = "aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc";
    await database().db.execute(
      sql`insert into agent_sessions (user_id, kind, expires_at) values (${jordan}, 'agent', now() + interval '1 day')`,
    );
    const [before] = await all<{ open: number; closed: number }>(sql`
      select count(*) filter (where status in ('lead','qualified','proposal','negotiation'))::int as open,
             count(*) filter (where status not in ('lead','qualified','proposal','negotiation'))::int as closed
      from deals where assigned_to = ${jordan}`);
    expect(before!.open).toBeGreaterThan(0);
    const { reassigned } = await deactivateMember(DEMO, jordan, casey);
    expect(reassigned).toBe(before!.open);
    const [after] = await all<{ n: number }>(
      sql`select count(*)::int as n from deals where assigned_to = ${jordan} and status in ('lead','qualified','proposal','negotiation')`,
    );
    expect(after!.n).toBe(0);
    const live = await all<{ n: number }>(
      sql`select count(*)::int as n from agent_sessions where user_id = ${jordan} and revoked_at is null`,
    );
    expect(live[0]!.n).toBe(0);
    const members = await listMembers(DEMO);
    expect(members.find((m) => m.id === jordan)!.deactivatedAt).not.toBeNull();
    // Row-level security: the deactivated member belongs to no company any more.
    const [scoped] = await all<{ company: string | null }>(sql`
      select (select public.current_company_id() from (select set_config('request.jwt.claims', ${JSON.stringify({ sub: jordan })}, true)) s) as company`);
    expect(scoped!.company).toBeNull();
    const log = await listActivity(DEMO);
    expect(log[0]).toMatchObject({ action: "member_deactivated", actor: "demo", subject: "jordan" });
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(["member_invited", "role_changed", "invitation_revoked"]),
    );
  });
});
