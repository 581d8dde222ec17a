"use client";

import { useId, useState, type FormEvent } from "react";
import { inviteMemberAction } from "@/app/(portal)/dashboard/team/actions";
import { NativeSelect } from "@/components/deals/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from "@/lib/auth/roles";
import { ActionMessage, useServerAction } from "./use-action";

export function InviteForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("agent");
  const { run, pending, error, done } = useServerAction(inviteMemberAction);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run({ email, role }, `Invitation sent to ${email.trim()}.`);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" data-testid="invite-form" noValidate>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-email`}>E-mail</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={pending}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value)} disabled={pending}>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {COMPANY_ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
      <ActionMessage error={error} done={done} />
    </form>
  );
}
