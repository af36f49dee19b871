import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Confirm your new email", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Opening the link changes nothing (mail scanners prefetch links): the button POSTs the token.
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Confirm your new email" subtitle="Use this address to sign in to Codebeam from now on.">
      {typeof token === "string" && token ? (
        <ConfirmEmailForm token={token} />
      ) : (
        <Alert>
          This page needs the link from your confirmation mail. Change your email again in Settings to get one.
        </Alert>
      )}
    </AuthCard>
  );
}
