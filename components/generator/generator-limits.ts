// Mirrors lib/generate/generate-schemas.ts without pulling zod into the browser bundle.
export const MAX_CONTENT_LENGTH = 2048;
export const MIN_IMAGE_SIZE = 64;
export const DEFAULT_IMAGE_SIZE = 512;
