"use client";

import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { createDomainContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { serverBanner, showServerErrors } from "@/components/ui/server-errors";
import type { Domain } from "./domain-types";

type Values = { hostname: string };

/** A hostname to add; the API judges it (IDNA, two labels, not ours, not another workspace's). */
export function AddDomainForm({ onAdded, full }: { onAdded: (domain: Domain) => void; full: boolean }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: { hostname: "" } });
  const { errors, isSubmitting: pending } = formState;
  const banner = serverBanner(errors);

  const onSubmit = handleSubmit(async ({ hostname }) => {
    const result = await call(createDomainContract, { body: { hostname: hostname.trim() } });
    if (!result.ok) return showServerErrors(setError, result.error);
    onAdded(result.data);
    reset({ hostname: "" });
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4 p-5" noValidate>
      {banner ? <Alert>{banner}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id="domain-hostname"
          label="Hostname"
          className="min-w-0 flex-1"
          placeholder="go.brand.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="A subdomain you control, such as go.brand.com. Unicode names work too."
          error={errors.hostname?.message}
          {...register("hostname", {
            validate: (value) => value.trim() !== "" || "Enter a hostname, such as go.brand.com.",
          })}
        />
        <Button type="submit" disabled={pending || full} className="sm:mt-7">
          {pending ? "Adding…" : "Add domain"}
        </Button>
      </div>
      {full ? <p className="text-sm text-zinc-500">You have reached the limit; remove one to add another.</p> : null}
    </form>
  );
}
