"use client";

import { useSyncExternalStore } from "react";
import { Moon, Sun } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useThemeStore } from "@/lib/stores/theme-store";
import { cn } from "@/lib/utils";

const subscribeNothing = () => () => {};

/** false on the server and during hydration, true once mounted on the client. */
function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Dark/light switch. The server cannot know the visitor's theme, so until hydration the
 * button carries a neutral label and both icons (CSS shows the one matching the `dark`
 * class that the theme script already set); after mount the label follows the store.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const mounted = useMounted();

  const label = !mounted ? "Toggle theme" : theme === "dark" ? "Switch to light mode" : "Switch to dark mode";

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn(className)}
      aria-label={label}
      title={mounted ? label : undefined}
      data-testid="theme-toggle"
      data-theme={mounted ? theme : undefined}
      onClick={toggleTheme}
    >
      {mounted ? (
        theme === "dark" ? (
          <Sun aria-hidden="true" />
        ) : (
          <Moon aria-hidden="true" />
        )
      ) : (
        <>
          <Sun aria-hidden="true" className="hidden dark:block" />
          <Moon aria-hidden="true" className="block dark:hidden" />
        </>
      )}
    </Button>
  );
}
