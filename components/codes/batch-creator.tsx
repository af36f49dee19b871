"use client";

import { useRouter } from "next/navigation";
import { type ChangeEvent, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { batchCreateQrCodesContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { formatNumber } from "@/components/ui/format";
import { MAX_BATCH_ITEMS } from "@/lib/codes/code-limits";
import { BatchTable } from "./batch-table";
import { checkBatchRow, countValid } from "./check-batch-row";
import type { BatchResult } from "./code-types";
import type { CreditsView } from "./cost-notice";
import { parseBatchCsv, toBatchItem } from "./parse-csv";

const EXAMPLE = `content,mode,name,templateId
https://example.com/menu,DYNAMIC,Table menu,
https://example.com/spring,DYNAMIC,"Spring flyer, A5",
"WIFI:T:WPA;S:Cafe;P:secret;;",STATIC,Guest Wi-Fi,`;
const MAX_FILE_BYTES = 256 * 1024;

/** Paste or upload a CSV of up to MAX_BATCH_ITEMS codes, check the rows, create them in one request, see each row's result. */
export function BatchCreator({ credits, templateIds }: { credits: CreditsView; templateIds: string[] }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [fileNote, setFileNote] = useState<string>();
  const [results, setResults] = useState<BatchResult | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const parsed = text.trim() ? parseBatchCsv(text) : null;
  const rows = parsed?.ok ? parsed.rows : [];
  const known = useMemo(() => new Set(templateIds), [templateIds]);
  // Each row checked as the API would before anything is sent; only valid rows are priced.
  const problems = useMemo(() => rows.map((row) => checkBatchRow(row, known)), [rows, known]);
  const counts = countValid(rows, problems);
  const dynamicCount = counts.dynamic;
  const staticCount = counts.static;
  const cost = dynamicCount * credits.dynamicCodeCost;

  const edit = (value: string) => {
    setText(value);
    setResults(null);
    setError(undefined);
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileNote(
        `${file.name} is ${formatNumber(Math.round(file.size / 1024))} KB; a batch CSV of ${MAX_BATCH_ITEMS} rows is far smaller. Check the file.`,
      );
      return;
    }
    setFileNote(`Loaded ${file.name}.`);
    edit(await file.text());
  }

  async function submit() {
    if (!rows.length) return;
    setPending(true);
    setError(undefined);
    const result = await call(batchCreateQrCodesContract, { body: { items: rows.map(toBatchItem) } });
    setPending(false);
    if (!result.ok) {
      const { message, fields } = result.error;
      setError([message, ...Object.entries(fields).map(([field, text]) => `${field}: ${text}`)].join(" "));
      return;
    }
    setResults(result.data);
    router.refresh(); // the balance in the header
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="1. Your CSV"
          description={`A header row, then up to ${MAX_BATCH_ITEMS} rows. Columns: content (required), mode (DYNAMIC or STATIC; default DYNAMIC), name, templateId (default: matched to the link). Quote fields that hold commas.`}
        />
        <div className="space-y-3 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <label className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500">
              Upload a .csv file
              <input type="file" accept=".csv,text/csv" onChange={onFile} className="sr-only" />
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFileNote(undefined);
                edit(EXAMPLE);
              }}
            >
              Use an example
            </Button>
            {fileNote ? (
              <span className="text-sm text-zinc-500" aria-live="polite">
                {fileNote}
              </span>
            ) : null}
          </div>
          <div>
            <label htmlFor="batch-csv" className="mb-1.5 block text-sm font-medium text-zinc-800">
              CSV
            </label>
            <textarea
              id="batch-csv"
              value={text}
              onChange={(event) => edit(event.target.value)}
              rows={8}
              spellCheck={false}
              placeholder={EXAMPLE}
              aria-invalid={parsed && !parsed.ok ? true : undefined}
              aria-describedby={parsed && !parsed.ok ? "batch-csv-error" : undefined}
              className="block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 font-mono text-xs text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 sm:text-sm"
            />
            {parsed && !parsed.ok ? (
              <p id="batch-csv-error" className="mt-1.5 text-sm text-red-700">
                {parsed.error}
              </p>
            ) : null}
          </div>
        </div>
      </Card>

      {rows.length ? (
        <Card className="overflow-hidden">
          <CardHeader
            title={results ? "3. Results" : "2. Check the rows"}
            description={
              results
                ? `${formatNumber(results.succeeded)} created, ${formatNumber(results.failed)} failed. Each row succeeds or fails on its own.`
                : `${rows.length} ${rows.length === 1 ? "row" : "rows"}: ${dynamicCount} dynamic (${formatNumber(cost)} credits of your ${formatNumber(credits.balance)}), ${staticCount} static (${formatNumber(credits.staticQuota.remaining)} left this month)${counts.invalid ? `, ${counts.invalid} to fix` : ""}.`
            }
          />
          <BatchTable rows={rows} results={results} problems={problems} />
          <div className="flex flex-wrap items-center gap-3 border-t border-zinc-100 px-5 py-4">
            {error ? (
              <div className="w-full">
                <Alert>{error}</Alert>
              </div>
            ) : null}
            {results ? (
              <Button variant="secondary" onClick={() => edit("")}>
                Start a new batch
              </Button>
            ) : (
              <>
                <Button onClick={submit} disabled={pending || counts.invalid > 0}>
                  {pending ? "Creating…" : `Create ${rows.length} ${rows.length === 1 ? "code" : "codes"}`}
                </Button>
                {counts.invalid > 0 ? (
                  <p className="text-sm text-red-700" role="status">
                    Fix the {counts.invalid === 1 ? "row" : `${counts.invalid} rows`} marked in red first.
                  </p>
                ) : null}
                {cost > credits.balance ? (
                  <p className="text-sm text-amber-800">
                    Your balance covers {Math.floor(credits.balance / credits.dynamicCodeCost)} dynamic codes; the rest
                    will fail with “credits exhausted”.
                  </p>
                ) : null}
              </>
            )}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
