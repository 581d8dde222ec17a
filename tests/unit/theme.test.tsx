// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ThemeScript } from "@/components/theme/theme-script";
import { THEME_SCRIPT } from "@/lib/theme-script";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { THEME_STORAGE_KEY, useThemeStore } from "@/lib/stores/theme-store";

type SystemTheme = "light" | "dark" | "none";

/** jsdom has no matchMedia: fake one that reports the given system colour scheme. */
function mockSystemTheme(system: SystemTheme) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: system !== "none" && query.includes(`prefers-color-scheme: ${system}`),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

function storeTheme(theme: string) {
  localStorage.setItem("theme-storage", JSON.stringify({ state: { theme }, version: 0 }));
}

function runThemeScript() {
  new Function(THEME_SCRIPT)();
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().className = "";
  html().style.colorScheme = "";
  mockSystemTheme("none");
});

afterEach(() => cleanup());

describe("theme script (before first paint)", () => {
  it("stored light wins over a dark system preference", () => {
    storeTheme("light");
    mockSystemTheme("dark");
    html().classList.add("dark");
    runThemeScript();
    expect(html()).not.toHaveClass("dark");
    expect(html().style.colorScheme).toBe("light");
  });

  it("stored dark wins over a light system preference", () => {
    storeTheme("dark");
    mockSystemTheme("light");
    runThemeScript();
    expect(html()).toHaveClass("dark");
    expect(html().style.colorScheme).toBe("dark");
  });

  it("nothing stored + system light -> light", () => {
    mockSystemTheme("light");
    html().classList.add("dark");
    runThemeScript();
    expect(html()).not.toHaveClass("dark");
  });

  it("nothing stored + system dark -> dark", () => {
    mockSystemTheme("dark");
    runThemeScript();
    expect(html()).toHaveClass("dark");
  });

  it("nothing stored + no system preference -> dark", () => {
    runThemeScript();
    expect(html()).toHaveClass("dark");
  });

  it("ignores a corrupt stored value and falls back to the system", () => {
    localStorage.setItem("theme-storage", "{not json");
    mockSystemTheme("light");
    runThemeScript();
    expect(html()).not.toHaveClass("dark");
  });

  it("renders an inline script with the nonce", () => {
    const markup = renderToStaticMarkup(<ThemeScript nonce="abc123" />);
    expect(markup).toContain('nonce="abc123"');
    expect(markup).toContain("theme-storage");
    expect(markup.startsWith("<script")).toBe(true);
  });
});

describe("theme store", () => {
  it("uses the 'theme-storage' key", () => {
    expect(THEME_STORAGE_KEY).toBe("theme-storage");
    expect(useThemeStore.persist.getOptions().name).toBe("theme-storage");
  });

  it("rehydrates a stored choice and applies it to <html>", async () => {
    storeTheme("light");
    html().classList.add("dark");
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe("light");
    expect(html()).not.toHaveClass("dark");
  });

  it.each([
    ["light", "light"],
    ["dark", "dark"],
    ["none", "dark"],
  ] as const)("with nothing stored and system %s starts %s", async (system, expected) => {
    mockSystemTheme(system);
    vi.resetModules();
    const { useThemeStore: freshStore } = await import("@/lib/stores/theme-store");
    expect(freshStore.getState().theme).toBe(expected);
    expect(html().classList.contains("dark")).toBe(expected === "dark");
    // Following the system is not a choice: nothing is written until the user toggles.
    expect(localStorage.getItem("theme-storage")).toBeNull();
  });
});

describe("ThemeToggle", () => {
  it("flips the class, persists under 'theme-storage' and updates its label", () => {
    useThemeStore.getState().setTheme("dark");
    render(<ThemeToggle />);

    const toggle = screen.getByTestId("theme-toggle");
    expect(html()).toHaveClass("dark");
    expect(toggle).toHaveAccessibleName("Switch to light mode");

    fireEvent.click(toggle);
    expect(html()).not.toHaveClass("dark");
    expect(html().style.colorScheme).toBe("light");
    expect(JSON.parse(localStorage.getItem("theme-storage") ?? "null")).toMatchObject({ state: { theme: "light" } });
    expect(toggle).toHaveAccessibleName("Switch to dark mode");

    fireEvent.click(toggle);
    expect(html()).toHaveClass("dark");
    expect(JSON.parse(localStorage.getItem("theme-storage") ?? "null")).toMatchObject({ state: { theme: "dark" } });
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBe(toggle);
  });

  it("the stored value written by the toggle is what the theme script reads", () => {
    useThemeStore.getState().setTheme("light");
    html().classList.add("dark");
    mockSystemTheme("dark");
    runThemeScript();
    expect(html()).not.toHaveClass("dark");
  });

  it("server render is hydration-safe: neutral label, no theme guess", () => {
    const markup = renderToStaticMarkup(<ThemeToggle />);
    expect(markup).toContain('aria-label="Toggle theme"');
    expect(markup).toContain('data-testid="theme-toggle"');
    expect(markup).not.toContain("Switch to");
  });
});
