"use client";

import { approveWaitlistAction } from "@/app/(portal)/dashboard/team/actions";
import { Button } from "@/components/ui/button";
import { ActionMessage, useServerAction } from "./use-action";

export function ApproveButton({ id, label }: { id: string; label: string }) {
  const { run, pending, error, done } = useServerAction(approveWaitlistAction);
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        disabled={pending}
        aria-label={`Approve ${label}`}
        data-testid="approve-entry"
        onClick={() => run({ id }, "Approved: the invitation is on its way.")}
      >
        {pending ? "Approving..." : "Approve"}
      </Button>
      <ActionMessage error={error} done={done} />
    </div>
  );
}
