"use client";

import { signOut } from "next-auth/react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { deleteMeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/server-errors";

interface Props {
  email: string;
  /** The user is the account's only user: the account is deleted with them. */
  accountGoes: boolean;
  /** The install's only ADMIN while other users remain: refused (lib/me/delete-own-account.ts). */
  lastAdmin: boolean;
}

function Consequences({ accountGoes }: { accountGoes: boolean }) {
  if (!accountGoes) {
    return (
      <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
        <li>You are signed out everywhere and can no longer sign in.</li>
        <li>The API keys you created stop working (they are deleted).</li>
        <li>The account, its codes and everything else stay with its other users.</li>
      </ul>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
      <li>You are signed out everywhere and can no longer sign in.</li>
      <li>Every code is deleted: printed codes stop working, their short links answer “not found”.</li>
      <li>Scans and statistics, API keys, webhooks, credits, uploaded logos and AI art are deleted.</li>
      <li>Nothing can be restored. Export what you want to keep first.</li>
    </ul>
  );
}

export function DeleteAccountSection({ email, accountGoes, lastAdmin }: Props) {
  const { register, handleSubmit, setError, formState } = useForm<{ currentPassword: string }>({
    defaultValues: { currentPassword: "" },
  });
  const { errors, isSubmitting: pending, isSubmitSuccessful } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword }) => {
    const result = await call(deleteMeContract, { body: { currentPassword } });
    if (!result.ok) return showServerErrors(setError, result.error);
    await signOut({ callbackUrl: "/" }); // the session is already gone; this clears the cookie
  });

  return (
    <Card className="border-red-200">
      <CardHeader
        title="Delete account"
        description={
          accountGoes
            ? `Deletes ${email} and the account with everything in it.`
            : `Deletes ${email}; the account has other users and stays.`
        }
      />
      <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
        <Consequences accountGoes={accountGoes} />
        {lastAdmin ? (
          <Alert>
            You are the only admin while other users remain: nobody could manage users after you. Make another admin
            first (<code className="font-mono">npm run cli -- users:create … --admin</code>).
          </Alert>
        ) : null}
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <Field
          id="delete-password"
          label="Type your password to confirm"
          type="password"
          autoComplete="current-password"
          required
          disabled={lastAdmin}
          className="sm:max-w-sm"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <Button type="submit" variant="danger" disabled={lastAdmin || pending || isSubmitSuccessful}>
          {pending || isSubmitSuccessful
            ? "Deleting…"
            : accountGoes
              ? "Delete account and all its data"
              : "Delete my user"}
        </Button>
      </form>
    </Card>
  );
}
