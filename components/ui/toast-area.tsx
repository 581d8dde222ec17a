"use client";

import { Toaster as HotToaster } from "react-hot-toast";

/**
 * The toast area's look (loaded by `Toaster`, see toaster.tsx). react-hot-toast's defaults are the
 * spec's: 4000 ms for blank/error/custom, 2000 ms for success, loading until dismissed,
 * and at most 20 toasts (TOAST_LIMIT). Only the look is themed here.
 */
export function ToastArea() {
  return (
    <HotToaster
      position="top-right"
      toastOptions={{
        className: "text-sm shadow-lg",
        style: {
          background: "hsl(var(--popover))",
          color: "hsl(var(--popover-foreground))",
          border: "1px solid hsl(var(--border))",
          borderRadius: "var(--radius)",
          maxWidth: "24rem",
        },
        success: {
          iconTheme: { primary: "hsl(var(--success))", secondary: "hsl(var(--success-foreground))" },
        },
        error: {
          iconTheme: { primary: "hsl(var(--destructive))", secondary: "hsl(var(--destructive-foreground))" },
        },
        loading: {
          iconTheme: { primary: "hsl(var(--primary))", secondary: "hsl(var(--muted))" },
        },
      }}
    />
  );
}
