import Link from "next/link";
import {
  AlertTriangle,
  ArrowDownRight,
  ArrowUpRight,
  CalendarClock,
  Clock,
  FileText,
  LayoutGrid,
  Minus,
  Send,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CustomerHealth, DashboardAlert, DashboardData } from "@/lib/db/queries/dashboard";
import { formatDay, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PipelineChart } from "./pipeline-chart";
import { ScheduleCheckInButton } from "./schedule-check-in-button";

const HEALTH_VARIANT: Record<CustomerHealth, "success" | "warning" | "destructive"> = {
  Healthy: "success",
  "Needs Attention": "warning",
  "At Risk": "destructive",
};

const ALERT_ICON: Record<DashboardAlert["kind"], typeof Clock> = {
  closing_soon: CalendarClock,
  stale_deal: AlertTriangle,
  quote_follow_up: Clock,
};

export function quoteHref(customerId: string): string {
  return `/dashboard/quotes/new?customerId=${encodeURIComponent(customerId)}`;
}

export function DashboardHome({ data }: { data: DashboardData }) {
  const { mrr, pipeline, alerts, customers, byStatus } = data;
  const ChangeIcon = mrr.change > 0 ? ArrowUpRight : mrr.change < 0 ? ArrowDownRight : Minus;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card data-testid="mrr-tracker">
          <CardHeader>
            <CardTitle>MRR Tracker</CardTitle>
            <CardDescription>Monthly revenue of deals won this month</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-semibold" data-testid="mrr-this-month">
              {formatUsd(mrr.thisMonth)}
            </p>
            <p
              className={cn(
                "mt-2 flex items-center gap-1 text-sm",
                mrr.change > 0 ? "text-success" : mrr.change < 0 ? "text-destructive" : "text-muted-foreground",
              )}
              data-testid="mrr-change"
            >
              <ChangeIcon aria-hidden="true" className="size-4" />
              {mrr.change >= 0 ? "+" : "-"}
              {formatUsd(Math.abs(mrr.change))}
              {mrr.changePercent !== null ? ` (${mrr.changePercent >= 0 ? "+" : ""}${mrr.changePercent}%)` : ""} vs last
              month
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="mrr-last-month">
              Last month: {formatUsd(mrr.lastMonth)}
            </p>
          </CardContent>
        </Card>
        <Card data-testid="pipeline-snapshot">
          <CardHeader>
            <CardTitle>Pipeline Snapshot</CardTitle>
            <CardDescription>Quotes, open deals and won deals</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                { label: "Quotes", value: pipeline.quotes, testId: "snapshot-quotes" },
                { label: "Open Deals", value: pipeline.openDeals, testId: "snapshot-open" },
                { label: "Won Deals", value: pipeline.wonDeals, testId: "snapshot-won" },
              ].map(({ label, value, testId }) => (
                <div key={testId}>
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card data-testid="ai-alerts">
          <CardHeader>
            <CardTitle>AI Alerts</CardTitle>
            <CardDescription>Deals closing soon, quiet deals and quotes to follow up</CardDescription>
          </CardHeader>
          <CardContent>
            {alerts.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="alerts-empty">
                No alerts right now. Your pipeline is up to date.
              </p>
            ) : (
              <div
                role="region"
                aria-label="Alerts"
                tabIndex={0}
                className="max-h-64 overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ul className="space-y-3">
                  {alerts.map((alert) => {
                    const Icon = ALERT_ICON[alert.kind];
                    return (
                      <li
                        key={`${alert.kind}-${alert.id}`}
                        className="flex gap-2 text-sm"
                        data-testid={`alert-${alert.kind}`}
                      >
                        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                        <span>
                          <span className="font-medium">{alert.title}</span>
                          <span className="block text-muted-foreground">
                            {alert.detail} · {formatDay(alert.date)}
                          </span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>Your most recently active customers</CardDescription>
          </CardHeader>
          <CardContent>
            {customers.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="quick-actions-empty">
                No customers yet.{" "}
                <Link className="underline" href="/dashboard/customers/new">
                  Add your first customer
                </Link>
                .
              </p>
            ) : (
              <Table variant="plain" data-testid="quick-actions">
                <TableCaption className="sr-only">Quick Actions</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Customer</TableHead>
                    <TableHead>Services</TableHead>
                    <TableHead>Health</TableHead>
                    <TableHead>Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {customers.map((c) => (
                    <TableRow key={c.id} className="align-top" data-testid="quick-action-row">
                      <TableCell>
                        <span className="font-medium">{c.companyName}</span>
                        <span className="block text-muted-foreground">{c.name}</span>
                      </TableCell>
                      <TableCell>{c.services.length ? c.services.join(", ") : "None yet"}</TableCell>
                      <TableCell>
                        <Badge variant={HEALTH_VARIANT[c.health]} title={c.healthReason}>
                          {c.health}
                        </Badge>
                        <span className="sr-only">: {c.healthReason}</span>
                      </TableCell>
                      <TableCell>
                        <div className="flex flex-wrap gap-2">
                          <Link
                            href={quoteHref(c.id)}
                            className={buttonVariants({ size: "sm" })}
                            aria-label={`Send Proposal to ${c.companyName}`}
                            data-testid="send-proposal"
                          >
                            <Send aria-hidden="true" className="mr-1 size-4" />
                            Send Proposal
                          </Link>
                          <Link
                            href={quoteHref(c.id)}
                            className={buttonVariants({ size: "sm", variant: "secondary" })}
                            aria-label={`Requote ${c.companyName}`}
                            data-testid="requote"
                          >
                            Requote
                          </Link>
                          <ScheduleCheckInButton customerId={c.id} customerName={c.name} companyName={c.companyName} />
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Pipeline Value by Status</CardTitle>
            <CardDescription>Total deal value in each status</CardDescription>
          </CardHeader>
          <CardContent>
            <PipelineChart data={byStatus} />
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {[
          {
            href: "/dashboard/bill-analyzer",
            title: "Analyze a Bill",
            text: "Upload a customer's bill and find savings.",
            Icon: FileText,
          },
          {
            href: "/dashboard/quotes/new",
            title: "Create Proposal",
            text: "Generate a priced quote from the customer's needs.",
            Icon: Send,
          },
          {
            href: "/dashboard/plans",
            title: "Match Offers to a Customer",
            text: "Compare plans across the three carriers.",
            Icon: LayoutGrid,
          },
        ].map(({ href, title, text, Icon }) => (
          <Link
            key={href}
            href={href}
            className="group rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid={`shortcut-${title}`}
          >
            <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />
            <span className="block font-semibold">{title}</span>
            <span className="block text-sm text-muted-foreground">{text}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
