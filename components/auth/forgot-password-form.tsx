"use client";

import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { callApi } from "@/components/ui/api-client";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { SubmitButton } from "@/components/ui/submit-button";

/** Asks for a reset link (POST /api/account/forgot-password); the answer reads the same for every email. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<{ message?: string; email?: string }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    setError({});
    const answer = await callApi<{ message: string }>("/api/account/forgot-password", "POST", { email });
    setPending(false);
    if (answer.ok) setSent(answer.data.message);
    else setError(answer.error.fields.email ? { email: `Email ${answer.error.fields.email}.` } : answer.error);
  }

  if (sent) return <Alert tone="success">{sent}</Alert>;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormError message={error.message} />
      <Field
        id="email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        autoFocus
        error={error.email}
      />
      <SubmitButton pending={pending} pendingLabel="Sending…" className="w-full">
        Send me a link
      </SubmitButton>
    </form>
  );
}
