"use client";

import { addDaysIso, formatDay } from "@/lib/format";
import { CalendarClock } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/stores/notification-store";

/** Days ahead a scheduled check-in is set for. */
export const CHECK_IN_DAYS = 7;

/** Adds a reminder notification to check in with a customer a week from today. */
export function ScheduleCheckInButton({ customerName, companyName }: { customerName: string; companyName: string }) {
  function schedule() {
    const when = formatDay(addDaysIso(CHECK_IN_DAYS));
    notify("info", "Check-in scheduled", `Check in with ${customerName} at ${companyName} on ${when}.`);
    toast.success(`Check-in with ${companyName} scheduled for ${when}`);
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={schedule}
      aria-label={`Schedule Check-in with ${companyName}`}
      data-testid="schedule-check-in"
    >
      <CalendarClock aria-hidden="true" className="mr-1 size-4" />
      Schedule Check-in
    </Button>
  );
}
