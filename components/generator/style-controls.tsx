"use client";

import { DOT_SHAPES, type DotShape, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES } from "@/lib/render/style-choices";
import { type Choice, ChoiceGroup } from "./choice-group";
import { ColorField } from "./color-field";
import type { ShownStyle, StyleChanges } from "./generator-types";
import { DotGlyph, FinderGlyph } from "./shape-glyph";

const DOT_LABELS: Record<DotShape, string> = {
  square: "Square",
  dots: "Dots",
  rounded: "Rounded",
  "extra-rounded": "Extra round",
  classy: "Classy",
  "classy-rounded": "Classy round",
};
const OUTER_LABELS = { square: "Square", rounded: "Rounded", "extra-rounded": "Extra round", dot: "Circle" } as const;
const INNER_LABELS = { square: "Square", dot: "Dot" } as const;

interface StyleControlsProps {
  shown: ShownStyle;
  /** The template paints its modules with a gradient, which a picked colour replaces. */
  gradient?: boolean;
  onChange: (changes: StyleChanges) => void;
}

/** Colours, module and finder shapes, and the quiet-zone margin. */
export function StyleControls({ shown, gradient = false, onChange }: StyleControlsProps) {
  const dots: Choice<DotShape>[] = DOT_SHAPES.map((shape) => ({
    value: shape,
    label: DOT_LABELS[shape],
    icon: <DotGlyph shape={shape} />,
  }));
  const outers = FINDER_OUTER_SHAPES.map((shape) => ({
    value: shape,
    label: OUTER_LABELS[shape],
    icon: <FinderGlyph outer={shape} inner={shown.finderInnerShape} />,
  }));
  const inners = FINDER_INNER_SHAPES.map((shape) => ({
    value: shape,
    label: INNER_LABELS[shape],
    icon: <FinderGlyph outer={shown.finderOuterShape} inner={shape} />,
  }));

  return (
    <div className="space-y-5">
      <div>
        <div className="grid grid-cols-2 gap-3">
          <ColorField
            id="qr-foreground"
            label="Foreground colour"
            value={shown.foregroundColor}
            onChange={(foregroundColor) => onChange({ foregroundColor })}
          />
          <ColorField
            id="qr-background"
            label="Background colour"
            value={shown.backgroundColor}
            onChange={(backgroundColor) => onChange({ backgroundColor })}
          />
        </div>
        {gradient ? (
          <p className="mt-1.5 text-xs text-zinc-500">
            This template paints a gradient; a foreground colour picked here replaces it.
          </p>
        ) : null}
      </div>
      <ChoiceGroup
        name="dot-shape"
        legend="Dot shape"
        choices={dots}
        value={shown.dotShape}
        onChange={(dotShape) => onChange({ dotShape })}
      />
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <ChoiceGroup
          name="finder-outer"
          legend="Corner frame"
          choices={outers}
          value={shown.finderOuterShape}
          onChange={(finderOuterShape) => onChange({ finderOuterShape })}
          columns="grid-cols-4"
        />
        <ChoiceGroup
          name="finder-inner"
          legend="Corner centre"
          choices={inners}
          value={shown.finderInnerShape}
          onChange={(finderInnerShape) => onChange({ finderInnerShape })}
          columns="grid-cols-2"
        />
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between">
          <label htmlFor="qr-margin" className="text-sm font-medium text-zinc-800">
            Margin
          </label>
          <span className="text-xs text-zinc-500 tabular-nums">{shown.margin} modules</span>
        </div>
        <input
          id="qr-margin"
          type="range"
          min={2}
          max={16}
          value={shown.margin}
          onChange={(event) => onChange({ margin: Number(event.target.value) })}
          className="w-full accent-brand-600"
        />
      </div>
    </div>
  );
}
