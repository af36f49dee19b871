/** What a generation row's `input` holds: the request, the short code its image encodes, the reference image. */
export interface AiGenerationInput {
  content: string;
  prompt: string;
  negativePrompt?: string;
  name?: string;
  /** The reference image's URL; an upload is not kept here (see referencePng / referenceUploaded). */
  image?: string;
  referenceUploaded?: boolean;
  seed?: number;
  strength: number;
  variants: number;
  shortCode: string;
  provider: string;
  /** The reference image, fetched or decoded at create time (PNG, base64, at most 512 px). */
  referencePng?: string;
}
