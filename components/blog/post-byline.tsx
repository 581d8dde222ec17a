import { cn } from "@/lib/utils";

/** A post's author, date and read time, separated by dots; `testId` prefixes each part's test id. */
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
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground", className)}>
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
