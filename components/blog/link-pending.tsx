"use client";

import { useLinkStatus } from "next/link";

/**
 * Shown inside a link while the page it opens is loading (spec: the post shows
 * "Loading..." while it loads). The post itself is rendered on the server in one
 * piece, so an unknown slug still answers HTTP 404.
 */
export function LinkPending({ label = "Loading..." }: { label?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-2 text-sm font-normal text-muted-foreground" data-testid="link-pending">
      {label}
    </span>
  );
}
