"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatDate, formatNumber } from "@/components/ui/format";
import { summarizeContent } from "@/lib/content/summarize-content";
import { BulkBar } from "./bulk-bar";
import { BulkTagsDialog } from "./bulk-tags-dialog";
import { PrintSheetDialog } from "@/components/sheets/print-sheet-dialog";
import { type CodeAction, CodeActionDialog, runCodeAction } from "./code-action-dialog";
import { ModeBadge, StatusBadge } from "./code-badges";
import { CodeThumbnail } from "./code-thumbnail";
import { codeLabel, type QrCodeSummary } from "./code-types";
import type { CodesQuery } from "./codes-query";
import { CopyButton } from "@/components/ui/copy-button";
import { toastDeleted } from "./deleted-toast";
import { DestinationCell } from "./destination-cell";
import { QuickEditDialog } from "./quick-edit-dialog";
import { RowActionsMenu } from "./row-actions-menu";
import { SortHeader } from "./sort-header";
import { Sparkline } from "./sparkline";
import { TagChips } from "./tag-chips";
import { useListShortcuts } from "./use-list-shortcuts";
import { useCan } from "@/components/workspaces/workspace-context";

const th = "px-3 py-3 font-medium";
const checkbox = "relative z-[1] size-4 rounded border-zinc-400 accent-brand-600";

interface Pending {
  action: CodeAction;
  ids: string[];
}

