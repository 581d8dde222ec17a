"use client";

import { memo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

/**
 * Declared once: components made inside the render would be new types on every streamed
 * chunk, so React would remount the table (losing its scroll) each time the text grows.
 */
const components: Components = {
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto rounded-md border border-border" tabIndex={0} role="region" aria-label="Table">
      <table className="w-full border-collapse text-left text-xs">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th scope="col" style={style} className="border-b border-border bg-background/60 px-2 py-1.5 font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-border/60 px-2 py-1.5 align-top">
      {children}
    </td>
  ),
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/** Assistant text as Markdown (GFM tables and lists); raw HTML is never rendered. */
function ChatMarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-2 break-words text-sm leading-relaxed",
        "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5",
        "[&_strong]:font-semibold [&_em]:text-muted-foreground [&_code]:rounded [&_code]:bg-background/60 [&_code]:px-1",
        "[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2",
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

/** Re-renders only when its text changes (earlier answers stay put while one streams). */
export const ChatMarkdown = memo(ChatMarkdownView);
