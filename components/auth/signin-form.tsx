"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { NETWORK_ERROR } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

const GENERIC_FAILURE = "Invalid email or password.";
// lib/two-factor/second-sign-in-step.ts: the password was right, and a code must come with it.
const TWO_FACTOR_REQUIRED = "TwoFactorRequired";

/** Which required field is empty, in the form's order, or null. */
export function emptyField(email: string, password: string): { id: string; message: string } | null {
  if (!email.trim()) return { id: "email", message: "Enter your email address." };
  if (!password) return { id: "password", message: "Enter your password." };
  return null;
}

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | undefined>(initialError);
  const [pending, setPending] = useState(false);
  // With two-factor sign-in on, the second step asks for a code and sends it with the same email and password.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  async function attempt(email: string, password: string, otp?: string) {
    setPending(true);
    setError(undefined);
    try {
      const result = await signIn("credentials", { email, password, ...(otp && { otp }), redirect: false });
      if (result?.error === TWO_FACTOR_REQUIRED) {
        setCredentials({ email, password });
        setPending(false);
        return;
      }
      if (!result || result.error) {
        // The server's own text (wrong credentials, wrong code, the rate-limit message); never which part was wrong.
        setError(!result?.error || result.error === "CredentialsSignin" ? GENERIC_FAILURE : result.error);
        setPending(false);
        return;
      }
      router.replace(callbackUrl);
      router.refresh();
    } catch {
      setError(NETWORK_ERROR);
      setPending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (credentials) {
      const otp = String(form.get("otp") ?? "").trim();
      if (!otp) {
        setError("Enter the code from your authenticator app, or a recovery code.");
        document.getElementById("otp")?.focus();
        return;
      }
      await attempt(credentials.email, credentials.password, otp);
      return;
    }
    // An empty field is named before anything is sent; the server's answer never says which part was wrong.
    const missing = emptyField(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
    if (missing) {
      setError(missing.message);
      document.getElementById(missing.id)?.focus();
      return;
    }
    await attempt(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
  }

  if (credentials) {
    // Its own key: without it React reuses the password step's inputs, and the code field opened holding the password.
    return (
      <form key="code-step" onSubmit={onSubmit} className="space-y-4" noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <p className="text-sm text-zinc-700">
          Two-factor sign-in is on for <span className="font-medium text-zinc-900">{credentials.email}</span>. Enter the
          6-digit code from your authenticator app.
        </p>
        <Field
          id="otp"
          name="otp"
          label="Authentication code"
          autoComplete="one-time-code"
          maxLength={64}
          hint="Lost your phone? Enter one of your recovery codes instead."
          required
          autoFocus
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Checking…" : "Verify and sign in"}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            setCredentials(null);
            setError(undefined);
          }}
        >
          Use another account
        </Button>
      </form>
    );
  }

  return (
    <form key="password-step" onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <Field id="email" name="email" type="email" label="Email" autoComplete="email" required autoFocus />
      <Field id="password" name="password" type="password" label="Password" autoComplete="current-password" required />
      <div className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
