import { QrIcon } from "@/components/ui/icons";

/** A listed code's small image (a data URL drawn with the page), or a placeholder. */
export function CodeThumbnail({ src, expired }: { src?: string; expired?: boolean }) {
  if (!src) {
    return (
      <span className="flex size-11 shrink-0 items-center justify-center rounded-md border border-zinc-200 bg-zinc-50 text-zinc-400">
        <QrIcon className="size-5" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server
    <img
      src={src}
      alt=""
      width={44}
      height={44}
      className={`size-11 shrink-0 rounded-md border border-zinc-200 bg-white p-0.5 ${expired ? "opacity-50 grayscale" : ""}`}
    />
  );
}
