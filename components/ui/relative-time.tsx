"use client";

import { useSyncExternalStore } from "react";
import { formatDistanceToNow } from "date-fns";
import { formatDay } from "@/lib/format";

const MINUTE_MS = 60_000;

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, MINUTE_MS);
  return () => clearInterval(timer);
}

/** The current minute: the same value for every read within it. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The current minute (ms), kept current; null on the server and in the hydrating render. */
export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}

/**
 * "5 minutes ago", kept current each minute. The server and the hydrating render show
 * the day instead ("Nov 26, 2026"): the time between the two renders would make the
 * relative wording differ and break hydration.
 */
export function RelativeTime({ value }: { value: string | Date }) {
  const now = useCurrentMinute();
  const date = typeof value === "string" ? new Date(value) : value;
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={formatDay(date)}>
      {now === null || !valid ? formatDay(date) : formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
