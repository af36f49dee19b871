"use client";

import { Field } from "@/components/ui/field";

export interface UtmForm {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

const PARTS = [
  { key: "utmSource", name: "source", label: "Source", placeholder: "poster" },
  { key: "utmMedium", name: "medium", label: "Medium", placeholder: "qr" },
  { key: "utmCampaign", name: "campaign", label: "Campaign", placeholder: "spring-sale" },
] as const;

const andList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Source, medium and campaign go together (the API takes all three or none): each one left empty
 * while another is set, by the path the server would name ("utm.campaign").
 */
export function missingUtm(form: UtmForm): Record<string, string> {
  const given = PARTS.filter((part) => form[part.key].trim() !== "");
  if (given.length === 0 || given.length === PARTS.length) return {};
  const when = `${andList(given.map((part) => part.label))} ${given.length > 1 ? "are" : "is"} set`;
  return Object.fromEntries(
    PARTS.filter((part) => form[part.key].trim() === "").map((part) => [
      `utm.${part.name}`,
      `${part.label} is required when ${when}.`,
    ]),
  );
}

/** The utm_ values a link sets itself ("source" → "mail"): the redirect keeps them over the code's. */
function ownUtm(link: string): Record<string, string> {
  const query = URL.parse(link)?.searchParams;
  const own: Record<string, string> = {};
  for (const part of PARTS) {
    const value = query?.get(`utm_${part.name}`);
    if (value !== null && value !== undefined) own[part.name] = value;
  }
  return own;
}

/** The campaign parameters of a dynamic code, with which value wins where the target has its own. */
export function UtmFields({
  form,
  onChange,
  errors,
  targetUrl,
}: {
  form: UtmForm;
  onChange: (key: keyof UtmForm, value: string) => void;
  /** Messages by the API's paths ("utm.campaign"; "utm" for the whole object). */
  errors: Record<string, string>;
  targetUrl: string;
}) {
  const own = ownUtm(targetUrl);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-zinc-900">Campaign parameters (UTM)</legend>
      <p className="-mt-1 text-sm text-zinc-600 sm:col-span-3">
        Added to every link the code sends visitors to (not to the link after it ends). Fill in all three, or none. A
        parameter a link already has wins: a link with its own utm_source keeps it and gets only the others.
      </p>
      {PARTS.map((part) => (
        <Field
          key={part.key}
          id={`smart-utm-${part.name}`}
          label={part.label}
          value={form[part.key]}
          onChange={(event) => onChange(part.key, event.target.value)}
          error={errors[`utm.${part.name}`] ?? (part.name === "source" ? errors.utm : undefined)}
          hint={
            own[part.name] === undefined
              ? undefined
              : `The target link already has utm_${part.name}=${own[part.name]}: visitors to it get that one, not this.`
          }
          placeholder={part.placeholder}
        />
      ))}
    </fieldset>
  );
}
