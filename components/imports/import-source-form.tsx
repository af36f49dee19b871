"use client";

import { type ChangeEvent, type DragEvent, type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldHelp, describedByOf } from "@/components/ui/field";
import { formatNumber } from "@/components/ui/format";
import { type ImportCsv, readImportCsv } from "./import-csv";
import { type ImportSourceName, SOURCE_LABELS } from "./import-types";
import { EMPTY, RemoteSourceFields, type Values } from "./remote-source-fields";

/** What the form sends: the create body without dryRun, and the CSV as the browser read it. */
export type ImportRequest =
  | { source: "csv"; options: { csv: string }; parsed: Extract<ImportCsv, { ok: true }>; fileName?: string }
  | { source: "bitly"; options: { token: string; groupGuid?: string } }
  | { source: "shlink"; options: { baseUrl: string; apiKey: string; visits?: boolean } }
  | { source: "dub"; options: { apiKey: string; workspaceId?: string } };

/** The API's field paths ("options.token") by the form's own inputs. */
const FIELD_OF: Record<ImportSourceName, Record<string, keyof Values>> = {
  csv: { "options.csv": "csv", options: "csv" },
  bitly: { "options.token": "bitlyToken", "options.groupGuid": "bitlyGroup" },
  shlink: { "options.baseUrl": "shlinkUrl", "options.apiKey": "shlinkKey", "options.visits": "shlinkVisits" },
  dub: { "options.apiKey": "dubKey", "options.workspaceId": "dubWorkspace" },
};

export type FormErrors = { banner?: string; paths?: Record<string, string> };

const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0";
const EXAMPLE = `url,name,slug,domain,tags
https://example.com/spring-menu,Spring menu,,,menu|print
https://example.com/summer,Summer poster,,,poster`;

interface ImportSourceFormProps {
  maxBytes: number;
  pending: boolean;
  /** The API's answer to the last request: its field errors land on their inputs. */
  errors: FormErrors;
  onSubmit: (request: ImportRequest) => void;
  /** Any edit: the last check no longer describes what the form holds. */
  onEdit: () => void;
}

