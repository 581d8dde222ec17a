import { cn } from "@/lib/utils";

/** The polite status line of a list's toolbar: says what is loading while the list follows a new search or filter. */
export function PendingStatus({ pending, text, className }: { pending: boolean; text: string; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn("min-h-5 text-sm text-muted-foreground", className)}>
      {pending ? text : ""}
    </p>
  );
}
