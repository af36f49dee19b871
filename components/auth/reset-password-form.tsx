"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { callApi } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

/** Sets a new password with the token of a reset link (POST /api/account/reset-password). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<{ message?: string; password?: string; token?: boolean }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setPending(true);
    setError({});
    const answer = await callApi<{ message: string }>("/api/account/reset-password", "POST", { token, password });
    setPending(false);
    if (answer.ok) return setDone(answer.data.message);
    const { fields, message } = answer.error;
    if (fields.password) setError({ password: `Password ${fields.password}.` });
    else setError(fields.token ? { token: true } : { message });
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link href="/signin" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Go to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error.token ? (
        <Alert>
          This link was used already, has expired or is not complete.{" "}
          <Link href="/forgot-password" className="font-medium underline">
            Ask for a new one
          </Link>
          .
        </Alert>
      ) : error.message ? (
        <Alert>{error.message}</Alert>
      ) : null}
      <Field
        id="password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        hint="8 to 128 characters. Every session is signed out once it is set."
        error={error.password}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
