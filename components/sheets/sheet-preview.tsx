import type { PlacedSheet } from "@/lib/sheets/sheet-layout";

export interface PreviewCode {
  id: string;
  label: string | null;
  /** The code's small image (a data URL), if the list has one. */
  image?: string;
}

/** The label's type is 7 pt (2.47 mm), its glyphs about 0.55 em wide on average: an estimate of the PDF's cut. */
const GLYPH_MM = 1.36;
const cut = (text: string, widthMm: number) => {
  const fits = Math.max(1, Math.floor(widthMm / GLYPH_MM));
  return text.length > fits ? `${text.slice(0, fits - 1).trimEnd()}…` : text;
};

/**
 * Page 1 of the sheet drawn from the same placement the PDF is drawn from (lib/sheets/sheet-layout),
 * in millimetres: the paper, the cells, each code's box with its image and label, the crop marks.
 */
export function SheetPreview({ sheet, codes }: { sheet: PlacedSheet; codes: PreviewCode[] }) {
  const onPage = codes.slice(0, sheet.cells.length);
  return (
    <svg
      viewBox={`0 0 ${sheet.pageWidthMm} ${sheet.pageHeightMm}`}
      role="img"
      aria-label={`Page 1: ${onPage.length} of ${sheet.cells.length} places filled`}
      data-testid="sheet-preview"
      className="mx-auto block max-h-80 w-auto max-w-full rounded border border-zinc-300 bg-white shadow-sm"
    >
      {sheet.cells.map((cell) => (
        <rect
          key={`${cell.x},${cell.y}`}
          x={cell.x}
          y={cell.y}
          width={cell.width}
          height={cell.height}
          fill="none"
          stroke="#d4d4d8"
          strokeWidth={0.3}
          strokeDasharray="1 1"
        />
      ))}
      {onPage.map((code, index) => {
        const { code: box, label } = sheet.cells[index];
        return (
          <g key={code.id}>
            {code.image ? (
              <image href={code.image} x={box.x} y={box.y} width={box.width} height={box.height} />
            ) : (
              <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="#e4e4e7" />
            )}
            {label && code.label ? (
              <text x={label.x + label.width / 2} y={label.y + 2.2} fontSize={2.5} textAnchor="middle" fill="#18181b">
                {cut(code.label, label.width)}
              </text>
            ) : null}
          </g>
        );
      })}
      {sheet.marks.map(([x1, y1, x2, y2]) => (
        <line key={`${x1},${y1},${x2},${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#18181b" strokeWidth={0.25} />
      ))}
    </svg>
  );
}
