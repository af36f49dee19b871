import type { Metadata } from "next";
import { headers } from "next/headers";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { DeleteAccountSection } from "@/components/settings/delete-account-section";
import { PasswordSection } from "@/components/settings/password-section";
import { ProfileSection } from "@/components/settings/profile-section";
import { SessionsSection } from "@/components/settings/sessions-section";
import { TwoFactorSection } from "@/components/settings/two-factor-section";
import { PageHeader } from "@/components/ui/page-header";
import { readSessionToken } from "@/lib/auth/session-token";
import { mailConfigured } from "@/lib/mail/send-mail";
import { deletionOutcome } from "@/lib/me/deletion-outcome";
import { getMe } from "@/lib/me/get-me";
import { listUserSessions } from "@/lib/me/list-user-sessions";
import { readTwoFactorStatus } from "@/lib/two-factor/read-two-factor-status";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const { user } = await requireWorkspace();
  const claims = await readSessionToken(new Headers(await headers()));
  const [me, sessions, outcome, twoFactor] = await Promise.all([
    getMe(user.id),
    listUserSessions(user.id, claims?.sessionId),
    deletionOutcome(user.id),
    readTwoFactorStatus(user.id),
  ]);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your name, email, password, two-factor sign-in and where you are signed in."
      />
      <div className="space-y-8">
        <ProfileSection me={me} mailConfigured={mailConfigured()} />
        <PasswordSection />
        <TwoFactorSection initialStatus={twoFactor} />
        {/* Keyed by the list, so a refresh after a password change shows the sessions left. */}
        <SessionsSection key={sessions.data.map((session) => session.id).join()} initialSessions={sessions.data} />
        <DeleteAccountSection email={me.email} {...outcome} />
      </div>
    </>
  );
}
