"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Loader2, Search } from "lucide-react";
import { portalSearchAction } from "@/app/(portal)/dashboard/actions";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { openablePages } from "@/config/tools";
import { cn } from "@/lib/utils";
import {
  PORTAL_SEARCH_KIND_NAMES,
  PORTAL_SEARCH_KINDS,
  PORTAL_SEARCH_MAX,
  type PortalSearchHit,
  type PortalSearchKind,
  type PortalSearchResults,
} from "@/lib/validation/search";

/** Time after the last keystroke before the search runs. */
export const SEARCH_DELAY_MS = 200;

type Group = { kind: PortalSearchKind; hits: PortalSearchHit[] };

/** With nothing typed: the portal's pages, to go to one by the keyboard. */
const PAGES: Group[] = [
  {
    kind: "tools",
    hits: openablePages().map((p) => ({ id: p.href, title: p.title, detail: p.description, href: p.href })),
  },
];

/**
 * The portal's command palette: a search field over grouped results (the combobox
 * pattern: arrow keys move through the results, Enter opens one, Escape closes). The
 * search runs on the server (typos allowed), 200 ms after the last keystroke; an answer
 * to an older keystroke is dropped.
 */
export function CommandPalette({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog has closed, to put focus back where it was. */
  onClosed: () => void;
}) {
  const router = useRouter();
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<{ q: string; results: PortalSearchResults } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const request = useRef(0);
  const list = useRef<HTMLDivElement>(null);
  const typed = query.trim();

  useEffect(() => {
    const mine = ++request.current;
    if (!typed) return;
    const timer = setTimeout(() => {
      portalSearchAction({ q: typed })
        .then((result) => {
          if (mine !== request.current) return;
          if (result.ok) {
            setAnswer({ q: typed, results: result.data });
            setError(null);
          } else setError(result.error);
          setActive(0);
        })
        .catch(() => mine === request.current && setError("Search failed. Check your connection and try again."));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const groups: Group[] = useMemo(() => {
    if (!typed) return PAGES;
    if (!answer) return [];
    return PORTAL_SEARCH_KINDS.map((kind) => ({ kind, hits: answer.results[kind] })).filter((g) => g.hits.length > 0);
  }, [typed, answer]);
  const flat = groups.flatMap((g) => g.hits);
  const current = Math.min(active, flat.length - 1);
  const searching = Boolean(typed) && answer?.q !== typed && !error;
  const optionId = (i: number) => `${listId}-option-${i}`;

  // The active result stays in view as the arrow keys move.
  useEffect(() => {
    if (current < 0) return;
    list.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  function go(hit: PortalSearchHit | undefined) {
    if (!hit) return;
    onOpenChange(false);
    router.push(hit.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = flat.length - 1;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive(current >= last ? 0 : current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(current <= 0 ? last : current - 1);
    } else if (event.key === "Home" && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === "End" && event.ctrlKey) {
      event.preventDefault();
      setActive(last);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (!searching) go(flat[current]);
    }
  }

  let status = "";
  if (error) status = error;
  else if (searching) status = "Searching…";
  else if (typed && flat.length === 0) status = `No results for “${typed}”.`;
  else if (typed) status = `${flat.length} result${flat.length === 1 ? "" : "s"}.`;

  // Where each group's results start in the one list the arrow keys move through.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, x) => n + x.hits.length, 0));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery("");
      }}
    >
      <DialogContent
        showCloseButton={false}
        data-testid="search-dialog"
        className="top-4 max-h-[calc(100dvh-2rem)] max-w-xl translate-y-0 grid-rows-[auto_auto_minmax(0,1fr)] gap-0 overflow-hidden p-0 sm:top-[12vh] sm:max-h-[min(36rem,76dvh)]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find customers, deals, saved quotes, rate plans, devices and tools. Use the arrow keys to choose a result,
          Enter to open it and Escape to close.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          {searching ? (
            <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
          ) : (
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <input
            type="text"
            role="combobox"
            aria-label="Search the portal"
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            aria-describedby={statusId}
            autoComplete="off"
            spellCheck={false}
            maxLength={PORTAL_SEARCH_MAX}
            placeholder="Search customers, deals, quotes, plans, devices, tools…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
          />
          <kbd
            aria-hidden="true"
            className="hidden rounded border bg-muted px-1.5 font-sans text-[11px] font-medium text-muted-foreground sm:inline"
          >
            Esc
          </kbd>
          {/* On a phone there is no Escape key: a button closes the palette. */}
          <DialogClose className="rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden">
            Cancel
          </DialogClose>
        </div>
        <p
          id={statusId}
          role="status"
          // The count is for screen readers; searching, no results and errors are shown too.
          className={cn(
            "px-4 text-sm text-muted-foreground",
            flat.length > 0 && !searching && !error ? "sr-only" : status && "py-3",
            error && "text-destructive",
          )}
          data-testid="search-status"
        >
          {status}
        </p>
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Results"
          className="overflow-y-auto overscroll-contain px-2 pb-2"
          data-testid="search-results"
        >
          {groups.map((group, g) => {
            const headingId = `${listId}-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={headingId} className="pt-2">
                <div id={headingId} className="px-2 pb-1 text-xs font-semibold text-muted-foreground">
                  {typed ? PORTAL_SEARCH_KIND_NAMES[group.kind] : "Go to"}
                </div>
                {group.hits.map((hit, h) => {
                  const i = starts[g]! + h;
                  const selected = i === current;
                  return (
                    <div
                      key={`${group.kind}-${hit.id}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={selected}
                      data-testid="search-result"
                      data-kind={group.kind}
                      onMouseMove={() => !selected && setActive(i)}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(hit)}
                      className={cn(
                        "flex cursor-pointer flex-col rounded-md px-2 py-2 text-sm",
                        selected && "bg-accent text-accent-foreground",
                      )}
                    >
                      <span className="truncate font-medium">{hit.title}</span>
                      {hit.detail ? (
                        <span
                          className={cn(
                            "truncate text-xs",
                            selected ? "text-accent-foreground" : "text-muted-foreground",
                          )}
                        >
                          {hit.detail}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
