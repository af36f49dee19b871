import type { DotShape, FinderInnerShape, FinderOuterShape } from "@/lib/render/style-choices";

// Tiny drawings of each shape for the shape pickers; the text label beside them carries the meaning.

function leafPath(x: number, y: number, size: number, radius: number): string {
  const r = radius;
  return `M${x + r} ${y}H${x + size}V${y + size - r}A${r} ${r} 0 0 1 ${x + size - r} ${y + size}H${x}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

function DotModule({ shape, x, y }: { shape: DotShape; x: number; y: number }) {
  const size = 9;
  switch (shape) {
    case "dots":
      return <circle cx={x + size / 2} cy={y + size / 2} r={size / 2 - 0.5} />;
    case "rounded":
      return <rect x={x} y={y} width={size} height={size} rx={2.5} />;
    case "extra-rounded":
      return <rect x={x} y={y} width={size} height={size} rx={4} />;
    case "classy":
      return <path d={leafPath(x, y, size, 3)} />;
    case "classy-rounded":
      return <path d={leafPath(x, y, size, 4.5)} />;
    default:
      return <rect x={x} y={y} width={size} height={size} />;
  }
}

export function DotGlyph({ shape }: { shape: DotShape }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
      <DotModule shape={shape} x={2} y={2} />
      <DotModule shape={shape} x={13} y={2} />
      <DotModule shape={shape} x={2} y={13} />
    </svg>
  );
}

const OUTER_RADIUS: Record<FinderOuterShape, number> = { square: 0, rounded: 4, "extra-rounded": 7, dot: 10 };

export function FinderGlyph({ outer, inner }: { outer: FinderOuterShape; inner: FinderInnerShape }) {
  const radius = OUTER_RADIUS[outer];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
      <rect x={3} y={3} width={18} height={18} rx={radius} fill="none" stroke="currentColor" strokeWidth={3} />
      {inner === "dot" ? (
        <circle cx={12} cy={12} r={4.5} className="fill-current" />
      ) : (
        <rect x={7.5} y={7.5} width={9} height={9} className="fill-current" />
      )}
    </svg>
  );
}
