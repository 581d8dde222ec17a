import type { Metadata } from "next";
import Link from "next/link";
import { ReconciliationView } from "@/components/commissions/reconciliation-view";
import { StatementUpload } from "@/components/commissions/statement-upload";
import { ErrorPanel } from "@/components/portal/error-panel";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
import { formatDay, isoDay, formatUsd } from "@/lib/format";

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
            Upload the payout statements carriers and master agents send, and see what each deal has paid against what
            it should.
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
          <StatementUpload
            sources={data.sources.map((s) => ({ id: s.id, name: s.name, carrier: s.carrier }))}
            defaultPeriod={lastMonth()}
          />
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
              <Table data-testid="statements">
                <TableHeader>
                  <TableRow>
                    <TableHead>Month</TableHead>
                    <TableHead>Source</TableHead>
                    <TableHead>File</TableHead>
                    <TableHead numeric>Rows</TableHead>
                    <TableHead numeric>Paid</TableHead>
                    <TableHead>Uploaded</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.statements.map((s) => (
                    <TableRow key={s.id} data-testid="statement-row">
                      <TableCell>{s.period}</TableCell>
                      <TableCell>{s.source}</TableCell>
                      <TableCell>
                        <Link
                          href={`/dashboard/commissions?statement=${s.id}`}
                          className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {s.filename}
                        </Link>
                      </TableCell>
                      <TableCell numeric>{s.rowCount}</TableCell>
                      <TableCell numeric>{formatUsd(s.totalPaid)}</TableCell>
                      <TableCell>{formatDay(s.uploadedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
          <section aria-labelledby="received-heading" className="space-y-2">
            <h3 id="received-heading" className="text-lg font-semibold">
              Received to date by deal
            </h3>
            <Table data-testid="received-to-date">
              <TableHeader>
                <TableRow>
                  <TableHead>Deal</TableHead>
                  <TableHead>Carrier</TableHead>
                  <TableHead numeric>Expected (term)</TableHead>
                  <TableHead numeric>Received to date</TableHead>
                  <TableHead numeric>Still to come</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.received.map((r) => (
                  <TableRow key={r.dealId} data-testid="received-row" data-deal-id={r.dealId}>
                    <TableCell>
                      {r.title}
                      <span className="block text-xs text-muted-foreground">{r.customer}</span>
                    </TableCell>
                    <TableCell>{carrierName(r.carrier)}</TableCell>
                    <TableCell numeric>{formatUsd(r.expected)}</TableCell>
                    <TableCell numeric data-testid="received-amount">
                      {formatUsd(r.received)}
                    </TableCell>
                    <TableCell numeric>{formatUsd(Math.max(0, r.expected - r.received))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        </>
      )}
    </div>
  );
}
