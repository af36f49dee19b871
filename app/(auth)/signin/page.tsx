import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { safeCallbackUrl } from "@/components/auth/safe-callback";
import { getSessionUser } from "@/components/auth/session-user";
import { SignInForm } from "@/components/auth/signin-form";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const query = await searchParams;
  const callbackUrl = safeCallbackUrl(query.callbackUrl);
  if (await getSessionUser()) redirect(callbackUrl);
  return (
    <AuthCard
      title="Sign in to Codebeam"
      subtitle="Welcome back. Enter your email and password."
      footer={
        <>
          No account yet?{" "}
          <Link href="/signup" className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {/* next-auth sends people here with ?error=… after a failed attempt; its text is not shown as is. */}
      <SignInForm
        callbackUrl={callbackUrl}
        initialError={query.error ? "Sign-in failed. Check your email and password and try again." : undefined}
      />
    </AuthCard>
  );
}
