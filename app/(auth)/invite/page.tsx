import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { AuthCard } from "@/components/auth/auth-card";
import { getSessionUser } from "@/components/auth/session-user";
import { Alert } from "@/components/ui/alert";
import { type InvitationState, previewInvitation } from "@/lib/invitations/preview-invitation";

export const metadata: Metadata = { title: "Join a workspace", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const UNUSABLE: Record<Exclude<InvitationState, "pending">, string> = {
  used: "This invitation was used already.",
  revoked: "This invitation was revoked.",
  expired: "This invitation has expired.",
};

const linkClass = "font-medium text-brand-700 hover:underline";

// Opening the link changes nothing (mail scanners prefetch links): joining takes the button's POST.
export default async function InvitePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const invitation = typeof token === "string" && token ? await previewInvitation(token) : undefined;
  if (!invitation || typeof token !== "string") {
    return (
      <AuthCard title="Join a workspace">
        <Alert>This page needs the whole link from your invitation. Ask whoever invited you to send it again.</Alert>
      </AuthCard>
    );
  }
  const here = `/invite?token=${encodeURIComponent(token)}`;
  const user = await getSessionUser();
  const subtitle = (
    <>
      {invitation.inviterName ?? "A member"} invited <strong>{invitation.email}</strong> to{" "}
      <strong>{invitation.workspaceName}</strong> as {invitation.role.toLowerCase()}.
    </>
  );
  if (invitation.state !== "pending") {
    return (
      <AuthCard title={`Join ${invitation.workspaceName}`} subtitle={subtitle}>
        <Alert>{UNUSABLE[invitation.state]} Ask whoever invited you for a new one.</Alert>
      </AuthCard>
    );
  }
  if (!user) {
    const next = encodeURIComponent(here);
    return (
      <AuthCard title={`Join ${invitation.workspaceName}`} subtitle={subtitle}>
        <p className="text-sm text-zinc-600">
          <Link href={`/signin?callbackUrl=${next}`} className={linkClass}>
            Sign in
          </Link>{" "}
          or{" "}
          <Link href={`/signup?callbackUrl=${next}`} className={linkClass}>
            create an account
          </Link>{" "}
          with {invitation.email} to join.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Join ${invitation.workspaceName}`} subtitle={subtitle}>
      {user.email === invitation.email ? (
        <AcceptInvitationForm token={token} />
      ) : (
        <Alert>
          You are signed in as {user.email}. This invitation is for {invitation.email}:{" "}
          <Link href="/signout" className="font-medium underline">
            sign out
          </Link>{" "}
          and sign in with that address.
        </Alert>
      )}
    </AuthCard>
  );
}
