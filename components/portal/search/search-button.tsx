"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";

// The palette (its dialog, list and search action) loads on the first open only.
const CommandPalette = dynamic(() => import("./command-palette").then((m) => m.CommandPalette), { ssr: false });

const onApple = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
const subscribeNever = () => () => undefined;

/** Whether a keydown is the portal search's shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">) {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * The portal header's Search button and the Ctrl+K / Cmd+K shortcut anywhere in the
 * portal: both open the command palette. When it closes, focus returns to where it was
 * when it opened (the button, or the field the shortcut was pressed in).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const apple = useSyncExternalStore(subscribeNever, onApple, () => false);

  const show = useCallback(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [show]);

  function restoreFocus() {
    const target = returnTo.current?.isConnected ? returnTo.current : button.current;
    target?.focus();
  }

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        onClick={show}
        aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
        aria-haspopup="dialog"
        data-testid="open-search"
        className="gap-2 px-2.5 text-muted-foreground sm:w-56 sm:justify-start lg:w-64"
      >
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-[11px] font-medium text-muted-foreground sm:inline"
        >
          {apple ? "⌘K" : "Ctrl K"}
        </kbd>
      </Button>
      {loaded ? <CommandPalette open={open} onOpenChange={setOpen} onClosed={restoreFocus} /> : null}
    </>
  );
}
