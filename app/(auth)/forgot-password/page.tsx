import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Alert } from "@/components/ui/alert";
import { mailConfigured } from "@/lib/mail/send-mail";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  const canMail = mailConfigured();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={canMail ? "We will mail you a link to choose a new one." : undefined}
      footer={
        <Link href="/signin" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {canMail ? (
        <ForgotPasswordForm />
      ) : (
        <Alert tone="info">
          This Codebeam server does not send mail. Ask its admin for a reset link: they can make one with{" "}
          <code className="font-mono text-xs">npm run cli -- users:reset-password --email you@example.com</code>.
        </Alert>
      )}
    </AuthCard>
  );
}
