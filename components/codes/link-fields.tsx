"use client";

import Link from "next/link";
import { describedByOf, FieldHelp } from "@/components/ui/field";
import { useWorkspaceHref } from "@/components/workspaces/workspace-context";
import { type LinkChoices, type LinkValue, linkPreview, slugProblem } from "./link-preview";

interface Props {
  /** Prefix of the controls' ids ("new-link", "edit-link"). */
  id: string;
  choices: LinkChoices;
  value: LinkValue;
  onChange: (value: LinkValue) => void;
  /** The server's errors on `domain` and `slug`. */
  errors?: { domain?: string; slug?: string };
  /** The code's own short code, for the preview, when known. */
  shortCode?: string;
}

const control =
  "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0";
const border = (error?: string) =>
  error ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500";

/** The domain a dynamic code's link goes on, its slug there, and the link they make. */
export function LinkFields({ id, choices, value, onChange, errors = {}, shortCode }: Props) {
  const href = useWorkspaceHref();
  const base = choices.base.replace(/^https?:\/\//, "");
  const slugError = errors.slug ?? slugProblem(value.slug) ?? undefined;
  const branded = value.domain !== "";
  return (
    <div className="space-y-4">
      {choices.domains.length ? (
        <div className="grid gap-4">
          <div className="min-w-0">
            <label htmlFor={`${id}-domain`} className="mb-1.5 block text-sm font-medium text-zinc-800">
              Domain
            </label>
            <select
              id={`${id}-domain`}
              value={value.domain}
              onChange={(event) => onChange({ ...value, domain: event.target.value })}
              aria-invalid={errors.domain ? true : undefined}
              aria-describedby={describedByOf(`${id}-domain`, errors.domain)}
              className={`${control} h-[2.375rem] ${border(errors.domain)}`}
            >
              {choices.domains.map((domain) => (
                <option key={domain.hostname} value={domain.hostname}>
                  {domain.hostname}
                  {domain.isDefault ? " (default)" : ""}
                </option>
              ))}
              <option value="">{base} (this install)</option>
            </select>
            <FieldHelp id={`${id}-domain`} error={errors.domain} />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-slug`} className="mb-1.5 block text-sm font-medium text-zinc-800">
              Slug
            </label>
            <input
              id={`${id}-slug`}
              value={value.slug}
              onChange={(event) => onChange({ ...value, slug: event.target.value })}
              disabled={!branded}
              maxLength={64}
              placeholder={branded ? "e.g. menu" : "needs a branded domain"}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={describedByOf(`${id}-slug`, slugError, "hint")}
              className={`${control} disabled:bg-zinc-50 disabled:text-zinc-500 ${border(slugError)}`}
            />
            <FieldHelp
              id={`${id}-slug`}
              error={slugError}
              hint={branded ? "Optional; case-sensitive. Empty: a short code is chosen." : "Only on a branded domain."}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-zinc-600">
          Links use this install&apos;s address. To print links on your own domain (go.brand.com/menu), add one on the{" "}
          <Link href={href("/dashboard/domains")} className="font-medium text-brand-700 hover:underline">
            Domains page
          </Link>
          .
        </p>
      )}
      <p className="text-sm text-zinc-600">
        Link:{" "}
        <output className="font-mono break-all text-zinc-900">{linkPreview(value, choices.base, shortCode)}</output>
      </p>
    </div>
  );
}
