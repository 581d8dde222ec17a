"use client";

import { resendInvitationAction, revokeInvitationAction } from "@/app/(portal)/dashboard/team/actions";
import { Button } from "@/components/ui/button";
import { ActionMessage, useServerAction } from "./use-action";

export function InvitationActions({ id, email }: { id: string; email: string }) {
  const resend = useServerAction(resendInvitationAction);
  const revoke = useServerAction(revokeInvitationAction);
  const pending = resend.pending || revoke.pending;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Resend the invitation to ${email}`}
          onClick={() => resend.run({ id }, "Sent again with a new link.")}
        >
          Resend
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Revoke the invitation to ${email}`}
          onClick={() => revoke.run({ id }, "Revoked.")}
        >
          Revoke
        </Button>
      </div>
      <ActionMessage error={resend.error ?? revoke.error} done={resend.done ?? revoke.done} />
    </div>
  );
}
