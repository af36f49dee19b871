"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { updateMeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { showServerErrors } from "@/components/ui/server-errors";
import { SubmitButton } from "@/components/ui/submit-button";
import type { MeView } from "@/lib/me/me-schemas";

type ProfileForm = { name: string; email: string; currentPassword: string };

/** The profile form; with mail configured a new email waits for its link (lib/email-change) and shows as pending. */
export function ProfileSection({ me, mailConfigured }: { me: MeView; mailConfigured: boolean }) {
  const router = useRouter();
  const [saved, setSaved] = useState<MeView>(me);
  const [notice, setNotice] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const { register, handleSubmit, setError, watch, reset, formState } = useForm<ProfileForm>({
    defaultValues: { name: me.name, email: me.email, currentPassword: "" },
  });
  const { errors, isSubmitting: pending } = formState;
  const emailChanges = watch("email").trim().toLowerCase() !== saved.email;

  const onSubmit = handleSubmit(async ({ name, email, currentPassword }) => {
    setNotice(undefined);
    const body = emailChanges ? { name, email, currentPassword } : { name };
    const result = await call(updateMeContract, { body });
    if (!result.ok) return showServerErrors(setError, result.error);
    setSaved(result.data);
    reset({ name: result.data.name, email: result.data.email, currentPassword: "" });
    if (!emailChanges) setNotice("Saved.");
    else if (!result.data.pendingEmail) setNotice(`Saved. Sign in with ${result.data.email} from now on.`);
    router.refresh(); // the header shows the name
  });

  async function cancelEmailChange() {
    setNotice(undefined);
    setCancelling(true);
    const result = await call(updateMeContract, { body: { email: saved.email } });
    setCancelling(false);
    if (!result.ok) return showServerErrors(setError, result.error);
    setSaved(result.data);
    setNotice(`Email change cancelled: you still sign in with ${result.data.email}.`);
  }

  return (
    <Card>
      <CardHeader title="Profile" description="Your name shows in the dashboard; your email is how you sign in." />
      <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
        <FormError message={errors.root?.server?.message} />
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {saved.pendingEmail ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <p role="status">
              Waiting for confirmation: <strong className="break-all">{saved.pendingEmail}</strong> — check that inbox
              for the link (valid 24 hours). Until then you sign in with {saved.email}.
            </p>
            <Button variant="secondary" size="sm" onClick={cancelEmailChange} disabled={cancelling}>
              {cancelling ? "Cancelling…" : "Cancel change"}
            </Button>
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="profile-name"
            label="Name"
            autoComplete="name"
            maxLength={100}
            required
            error={errors.name?.message}
            {...register("name")}
          />
          <Field
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            hint={
              mailConfigured
                ? "A new address is used once you open the link mailed to it; your current address gets a notice."
                : "This server sends no mail, so a new address is used for sign-in at once, without confirmation."
            }
            {...register("email")}
          />
        </div>
        {emailChanges ? (
          <Field
            id="profile-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            className="sm:max-w-sm"
            hint="Needed to change your email."
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
        ) : null}
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save profile
        </SubmitButton>
      </form>
    </Card>
  );
}