/** The codes of one page: a table with selection and bulk actions from `sm` up, cards on a phone. */
export function CodesTable({
  codes,
  thumbnails,
  sparklines,
  query,
}: {
  codes: QrCodeSummary[];
  thumbnails: Record<string, string>;
  sparklines: Record<string, number[]>;
  query: CodesQuery;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const visible = new Set(codes.map((code) => code.id));
  const chosen = [...selected].filter((id) => visible.has(id));
  const allChosen = codes.length > 0 && chosen.length === codes.length;
  const [editing, setEditing] = useState<QrCodeSummary | null>(null);
  const [tagging, setTagging] = useState(false);
  const [printing, setPrinting] = useState(false);
  const canEdit = useCan("EDITOR");
  // "e" opens the quick edit only for a member who may save it.
  const edit = (id: string) => setEditing(canEdit ? (codes.find((code) => code.id === id) ?? null) : null);
  useListShortcuts(edit, chosen);

  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(codes.map((code) => code.id)));

  const run = async (action: CodeAction, ids: string[]) => {
    setRunning(true);
    const { failed, message } = await runCodeAction(action, ids);
    setRunning(false);
    if (failed) {
      setError(
        failed === ids.length ? message : `${formatNumber(failed)} of ${formatNumber(ids.length)} failed: ${message}`,
      );
      return;
    }
    setPending(null);
    setSelected(new Set());
    router.refresh();
    if (action === "delete") {
      const one = codes.find((code) => code.id === ids[0]);
      toastDeleted(ids, one ? `“${codeLabel(one)}”` : "the code", () => router.refresh());
    }
  };
  const onAction = (action: CodeAction, ids: string[]) => {
    // A static code encodes its content itself: it has no link to expire.
    const target =
      action === "delete" ? ids : ids.filter((id) => codes.find((code) => code.id === id)?.mode !== "STATIC");
    setError(undefined);
    if (action === "reactivate") void run(action, target);
    else setPending({ action, ids: target });
  };

  return (
    <>
      {chosen.length ? (
        <BulkBar
          ids={chosen}
          onAction={onAction}
          onTags={() => setTagging(true)}
          onPrint={() => setPrinting(true)}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <ul aria-label="Codes" className="divide-y divide-zinc-100 sm:hidden">
        {codes.map((code) => (
          <li key={code.id} data-code-id={code.id} className="relative flex gap-3 px-4 py-3 hover:bg-zinc-50">
            <CodeThumbnail src={thumbnails[code.id]} expired={code.status === "EXPIRED"} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <Link
                  href={`/dashboard/codes/${code.id}`}
                  className="line-clamp-3 min-w-0 font-medium wrap-anywhere text-zinc-900 after:absolute after:inset-0"
                >
                  {codeLabel(code)}
                </Link>
                <span className="flex shrink-0 items-center gap-2 text-sm text-zinc-600 tabular-nums">
                  <Sparkline counts={sparklines[code.id] ?? []} />
                  <span>
                    {formatNumber(code.scanCount)}{" "}
                    <span className="text-zinc-500">{code.scanCount === 1 ? "scan" : "scans"}</span>
                  </span>
                </span>
              </div>
              <p className="mt-0.5 truncate text-xs text-zinc-500">
                {code.shortLink ?? summarizeContent(code.targetUrl)}
              </p>
              {code.mode !== "STATIC" ? (
                <p className="mt-0.5 flex items-center gap-1 text-xs">
                  <span aria-hidden="true" className="text-zinc-400">
                    →
                  </span>
                  <span className="sr-only">Goes to </span>
                  <span className="min-w-0 flex-1">
                    <DestinationCell url={code.targetUrl} mode={code.mode} />
                  </span>
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
                <StatusBadge status={code.status} />
                <ModeBadge mode={code.mode} />
                <TagChips tags={code.tags} query={query} />
                <span className="ml-auto">{formatDate(code.createdAt)}</span>
                <button
                  type="button"
                  onClick={() => edit(code.id)}
                  aria-label={`Quick edit ${codeLabel(code)}`}
                  className="relative z-[1] rounded-md border border-zinc-200 px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100"
                >
                  Edit
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm sm:table">
        <caption className="sr-only">Codes</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase">
          <tr>
            <th scope="col" className="w-11 py-3 pr-1 pl-5">
              <input
                type="checkbox"
                className={checkbox}
                checked={allChosen}
                onChange={toggleAll}
                aria-label="Select all codes on this page"
              />
            </th>
            <SortHeader query={query} column="name" label="Code" />
            <th scope="col" className={`${th} w-24 max-2xl:hidden`}>
              Mode
            </th>
            <th scope="col" className={`${th} w-44 max-lg:hidden`}>
              Destination
            </th>
            <th scope="col" className={`${th} w-24`}>
              Status
            </th>
            <SortHeader query={query} column="scanCount" label="Scans" className="w-36 text-right" />
            <SortHeader query={query} column="createdAt" label="Created" className="w-32 max-md:hidden" />
            <th scope="col" className="w-14 py-3 pr-4">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {codes.map((code) => (
            <tr
              key={code.id}
              data-code-id={code.id}
              className={`group relative hover:bg-zinc-50/80 ${selected.has(code.id) ? "bg-brand-50/60" : ""}`}
            >
              <td className="py-3 pr-1 pl-5 align-middle">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={selected.has(code.id)}
                  onChange={() => toggle(code.id)}
                  aria-label={`Select ${codeLabel(code)}`}
                />
              </td>
              <td className="px-3 py-3">
                <div className="flex items-center gap-3">
                  <CodeThumbnail src={thumbnails[code.id]} expired={code.status === "EXPIRED"} />
                  <div className="min-w-0 flex-1">
                    {/* The name link covers the whole row (after:inset-0), so any cell opens the code. */}
                    <Link
                      href={`/dashboard/codes/${code.id}`}
                      className="block truncate font-medium text-zinc-900 after:absolute after:inset-0 group-hover:text-brand-700"
                    >
                      {codeLabel(code)}
                    </Link>
                    <div className="flex min-w-0 items-center gap-2">
                      {code.shortLink ? (
                        <span className="truncate font-mono text-xs text-zinc-500" title={code.shortLink}>
                          {code.shortLink.replace(/^https?:\/\//, "")}
                        </span>
                      ) : (
                        <span className="truncate text-xs text-zinc-500">{summarizeContent(code.targetUrl)}</span>
                      )}
                      {code.shortLink ? (
                        <span className="relative z-[1] shrink-0 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-within:opacity-100">
                          <CopyButton text={code.shortLink} label="Copy" />
                        </span>
                      ) : null}
                    </div>
                    {code.tags.length ? (
                      <div className="mt-1 flex flex-wrap gap-1">
                        <TagChips tags={code.tags} query={query} />
                      </div>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-3 py-3 max-2xl:hidden">
                <ModeBadge mode={code.mode} />
              </td>
              <td className="px-3 py-3 max-lg:hidden">
                <DestinationCell url={code.targetUrl} mode={code.mode} />
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={code.status} />
              </td>
              <td className="px-3 py-3 text-right font-medium text-zinc-900 tabular-nums">
                <span className="inline-flex items-center gap-2">
                  <Sparkline counts={sparklines[code.id] ?? []} />
                  <span className="min-w-8">{formatNumber(code.scanCount)}</span>
                </span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-zinc-600 max-md:hidden">{formatDate(code.createdAt)}</td>
              <td className="py-3 pr-4 text-right">
                <RowActionsMenu code={code} onAction={onAction} onQuickEdit={() => edit(code.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <QuickEditDialog code={editing} onClose={() => setEditing(null)} />
      {printing ? (
        <PrintSheetDialog
          codes={codes.filter((code) => selected.has(code.id))}
          thumbnails={thumbnails}
          tag={query.tag}
          onClose={() => setPrinting(false)}
        />
      ) : null}
      {tagging ? (
        <BulkTagsDialog
          ids={chosen}
          onClose={() => setTagging(false)}
          onDone={() => {
            setTagging(false);
            setSelected(new Set());
          }}
        />
      ) : null}
      <CodeActionDialog
        action={pending?.action ?? null}
        count={pending?.ids.length ?? 0}
        pending={running}
        error={error}
        onConfirm={() => pending && void run(pending.action, pending.ids)}
        onClose={() => {
          setPending(null);
          setError(undefined);
        }}
      />
      {error && !pending ? (
        <p role="alert" className="px-5 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
