"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useState } from "react";
import { mutate } from "swr";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { updateQrCodeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DateTimeField } from "@/components/ui/date-time-field";
import { Field } from "@/components/ui/field";
import type { QrCodeDetail } from "./code-types";
import { RulesEditor } from "./rules-editor";
import { emptyDraft, fromDraft, type RuleDraft, toDraft } from "./rule-drafts";
import { missingUtm, UtmFields } from "./utm-fields";
import { versionsKey } from "./version-history";

/** ISO instant ↔ a wall-clock "YYYY-MM-DDTHH:MM" (DateTimeField's value), in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const orNull = (value: string) => value.trim() || null;

const formOf = (code: QrCodeDetail) => ({
  validFrom: toLocalInput(code.validFrom),
  expiresAt: toLocalInput(code.expiresAt),
  fallbackUrl: code.fallbackUrl ?? "",
  maxScans: code.maxScans === null ? "" : String(code.maxScans),
  utmSource: code.utm?.source ?? "",
  utmMedium: code.utm?.medium ?? "",
  utmCampaign: code.utm?.campaign ?? "",
  password: "",
});
const rulesOf = (code: QrCodeDetail, timeZone: string) => (code.rules ?? []).map((rule) => toDraft(rule, timeZone));

const MARKED = "Check the fields marked in red.";
/** The API paths a form field's errors come under. */
const PATHS_OF: Partial<Record<keyof ReturnType<typeof formOf>, string[]>> = {
  utmSource: ["utm.source", "utm"],
  utmMedium: ["utm.medium"],
  utmCampaign: ["utm.campaign"],
};
const ruleIndex = (path: string) => path.match(/^rules\[(\d+)\]/)?.[1];

/** The errors left once the rules changed: a changed rule's go, all of them when rules moved or went. */
function afterRulesChange(errors: Record<string, string>, before: RuleDraft[], after: RuleDraft[]) {
  const reordered = before.length !== after.length;
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => {
      const index = ruleIndex(path);
      if (index === undefined) return path !== "rules" || !reordered;
      return !reordered && before[Number(index)] === after[Number(index)];
    }),
  );
}

/** Schedule, scan limit, fallback, routing rules, UTM parameters and password of a dynamic code. */
export function SmartSettings({ code }: { code: QrCodeDetail }) {
  const router = useRouter();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [form, setForm] = useState(() => formOf(code));
  const [rules, setRules] = useState<RuleDraft[]>(() => rulesOf(code, timeZone));
  // The code as the server has it now (after a save here, a restore in the history, another tab's
  // change brought by a refresh): the form shows that, so a Save never writes back older values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the code changes exactly when updatedAt does
  useEffect(() => {
    setForm(formOf(code));
    setRules(rulesOf(code, timeZone));
  }, [code.updatedAt]);
  // Messages by the API's paths ("fallbackUrl", "rules[0].targetUrl", "utm.campaign"), each shown on its
  // control and gone once that control is edited; the banner says "marked in red" only while one is left.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const change = (field: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    const cleared = PATHS_OF[field] ?? [field];
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !cleared.includes(path))));
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => change(field, event.target.value);
  const changeRules = (next: RuleDraft[]) => {
    setErrors((current) => afterRulesChange(current, rules, next));
    setRules(next);
  };
  const fail = (found: Record<string, string>, message: string) => {
    setErrors(found);
    setBanner(Object.keys(found).length ? MARKED : message);
  };

  async function save(body: Record<string, unknown>) {
    setPending(true);
    setSaved(false);
    const result = await call(updateQrCodeContract, { params: { id: code.id }, body });
    setPending(false);
    if (!result.ok) return fail(result.error.paths ?? {}, result.error.message);
    setErrors({});
    setBanner(null);
    setSaved(true);
    setForm((current) => ({ ...current, password: "" }));
    router.refresh();
    // The history lists this change as a version: ask for it again.
    void mutate(versionsKey(code.id));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingUtm(form);
    if (Object.keys(missing).length) {
      setSaved(false);
      return fail(missing, "");
    }
    const utm =
      form.utmSource || form.utmMedium || form.utmCampaign
        ? { source: form.utmSource, medium: form.utmMedium, campaign: form.utmCampaign }
        : null;
    void save({
      validFrom: fromLocalInput(form.validFrom),
      expiresAt: fromLocalInput(form.expiresAt),
      fallbackUrl: orNull(form.fallbackUrl),
      maxScans: form.maxScans.trim() ? Number(form.maxScans) : null,
      utm,
      rules: rules.length ? rules.map(fromDraft) : null,
      ...(form.password ? { password: form.password } : {}),
    });
  }

  const fieldError = (name: string) => errors[name];
  const shownBanner = banner === MARKED && Object.keys(errors).length === 0 ? null : banner;
  return (
    <Card>
      <CardHeader
        title="Smart settings"
        description="What the printed code does from now on: when it works, how often, where each visitor goes."
      />
      <form onSubmit={submit} noValidate className="space-y-6 p-5">
        {shownBanner ? <Alert tone="error">{shownBanner}</Alert> : null}
        {saved ? <Alert tone="success">Saved. The next scan follows the new settings.</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">Schedule and limit</legend>
          <DateTimeField
            id="smart-valid-from"
            label="Starts"
            value={form.validFrom}
            onChange={(value) => change("validFrom", value)}
            error={fieldError("validFrom")}
            hint={`Your time (${timeZone}); empty: now`}
          />
          <DateTimeField
            id="smart-expires-at"
            label="Ends"
            value={form.expiresAt}
            onChange={(value) => change("expiresAt", value)}
            error={fieldError("expiresAt")}
            hint="Empty: never"
          />
          <Field
            id="smart-max-scans"
            label="Most scans"
            type="number"
            min={1}
            inputMode="numeric"
            value={form.maxScans}
            onChange={set("maxScans")}
            error={fieldError("maxScans")}
            hint="Empty: no limit"
          />
          <Field
            id="smart-fallback"
            label="After it ends, send visitors to"
            type="url"
            value={form.fallbackUrl}
            onChange={set("fallbackUrl")}
            error={fieldError("fallbackUrl")}
            hint="Empty: an “expired” page"
          />
        </fieldset>
        <RulesEditor
          rules={rules}
          onChange={changeRules}
          timeZone={timeZone}
          errors={errors}
          newRule={() => emptyDraft(timeZone)}
        />
        <UtmFields form={form} onChange={change} errors={errors} targetUrl={code.targetUrl} />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">Password</legend>
          <Field
            id="smart-password"
            label={code.passwordProtected ? "New password" : "Password"}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set("password")}
            error={fieldError("password")}
            hint={
              code.passwordProtected
                ? "Visitors must type the password. Leave empty to keep it."
                : "Optional: visitors type it before they are sent on."
            }
          />
          {code.passwordProtected ? (
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => void save({ password: null })}>
              Remove password
            </Button>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save smart settings"}
        </Button>
      </form>
    </Card>
  );
}
