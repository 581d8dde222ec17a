import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Data tables of the portal. `framed` (the default) is a table standing on its own:
 * rounded border and a tinted header. `plain` sits inside a card that already
 * frames it: no border, no tint, and the cells line up with the card's content on
 * both sides. Both scroll sideways in their container when the screen is narrow.
 */
export type TableProps = React.ComponentProps<"table"> & {
  variant?: "framed" | "plain";
  /** Classes of the scroll container around the table (the table's own go in className). */
  containerClassName?: string;
};

export function Table({ className, containerClassName, variant = "framed", ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn("overflow-x-auto", variant === "framed" && "rounded-lg border", containerClassName)}
    >
      <table
        data-slot="table"
        data-variant={variant}
        className={cn("group/table w-full text-sm", className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn(
        "bg-muted/50 text-muted-foreground group-data-[variant=plain]/table:bg-transparent [&_tr]:border-b",
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("border-b", className)} {...props} />;
}

/** Padding of header and body cells; a plain table's cells start and end flush with its card. */
const cellPadding = "px-3 py-2 group-data-[variant=plain]/table:pl-0 group-data-[variant=plain]/table:last:pr-0";

/** Figures line up on the right with digits of equal width. */
const numericCell = "text-right tabular-nums";

type CellProps = { numeric?: boolean };

/** A header cell: a column header by default (`scope="col"`); pass `scope="row"` for a row header in the body. */
export function TableHead({
  className,
  numeric = false,
  scope = "col",
  ...props
}: React.ComponentProps<"th"> & CellProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(cellPadding, "text-left font-medium", numeric && numericCell, className)}
      {...props}
    />
  );
}

export function TableCell({ className, numeric = false, ...props }: React.ComponentProps<"td"> & CellProps) {
  return <td data-slot="table-cell" className={cn(cellPadding, numeric && numericCell, className)} {...props} />;
}
