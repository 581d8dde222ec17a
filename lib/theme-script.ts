/**
 * Inline, render-blocking script that puts the right theme on <html> before first paint
 * (no flash of the wrong theme). Same rule as lib/stores/theme-store.ts: the choice stored
 * by zustand persist under "theme-storage" wins, else the system preference, else dark.
 * `components/theme/theme-script.tsx` renders it; the nonce policy allows it by its hash.
 */
export const THEME_SCRIPT = `(function () {
  var root = document.documentElement;
  var theme = null;
  try {
    var raw = window.localStorage.getItem("theme-storage");
    if (raw) {
      var parsed = JSON.parse(raw);
      var stored = parsed && parsed.state ? parsed.state.theme : null;
      if (stored === "light" || stored === "dark") theme = stored;
    }
  } catch (e) {}
  if (!theme) {
    try {
      theme = window.matchMedia && window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark";
    } catch (e) {
      theme = "dark";
    }
  }
  if (theme === "dark") root.classList.add("dark");
  else root.classList.remove("dark");
  root.style.colorScheme = theme;
})();`;
