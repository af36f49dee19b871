"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call, keyOf, type ResultOf } from "@/components/ui/api-call";
import {
  cancelImportContract,
  createImportContract,
  getCreditBalanceContract,
  listImportsContract,
} from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime, formatNumber } from "@/components/ui/format";
import { useApi } from "@/components/ui/use-api";
import { saveText } from "@/components/generator/save-file";
import { failedRowsCsv } from "./import-csv";
import { CsvPreview } from "./csv-preview";
import { ImportCounts, ImportFailure, ImportProgress, RowErrors, StatusBadge } from "./import-result";
import type { FormErrors, ImportRequest } from "./import-source-form";
import { ImportStartCard } from "./import-start-card";
import { type ImportSummary, type ImportView, isRunning, SOURCE_LABELS } from "./import-types";
import { ImportsList } from "./imports-list";
import { useImport } from "./use-import";

interface ImportsManagerProps {
  initial: ImportSummary[];
  credits: ResultOf<typeof getCreditBalanceContract>;
  maxBytes: number;
}

/**
 * The Import page: pick a source, check it with a dry run (for a CSV, its first rows as the import
 * reads them), start the import, follow it to its result, download the failed rows; past imports below.
 */
export function ImportsManager({ initial, credits: initialCredits, maxBytes }: ImportsManagerProps) {
  const router = useRouter();
  const list = useApi(keyOf(listImportsContract), { url: keyOf(listImportsContract), data: { data: initial } });
  const credits = useApi(keyOf(getCreditBalanceContract), {
    url: keyOf(getCreditBalanceContract),
    data: initialCredits,
  });
  const balance = credits.data?.balance ?? initialCredits.balance;

  const [request, setRequest] = useState<ImportRequest>();
  const [checkId, setCheckId] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [formErrors, setFormErrors] = useState<FormErrors>({});
  const [startError, setStartError] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  const check = useImport(checkId);
  const run = useImport(runId);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const runHeading = useRef<HTMLHeadingElement>(null);

  // A run that ends: the list, the balance and the header's pill catch up.
  const runStatus = run.data?.status;
  const checkStatus = check.data?.status;
  // SWR's bound mutate is stable, so the effects below run when a status changes, not every render.
  const reloadList = list.mutate;
  const reloadCredits = credits.mutate;
  useEffect(() => {
    if (!runStatus || isRunning(runStatus)) return;
    void reloadList();
    void reloadCredits();
    router.refresh();
  }, [runStatus, reloadList, reloadCredits, router]);
  useEffect(() => {
    if (checkStatus && !isRunning(checkStatus)) void reloadList();
  }, [checkStatus, reloadList]);

  async function startCheck(next: ImportRequest) {
    setPending(true);
    setFormErrors({});
    setRunId(null);
    setCheckId(null);
    setStartError(undefined);
    const result = await call(createImportContract, {
      body: { source: next.source, options: next.options, dryRun: true } as never,
    });
    setPending(false);
    if (!result.ok) {
      const paths = result.error.paths ?? {};
      setFormErrors({ banner: Object.keys(paths).length ? undefined : result.error.message, paths });
      return;
    }
    setRequest(next);
    setCheckId(result.data.importId);
    void reloadList();
    requestAnimationFrame(() => checkHeading.current?.focus());
  }

  async function startRun() {
    if (!request) return;
    setStarting(true);
    setStartError(undefined);
    const result = await call(createImportContract, {
      body: { source: request.source, options: request.options, dryRun: false } as never,
    });
    setStarting(false);
    if (!result.ok) {
      setStartError(result.error.message);
      return;
    }
    setRunId(result.data.importId);
    // The secrets leave the form once the import has them.
    setFormKey((key) => key + 1);
    void reloadList();
    requestAnimationFrame(() => runHeading.current?.focus());
  }

  async function cancel() {
    if (!runId) return;
    setCancelling(true);
    const result = await call(cancelImportContract, { params: { id: runId } });
    setCancelling(false);
    if (result.ok) void run.mutate(result.data as ImportView, { revalidate: false });
    else if (result.status !== 409) setStartError(result.error.message);
    else void run.mutate();
  }

  function reset() {
    setRequest(undefined);
    setCheckId(null);
    setRunId(null);
    setStartError(undefined);
    setFormKey((key) => key + 1);
  }

  const edited = () => {
    if (runId) return;
    setCheckId(null);
    setFormErrors({});
  };

  const csv = request?.source === "csv" ? request.parsed : undefined;
  const downloadFailed = (view: ImportView) =>
    saveText(
      failedRowsCsv(view.errors, csv ? { header: csv.header, records: csv.records } : undefined),
      `codebeam-import-${view.id}-failed-rows.csv`,
    );

  const checked = check.data && check.data.status === "SUCCEEDED" ? check.data : null;
  const toWrite = checked ? checked.created + checked.updated : 0;
  const short = checked ? checked.creditsNeeded > balance : false;

  return (
    <div className="space-y-8">
      {runId ? null : (
        <ImportStartCard
          formKey={formKey}
          maxBytes={maxBytes}
          pending={pending}
          errors={formErrors}
          onSubmit={(next) => void startCheck(next)}
          onEdit={edited}
        />
      )}

      {checkId && !runId ? (
        <Card className="overflow-hidden">
          <div className="border-b border-zinc-100 px-5 py-4">
            <h2 ref={checkHeading} tabIndex={-1} className="text-base font-semibold text-zinc-900 focus:outline-none">
              2. Preview and check
            </h2>
            <p className="mt-1 text-sm text-zinc-500">
              {request?.source === "csv"
                ? "The first rows as the import reads them, and a dry run over every row: nothing is written yet."
                : `A dry run through ${request ? SOURCE_LABELS[request.source] : "the source"}: every link is read and checked, nothing is written yet.`}
            </p>
          </div>
          <div className="space-y-5 p-5">
            {csv ? (
              <CsvPreview
                rows={csv.preview}
                total={csv.records.length}
                errors={check.data?.errors ?? []}
                checked={Boolean(check.data && !isRunning(check.data.status))}
              />
            ) : null}
            {check.data ? (
              <>
                {isRunning(check.data.status) ? <ImportProgress view={check.data} /> : null}
                <ImportFailure view={check.data} />
                {checked ? (
                  <div className="space-y-4">
                    <p role="status" className="text-sm text-zinc-700">
                      Checked {formatNumber(checked.total)} {checked.total === 1 ? "row" : "rows"}.
                    </p>
                    <ImportCounts view={checked} />
                    <p className={`text-sm ${short ? "text-red-700" : "text-zinc-700"}`} data-testid="credits-needed">
                      Credits needed: <strong className="tabular-nums">{formatNumber(checked.creditsNeeded)}</strong> of
                      your <span className="tabular-nums">{formatNumber(balance)}</span>
                      {short ? ". Add credits on the Credits page, or import fewer rows." : "."}
                    </p>
                    <RowErrors view={checked}>
                      <Button variant="secondary" size="sm" onClick={() => downloadFailed(checked)}>
                        Download failed rows (CSV)
                      </Button>
                    </RowErrors>
                  </div>
                ) : null}
              </>
            ) : check.error ? (
              <Alert>The check could not be read: {check.error}</Alert>
            ) : (
              <p className="text-sm text-zinc-600">Starting the check…</p>
            )}
            {startError ? <Alert>{startError}</Alert> : null}
          </div>
          {checked ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-zinc-100 px-5 py-4">
              <Button onClick={() => void startRun()} disabled={starting || toWrite === 0 || short}>
                {starting
                  ? "Starting…"
                  : toWrite === 0
                    ? "Nothing new to import"
                    : `Import ${formatNumber(toWrite)} ${toWrite === 1 ? "link" : "links"}`}
              </Button>
              {checked.failed > 0 && toWrite > 0 ? (
                <p className="text-sm text-zinc-600">
                  The {checked.failed === 1 ? "failed row is" : `${formatNumber(checked.failed)} failed rows are`} left
                  out.
                </p>
              ) : null}
            </div>
          ) : null}
        </Card>
      ) : null}

      {runId ? (
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-zinc-100 px-5 py-4">
            <div className="min-w-0">
              <h2 ref={runHeading} tabIndex={-1} className="text-base font-semibold text-zinc-900 focus:outline-none">
                {run.data && !isRunning(run.data.status) ? "3. Result" : "3. Importing"}
              </h2>
              <p className="mt-1 text-sm text-zinc-500">
                {request ? SOURCE_LABELS[request.source] : "Import"}
                {run.data && !isRunning(run.data.status) && run.data.finishedAt
                  ? `, ended ${formatDateTime(run.data.finishedAt)}.`
                  : ": you may leave this page; the import goes on."}
              </p>
            </div>
            {run.data ? <StatusBadge status={run.data.status} /> : null}
          </div>
          <div className="space-y-5 p-5">
            {run.data ? (
              <>
                {isRunning(run.data.status) || run.data.total > 0 ? <ImportProgress view={run.data} /> : null}
                <ImportFailure view={run.data} />
                {run.data.status === "CANCELLED" ? (
                  <Alert tone="info">Cancelled: the codes made before the stop stay.</Alert>
                ) : null}
                <ImportCounts view={run.data} />
                <RowErrors view={run.data}>
                  {isRunning(run.data.status) ? null : (
                    <Button variant="secondary" size="sm" onClick={() => run.data && downloadFailed(run.data)}>
                      Download failed rows (CSV)
                    </Button>
                  )}
                </RowErrors>
              </>
            ) : run.error ? (
              <Alert>The import could not be read: {run.error}</Alert>
            ) : (
              <p className="text-sm text-zinc-600">Starting…</p>
            )}
            {startError ? <Alert>{startError}</Alert> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-zinc-100 px-5 py-4">
            {run.data && !isRunning(run.data.status) ? (
              <Button variant="secondary" onClick={reset}>
                Start another import
              </Button>
            ) : (
              <Button variant="danger-outline" onClick={() => void cancel()} disabled={cancelling}>
                {cancelling ? "Cancelling…" : "Cancel import"}
              </Button>
            )}
          </div>
        </Card>
      ) : null}

      <ImportsList imports={list.data?.data ?? initial} error={list.error} onRefresh={list.reload} />
    </div>
  );
}
