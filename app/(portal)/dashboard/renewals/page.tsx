import type { Metadata } from "next";
import { RenewalsTable } from "@/components/renewals/renewals-table";
import { RenewalsToolbar } from "@/components/renewals/renewals-toolbar";
import { ErrorPanel } from "@/components/portal/error-panel";
import { requireAgentPage } from "@/lib/auth";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { getUpcomingRenewals, type RenewalRow } from "@/lib/db/queries/renewals";
import { parseRenewalsQuery } from "@/lib/validation/renewals";

export const metadata: Metadata = { title: "Renewals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RenewalsPage({ searchParams }: Props) {
  const agent = await requireAgentPage("/dashboard/renewals");
  const query = parseRenewalsQuery(await searchParams);
  let rows: RenewalRow[] | null = null;
  try {
    await refreshPendingCommissions(agent.companyId);
    rows = await getUpcomingRenewals(agent.companyId, query);
  } catch (error) {
    console.error("Failed to load renewals", error);
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Renewals</h2>
        <p className="text-muted-foreground">
          The dates that matter on every won deal: contract end (close date + term), promotion end, last device
          installment and the close of the commission chargeback window.
        </p>
      </div>
      <RenewalsToolbar query={query} />
      {rows ? (
        <RenewalsTable rows={rows} query={query} />
      ) : (
        <ErrorPanel message="Failed to load renewals" testId="renewals-error" />
      )}
    </div>
  );
}
