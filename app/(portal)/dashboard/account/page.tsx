import type { Metadata } from "next";
import { ChangePasswordForm, ProfileForm } from "@/components/portal/account/account-forms";
import { TwoFactorCard } from "@/components/portal/account/two-factor-card";
import { ErrorPanel } from "@/components/portal/error-panel";
import { getAuth, requireAgentPage } from "@/lib/auth";
import type { TwoFactorStatus } from "@/lib/auth/types";
import { type AgentProfile, getAgentProfile } from "@/lib/db/queries/account";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  startTwoFactorAction,
  updateProfileAction,
} from "./actions";

export const metadata: Metadata = { title: "My Account" };

export default async function AccountPage() {
  const agent = await requireAgentPage("/dashboard/account");
  let profile: AgentProfile | null = null;
  let twoFactor: TwoFactorStatus | null = null;
  const auth = getAuth();
  try {
    [profile, twoFactor] = await Promise.all([
      getAgentProfile(agent.id, agent.companyId),
      auth.twoFactor.status(agent),
    ]);
  } catch (error) {
    console.error("Failed to load profile", error);
  }
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">My Account</h2>
        <p className="text-muted-foreground">Your profile, settings, two-factor sign-in and password.</p>
      </div>
      {profile ? (
        <ProfileForm profile={profile} updateProfile={updateProfileAction} />
      ) : (
        <ErrorPanel message="Failed to load profile" testId="profile-load-error" />
      )}
      {twoFactor ? (
        <TwoFactorCard
          enabled={twoFactor.enabled}
          recoveryCodesLeft={twoFactor.recoveryCodesLeft}
          provider={auth.name === "supabase" ? "Supabase Auth" : null}
          actions={{ start: startTwoFactorAction, confirm: confirmTwoFactorAction, disable: disableTwoFactorAction }}
        />
      ) : null}
      <ChangePasswordForm changePassword={changePasswordAction} />
    </div>
  );
}
