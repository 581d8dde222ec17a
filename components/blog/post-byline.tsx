import { clsx } from "clsx";

/**
 * A post's author, date and read time, separated by dots; `testId` prefixes each part's test id.
 * Rendered in the browser too (the list's cards), so `className` is joined with clsx,
 * without `cn`'s tailwind-merge: pass spacing or size, not classes that override these.
 */
export function PostByline({
  author,
  createdAt,
  dateLabel,
  readTime,
  testId,
  className,
}: {
  author: string;
  createdAt: string;
  dateLabel: string;
  readTime: number;
  testId: string;
  className?: string;
}) {
  return (
    <p className={clsx("flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground", className)}>
      <span data-testid={`${testId}-author`}>{author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} data-testid={`${testId}-date`}>
        {dateLabel}
      </time>
      <span aria-hidden="true">·</span>
      <span data-testid={`${testId}-read-time`}>{readTime} min read</span>
    </p>
  );
}
