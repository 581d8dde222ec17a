import { AlertCircle } from "lucide-react";

/** The error panel of a data screen ('Failed to load deals', 'Failed to load customers'). */
export function ErrorPanel({ message, testId }: { message: string; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-foreground"
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
