const tones: Record<string, string> = {
  get: "bg-sky-50 text-sky-700 ring-sky-200",
  post: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  put: "bg-amber-50 text-amber-800 ring-amber-200",
  patch: "bg-amber-50 text-amber-800 ring-amber-200",
  delete: "bg-red-50 text-red-700 ring-red-200",
};

export function MethodBadge({ method, small = false }: { method: string; small?: boolean }) {
  const size = small ? "w-12 text-[10px] leading-4" : "w-16 py-0.5 text-xs";
  return (
    <span
      className={`inline-flex ${size} shrink-0 justify-center rounded-md font-mono font-semibold uppercase ring-1 ring-inset ${tones[method] ?? "bg-zinc-100 text-zinc-700 ring-zinc-200"}`}
    >
      {method}
    </span>
  );
}