/** Pick a source and give what it needs (a CSV, or a token); the secrets are password inputs. */
export function ImportSourceForm({ maxBytes, pending, errors, onSubmit, onEdit }: ImportSourceFormProps) {
  const [source, setSource] = useState<ImportSourceName>("csv");
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [fileNote, setFileNote] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [local, setLocal] = useState<Partial<Record<keyof Values, string>>>({});
  const id = useId();

  const server: Partial<Record<keyof Values, string>> = {};
  let unplaced: string | undefined;
  for (const [path, message] of Object.entries(errors.paths ?? {})) {
    const field = FIELD_OF[source][path];
    if (field) server[field] ??= message;
    else unplaced ??= message;
  }
  const errorOf = (field: keyof Values) => local[field] ?? server[field];
  // The API's answer: the first field it named takes the focus, so the keyboard lands on what to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per keystroke
  useEffect(() => {
    for (const path of Object.keys(errors.paths ?? {})) {
      const field = FIELD_OF[source][path];
      if (field) return void document.getElementById(`${id}-${field}`)?.focus();
    }
  }, [errors]);
  const banner = errors.banner ?? unplaced;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLocal((current) => ({ ...current, [field]: undefined }));
    onEdit();
  };

  const csvText = file?.text ?? values.csv;
  const parsed = csvText.trim() ? readImportCsv(csvText) : null;

  async function takeFile(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      setFileNote(
        `${chosen.name} is ${formatNumber(Math.ceil(chosen.size / 1024 / 1024))} MB; an import takes at most ${formatNumber(Math.floor(maxBytes / 1024 / 1024))} MB. Split the file.`,
      );
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    setFileNote(undefined);
    setLocal({});
    onEdit();
  }
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    void takeFile(chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void takeFile(event.dataTransfer.files?.[0]);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<keyof Values, string>> = {};
    const need = (field: keyof Values, message: string) => {
      if (String(values[field]).trim() === "") missing[field] = message;
    };
    if (source === "csv") {
      if (!parsed) missing.csv = "Choose or drop a CSV file, or paste its text.";
      else if (!parsed.ok) missing.csv = parsed.error;
    }
    if (source === "bitly") need("bitlyToken", "Enter a Bitly access token.");
    if (source === "shlink") {
      need("shlinkUrl", "Enter your Shlink server's address, such as https://s.example.com.");
      need("shlinkKey", "Enter a Shlink API key.");
    }
    if (source === "dub") need("dubKey", "Enter a Dub API key.");
    setLocal(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const trimmed = (text: string) => text.trim() || undefined;
    if (source === "csv" && parsed?.ok) onSubmit({ source, options: { csv: csvText }, parsed, fileName: file?.name });
    if (source === "bitly")
      onSubmit({ source, options: { token: values.bitlyToken.trim(), groupGuid: trimmed(values.bitlyGroup) } });
    if (source === "shlink")
      onSubmit({
        source,
        options: { baseUrl: values.shlinkUrl.trim(), apiKey: values.shlinkKey.trim(), visits: values.shlinkVisits },
      });
    if (source === "dub")
      onSubmit({ source, options: { apiKey: values.dubKey.trim(), workspaceId: trimmed(values.dubWorkspace) } });
  }

  const fieldId = (field: keyof Values) => `${id}-${field}`;
  const csvError = errorOf("csv") ?? (parsed && !parsed.ok ? parsed.error : undefined);

  return (
    <form onSubmit={submit} className="space-y-5 p-5" noValidate>
      {banner ? <Alert>{banner}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-zinc-800">Source</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(Object.keys(SOURCE_LABELS) as ImportSourceName[]).map((name) => (
            <label
              key={name}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 ${
                source === name
                  ? "border-brand-500 bg-brand-50 text-brand-800"
                  : "border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50"
              }`}
            >
              <input
                type="radio"
                name={`${id}-source`}
                value={name}
                checked={source === name}
                onChange={() => {
                  setSource(name);
                  setLocal({});
                  onEdit();
                }}
                className="size-4 accent-brand-600"
              />
              {SOURCE_LABELS[name]}
            </label>
          ))}
        </div>
      </fieldset>

      {source === "csv" ? (
        <div className="space-y-3">
          <div
            role="group"
            aria-label="CSV file"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="csv-drop"
            className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center ${
              dragging ? "border-brand-500 bg-brand-50" : "border-zinc-300 bg-white"
            }`}
          >
            <p className="text-sm text-zinc-700">Drop a .csv file here, or</p>
            <label className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500">
              Choose a CSV file
              <input type="file" accept=".csv,text/csv,text/plain" onChange={onFile} className="sr-only" />
            </label>
            <p className="text-xs text-zinc-500">
              Columns by name: url (required), name, slug, domain, tags (| separated). Comma or semicolon; up to{" "}
              {formatNumber(Math.floor(maxBytes / 1024 / 1024))} MB.
            </p>
          </div>
          <p aria-live="polite" className="text-sm text-zinc-600">
            {fileNote ??
              (file
                ? `Loaded ${file.name}${parsed?.ok ? `: ${formatNumber(parsed.records.length)} ${parsed.records.length === 1 ? "row" : "rows"}` : ""}.`
                : "")}
          </p>
          {file ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setFile(undefined);
                  onEdit();
                }}
              >
                Remove {file.name}
              </Button>
              {csvError ? (
                <p id={`${fieldId("csv")}-error`} className="w-full text-sm text-red-700">
                  {csvError}
                </p>
              ) : null}
            </div>
          ) : (
            <div>
              <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
                <label htmlFor={fieldId("csv")} className="block text-sm font-medium text-zinc-800">
                  Or paste the CSV
                </label>
                <Button variant="ghost" size="sm" onClick={() => set("csv", EXAMPLE)}>
                  Use an example
                </Button>
              </div>
              <textarea
                id={fieldId("csv")}
                value={values.csv}
                onChange={(event) => set("csv", event.target.value)}
                rows={6}
                spellCheck={false}
                placeholder={EXAMPLE}
                aria-invalid={csvError ? true : undefined}
                aria-describedby={describedByOf(fieldId("csv"), csvError)}
                className={`${inputClass} resize-y font-mono text-xs sm:text-sm ${csvError ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500"}`}
              />
              <FieldHelp id={fieldId("csv")} error={csvError} />
            </div>
          )}
        </div>
      ) : null}

      <RemoteSourceFields source={source} values={values} set={set} errorOf={errorOf} fieldId={fieldId} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Checking…" : "Preview and check"}
        </Button>
        <p className="text-sm text-zinc-500">A dry run reads every row and writes nothing.</p>
      </div>
    </form>
  );
}
