const tones: Record<string, string> = {
  get: "bg-sky-50 text-sky-700 ring-sky-200",
  post: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  put: "bg-amber-50 text-amber-800 ring-amber-200",
  patch: "bg-amber-50 text-amber-800 ring-amber-200",
  delete: "bg-red-50 text-red-700 ring-red-200",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-flex w-16 shrink-0 justify-center rounded-md py-0.5 font-mono text-xs font-semibold uppercase ring-1 ring-inset ${tones[method] ?? "bg-zinc-100 text-zinc-700 ring-zinc-200"}`}
    >
      {method}
    </span>
  );
}
