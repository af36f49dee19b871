import Link from "next/link";
import { TemplatePreview } from "./template-preview";
import type { TemplateSummary } from "./template-types";

/** One catalog entry: preview, name and tags; opens the dashboard's new-code editor with this template chosen. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <li>
      <Link
        href={`/dashboard/codes/new?template=${encodeURIComponent(template.id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md"
      >
        <div className="border-b border-zinc-100 bg-zinc-50 p-4">
          <TemplatePreview
            template={template}
            className="mx-auto aspect-square w-full max-w-40 rounded-md object-contain"
            sizes="160px"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-semibold text-zinc-900">{template.name}</span>
            <span className="shrink-0 text-xs font-medium text-brand-700 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
              Use →
            </span>
          </div>
          <ul aria-label={`Tags of ${template.name}`} className="flex flex-wrap gap-1">
            {template.tags.map((tag) => (
              <li key={tag} className="rounded bg-zinc-100 px-1.5 py-0.5 text-[11px] font-medium text-zinc-600">
                {tag}
              </li>
            ))}
          </ul>
          <code className="mt-auto truncate pt-1 font-mono text-[11px] text-zinc-500">{template.id}</code>
        </div>
      </Link>
    </li>
  );
}
