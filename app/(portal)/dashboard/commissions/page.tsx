import type { Metadata } from "next";
import Link from "next/link";
import { ReconciliationView } from "@/components/commissions/reconciliation-view";
import { StatementUpload } from "@/components/commissions/statement-upload";
import { ErrorPanel } from "@/components/portal/error-panel";
import { carrierName } from "@/config/carriers";
import { requireAgentPage } from "@/lib/auth";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import {
  getReceivedToDate,
  getStatementReconciliation,
  getStatements,
  getStatementSources,
  type ReceivedRow,
  type StatementListItem,
  type StatementSource,
} from "@/lib/db/queries/statements";
import { formatDay, isoDay } from "@/lib/deals/format";
import { formatUsd } from "@/lib/format";

export const metadata: Metadata = { title: "Commissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Last month as 'yyyy-MM' (statements usually pay for the month before). */
function lastMonth(): string {
  const today = isoDay();
  const [y, m] = today.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

export default async function CommissionsPage({ searchParams }: Props) {
  const agent = await requireAgentPage("/dashboard/commissions");
  const params = await searchParams;
  const chosen = typeof params.statement === "string" && UUID.test(params.statement) ? params.statement : null;
  let data: {
    sources: StatementSource[];
    statements: StatementListItem[];
    received: ReceivedRow[];
    view: Awaited<ReturnType<typeof getStatementReconciliation>>;
  } | null = null;
  try {
    await refreshPendingCommissions(agent.companyId);
    const [sources, statements, received, view] = await Promise.all([
      getStatementSources(agent.companyId),
      getStatements(agent.companyId),
      getReceivedToDate(agent.companyId),
      chosen ? getStatementReconciliation(agent.companyId, chosen) : Promise.resolve(null),
    ]);
    data = { sources, statements, received, view };
  } catch (error) {
    console.error("Failed to load commissions", error);
  }
  return (
    <div className="max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">Commissions</h2>
          <p className="text-muted-foreground">
            Upload the payout statements carriers and master agents send, and see what each deal has paid against what it should.
          </p>
        </div>
        <Link
          href="/dashboard/settings/commissions"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Commission plans
        </Link>
      </div>
      {!data ? (
        <ErrorPanel message="Failed to load commissions" testId="commissions-error" />
      ) : (
        <>
          <StatementUpload sources={data.sources.map((s) => ({ id: s.id, name: s.name, carrier: s.carrier }))} defaultPeriod={lastMonth()} />
          {data.view ? (
            <ReconciliationView
              title={`${data.view.statement.source}: ${data.view.statement.filename}`}
              period={data.view.statement.period}
              recon={data.view.reconciliation}
            />
          ) : null}
          <section aria-labelledby="statements-heading" className="space-y-2">
            <h3 id="statements-heading" className="text-lg font-semibold">
              Statements
            </h3>
            {data.statements.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="statements-empty">
                No statement uploaded yet.
              </p>
            ) : (
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-sm" data-testid="statements">
                  <thead className="bg-muted/50 text-left text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">Month</th>
                      <th scope="col" className="px-3 py-2 font-medium">Source</th>
                      <th scope="col" className="px-3 py-2 font-medium">File</th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">Rows</th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">Paid</th>
                      <th scope="col" className="px-3 py-2 font-medium">Uploaded</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.statements.map((s) => (
                      <tr key={s.id} className="border-t" data-testid="statement-row">
                        <td className="px-3 py-2">{s.period}</td>
                        <td className="px-3 py-2">{s.source}</td>
                        <td className="px-3 py-2">
                          <Link
                            href={`/dashboard/commissions?statement=${s.id}`}
                            className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          >
                            {s.filename}
                          </Link>
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{s.rowCount}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatUsd(s.totalPaid)}</td>
                        <td className="px-3 py-2">{formatDay(s.uploadedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="received-heading" className="space-y-2">
            <h3 id="received-heading" className="text-lg font-semibold">
              Received to date by deal
            </h3>
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm" data-testid="received-to-date">
                <thead className="bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Deal</th>
                    <th scope="col" className="px-3 py-2 font-medium">Carrier</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Expected (term)</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Received to date</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Still to come</th>
                  </tr>
                </thead>
                <tbody>
                  {data.received.map((r) => (
                    <tr key={r.dealId} className="border-t" data-testid="received-row" data-deal-id={r.dealId}>
                      <td className="px-3 py-2">
                        {r.title}
                        <span className="block text-xs text-muted-foreground">{r.customer}</span>
                      </td>
                      <td className="px-3 py-2">{carrierName(r.carrier)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatUsd(r.expected)}</td>
                      <td className="px-3 py-2 text-right tabular-nums" data-testid="received-amount">{formatUsd(r.received)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatUsd(Math.max(0, r.expected - r.received))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
