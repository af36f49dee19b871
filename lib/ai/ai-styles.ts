import { z } from "zod";
import { RECORD_ID_EXAMPLE } from "../validation/record-id";

/** What an AI code's `styles` hold: the prompt and the engine's parameters of the saved image. */
export const AiStyles = z.object({
  ai: z.object({
    provider: z.string(),
    prompt: z.string(),
    negativePrompt: z.string().optional(),
    image: z.string().optional(),
    referenceUploaded: z
      .boolean()
      .optional()
      .describe("the reference image was uploaded (kept with the generation, not as a URL)"),
    seed: z.number().optional(),
    strength: z.number().describe("as asked"),
    appliedStrength: z.number().describe("the attempt's (lowered on retries)"),
    controlWeight: z.number(),
    attempt: z.number(),
    score: z.number(),
    generationId: z.string().meta({ examples: [RECORD_ID_EXAMPLE] }),
    variant: z.number().int().optional().describe("the generation's variant in use"),
  }),
});
export type AiStyles = z.infer<typeof AiStyles>;
