import { CopyButton } from "@/components/ui/copy-button";

/** A dark code listing with its name and a copy button; long lines scroll sideways on their own. */
export function CodeBlock({
  name,
  code,
  copyLabel = "Copy code",
  testId,
}: {
  name: string;
  code: string;
  copyLabel?: string;
  testId?: string;
}) {
  return (
    <div className="min-w-0 bg-zinc-950">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 sm:px-5">
        <span className="truncate font-mono text-xs text-zinc-400">{name}</span>
        <CopyButton text={code} label={copyLabel} what="code" />
      </div>
      <pre
        tabIndex={0}
        aria-label={name}
        className="overflow-x-auto px-4 py-4 text-[0.8125rem] leading-relaxed [tab-size:4] text-zinc-100 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500 sm:px-5"
      >
        <code data-testid={testId}>{code}</code>
      </pre>
    </div>
  );
}
