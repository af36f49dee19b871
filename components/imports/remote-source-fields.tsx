"use client";

import { Field } from "@/components/ui/field";
import type { ImportSourceName } from "./import-types";

/** Everything the import form holds, for every source (only the chosen source's fields are sent). */
export type Values = {
  csv: string;
  bitlyToken: string;
  bitlyGroup: string;
  shlinkUrl: string;
  shlinkKey: string;
  shlinkVisits: boolean;
  dubKey: string;
  dubWorkspace: string;
};
export const EMPTY: Values = {
  csv: "",
  bitlyToken: "",
  bitlyGroup: "",
  shlinkUrl: "",
  shlinkKey: "",
  shlinkVisits: false,
  dubKey: "",
  dubWorkspace: "",
};

interface RemoteSourceFieldsProps {
  source: ImportSourceName;
  values: Values;
  set: <K extends keyof Values>(field: K, value: Values[K]) => void;
  errorOf: (field: keyof Values) => string | undefined;
  fieldId: (field: keyof Values) => string;
}

/** The fields of a remote source (Bitly, Shlink, Dub): its address and secrets, the secrets as password inputs. */
export function RemoteSourceFields({ source, values, set, errorOf, fieldId }: RemoteSourceFieldsProps) {
  return (
    <>
      {source === "bitly" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId("bitlyToken")}
            label="Bitly access token"
            type="password"
            autoComplete="off"
            value={values.bitlyToken}
            onChange={(event) => set("bitlyToken", event.target.value)}
            error={errorOf("bitlyToken")}
            hint="From Bitly's Settings → Developer settings → API. Read-only is enough; it is used for this import only."
          />
          <Field
            id={fieldId("bitlyGroup")}
            label="Group GUID (optional)"
            autoComplete="off"
            spellCheck={false}
            value={values.bitlyGroup}
            onChange={(event) => set("bitlyGroup", event.target.value)}
            error={errorOf("bitlyGroup")}
            hint="Leave empty for the token's default group."
          />
        </div>
      ) : null}

      {source === "shlink" ? (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={fieldId("shlinkUrl")}
              label="Shlink server address"
              type="url"
              placeholder="https://s.example.com"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={values.shlinkUrl}
              onChange={(event) => set("shlinkUrl", event.target.value)}
              error={errorOf("shlinkUrl")}
            />
            <Field
              id={fieldId("shlinkKey")}
              label="Shlink API key"
              type="password"
              autoComplete="off"
              value={values.shlinkKey}
              onChange={(event) => set("shlinkKey", event.target.value)}
              error={errorOf("shlinkKey")}
              hint="Made with shlink api-key:generate; used for this import only."
            />
          </div>
          <label className="flex items-start gap-2 text-sm text-zinc-800">
            <input
              type="checkbox"
              checked={values.shlinkVisits}
              onChange={(event) => set("shlinkVisits", event.target.checked)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              Bring visits
              <span className="block text-zinc-500">Each link&apos;s visits become its historical scans.</span>
            </span>
          </label>
        </div>
      ) : null}

      {source === "dub" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId("dubKey")}
            label="Dub API key"
            type="password"
            autoComplete="off"
            value={values.dubKey}
            onChange={(event) => set("dubKey", event.target.value)}
            error={errorOf("dubKey")}
            hint="Used for this import only."
          />
          <Field
            id={fieldId("dubWorkspace")}
            label="Dub workspace ID (optional)"
            autoComplete="off"
            spellCheck={false}
            value={values.dubWorkspace}
            onChange={(event) => set("dubWorkspace", event.target.value)}
            error={errorOf("dubWorkspace")}
          />
        </div>
      ) : null}
    </>
  );
}
