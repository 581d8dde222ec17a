"use client";

import { CalendarClock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import toast from "react-hot-toast";
import { createTaskAction } from "@/app/(portal)/dashboard/tasks/actions";
import { Button } from "@/components/ui/button";
import { addDaysIso, formatDayTime } from "@/lib/format";
import { notify } from "@/lib/stores/notification-store";
import { checkInTitle } from "@/lib/tasks";
import { CHECK_IN_DAYS } from "@/lib/validation/tasks";

/**
 * Schedules a check-in with a customer a week from today (at this hour) as a task on
 * the server: it shows in the agent's task list on every device and notifies when due.
 */
export function ScheduleCheckInButton({
  customerId,
  customerName,
  companyName,
}: {
  customerId: string;
  customerName: string;
  companyName: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  function schedule() {
    const hour = String(new Date().getHours()).padStart(2, "0");
    const due = new Date(`${addDaysIso(CHECK_IN_DAYS)}T${hour}:00`);
    startTransition(async () => {
      try {
        const result = await createTaskAction({
          title: checkInTitle(customerName, companyName),
          due: due.toISOString(),
          customerId,
        });
        if (!result.ok) {
          toast.error(result.error);
          return;
        }
        const when = formatDayTime(new Date(result.data.dueAt));
        notify("info", "Check-in scheduled", `Check in with ${customerName} at ${companyName} on ${when}.`);
        toast.success(`Check-in with ${companyName} scheduled for ${when}`);
        router.refresh();
      } catch {
        toast.error("The check-in could not be scheduled. Please try again.");
      }
    });
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={schedule}
      disabled={pending}
      aria-label={`Schedule Check-in with ${companyName}`}
      data-testid="schedule-check-in"
    >
      <CalendarClock aria-hidden="true" className="mr-1 size-4" />
      Schedule Check-in
    </Button>
  );
}
