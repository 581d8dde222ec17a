import type { Metadata } from "next";
import { ErrorPanel } from "@/components/portal/error-panel";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { InvitationActions } from "@/components/workspaces/invitation-actions";
import { InviteForm } from "@/components/workspaces/invite-form";
import { MemberActions } from "@/components/workspaces/member-actions";
import { requireAgentPage } from "@/lib/auth";
import { COMPANY_ROLE_LABELS, type CompanyRole } from "@/lib/auth/roles";
import {
  ACTIVITY_ACTIONS,
  listActivity,
  listMembers,
  listPendingInvitations,
  type ActivityEntry,
  type PendingInvitation,
  type TeamMember,
} from "@/lib/db/queries/workspaces";
import { formatDay } from "@/lib/format";

export const metadata: Metadata = { title: "Team" };

const roleLabel = (role: string) => COMPANY_ROLE_LABELS[role as CompanyRole] ?? role;

function dateTime(value: Date | null): string {
  if (!value) return "Never";
  return value.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}

function describe(entry: ActivityEntry): string {
  const who = entry.actor ?? "Someone";
  const base = `${who} ${ACTIVITY_ACTIONS[entry.action] ?? entry.action} ${entry.subject ?? ""}`.trim();
  const d = entry.detail;
  if (entry.action === "role_changed") return `${base} from ${roleLabel(String(d.from))} to ${roleLabel(String(d.to))}`;
  if (entry.action === "member_invited") return `${base} as ${roleLabel(String(d.role))}`;
  if (entry.action === "member_deactivated" && d.to) return `${base}; ${d.reassigned} open deal(s) went to ${d.to}`;
  return base;
}

export default async function TeamPage() {
  const agent = await requireAgentPage("/dashboard/team");
  if (agent.role !== "admin") {
    return (
      <div className="max-w-3xl space-y-2">
        <h2 className="text-2xl font-semibold tracking-tight">Team</h2>
        <p className="text-muted-foreground" data-testid="team-not-admin">
          Only your company&apos;s admins manage the team. Ask an admin to invite someone or change a role.
        </p>
      </div>
    );
  }
  let members: TeamMember[] | null = null;
  let invitations: PendingInvitation[] = [];
  let activity: ActivityEntry[] = [];
  try {
    [members, invitations, activity] = await Promise.all([
      listMembers(agent),
      listPendingInvitations(agent),
      listActivity(agent, 50),
    ]);
  } catch (error) {
    console.error("Failed to load the team", error);
  }
  if (!members) return <ErrorPanel message="Failed to load the team" testId="team-error" />;
  const active = members.filter((m) => !m.deactivatedAt);

  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Team</h2>
        <p className="text-muted-foreground">
          Invite agents and admins by e-mail, change roles and deactivate members who leave. Admins manage the team;
          every member works on the company&apos;s customers, deals and quotes.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Invite a member</CardTitle>
          <CardDescription>
            They receive a one-time link, valid for 7 days, to choose a username and password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm />
        </CardContent>
      </Card>

      <section aria-labelledby="pending-heading" className="space-y-2">
        <h3 id="pending-heading" className="text-lg font-semibold">
          Pending invitations
        </h3>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-invitations">
            No pending invitations.
          </p>
        ) : (
          <Table data-testid="invitations">
            <TableHeader>
              <TableRow>
                <TableHead>E-mail</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((i) => (
                <TableRow key={i.id}>
                  <TableCell className="break-all">{i.email}</TableCell>
                  <TableCell>{roleLabel(i.role)}</TableCell>
                  <TableCell>{formatDay(i.createdAt)}</TableCell>
                  <TableCell>{i.expired ? "Expired" : formatDay(i.expiresAt)}</TableCell>
                  <TableCell>
                    <InvitationActions id={i.id} email={i.email} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section aria-labelledby="members-heading" className="space-y-2">
        <h3 id="members-heading" className="text-lg font-semibold">
          Members
        </h3>
        <Table data-testid="members">
          <TableHeader>
            <TableRow>
              <TableHead>Member</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="hidden md:table-cell">Last sign-in</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.id} data-testid={`member-${m.username}`}>
                <TableCell>
                  <span className="font-medium">{m.username}</span>
                  {m.id === agent.id ? <span className="text-muted-foreground"> (you)</span> : null}
                  <span className="block break-all text-xs text-muted-foreground">{m.email}</span>
                  <span className="block text-xs text-muted-foreground md:hidden">
                    Last sign-in: {dateTime(m.lastSignInAt)}
                  </span>
                </TableCell>
                <TableCell>
                  {m.deactivatedAt ? `Deactivated ${formatDay(m.deactivatedAt)}` : roleLabel(m.role)}
                </TableCell>
                <TableCell className="hidden md:table-cell">{dateTime(m.lastSignInAt)}</TableCell>
                <TableCell>
                  {m.deactivatedAt || m.id === agent.id ? null : (
                    <MemberActions
                      key={`${m.id}-${m.role}`}
                      member={m}
                      colleagues={active.filter((c) => c.id !== m.id).map((c) => ({ id: c.id, username: c.username }))}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>

      <section aria-labelledby="activity-heading" className="space-y-2">
        <h3 id="activity-heading" className="text-lg font-semibold">
          Activity
        </h3>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-1 text-sm" data-testid="activity-log">
            {activity.map((e) => (
              <li key={e.id} className="flex flex-wrap gap-x-3">
                <time className="text-muted-foreground" dateTime={e.createdAt.toISOString()}>
                  {dateTime(e.createdAt)}
                </time>
                <span>{describe(e)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
