import type { Page, TestInfo } from "@playwright/test";

/** Each test signs up from its own address, so the per-IP waitlist limit never interferes. */
export async function useOwnIp(page: Page, testInfo: TestInfo): Promise<string> {
  const n = Math.floor(Math.random() * 250) + 1;
  const ip = `10.${(testInfo.workerIndex % 200) + 20}.${(Date.now() >> 8) & 255}.${n}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@reseller.example`;
}

/** Records analytics calls made through window.gtag. */
export async function stubAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; __events: unknown[][] };
    w.__events = [];
    w.gtag = (...args: unknown[]) => {
      w.__events.push(args);
    };
  });
}

export async function analyticsEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
}
