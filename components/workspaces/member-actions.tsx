"use client";

import { useId, useState } from "react";
import { changeRoleAction, deactivateMemberAction } from "@/app/(portal)/dashboard/team/actions";
import { NativeSelect } from "@/components/deals/native-select";
import { Button } from "@/components/ui/button";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from "@/lib/auth/roles";
import { ActionMessage, useServerAction } from "./use-action";

type Colleague = { id: string; username: string };

/** Role change and deactivation (with the open deals handed to a colleague) of one member. */
export function MemberActions({
  member,
  colleagues,
}: {
  member: { id: string; username: string; role: string; openDeals: number };
  colleagues: Colleague[];
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reassignTo, setReassignTo] = useState(colleagues[0]?.id ?? "");
  const change = useServerAction(changeRoleAction);
  const deactivate = useServerAction(deactivateMemberAction);
  const pending = change.pending || deactivate.pending;

  return (
    <div className="space-y-2" data-testid={`member-actions-${member.username}`}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {member.username}
        </label>
        <NativeSelect
          id={`${id}-role`}
          className="h-9 w-28"
          value={member.role}
          disabled={pending}
          onChange={(e) => {
            change.run({ memberId: member.id, role: e.target.value }, `${member.username} is now ${e.target.value}.`);
          }}
        >
          {COMPANY_ROLES.map((r) => (
            <option key={r} value={r}>
              {COMPANY_ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
        {!confirming && (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        )}
      </div>
      {confirming && (
        <div className="space-y-2 rounded-md border p-3" role="group" aria-label={`Deactivate ${member.username}`}>
          <p className="text-sm">
            {member.username} will be signed out at once and can no longer sign in.
            {member.openDeals > 0 ? ` Their ${member.openDeals} open deal(s) go to:` : ""}
          </p>
          {member.openDeals > 0 && (
            <>
              <label htmlFor={`${id}-to`} className="sr-only">
                Reassign open deals to
              </label>
              <NativeSelect
                id={`${id}-to`}
                className="h-9"
                value={reassignTo}
                onChange={(e) => setReassignTo(e.target.value)}
              >
                <option value="">Keep them assigned to {member.username}</option>
                {colleagues.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.username}
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={pending}
              onClick={() =>
                deactivate.run(
                  { memberId: member.id, reassignTo: member.openDeals > 0 && reassignTo ? reassignTo : null },
                  (d) =>
                    `${member.username} is deactivated${d.reassigned ? `; ${d.reassigned} open deal(s) reassigned` : ""}.`,
                )
              }
            >
              {deactivate.pending ? "Deactivating..." : `Deactivate ${member.username}`}
            </Button>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <ActionMessage error={change.error ?? deactivate.error} done={change.done ?? deactivate.done} />
    </div>
  );
}
