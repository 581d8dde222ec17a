import { cn } from "@/lib/utils";

const FRAME = "rounded-lg border border-dashed py-12 text-center";

/** The message a filtered portal list shows when nothing matches; a `title` leads it when there is a hint to give. */
export function EmptyState({ testId, title, children }: { testId: string; title?: string; children: React.ReactNode }) {
  if (!title) {
    return (
      <p className={cn(FRAME, "text-muted-foreground")} data-testid={testId}>
        {children}
      </p>
    );
  }
  return (
    <div className={FRAME} data-testid={testId}>
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
