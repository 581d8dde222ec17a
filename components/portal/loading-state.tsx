import { Loader2 } from "lucide-react";

export function LoadingState({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      data-testid="loading-state"
    >
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      {text}
    </div>
  );
}
