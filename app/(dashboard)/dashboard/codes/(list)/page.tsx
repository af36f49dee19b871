import type { Metadata } from "next";
import Link from "next/link";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { CodesFilters } from "@/components/codes/codes-filters";
import { codesHref, DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES } from "@/components/codes/codes-query";
import { CodesTable } from "@/components/codes/codes-table";
import { keyOf } from "@/components/ui/api-call";
import { exportCodesCsvContract as exportCodesCsv } from "@/components/ui/api-routes.generated";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/components/ui/format";
import { QrIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { withWorkspace } from "@/components/workspaces/workspace-href";
import { Pagination } from "@/components/ui/pagination";
import { ListQrCodesQuery } from "@/lib/codes/code-schemas";
import { MAX_SEARCH_LENGTH } from "@/lib/codes/code-limits";
import { listCodeSparklines } from "@/lib/codes/list-code-sparklines";
import { listCodeTags } from "@/lib/codes/list-code-tags";
import { listCodeThumbnails } from "@/lib/codes/list-code-thumbnails";
import { listQrCodes } from "@/lib/codes/list-qr-codes";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";

export const metadata: Metadata = { title: "Codes" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The filters of the URL; an unknown mode, a bad page or an empty field is dropped rather than failing the page. */
function readFilters(raw: Record<string, string | string[] | undefined>) {
  const first = (name: string) => {
    const value = raw[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text : undefined;
  };
  const pick = <T,>(name: string, check: (value: string) => T | undefined) => {
    const value = first(name);
    return value === undefined ? undefined : check(value);
  };
  const shape = ListQrCodesQuery.shape;
  const size = pick("size", (value) => PAGE_SIZES.find((allowed) => String(allowed) === value));
  return {
    page: pick("page", (value) => shape.page.safeParse(value).data) ?? 1,
    size: size ?? DEFAULT_PAGE_SIZE,
    q: pick("q", (value) => value.slice(0, MAX_SEARCH_LENGTH)),
    keyword: pick("keyword", (value) => value.slice(0, MAX_SEARCH_LENGTH)),
    mode: pick("mode", (value) => shape.mode.safeParse(value.toUpperCase()).data),
    status: pick("status", (value) => shape.status.safeParse(value.toUpperCase()).data),
    tag: pick("tag", (value) => shape.tag.safeParse(value).data),
    sort: pick("sort", (value) => shape.sort.safeParse(value).data) ?? DEFAULT_SORT,
  } as const;
}

export default async function CodesPage({ searchParams }: Props) {
  const { workspace } = await requireWorkspace();
  const input = readFilters(await searchParams);
  const [{ data, pagination }, tags] = await Promise.all([
    listQrCodes(workspace.id, input),
    listCodeTags(workspace.id),
  ]);
  const ids = data.map((code) => code.id);
  const [thumbnails, sparklines] = await Promise.all([
    listCodeThumbnails(workspace.id, ids),
    listCodeSparklines(workspace.id, ids),
  ]);
  const filtered = Boolean(input.q || input.keyword || input.mode || input.status || input.tag);
  const filters = {
    q: input.q ?? "",
    mode: input.mode ?? "",
    status: input.status ?? "",
    tag: input.tag ?? "",
  };
  const query = { ...filters, keyword: input.keyword ?? "", sort: input.sort, size: input.size };
  const canEdit = roleAtLeast(workspace.role, "EDITOR");
  // Every code of the workspace, whatever the filters: the file the CSV import reads back.
  const csvHref = withWorkspace(keyOf(exportCodesCsv), "workspace", workspace.id);
  const actions = (
    <div className="flex flex-wrap gap-2">
      <a href={csvHref} download className={buttonClass("secondary")}>
        Export CSV
      </a>
      {canEdit ? (
        <>
          <ButtonLink href="/dashboard/codes/batch" variant="secondary">
            Batch from CSV
          </ButtonLink>
          <ButtonLink href="/dashboard/codes/new">New code</ButtonLink>
        </>
      ) : null}
    </div>
  );

  if (!filtered && pagination.total === 0) {
    return (
      <>
        <PageHeader title="Codes" description="Your saved QR codes, their short links and scan counts." />
        <EmptyState icon={<QrIcon className="size-6" />} title="No saved codes yet">
          <p>
            A dynamic code points at a short link you can retarget later and counts every scan; a static code encodes
            your content directly.
          </p>
          {canEdit ? (
            <div className="mt-5 flex flex-wrap justify-center gap-2">
              <ButtonLink href="/dashboard/codes/new">Create your first code</ButtonLink>
              <ButtonLink href="/dashboard/codes/batch" variant="secondary">
                Import a CSV
              </ButtonLink>
            </div>
          ) : (
            <p className="mt-3">Editors, admins and owners of this workspace create them; you can view them here.</p>
          )}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Codes"
        description="Your saved QR codes, their short links and scan counts."
        action={actions}
      />
      <Card className="overflow-hidden">
        <CodesFilters key={codesHref({ ...query, q: "" })} filters={filters} query={query} tags={tags.data} />
        <p aria-live="polite" className="px-4 pt-3 text-sm text-zinc-500 sm:px-5">
          {formatNumber(pagination.total)} {pagination.total === 1 ? "code" : "codes"}
          {filtered ? ` match${pagination.total === 1 ? "es" : ""}` : ""}
          {filtered ? (
            <>
              {" · "}
              <Link href="/dashboard/codes" className="font-medium text-brand-700 hover:underline">
                Clear filters
              </Link>
            </>
          ) : null}
        </p>
        {data.length ? (
          <div className="mt-3 border-t border-zinc-100">
            <CodesTable codes={data} thumbnails={thumbnails} sparklines={sparklines} query={query} />
            <Pagination basePath={codesHref(query)} page={pagination.page} totalPages={pagination.totalPages} />
          </div>
        ) : (
          <div className="p-4 sm:p-5">
            <EmptyState title={pagination.total ? "No codes on this page" : "No code matches"}>
              {pagination.total
                ? `There ${pagination.totalPages === 1 ? "is 1 page" : `are ${pagination.totalPages} pages`}.`
                : "Try another search word, or clear the filters."}
            </EmptyState>
          </div>
        )}
      </Card>
    </>
  );
}
