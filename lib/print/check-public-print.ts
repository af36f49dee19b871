import type { Caller } from "../auth/caller";
import { fetchDesignLogo, resolveDesign } from "../generate/resolve-design";
import { checkDesignPrint } from "./check-design-print";
import type { PublicPrintCheckInput } from "./public-print-schemas";
import type { PrintCheck } from "./print-schemas";

/**
 * The print check of a design the public generator would draw from the same options: its
 * template, overrides and logo (an uploaded logo only for a signed-in caller or a key).
 */
export async function checkPublicPrint(caller: Caller, { design, print }: PublicPrintCheckInput): Promise<PrintCheck> {
  const { styles } = resolveDesign(design);
  const accountId = caller.kind === "anonymous" ? null : caller.accountId;
  const { logo } = await fetchDesignLogo(styles, design.logo, accountId);
  return checkDesignPrint(
    { content: design.content, errorCorrectionLevel: design.errorCorrectionLevel, styles, logo },
    print,
  );
}
