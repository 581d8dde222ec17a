import type { Metadata } from "next";
import Link from "next/link";
import { BackLink } from "@/components/portal/back-link";
import { Suspense } from "react";
import { Plus } from "lucide-react";
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
  const key = `${query.q}|${query.status}|${query.sort}`;
  return (
    <div className="space-y-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <BackLink />
          <h2 className="text-2xl font-semibold tracking-tight">My Deals</h2>
        </div>
        <div className="flex gap-2">
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
