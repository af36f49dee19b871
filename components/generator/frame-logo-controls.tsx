"use client";

import { ChoiceGroup } from "./choice-group";
import { ColorField } from "./color-field";
import type { FrameChoice, FrameStyle } from "./generator-types";

const input =
  "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";
const FRAME_STYLES = [
  { value: "banner-bottom" as const, label: "Banner" },
  { value: "box" as const, label: "Box" },
];
const DEFAULT_FRAME: FrameChoice = { style: "banner-bottom", text: "Scan me", color: "#111111" };

interface FrameControlsProps {
  frame: FrameChoice | null;
  onChange: (frame: FrameChoice | null) => void;
}

/** The call-to-action frame: on or off, its text, style and colour (the text colour follows). */
export function FrameControls({ frame, onChange }: FrameControlsProps) {
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2.5 text-sm font-medium text-zinc-800">
        <input
          type="checkbox"
          checked={frame !== null}
          onChange={(event) => onChange(event.target.checked ? DEFAULT_FRAME : null)}
          className="size-4 accent-brand-600"
        />
        Frame with a call to action
      </label>
      {frame ? (
        <div className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
          <div>
            <label htmlFor="qr-frame-text" className="mb-1.5 block text-sm font-medium text-zinc-800">
              Frame text
            </label>
            <input
              id="qr-frame-text"
              value={frame.text}
              maxLength={30}
              onChange={(event) => onChange({ ...frame, text: event.target.value })}
              className={input}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceGroup<FrameStyle>
              name="frame-style"
              legend="Frame style"
              choices={FRAME_STYLES}
              value={frame.style}
              onChange={(style) => onChange({ ...frame, style })}
              columns="grid-cols-2"
            />
            <ColorField
              id="qr-frame-color"
              label="Frame colour"
              value={frame.color}
              onChange={(color) => onChange({ ...frame, color })}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
