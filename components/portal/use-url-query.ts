"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";

/** A list's query: a free-text search `q` and named choices (status, sort, …). */
type ListQuery = { q: string } & Record<string, string>;

/**
 * A list's search and choices, kept in the URL (replaced, no scroll) so the server
 * renders the list for them. The search box is debounced by 300 ms and applied at
 * once when it loses focus, so a search still waiting never replaces the page a
 * click on a result has just opened. A choice navigates at once. A value equal to
 * its default is left out of the URL.
 */
export function useUrlQuery<T extends ListQuery>(query: T, defaults: Omit<T, "q">) {
  const router = useRouter();
  const pathname = usePathname();
  const [q, setQ] = useState(query.q);
  // The choices as last made here (the URL catches up after the transition).
  const [chosen, setChosen] = useState<T>(query);
  const [pending, startTransition] = useTransition();
  // Read and written only in handlers and effects: several quick changes never undo one another.
  const latest = useRef<T>(chosen);

  function navigate(next: Partial<T>) {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setChosen(merged);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value && value !== (defaults as Record<string, string>)[key]) params.set(key, value);
    }
    const search = params.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  function applySearch() {
    clearTimeout(timer.current);
    if (q.trim() !== latest.current.q) navigate({ q: q.trim() } as Partial<T>);
  }

  useEffect(() => {
    if (q.trim() === latest.current.q) return;
    timer.current = setTimeout(() => navigate({ q: q.trim() } as Partial<T>), 300);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  /** Props for the search box. */
  const search = {
    value: q,
    onChange: (e: { target: { value: string } }) => setQ(e.target.value),
    onBlur: applySearch,
  };

  return { search, chosen, navigate, pending };
}
