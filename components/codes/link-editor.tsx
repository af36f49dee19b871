"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import type { ReadError } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { WarningIcon } from "@/components/ui/icons";
import { LinkFields } from "./link-fields";
import { type LinkChoices, type LinkValue, shortCodeOf, updateLinkFields } from "./link-preview";
import { patchCode } from "./patch-code";

/** What the code page knows of a code's link (the view's `domain` and `slug`). */
export type CodeLinkView = { id: string; shortLink?: string; domain?: string | null; slug?: string | null };

/** "Change link": move a dynamic code's link to another domain or slug, warned that print keeps the old one. */
export function LinkEditor({
  code,
  choices,
  graceDays,
}: {
  code: CodeLinkView;
  choices: LinkChoices;
  graceDays: number;
}) {
  const router = useRouter();
  const current: LinkValue = { domain: code.domain ?? "", slug: code.slug ?? "" };
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<LinkValue>(current);
  const [error, setError] = useState<ReadError>();
  const [pending, setPending] = useState(false);
  const change = updateLinkFields(current, value);
  const moved = Object.keys(change).length > 0;
  // The chosen domain may have gone since (removed, or still pending): keep it as a choice.
  const domains =
    current.domain && !choices.domains.some((domain) => domain.hostname === current.domain)
      ? [{ hostname: current.domain, isDefault: false }, ...choices.domains]
      : choices.domains;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!moved) return setOpen(false);
    setPending(true);
    setError(undefined);
    const result = await patchCode(code.id, change);
    setPending(false);
    if (!result.ok) return setError(result.error);
    setOpen(false);
    router.refresh();
  }

  // Nothing to move to: the install's base is all there is.
  if (domains.length === 0) return null;
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setValue(current);
          setError(undefined);
          setOpen(true);
        }}
      >
        Change link
      </Button>
    );
  }
  const banner = error && !error.fields.domain && !error.fields.slug ? error.message : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Change link"
      className="w-full space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/70 p-3"
    >
      <LinkFields
        id="edit-link"
        choices={{ ...choices, domains }}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        errors={{ domain: error?.fields.domain, slug: error?.fields.slug }}
        shortCode={shortCodeOf(code)}
      />
      {moved ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>
            Printed codes keep the old link. It keeps redirecting here for {graceDays} days, then stops: reprint before
            then.
          </span>
        </p>
      ) : null}
      {banner ? (
        <p role="alert" className="text-sm text-red-700">
          {banner}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending || !moved}>
          {pending ? "Saving…" : "Save link"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
