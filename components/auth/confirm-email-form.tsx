"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { callApi } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";

/** Applies a pending email change with the token of its link (POST /api/account/confirm-email). */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<{ message?: string; token?: boolean }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError({});
    const answer = await callApi<{ message: string }>("/api/account/confirm-email", "POST", { token });
    setPending(false);
    if (answer.ok) return setDone(answer.data.message);
    setError(answer.error.fields.token ? { token: true } : { message: answer.error.message });
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link
          href="/dashboard/settings"
          className="block text-center text-sm font-medium text-brand-700 hover:underline"
        >
          Go to Settings
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error.token ? (
        <Alert>
          This link was used already, has expired, was replaced by a newer change or is not complete. Change your email
          again in Settings to get a new one.
        </Alert>
      ) : error.message ? (
        <Alert>{error.message}</Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Confirming…" : "Confirm new email"}
      </Button>
    </form>
  );
}
