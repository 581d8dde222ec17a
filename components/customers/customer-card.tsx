import Link from "next/link";
import { Building2, Mail, MapPin, Phone, UserRound } from "lucide-react";
import type { CustomerCard as Customer } from "@/lib/db/queries/customers";
import { formatDay } from "@/lib/format";

/** One customer: name, assigned agent, company, e-mail and phone links, 'city, state', 'Added {date}'. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
      data-testid="customer-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug" data-testid="customer-name">
          <Link
            href={`/dashboard/customers/${customer.id}`}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="customer-open"
          >
            {customer.name}
          </Link>
        </h3>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="customer-agent">
          <UserRound className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Assigned to </span>
          {customer.assignedTo ?? "Unassigned"}
        </span>
      </div>
      <ul className="space-y-1.5 text-sm">
        <li className="flex items-center gap-2" data-testid="customer-company">
          <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
          {customer.companyName}
        </li>
        {customer.email ? (
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
            <a
              className="break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              href={`mailto:${customer.email}`}
            >
              {customer.email}
            </a>
          </li>
        ) : null}
        {customer.phone ? (
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
            <a
              className="text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`}
            >
              {customer.phone}
            </a>
          </li>
        ) : null}
        {customer.city && customer.state ? (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            {customer.city}, {customer.state}
          </li>
        ) : null}
      </ul>
      <p className="mt-auto text-xs text-muted-foreground">Added {formatDay(customer.createdDay)}</p>
    </article>
  );
}
