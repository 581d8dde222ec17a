/** The message a filtered portal list shows when nothing matches. */
export function EmptyState({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed py-12 text-center text-muted-foreground" data-testid={testId}>
      {children}
    </p>
  );
}
