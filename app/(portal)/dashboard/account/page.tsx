import type { Metadata } from "next";
import { ChangePasswordForm, ProfileForm } from "@/components/portal/account/account-forms";
import { ErrorPanel } from "@/components/portal/error-panel";
import { requireAgentPage } from "@/lib/auth";
import { type AgentProfile, getAgentProfile } from "@/lib/db/queries/account";
import { changePasswordAction, updateProfileAction } from "./actions";

export const metadata: Metadata = { title: "My Account" };

export default async function AccountPage() {
  const agent = await requireAgentPage("/dashboard/account");
  let profile: AgentProfile | null = null;
  try {
    profile = await getAgentProfile(agent.id, agent.companyId);
  } catch (error) {
    console.error("Failed to load profile", error);
  }
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">My Account</h2>
        <p className="text-muted-foreground">Your profile, settings and password.</p>
      </div>
      {profile ? (
        <ProfileForm profile={profile} updateProfile={updateProfileAction} />
      ) : (
        <ErrorPanel message="Failed to load profile" testId="profile-load-error" />
      )}
      <ChangePasswordForm changePassword={changePasswordAction} />
    </div>
  );
}
