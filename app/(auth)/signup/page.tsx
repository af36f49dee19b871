import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { getSessionUser } from "@/components/auth/session-user";
import { SignUpForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignUpPage() {
  if (await getSessionUser()) redirect("/dashboard");
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start making QR codes with tracking, stats and an API."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/signin" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
