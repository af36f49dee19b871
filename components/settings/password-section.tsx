"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { changePasswordContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/server-errors";

type PasswordForm = { currentPassword: string; newPassword: string; repeatPassword: string };
const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", repeatPassword: "" };

const endedText = (count: number) =>
  count === 0
    ? "No other session was signed in."
    : `${count} other session${count === 1 ? " was" : "s were"} signed out.`;

export function PasswordSection() {
  const router = useRouter();
  const [notice, setNotice] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordForm>({ defaultValues: EMPTY });
  const { errors, isSubmitting: pending } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, repeatPassword }) => {
    setNotice(undefined);
    if (newPassword !== repeatPassword) {
      return setError("repeatPassword", { message: "does not match the new password" }, { shouldFocus: true });
    }
    const result = await call(changePasswordContract, { body: { currentPassword, newPassword } });
    if (!result.ok) return showServerErrors(setError, result.error);
    reset(EMPTY);
    setNotice(`Password changed. ${endedText(result.data.otherSessionsEnded)}`);
    router.refresh(); // the sessions list
  });

  return (
    <Card>
      <CardHeader
        title="Password"
        description="Changing it signs you out everywhere else; this browser stays signed in."
      />
      <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <Field
          id="password-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          className="sm:max-w-sm"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            hint="8 to 128 characters."
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <Field
            id="password-repeat"
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeatPassword?.message}
            {...register("repeatPassword")}
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
