import { z } from "zod";
import {
  GenerateQrBody,
  type GenerateQrInput,
  GenerateQrQueryFields,
  queryToGenerateBody,
} from "../generate/generate-schemas";
import { type PrintOptions, PrintOptionsSchema } from "./print-schemas";

export interface PublicPrintCheckInput {
  design: GenerateQrInput;
  print: PrintOptions;
}

/**
 * The public check's query: the generator's options (content, template, keywords, logo, style;
 * not format and size, which a print does not have) beside the print's. Errors name the query
 * field, as the generator's do.
 */
export const PublicPrintCheckQuery = GenerateQrQueryFields.omit({ format: true, size: true })
  .extend(PrintOptionsSchema.shape)
  .transform(({ widthMm, distanceM, dpi, ...generator }, context): PublicPrintCheckInput => {
    const body = queryToGenerateBody(generator, context);
    if ((body as unknown) === z.NEVER) return z.NEVER;
    const design = GenerateQrBody.safeParse(body);
    if (!design.success) {
      for (const issue of design.error.issues) context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
      return z.NEVER;
    }
    return { design: design.data, print: { widthMm, distanceM, dpi } };
  });
