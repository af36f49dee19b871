"use client";

import { type FormEvent, useState } from "react";
import { call } from "@/components/ui/api-call";
import { acceptInvitationContract } from "@/components/ui/api-routes.generated";
import { FormError } from "@/components/ui/form-error";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * Joins the workspace with the invitation's token (POST /api/v1/invitations/accept), then opens the
 * dashboard in it: a full load, so the menu and switcher are the new workspace's.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const answer = await call(acceptInvitationContract, { body: { token } });
    if (answer.ok) {
      window.location.replace(`/dashboard?workspace=${encodeURIComponent(answer.data.workspace.slug)}`);
      return;
    }
    setPending(false);
    setError(answer.error.message);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel="Joining…" className="w-full">
        Join workspace
      </SubmitButton>
    </form>
  );
}
