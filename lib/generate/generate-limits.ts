// Zod-free limits of image generation: the schemas and the renderer build on them and the browser
// imports them directly (the generator and the code editor), so there is one copy of each.
export const MAX_CONTENT_LENGTH = 2048;
/** The smallest image width the engine draws, in pixels. */
export const MIN_IMAGE_SIZE = 64;
/** The width of an image when the caller names none, in pixels. */
export const DEFAULT_IMAGE_SIZE = 512;
