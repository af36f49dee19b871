import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { getSessionUser } from "@/components/auth/session-user";
import { SignOutButton } from "@/components/auth/signout-button";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Sign out" };

export default async function SignOutPage() {
  const user = await getSessionUser();
  if (!user) {
    return (
      <AuthCard title="You are signed out" subtitle="There is no active session in this browser.">
        <ButtonLink href="/signin" className="w-full">
          Sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Sign out?"
      subtitle={
        <>
          You are signed in as <strong className="font-medium text-zinc-700">{user.email}</strong>. Signing out ends
          this browser&apos;s session; your other devices stay signed in (Settings can end them).
        </>
      }
    >
      <div className="space-y-3">
        <SignOutButton />
        <ButtonLink href="/dashboard" variant="secondary" className="w-full">
          Back to dashboard
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
