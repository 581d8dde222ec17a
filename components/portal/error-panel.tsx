import { AlertCircle } from "lucide-react";

/** A red panel with a message safe to show, and an optional action (e.g. Try Again). */
export function ErrorPanel({
  message,
  children,
  testId = "error-panel",
}: {
  message: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
      data-testid={testId}
    >
      <p className="flex items-center gap-2 font-medium text-foreground">
        <AlertCircle aria-hidden="true" className="size-5 text-destructive" />
        {message}
      </p>
      {children}
    </div>
  );
}
