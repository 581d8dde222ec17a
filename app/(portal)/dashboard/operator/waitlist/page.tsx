import type { Metadata } from "next";
import { ErrorPanel } from "@/components/portal/error-panel";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApproveButton } from "@/components/workspaces/approve-button";
import { requireAgentPage } from "@/lib/auth";
import { searchWaitlist, type WaitlistEntry } from "@/lib/db/queries/workspaces";
import { formatDay } from "@/lib/format";
import { waitlistSearchSchema } from "@/lib/validation/workspaces";

export const metadata: Metadata = { title: "Waitlist" };

export default async function WaitlistPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const operator = await requireAgentPage("/dashboard/operator/waitlist");
  if (!operator.operator) {
    return (
      <p className="text-muted-foreground" data-testid="waitlist-not-operator">
        Only platform operators see the waitlist.
      </p>
    );
  }
  const raw = (await searchParams).q;
  const parsed = waitlistSearchSchema.safeParse({ q: Array.isArray(raw) ? raw[0] : raw });
  const q = parsed.success ? parsed.data.q : "";
  let entries: WaitlistEntry[] | null = null;
  try {
    entries = await searchWaitlist(operator, q);
  } catch (error) {
    console.error("Failed to load the waitlist", error);
  }
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Waitlist</h2>
        <p className="text-muted-foreground">
          Resellers who asked for access. Approving one creates the company&apos;s own, empty workspace (with the shared
          carrier catalogue) and e-mails the person an invitation to become its first admin.
        </p>
      </div>
      <form role="search" className="flex max-w-xl gap-2" action="/dashboard/operator/waitlist">
        <label htmlFor="waitlist-q" className="sr-only">
          Search the waitlist
        </label>
        <Input
          id="waitlist-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Name, e-mail, company, phone or source"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {!entries ? (
        <ErrorPanel message="Failed to load the waitlist" testId="waitlist-error" />
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground" data-testid="waitlist-empty">
          {q ? `No entry matches "${q}".` : "Nobody is on the waitlist yet."}
        </p>
      ) : (
        <Table data-testid="waitlist">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className="hidden md:table-cell">E-mail</TableHead>
              <TableHead className="hidden md:table-cell">Company</TableHead>
              <TableHead className="hidden md:table-cell">Phone</TableHead>
              <TableHead className="hidden md:table-cell">Source</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id} data-testid="waitlist-row">
                <TableCell>
                  <span className="font-medium">{e.name}</span>
                  {/* On phones the other columns are folded into this one. */}
                  <span className="block text-sm text-muted-foreground md:hidden">
                    <span className="block break-all">{e.email}</span>
                    <span className="block">{e.company}</span>
                    <span className="block">
                      {e.phone || "No phone"} · {e.source}
                    </span>
                  </span>
                </TableCell>
                <TableCell className="hidden break-all md:table-cell">{e.email}</TableCell>
                <TableCell className="hidden md:table-cell">{e.company}</TableCell>
                <TableCell className="hidden md:table-cell">{e.phone || "—"}</TableCell>
                <TableCell className="hidden md:table-cell">{e.source}</TableCell>
                <TableCell>{formatDay(e.createdAt)}</TableCell>
                <TableCell>
                  {e.status === "approved" ? (
                    <span>Approved {formatDay(e.approvedAt)}</span>
                  ) : (
                    <ApproveButton id={e.id} label={`${e.name} (${e.company})`} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
