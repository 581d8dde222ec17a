import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type Theme = "dark" | "light";

/** localStorage key (zustand persist JSON: {"state":{"theme":"dark"},"version":0}). */
export const THEME_STORAGE_KEY = "theme-storage";

export const DEFAULT_THEME: Theme = "dark";

function isTheme(value: unknown): value is Theme {
  return value === "dark" || value === "light";
}

/** The system preference; dark when the browser states none (or on the server). */
export function getSystemTheme(): Theme {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return DEFAULT_THEME;
  try {
    return window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark";
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts the theme on <html>: the `dark` class and the matching `color-scheme`. */
export function applyTheme(theme: Theme): void {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

export type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

/**
 * Theme store. The stored choice wins (rehydrated from `theme-storage`), else the system
 * preference, else dark. Nothing is written until the user picks a theme, so an unpicked
 * theme keeps following the system. `lib/theme-script.ts` applies the same
 * rule before first paint.
 */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      theme: getSystemTheme(),
      setTheme: (theme) => {
        applyTheme(theme);
        set({ theme });
      },
      toggleTheme: () => get().setTheme(get().theme === "dark" ? "light" : "dark"),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ theme: state.theme }),
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        return { ...current, theme: isTheme(theme) ? theme : current.theme };
      },
      onRehydrateStorage: () => (state) => {
        if (state) applyTheme(state.theme);
      },
    },
  ),
);

// Keep several open tabs in step: another tab's choice arrives as a `storage` event.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY) void useThemeStore.persist.rehydrate();
  });
}
