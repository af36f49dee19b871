"use client";

/**
 * The code at its printed size: CSS millimetres, which browsers map to 96 px per inch, so a
 * ruler on most screens measures close to the print (zoom and display scaling move it).
 */
export function PrintPreview({ src, widthMm }: { src: string; widthMm: number }) {
  return (
    <figure className="grid gap-1">
      <div className="max-h-72 max-w-full overflow-auto rounded-lg border border-dashed border-zinc-300 bg-white p-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- the saved code's own image endpoint */}
        <img
          src={src}
          alt={`The code ${widthMm} mm wide`}
          style={{ width: `${widthMm}mm`, maxWidth: "none" }}
          className="block h-auto"
          data-testid="print-preview"
        />
      </div>
      <figcaption className="text-xs text-zinc-500">Actual size ({widthMm} mm) at 100% zoom</figcaption>
    </figure>
  );
}
