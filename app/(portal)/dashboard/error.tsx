"use client";

import { ErrorPanel } from "@/components/portal/error-panel";
import { Button } from "@/components/ui/button";

/**
 * Whatever a portal page could not render: the shell (menu, header, account) stays,
 * the page's place says so and offers to try again. The cause stays in the server log
 * (production sends the browser only a digest of it).
 */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-4 p-4 md:p-6">
      <ErrorPanel message="This page could not be loaded. Please try again." testId="dashboard-page-error">
        {error.digest ? <p className="text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
        <Button type="button" variant="outline" size="sm" onClick={reset}>
          Try again
        </Button>
      </ErrorPanel>
    </div>
  );
}
