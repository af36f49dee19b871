"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { NETWORK_ERROR } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

const GENERIC_FAILURE = "Invalid email or password.";

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // An empty field is named before anything is sent; the server's answer never says which part was wrong.
    const missing = emptyField(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
    if (missing) {
      setError(missing.message);
      document.getElementById(missing.id)?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const result = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirect: false,
      });
      if (!result || result.error) {
        // The server's own text ("Invalid email or password." or the rate-limit message); never which part was wrong.
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

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <Field id="email" name="email" type="email" label="Email" autoComplete="email" required autoFocus />
      <Field id="password" name="password" type="password" label="Password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
