"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract } from "@/components/ui/api-routes.generated";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/components/ui/format";
import { LinkIcon } from "@/components/ui/icons";
import { summarizeContent } from "@/lib/content/summarize-content";
import { ModeBadge, StatusBadge } from "./code-badges";
import { CodeActions } from "./code-actions";
import { codeLabel, type QrCodeDetail } from "./code-types";
import { CodeDownloads } from "./code-downloads";
import { CopyButton } from "@/components/ui/copy-button";
import { MAX_NAME_LENGTH } from "@/lib/codes/code-limits";
import { InlineEdit } from "./inline-edit";
import { LinkEditor } from "./link-editor";
import type { LinkChoices } from "./link-preview";
import { patchCode } from "./patch-code";
import { TagChips } from "./tag-chips";
import { useCan, useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";
import { ViewerNote } from "@/components/workspaces/role-required";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-zinc-500 sm:pt-1">{label}</dt>
      <dd className="min-w-0 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/** The code's identity and its actions: image and downloads, short link, target, status. */
export function CodeOverview({
  code,
  dynamicCost,
  templateName,
  link,
}: {
  code: QrCodeDetail;
  dynamicCost: number;
  templateName?: string;
  /** The domains the link may move to, for an editor of a dynamic code. */
  link?: LinkChoices & { graceDays: number };
}) {
  const router = useRouter();
  const dynamic = code.mode !== "STATIC";
  const inWorkspace = useWorkspaceFileUrl();
  const canEdit = useCan("EDITOR");
  const image = (format: "png" | "svg", size?: number) =>
    inWorkspace(keyOf(qrCodeImageContract, { params: { id: code.id }, query: { format, size: size || undefined } }));

  const saveTarget = async (targetUrl: string) => {
    const result = await patchCode(code.id, { targetUrl });
    if (result.ok) router.refresh();
    return result.ok ? null : result.error;
  };
  const saveTags = async (text: string) => {
    const tags = text
      .split(",")
      .map((tag) => tag.trim().replace(/^#/, ""))
      .filter(Boolean);
    const result = await patchCode(code.id, { tags });
    if (result.ok) router.refresh();
    return result.ok ? null : result.error;
  };
  const saveName = async (name: string) => {
    const result = await patchCode(code.id, { name: name || null });
    if (result.ok) router.refresh();
    return result.ok ? null : result.error;
  };

  return (
    <Card className="p-5">
      <div className="flex flex-col gap-6 sm:flex-row">
        <div className="flex shrink-0 flex-col items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- the saved code's own image endpoint */}
          <img
            src={`${image("png", 320)}&v=${encodeURIComponent(code.updatedAt)}`}
            alt={`QR code of ${codeLabel(code)}`}
            width={160}
            height={160}
            className={`size-40 rounded-lg border border-zinc-200 bg-white object-contain ${code.status === "EXPIRED" ? "opacity-50 grayscale" : ""}`}
          />
          <CodeDownloads code={code} />
          {code.mode === "AI" || !canEdit ? null : (
            <Link href={`/dashboard/codes/${code.id}/design`} className={buttonClass("ghost", "sm", "w-44")}>
              Edit design
            </Link>
          )}
        </div>

        <div className="min-w-0 flex-1 space-y-4">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-xl font-semibold tracking-tight wrap-anywhere text-zinc-900 sm:text-2xl">
                {codeLabel(code)}
              </h1>
              <StatusBadge status={code.status} />
              <ModeBadge mode={code.mode} />
            </div>
            <p className="mt-1 text-xs wrap-anywhere text-zinc-500">
              Created {formatDateTime(code.createdAt)}
              {code.createdBy
                ? ` by ${code.createdBy.type === "key" ? `API key “${code.createdBy.label}”` : code.createdBy.label}`
                : ""}{" "}
              · {code.mode === "AI" ? "AI art" : `${templateName ?? code.templateUsed} template`}
            </p>
          </div>

          <dl className="space-y-3">
            {code.shortLink ? (
              <Row label="Short link">
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    data-testid="short-link"
                    href={code.shortLink}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-w-0 items-center gap-1.5 font-mono text-brand-700 break-all hover:underline"
                  >
                    <LinkIcon className="size-4 shrink-0" />
                    {code.shortLink}
                  </a>
                  <CopyButton text={code.shortLink} />
                </div>
                {code.status === "EXPIRED" ? (
                  <p className="mt-1 text-xs text-amber-800">
                    Expired: visitors see a “this code has expired” page until you reactivate it.
                  </p>
                ) : null}
                {link && canEdit ? (
                  <div className="mt-2">
                    <LinkEditor code={code} choices={link} graceDays={link.graceDays} />
                  </div>
                ) : null}
              </Row>
            ) : null}
            <Row label={dynamic ? "Target URL" : "Content"}>
              <p data-testid="target-url" className="pt-1 break-all">
                {dynamic ? (
                  <a href={code.targetUrl} target="_blank" rel="noreferrer" className="hover:underline">
                    {code.targetUrl}
                  </a>
                ) : (
                  summarizeContent(code.content)
                )}
              </p>
              {dynamic ? (
                <div className="mt-2">
                  <InlineEdit
                    id="target-url"
                    openLabel="Change target"
                    fieldLabel="Target URL"
                    saveLabel="Save target"
                    initial={code.targetUrl}
                    type="url"
                    field="targetUrl"
                    hint="The short link redirects here from the next scan on; the printed code stays the same."
                    onSave={saveTarget}
                  />
                </div>
              ) : (
                <p className="mt-1 text-xs text-zinc-500">
                  A static code encodes this content itself: it cannot be changed or tracked.
                </p>
              )}
            </Row>
            <Row label="Tags">
              {code.tags.length ? (
                <div className="mb-2 flex flex-wrap gap-1 pt-1" data-testid="code-tags">
                  <TagChips tags={code.tags} query={{}} />
                </div>
              ) : canEdit ? null : (
                <span className="text-zinc-600">None</span>
              )}
              <InlineEdit
                id="code-tags"
                openLabel={code.tags.length ? "Edit tags" : "Add tags"}
                fieldLabel="Tags"
                saveLabel="Save tags"
                initial={code.tags.join(", ")}
                field="tags"
                hint="Separate tags with commas, e.g. print, spring 2026. Up to 10; the codes list filters by them."
                onSave={saveTags}
              />
            </Row>
            {/* The name is the heading above; the row is there to change it. */}
            {dynamic && canEdit ? (
              <Row label="Name">
                <InlineEdit
                  id="code-name"
                  openLabel="Rename"
                  fieldLabel="Name"
                  saveLabel="Save name"
                  initial={code.name ?? ""}
                  field="name"
                  maxLength={MAX_NAME_LENGTH}
                  counted
                  onSave={saveName}
                />
              </Row>
            ) : null}
          </dl>

          <div className="border-t border-zinc-100 pt-4">
            {canEdit ? (
              <CodeActions code={code} dynamicCost={dynamicCost} />
            ) : (
              <ViewerNote what="change, clone or delete codes" />
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
