import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { safeCallbackUrl } from "@/components/auth/safe-callback";
import { getSessionUser } from "@/components/auth/session-user";
import { SignUpForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = safeCallbackUrl(raw);
  if (await getSessionUser()) redirect(callbackUrl);
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start making QR codes with tracking, stats and an API."
      footer={
        <>
          Already have an account?{" "}
          <Link
            href={raw ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signin"}
            className="font-medium text-brand-700 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
