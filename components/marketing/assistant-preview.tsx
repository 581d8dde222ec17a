import { Bot, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/**
 * Static preview of the AI Sales Assistant shown in the hero (not interactive). An
 * opaque card, without a backdrop blur: the particles drift behind it, and a blur
 * over moving layers is re-rastered on every frame.
 */
export function AssistantPreview() {
  return (
    <figure
      data-testid="assistant-preview"
      aria-label="Preview of the AI Sales Assistant"
      className="w-full max-w-md rounded-xl border bg-card text-card-foreground shadow-xl"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <div className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Bot className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold">AI Sales Assistant</span>
        </div>
        <Badge variant="success">
          <span className="size-1.5 rounded-full bg-success-foreground" aria-hidden="true" />
          Online
        </Badge>
      </div>
      <div className="space-y-3 px-4 py-5">
        <p className="max-w-[85%] rounded-lg rounded-tl-none bg-muted px-3 py-2 text-sm text-foreground">
          Hi! I&apos;m your AI sales assistant. Tell me about your customer (lines, carrier, data needs) and I&apos;ll
          compare AT&amp;T, Verizon and T-Mobile plans and suggest certified devices.
        </p>
      </div>
      <div className="flex items-center gap-2 border-t px-4 py-3">
        <input
          type="text"
          disabled
          value=""
          readOnly
          aria-label="Message the AI Sales Assistant (preview)"
          placeholder="Ask about plans, devices or pricing..."
          className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <span
          className="flex size-10 items-center justify-center rounded-md bg-primary text-primary-foreground"
          aria-hidden="true"
        >
          <Send className="size-4" />
        </span>
      </div>
    </figure>
  );
}
