"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract } from "@/components/ui/api-routes.generated";
import { useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";
import { PrintNumberField } from "./print-number-field";
import { PrintPreview } from "./print-preview";
import { printVerdict } from "./print-verdict";
import { type PrintQuery, usePrintCheck } from "./use-print-check";

const FIRST_QUERY: PrintQuery = { widthMm: "30", distanceM: "0.3", dpi: "300" };
const LABELS: Record<string, string> = { widthMm: "Width", distanceM: "Distance", dpi: "Printer dpi" };

/** A refused query in the fields' own words ("Width: Must be at least 5 mm."). */
const problemText = ({ message, fields }: { message: string; fields: Record<string, string> }) =>
  Object.entries(fields)
    .map(([name, text]) => `${LABELS[name] ?? name}: ${text}`)
    .join("; ") || message;

/** "Print": width, distance and dpi, the check's verdict and warnings, and the code at that size. */
export function PrintCheckPanel({ codeId }: { codeId: string }) {
  const [query, setQuery] = useState<PrintQuery>(FIRST_QUERY);
  const { check, problem } = usePrintCheck(codeId, query);
  const inWorkspace = useWorkspaceFileUrl();
  const image = inWorkspace(
    keyOf(qrCodeImageContract, { params: { id: codeId }, query: { format: "svg", size: 512 } }),
  );
  const field = (name: keyof PrintQuery) => ({
    id: `print-${name}`,
    value: query[name],
    invalid: Boolean(problem?.fields[name]),
    onChange: (value: string) => setQuery((previous) => ({ ...previous, [name]: value })),
  });
  const verdict = check && !problem ? printVerdict(check) : null;
  const widthMm = Number(query.widthMm);
  return (
    <section className="grid gap-2 border-t border-zinc-200 pt-3" aria-labelledby="print-heading">
      <h2 id="print-heading" className="text-sm font-semibold text-zinc-900">
        Print
      </h2>
      <div className="grid gap-1.5">
        <PrintNumberField label="Width (mm)" step="1" {...field("widthMm")} />
        <PrintNumberField label="Distance (m)" step="0.1" {...field("distanceM")} />
        <PrintNumberField label="Printer dpi" step="50" {...field("dpi")} />
      </div>
      <div aria-live="polite" className="grid gap-2" data-testid="print-verdict">
        {problem ? <Alert>{problemText(problem)}</Alert> : null}
        {verdict ? <Alert tone={verdict.tone === "success" ? "success" : "error"}>{verdict.text}</Alert> : null}
        {check && !problem && check.warnings.length > 0 ? (
          <ul className="grid list-disc gap-1 pl-4 text-xs text-zinc-700" data-testid="print-warnings">
            {check.warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {widthMm > 0 && !problem?.fields.widthMm ? <PrintPreview src={image} widthMm={widthMm} /> : null}
    </section>
  );
}
