"use client";

import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { updateDomainContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { serverBanner, showServerErrors } from "@/components/ui/server-errors";
import type { Domain } from "./domain-types";

type Values = { root: string; notFound: string };

/** Where the domain's root and its unknown slugs go: https URLs, or empty for Codebeam's own pages. */
export function RedirectsForm({
  domain,
  onSaved,
  onCancel,
}: {
  domain: Domain;
  onSaved: (domain: Domain) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { root: domain.redirects.root ?? "", notFound: domain.redirects.notFound ?? "" },
  });
  const { errors, isSubmitting: pending } = formState;
  const banner = serverBanner(errors);
  const id = (name: string) => `${domain.id}-${name}`;

  const onSubmit = handleSubmit(async ({ root, notFound }) => {
    const redirects = { root: root.trim() || null, notFound: notFound.trim() || null };
    const result = await call(updateDomainContract, { params: { id: domain.id }, body: { redirects } });
    if (!result.ok) {
      // The API names "redirects.root"; the form's fields are its last part.
      const paths = result.error.paths ?? {};
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(paths)) fields[path.split(".").at(-1) ?? path] = message;
      return showServerErrors(setError, { ...result.error, fields });
    }
    onSaved(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Redirects of ${domain.hostname}`} className="space-y-4">
      {banner ? <Alert>{banner}</Alert> : null}
      <Field
        id={id("root")}
        type="url"
        label="Root redirect"
        placeholder="https://brand.com"
        hint={`Where https://${domain.hostname}/ goes. Empty: a small page naming the brand's domain.`}
        error={errors.root?.message}
        {...register("root")}
      />
      <Field
        id={id("not-found")}
        type="url"
        label="Not-found redirect"
        placeholder="https://brand.com/404"
        hint="Where an unknown slug goes. Empty: Codebeam's not-found page."
        error={errors.notFound?.message}
        {...register("notFound")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : "Save redirects"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
