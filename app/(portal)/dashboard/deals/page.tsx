import type { Metadata } from "next";
import Link from "next/link";
import { BackLink } from "@/components/portal/back-link";
import { Suspense } from "react";
import { Archive, KanbanSquare, Plus } from "lucide-react";
import { DealsBoard } from "@/components/deals/deals-board";
import { DealsToolbar } from "@/components/deals/deals-toolbar";
import { ErrorPanel } from "@/components/portal/error-panel";
import { ExportDealsButton } from "@/components/deals/export-deals-button";
import { Button } from "@/components/ui/button";
import { requireAgentPage } from "@/lib/auth";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { getDealBoard } from "@/lib/db/queries/deals";
import { parseBoardQuery, type BoardQuery } from "@/lib/validation/deals";

export const metadata: Metadata = { title: "My Deals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DealsPage({ searchParams }: Props) {
  await requireAgentPage("/dashboard/deals");
  const query = parseBoardQuery(await searchParams);
  const key = `${query.q}|${query.status}|${query.sort}|${query.archived}`;
  return (
    <div className="space-y-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <BackLink />
          {query.archived ? (
            <>
              <h2 className="text-2xl font-semibold tracking-tight" data-testid="deals-heading">
                Archived Deals
              </h2>
              <p className="text-sm text-muted-foreground" data-testid="deals-archive-note">
                This is the archive: these deals are not on the board. Open one to restore it to the board.
              </p>
            </>
          ) : (
            <h2 className="text-2xl font-semibold tracking-tight" data-testid="deals-heading">
              My Deals
            </h2>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            {query.archived ? (
              <Link href="/dashboard/deals" data-testid="deals-board-link">
                <KanbanSquare aria-hidden="true" /> Back to the board
              </Link>
            ) : (
              <Link href="/dashboard/deals?archived=1" data-testid="deals-archive-link">
                <Archive aria-hidden="true" /> Archived deals
              </Link>
            )}
          </Button>
          <ExportDealsButton query={query} />
          <Button asChild>
            <Link href="/dashboard/deals/new" data-testid="new-deal-link">
              <Plus aria-hidden="true" /> New Deal
            </Link>
          </Button>
        </div>
      </div>
      <DealsToolbar query={query} />
      <Suspense
        fallback={
          <p role="status" className="py-12 text-center text-muted-foreground">
            Loading deals...
          </p>
        }
      >
        <BoardLoader query={query} boardKey={key} />
      </Suspense>
    </div>
  );
}

async function BoardLoader({ query, boardKey }: { query: BoardQuery; boardKey: string }) {
  const agent = await requireAgentPage("/dashboard/deals");
  let board;
  try {
    await refreshPendingCommissions(agent.companyId);
    board = await getDealBoard(agent.companyId, query);
  } catch (error) {
    console.error(error);
    return <ErrorPanel message="Failed to load deals" testId="deals-error" />;
  }
  return <DealsBoard key={boardKey} initial={board} query={query} />;
}
