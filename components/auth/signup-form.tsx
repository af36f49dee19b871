"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useState } from "react";
import { callApi, NETWORK_ERROR } from "@/components/ui/api-client";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { SubmitButton } from "@/components/ui/submit-button";

type Errors = { message?: ReactNode; fields: Record<string, string> };

// next-auth's words for a refused sign-in (lib/auth/auth-options.ts), and its own when it has none.
const WRONG_CREDENTIALS = ["Invalid email or password.", "CredentialsSignin"];

/**
 * Sign-up answers alike whether the email was new or already had an account (lib/auth/sign-up.ts),
 * so a sign-in refused right after it most likely means the email had an account with another
 * password; any other refusal (too many attempts) is named as it came.
 */
function signInFailed(error: string | undefined): ReactNode {
  const reason = error && !WRONG_CREDENTIALS.includes(error) ? `${error} ` : "";
  return (
    <>
      {reason}If this email is new, your account is ready:{" "}
      <Link href="/signin" className="font-medium underline">
        sign in
      </Link>{" "}
      with the password you just chose. If the email already had an account, sign in with that account&apos;s password.
    </>
  );
}

/** `callbackUrl`: where a new account lands once signed in (a same-site path; the dashboard by default). */
export function SignUpForm({ callbackUrl = "/dashboard" }: { callbackUrl?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({ fields: {} });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    setPending(true);
    setErrors({ fields: {} });
    const created = await callApi("/api/account/signup", "POST", input);
    if (!created.ok) {
      const { message, fields } = created.error;
      // With field errors next to the fields, the banner only says something when nothing else does.
      setErrors({ message: Object.keys(fields).length ? "Please correct the highlighted fields." : message, fields });
      setPending(false);
      return;
    }
    try {
      const result = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!result || result.error) {
        setErrors({ message: signInFailed(result?.error ?? undefined), fields: {} });
        setPending(false);
        return;
      }
      router.replace(callbackUrl);
      router.refresh();
    } catch {
      setErrors({ message: NETWORK_ERROR, fields: {} });
      setPending(false);
    }
  }

  const { fields } = errors;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormError message={errors.message} />
      <Field
        id="name"
        name="name"
        label="Name"
        autoComplete="name"
        required
        maxLength={100}
        error={fields.name}
        autoFocus
      />
      <Field id="email" name="email" type="email" label="Email" autoComplete="email" required error={fields.email} />
      <Field
        id="password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        error={fields.password}
        hint="8 to 128 characters."
      />
      <SubmitButton pending={pending} pendingLabel="Creating account…" className="w-full">
        Create account
      </SubmitButton>
    </form>
  );
}
