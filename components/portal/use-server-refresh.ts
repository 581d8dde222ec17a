"use client";

import { useEffect, useRef } from "react";

/** How often an open page asks the server again for a list another device may have changed. */
export const SERVER_REFRESH_MS = 60_000;

/**
 * Calls `refresh` every `SERVER_REFRESH_MS` and whenever the tab becomes visible again, so a
 * list changed on another device (a task added, a notification read) shows here without a reload.
 * The latest `refresh` is called; a failure is logged and the list stays as it was.
 */
export function useServerRefresh(refresh: () => Promise<void>) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const run = () => latest.current().catch((error) => console.error("Failed to refresh from the server", error));
    const timer = window.setInterval(run, SERVER_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void run();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
