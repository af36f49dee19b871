"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type AiVariantView, localPath } from "./ai-types";

interface VariantGridProps {
  variants: AiVariantView[];
  inUse?: number;
  choosing?: number;
  onChoose?: (index: number) => void;
}

/** Every candidate with its decoders' verdict; scannable ones can be put on the code. */
export function VariantGrid({ variants, inUse, choosing, onChoose }: VariantGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Candidates">
      {variants.map((variant) => (
        <li
          key={variant.index}
          className={`overflow-hidden rounded-lg border bg-white ${variant.index === inUse ? "border-brand-500 ring-2 ring-brand-200" : "border-zinc-200"}`}
          data-testid="ai-variant"
        >
          <img
            src={localPath(variant.imageUrl)}
            alt={`Candidate ${variant.index + 1}, try ${variant.attempt}: ${variant.scannable ? "scans" : "does not scan"}`}
            className={`aspect-square w-full bg-zinc-50 object-contain ${variant.scannable ? "" : "opacity-60"}`}
            loading="lazy"
          />
          <div className="space-y-2 p-2.5">
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge tone={variant.scannable ? "success" : "danger"}>
                {variant.scannable ? "Scannable" : "Does not scan"}
              </Badge>
              <span className="text-xs text-zinc-600 tabular-nums">{Math.round(variant.score * 100)}% of reads</span>
            </div>
            {variant.index === inUse ? (
              <p className="text-xs font-medium text-brand-700">On your code</p>
            ) : variant.scannable && onChoose ? (
              <Button
                size="sm"
                variant="secondary"
                className="w-full"
                disabled={choosing !== undefined}
                onClick={() => onChoose(variant.index)}
              >
                {choosing === variant.index ? "Switching…" : "Use this one"}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
