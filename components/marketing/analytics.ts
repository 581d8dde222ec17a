/**
 * Analytics through one global function, used only when the page has one
 * (e.g. the gtag.js snippet): `window.gtag("event", name, params)`.
 */
declare global {
  interface Window {
    gtag?: (command: "event", name: string, params?: Record<string, unknown>) => void;
  }
}

export type AnalyticsEvent = "begin_waitlist_submission" | "complete_waitlist_submission" | "waitlist_submission_error";

export function trackEvent(name: AnalyticsEvent, params: Record<string, unknown>): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  try {
    window.gtag("event", name, params);
  } catch {
    // Analytics never breaks the form.
  }
}
