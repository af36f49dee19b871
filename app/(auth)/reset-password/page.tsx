import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with from now on.">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert>
          This page needs the link from your reset mail.{" "}
          <Link href="/forgot-password" className="font-medium underline">
            Ask for a link
          </Link>
          .
        </Alert>
      )}
    </AuthCard>
  );
}
