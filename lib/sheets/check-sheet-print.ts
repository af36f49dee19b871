import { logoOf, savedCodeText } from "../codes/render-saved-code";
import { ApiError, type FieldIssue } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import { checkDesignPrint } from "../print/check-design-print";
import { layOutDesign, type PrintDesign } from "../print/print-design";
import { PrintOptionsSchema } from "../print/print-schemas";
import type { EccLevel } from "../render/render-options";
import { QrStyle } from "../render/style-schema";
import type { SheetSource } from "./render-sheet";

/**
 * The print check of every code on a sheet at its printed width (the check's default distance and
 * dpi). Codes sharing a design (style, logo, level) and a symbol size print alike, so the
 * simulated print runs once per such group, not once per code: a sheet is usually one design and
 * one link length, and 500 simulated prints would take most of a minute. AI art has no layout to
 * check and is left out. Failing codes are a 400 listing each (its id and warning codes).
 */
export async function assertSheetPrints(
  rows: (SheetSource & { id: string })[],
  widthMm: number,
  fieldOf: (index: number) => string,
): Promise<void> {
  const options = PrintOptionsSchema.parse({ widthMm });
  const groups = new Map<string, { design: PrintDesign; indexes: number[] }>();
  for (const [index, row] of rows.entries()) {
    if (row.mode === "AI") continue;
    const logo = row.logoUrl ? await logoOf(row.logoUrl) : undefined;
    const design = {
      content: savedCodeText(row),
      errorCorrectionLevel: row.errorCorrectionLevel as EccLevel,
      styles: parseWith(QrStyle, row.styles, "styles"),
      logo,
    };
    const { matrix } = layOutDesign(design);
    const key = JSON.stringify([row.styles, logo ? row.logoUrl : null, row.errorCorrectionLevel, matrix.size]);
    const group = groups.get(key);
    if (group) group.indexes.push(index);
    else groups.set(key, { design, indexes: [index] });
  }
  const failures: FieldIssue[] = [];
  for (const { design, indexes } of groups.values()) {
    const check = await checkDesignPrint(design, options);
    if (check.ok) continue;
    const codes = check.warnings.map((warning) => warning.code).join(", ");
    for (const index of indexes) {
      failures.push({ field: fieldOf(index), message: `code ${rows[index].id} fails the print check: ${codes}` });
    }
  }
  if (failures.length === 0) return;
  failures.sort((a, b) => a.field.localeCompare(b.field, "en", { numeric: true }));
  throw new ApiError(
    "INVALID_REQUEST",
    `${failures.length} code(s) would not scan reliably printed ${widthMm} mm wide (scanned from 0.3 m, 300 dpi); print them wider, or send force: true to print them anyway.`,
    failures,
  );
}
