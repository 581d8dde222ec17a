"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * Filters kept in the URL's query string without a server round trip (the browser
 * history API, which Next's router follows), so a view can be shared by its link.
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const values = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((k) => [k, searchParams.get(k) ?? defaults[k]]),
  ) as Record<K, string>;

  const set = useCallback(
    (patch: Partial<Record<K, string>>) => {
      // From the address as it is now, not as the last render saw it: changes made one right after another (a
      // filter, then the search) each keep the ones before.
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch) as [K, string | undefined][]) {
        if (v === undefined || v === "" || v === defaults[k]) next.delete(k);
        else next.set(k, v);
      }
      const qs = next.toString();
      window.history.replaceState(null, "", qs ? `${pathname}?${qs}` : pathname);
    },
    // defaults is a literal of the caller; its values never change between renders
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname],
  );

  return [values, set] as const;
}
